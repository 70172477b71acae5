import { DomainError } from '../../errors/domain-error';
import type { ChatChannel } from './chat-message';

/** Who reads or writes: a seat's player, a signed-in spectator, or an anonymous spectator (read only). */
export type ChatViewer =
  | { readonly kind: 'player'; readonly seat: number; readonly accountId: string | null }
  | { readonly kind: 'spectator'; readonly accountId: string; readonly username: string }
  | { readonly kind: 'anonymous' };

/** The longest message, in characters (code points): a chat line, not a letter. */
export const CHAT_MAX_LENGTH = 500;
/** At most this many messages per author and match within CHAT_RATE_WINDOW_SECONDS (a burst, then slow down). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** The longest reason a report may give. */
export const REPORT_REASON_MAX_LENGTH = 300;

/**
 * The channels a viewer may read. While the match is live, spectators read the players (they are
 * watching the game) but players never read the spectators, so that watchers cannot coach; once
 * it is over, everybody reads both (lichess does the same).
 */
export function readableChannels(viewer: ChatViewer, ended: boolean): readonly ChatChannel[] {
  if (ended || viewer.kind !== 'player') return ['players', 'spectators'];
  return ['players'];
}

/** The channel a viewer writes to, and the name the message is signed with; anonymous viewers may not write. */
export function authorOf(viewer: ChatViewer): {
  readonly channel: ChatChannel;
  readonly seat: number | null;
  readonly author: string;
  readonly accountId: string | null;
} {
  switch (viewer.kind) {
    case 'player':
      return { channel: 'players', seat: viewer.seat, author: `seat ${viewer.seat}`, accountId: viewer.accountId };
    case 'spectator':
      return { channel: 'spectators', seat: null, author: viewer.username, accountId: viewer.accountId };
    case 'anonymous':
      throw DomainError.of('CHAT_NEEDS_AUTHOR', 'to chat, send your seat token (players) or sign in (spectators)');
  }
}

/** A message body as stored: trimmed, not empty, at most CHAT_MAX_LENGTH characters. */
export function chatBody(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw DomainError.of('CHAT_EMPTY', 'a chat message needs some text');
  const length = [...body].length;
  if (length > CHAT_MAX_LENGTH) throw DomainError.of('CHAT_TOO_LONG', `a chat message holds at most ${CHAT_MAX_LENGTH} characters (this one has ${length})`);
  return body;
}

/** A report's reason as stored: trimmed, at most REPORT_REASON_MAX_LENGTH characters (may be empty). */
export function reportReason(raw: string): string {
  const reason = raw.trim();
  if ([...reason].length > REPORT_REASON_MAX_LENGTH) {
    throw DomainError.of('CHAT_TOO_LONG', `a report's reason holds at most ${REPORT_REASON_MAX_LENGTH} characters`);
  }
  return reason;
}
