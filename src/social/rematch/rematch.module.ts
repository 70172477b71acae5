import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { NewsModule } from '../../news/news.module';
import { RealtimeModule } from '../../realtime';
import { NotificationsModule } from '../notifications/notifications.module';
import { RematchNews } from './rematch-news.service';
import { RematchController } from './rematch.controller';
import { Rematches } from './rematch.service';

/**
 * Rematches (docs/social.md). Owns the tables rematch_offers and rematches; rematches are unlisted
 * (unlisted_matches). Each offer is pushed to the match's sockets and told to the other seats' accounts.
 */
@Module({
  imports: [AccountsModule, MatchesModule, NewsModule, RealtimeModule, NotificationsModule],
  controllers: [RematchController],
  providers: [Rematches, RematchNews],
})
export class RematchModule {}
