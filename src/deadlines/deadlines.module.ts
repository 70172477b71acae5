import { Module, type DynamicModule } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { DeadlineEnforcer } from './deadline-enforcer.service';
import { DeadlineHeads } from './deadline-heads';
import { DeadlineScheduler } from './deadline-scheduler.service';

/**
 * Per-prompt deadlines and their defaults (R-MATCH-1, M-MISC-4). `matches` and `realtime` are the
 * very module objects AppModule imports (Nest identifies dynamic modules by reference).
 */
@Module({})
export class DeadlinesModule {
  static forRoot(matches: DynamicModule, realtime: DynamicModule): DynamicModule {
    return {
      module: DeadlinesModule,
      imports: [matches, realtime, EventStoreModule],
      providers: [DeadlineHeads, DeadlineEnforcer, DeadlineScheduler],
    };
  }
}
