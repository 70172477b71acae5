import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../errors/domain-error';
import type { ChatChannel, ChatMessage } from './chat-message';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_SECONDS } from './chat-rules';

/** A message about to be stored. */
export interface NewChatMessage {
  readonly matchId: string;
  readonly channel: ChatChannel;
  readonly seat: number | null;
  readonly accountId: string | null;
  readonly author: string;
  readonly body: string;
}

interface MessageRow {
  readonly message_id: string;
  readonly channel: ChatChannel;
  readonly seat: number | null;
  readonly author: string;
  readonly body: string;
  readonly sent_at: Date;
}

const COLUMNS = 'message_id::text AS message_id, channel, seat, author, body, sent_at';

function toMessage(row: MessageRow): ChatMessage {
  return { messageId: row.message_id, channel: row.channel, seat: row.seat, author: row.author, body: row.body, sentAt: row.sent_at.toISOString() };
}

/**
 * The chat tables, append-only (the server's role may SELECT and INSERT, nothing else): messages
 * per match and channel, and the reports of them. Owns chat_messages and chat_reports.
 */
@Injectable()
export class ChatLog {
  constructor(private readonly db: DataSource) {}

  /**
   * Stores a message unless its author already sent CHAT_RATE_LIMIT in the last
   * CHAT_RATE_WINDOW_SECONDS of this match (CHAT_RATE_LIMITED). The count and the insert are one
   * statement under a per-author advisory lock, so two instances cannot both let a burst through.
   */
  async append(message: NewChatMessage): Promise<ChatMessage> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`chat:${message.matchId}:${message.author}`]);
      return (await tx.query(
        `INSERT INTO chat_messages (match_id, channel, seat, account_id, author, body)
         SELECT $1, $2, $3, $4, $5, $6
         WHERE (SELECT count(*) FROM chat_messages
                WHERE match_id = $1 AND author = $5 AND sent_at > now() - make_interval(secs => $7)) < $8
         RETURNING ${COLUMNS}`,
        [message.matchId, message.channel, message.seat, message.accountId, message.author, message.body, CHAT_RATE_WINDOW_SECONDS, CHAT_RATE_LIMIT],
      )) as MessageRow[];
    });
    const row = rows[0];
    if (!row) {
      throw DomainError.of('CHAT_RATE_LIMITED', `at most ${CHAT_RATE_LIMIT} messages in ${CHAT_RATE_WINDOW_SECONDS} seconds; wait a little`);
    }
    return toMessage(row);
  }

  /** The match's messages in these channels, oldest first. */
  async read(matchId: string, channels: readonly ChatChannel[]): Promise<ChatMessage[]> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM chat_messages WHERE match_id = $1 AND channel = ANY($2) ORDER BY message_id`, [
      matchId,
      channels,
    ])) as MessageRow[];
    return rows.map(toMessage);
  }

  /** One message and its match, by id (the news of it names only the id); null when there is none. */
  async byId(messageId: string): Promise<{ matchId: string; message: ChatMessage } | null> {
    const rows = (await this.db.query(`SELECT match_id, ${COLUMNS} FROM chat_messages WHERE message_id = $1`, [messageId])) as (MessageRow & {
      match_id: string;
    })[];
    const row = rows[0];
    return row ? { matchId: row.match_id, message: toMessage(row) } : null;
  }

  /** Records a report of a message of this match in one of these channels (again by the same reporter changes nothing). */
  async report(matchId: string, messageId: string, channels: readonly ChatChannel[], reporter: string, reason: string): Promise<void> {
    const found = (await this.db.query(
      `WITH message AS (SELECT message_id FROM chat_messages WHERE match_id = $1 AND message_id = $2 AND channel = ANY($3))
       INSERT INTO chat_reports (message_id, match_id, reporter, reason)
       SELECT message_id, $1, $4, $5 FROM message
       ON CONFLICT (message_id, reporter) DO NOTHING
       RETURNING 1 AS inserted`,
      [matchId, messageId, channels, reporter, reason],
    )) as unknown[];
    if (found.length > 0) return;
    const exists = (await this.db.query(`SELECT 1 FROM chat_messages WHERE match_id = $1 AND message_id = $2 AND channel = ANY($3)`, [
      matchId,
      messageId,
      channels,
    ])) as unknown[];
    if (exists.length === 0) throw DomainError.of('UNKNOWN_CHAT_MESSAGE', `no message ${messageId} you can read in match ${matchId}`);
  }
}
