import { Module, type DynamicModule } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { AuditService } from './audit.service';
import { ExportService } from './export.service';
import { ImportService } from './import.service';
import { MatchRecordReader } from './match-record.reader';
import { ReplayController } from './replay.controller';
import { ReplayGateway } from './replay.gateway';
import { ReplayService } from './replay.service';

/**
 * Replay (seek, live follow), audit, export and import (DESIGN §5, docs/replay.md). The cores are
 * pure functions in ./core shared with the CLI; the services here only load data and check access.
 * `matches` must be the very MatchesModule object AppModule imports (Nest identifies dynamic
 * modules by reference): the live follow listens to its append hub and replay uses its registry.
 */
@Module({})
export class ReplayModule {
  static forRoot(matches: DynamicModule): DynamicModule {
    return {
      module: ReplayModule,
      imports: [matches, EventStoreModule],
      controllers: [ReplayController],
      providers: [MatchRecordReader, ReplayService, AuditService, ExportService, ImportService, ReplayGateway],
    };
  }
}
