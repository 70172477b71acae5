import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { QuotasModule } from '../../quotas';
import { NotificationsModule } from '../notifications/notifications.module';
import { InvitationsController } from './invitations.controller';
import { Invitations } from './invitations.service';

/**
 * Unlisted matches and invitation links (docs/social.md). Owns the tables unlisted_matches and
 * match_invitations; the lobby reader leaves unlisted matches out of its lists. An invitation
 * addressed to an account tells it (`invited`) through the notifications' Notifier.
 */
@Module({
  imports: [MatchesModule, QuotasModule, AccountsModule, NotificationsModule],
  controllers: [InvitationsController],
  providers: [Invitations],
})
export class InvitationsModule {}
