import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { ChatLog } from './chat-log.service';
import { ChatViewers } from './chat-viewers.service';
import { ChatController } from './chat.controller';
import { Chat } from './chat.service';

/**
 * Match chat (docs/social.md): player and spectator channels kept apart while the match is live,
 * append-only storage, reports for the operator. Owns the tables chat_messages and chat_reports;
 * exports the log so that a match's export can carry its chat as evidence.
 */
@Module({
  imports: [AccountsModule, MatchesModule],
  controllers: [ChatController],
  providers: [Chat, ChatLog, ChatViewers],
  exports: [ChatLog],
})
export class ChatModule {}
