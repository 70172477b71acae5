import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { MatchesModule } from '../matches';
import { QuotasModule } from '../quotas';
import { AutoPassService } from './auto-pass/auto-pass.service';
import { BotAudience } from './bots/bot-audience';
import { BotRunner } from './bots/bot-runner.service';
import { SearchWorkers } from './bots/search-workers.service';
import { DeadlineEnforcer } from './deadlines/deadline-enforcer.service';
import { DeadlineHeads } from './deadlines/deadline-heads';
import { DeadlineScheduler } from './deadlines/deadline-scheduler.service';
import { SeatActor } from './seat-actor.service';

/**
 * The server acting for seats: bots, per-prompt deadlines and their defaults (R-MATCH-1, M-MISC-4)
 * and auto-pass (R-MATCH-3), all through one seat actor. Each reacts to appends (the append hub,
 * NOTIFY) and to its own timers; nothing here is called when a match is read.
 */
@Module({
  imports: [MatchesModule, EventStoreModule, QuotasModule],
  providers: [SeatActor, BotRunner, BotAudience, SearchWorkers, DeadlineHeads, DeadlineEnforcer, DeadlineScheduler, AutoPassService],
  exports: [AutoPassService, BotAudience],
})
export class AutomationModule {}
