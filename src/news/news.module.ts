import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { NewsBus } from './news-bus.service';

/** News told as it happens, on every instance (NewsBus over the process's LISTEN connection). */
@Module({
  imports: [EventStoreModule],
  providers: [NewsBus],
  exports: [NewsBus],
})
export class NewsModule {}
