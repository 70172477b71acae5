import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { MatchesModule } from '../matches';
import { AuditService } from './audit.service';
import { DisputeController } from './dispute.controller';
import { DisputeService } from './dispute.service';
import { ExportService } from './export.service';
import { ImportService } from './import.service';
import { ReplayWorkers } from './worker/replay-workers.service';
import { MatchRecordReader } from './match-record.reader';
import { ReplayController } from './replay.controller';
import { ReplayGateway } from './replay.gateway';
import { ReplayService } from './replay.service';
import { QuotasModule } from '../quotas';
import { SandboxController } from './sandbox/sandbox.controller';
import { AccountsModule } from '../accounts';
import { DisputeParties } from './disputes/dispute-parties';
import { DisputeNews } from './disputes/dispute-news.service';
import { DisputeStore } from './disputes/dispute-store';
import { DisputeWorkflow } from './disputes/dispute-workflow.service';
import { DisputesController } from './disputes/disputes.controller';
import { SandboxService } from './sandbox/sandbox.service';
import { ChatModule } from '../social/chat/chat.module';
import { NewsModule } from '../news/news.module';
import { RealtimeModule } from '../realtime';

/**
 * Replay (seek, live follow), audit, export and import (docs/replay.md). The cores are pure
 * functions in ./core shared with the CLI; the services here only load data and check access.
 * The live follow listens to the matches append hub; the games come from the global registry.
 */
@Module({
  imports: [MatchesModule, EventStoreModule, QuotasModule, AccountsModule, ChatModule, NewsModule, RealtimeModule],
  controllers: [ReplayController, DisputeController, SandboxController, DisputesController],
  providers: [
    MatchRecordReader,
    ReplayService,
    AuditService,
    DisputeService,
    ExportService,
    ImportService,
    ReplayWorkers,
    ReplayGateway,
    SandboxService,
    DisputeStore,
    DisputeNews,
    DisputeParties,
    DisputeWorkflow,
  ],
})
export class ReplayModule {}
