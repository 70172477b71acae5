import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { NewsModule } from '../../news/news.module';
import { RealtimeModule } from '../../realtime';
import { ChatLog } from './chat-log.service';
import { ChatNews } from './chat-news.service';
import { ChatViewers } from './chat-viewers.service';
import { ChatController } from './chat.controller';
import { Chat } from './chat.service';

/**
 * Match chat (docs/social.md): player and spectator channels kept apart while the match is live,
 * append-only storage, reports for the operator, each new message pushed to the match's sockets
 * (`match:chat`). Owns the tables chat_messages and chat_reports; exports the log so that a
 * match's export can carry its chat as evidence.
 */
@Module({
  imports: [AccountsModule, MatchesModule, NewsModule, RealtimeModule],
  controllers: [ChatController],
  providers: [Chat, ChatLog, ChatViewers, ChatNews],
  exports: [ChatLog],
})
export class ChatModule {}
