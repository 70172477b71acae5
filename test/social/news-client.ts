import type { ChatPush, MatchDispute } from '../../src/client';
import type { RematchState } from '../../src/social/rematch/rematch-state';
import { RecordingClient } from '../realtime/support/harness';

/** A match socket that keeps the chat, rematch and dispute news it is sent. */
export class NewsClient extends RecordingClient {
  readonly chat: ChatPush[] = [];
  readonly rematch: RematchState[] = [];
  readonly disputes: MatchDispute[] = [];

  constructor(url: string) {
    super(url);
    this.socket.on('match:chat', (c) => this.chat.push(c));
    this.socket.on('match:rematch', (r) => this.rematch.push(r));
    this.socket.on('match:dispute', (d) => this.disputes.push(d));
  }

  bodies(): string[] {
    return this.chat.map((c) => c.message.body);
  }
}
