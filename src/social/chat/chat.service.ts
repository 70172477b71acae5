import { Injectable } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';
import { MatchLoader } from '../../matches';
import { ChatLog } from './chat-log.service';
import { ChatNews } from './chat-news.service';
import type { ChatMessage } from './chat-message';
import { authorOf, chatBody, readableChannels, reportReason, type ChatViewer } from './chat-rules';

/** A match's chat: who reads which channel (live or over), who writes where, and reports. */
@Injectable()
export class Chat {
  constructor(
    private readonly loader: MatchLoader,
    private readonly log: ChatLog,
    private readonly news: ChatNews,
  ) {}

  async read(matchId: string, viewer: ChatViewer): Promise<ChatMessage[]> {
    return this.log.read(matchId, readableChannels(viewer, await this.ended(matchId)));
  }

  async post(matchId: string, viewer: ChatViewer, text: string): Promise<ChatMessage> {
    await this.ended(matchId);
    const author = authorOf(viewer);
    const message = await this.log.append({ matchId, ...author, body: chatBody(text) });
    await this.news.sent(message);
    return message;
  }

  /** Records for the operator that `viewer` reports a message it can read. */
  async report(matchId: string, viewer: ChatViewer, messageId: string, reason: string): Promise<void> {
    const channels = readableChannels(viewer, await this.ended(matchId));
    const { author, accountId } = authorOf(viewer);
    await this.log.report(matchId, messageId, channels, accountId ? `account ${accountId}` : author, reportReason(reason));
  }

  /** Whether the match is over; UNKNOWN_MATCH when there is none. */
  private async ended(matchId: string): Promise<boolean> {
    const loaded = await this.loader.load(matchId);
    if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    return loaded.state.match.ended !== null;
  }
}
