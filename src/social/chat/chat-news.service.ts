import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MatchLoader } from '../../matches';
import { NewsBus } from '../../news/news-bus.service';
import { MatchRoomSender } from '../../realtime';
import type { ViewerRef } from '../../realtime/protocol';
import { ChatLog } from './chat-log.service';
import type { ChatMessage } from './chat-message';
import { readableChannels, type ChatViewer } from './chat-rules';

/** A socket's viewer at the chat: its seat's player, or a spectator (who reads what any spectator reads). */
function chatViewerOf(viewer: ViewerRef): ChatViewer {
  return viewer.kind === 'seat' ? { kind: 'player', seat: viewer.seat, accountId: null } : { kind: 'anonymous' };
}

/**
 * Pushes each new chat message to the match's joined sockets on every instance (`match:chat`),
 * to those whose viewer may read its channel now: while the match is live a seat's socket gets
 * player chat only (watchers cannot coach), a spectator's both; once it is over, everybody both.
 */
@Injectable()
export class ChatNews implements OnModuleInit {
  constructor(
    private readonly bus: NewsBus,
    private readonly log: ChatLog,
    private readonly loader: MatchLoader,
    private readonly sender: MatchRoomSender,
  ) {}

  onModuleInit(): void {
    this.bus.handle('chat', (messageId) => this.deliver(messageId));
  }

  /** Tells every instance of a message just stored. */
  sent(message: ChatMessage): Promise<void> {
    return this.bus.publish('chat', message.messageId);
  }

  private async deliver(messageId: string): Promise<void> {
    const found = await this.log.byId(messageId);
    if (!found || !this.sender.watched(found.matchId)) return;
    const { matchId, message } = found;
    // The newest state (the cache plus any newer events), not the cache alone: a state trailing the
    // end would withhold spectator chat from the players of a match already over.
    const match = await this.loader.load(matchId);
    const ended = match?.state.match.ended != null;
    this.sender.send(matchId, 'match:chat', (viewer) =>
      readableChannels(chatViewerOf(viewer), ended).includes(message.channel) ? { matchId, message } : null,
    );
  }
}
