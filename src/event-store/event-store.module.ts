import { Module } from '@nestjs/common';
import { appendOptionsProvider } from './append-options';
import { EventLogCompactor } from './event-log-compactor';
import { EventStore } from './event-store.service';
import { PgListener } from './pg-listener.service';

/**
 * The store, the one LISTEN connection per process that hears every instance's appends, and the
 * background conversion of old event rows to the compact form.
 */
@Module({
  providers: [EventStore, PgListener, EventLogCompactor, appendOptionsProvider],
  exports: [EventStore, PgListener],
})
export class EventStoreModule {}
