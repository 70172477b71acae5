import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { EventStoreModule } from '../../event-store/event-store.module';
import { MatchesModule } from '../../matches';
import { Profiles } from './profile.service';
import { ProfilesController } from './profiles.controller';
import { Ratings } from './ratings.service';

/** Glicko-2 ratings per game and the public profiles. Owns the tables ratings, rating_history and rated_matches. */
@Module({
  imports: [AccountsModule, MatchesModule, EventStoreModule],
  controllers: [ProfilesController],
  providers: [Ratings, Profiles],
})
export class RatingsModule {}
