import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { RematchController } from './rematch.controller';
import { Rematches } from './rematch.service';

/** Rematches (docs/social.md). Owns the tables rematch_offers and rematches; rematches are unlisted (unlisted_matches). */
@Module({
  imports: [AccountsModule, MatchesModule],
  controllers: [RematchController],
  providers: [Rematches],
})
export class RematchModule {}
