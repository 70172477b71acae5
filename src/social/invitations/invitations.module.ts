import { Module } from '@nestjs/common';
import { MatchesModule } from '../../matches';
import { QuotasModule } from '../../quotas';
import { InvitationsController } from './invitations.controller';
import { Invitations } from './invitations.service';

/**
 * Unlisted matches and invitation links (docs/social.md). Owns the tables unlisted_matches and
 * match_invitations; the lobby reader leaves unlisted matches out of its lists.
 */
@Module({
  imports: [MatchesModule, QuotasModule],
  controllers: [InvitationsController],
  providers: [Invitations],
})
export class InvitationsModule {}
