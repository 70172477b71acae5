import { Module } from '@nestjs/common';
import { appendOptionsProvider } from './append-options';
import { EventStore } from './event-store.service';
import { PgListener } from './pg-listener.service';

/** The store and the one LISTEN connection per process that hears every instance's appends. */
@Module({
  providers: [EventStore, PgListener, appendOptionsProvider],
  exports: [EventStore, PgListener],
})
export class EventStoreModule {}
