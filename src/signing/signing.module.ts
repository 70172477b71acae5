import { Global, Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { HeadEvidence } from './head-evidence.service';
import { HeadSigner } from './head-signer.service';
import { SigningKeyController } from './signing-key.controller';

/** The server's signing key, the route that publishes its public half, and which head each match shows. Global: matches, realtime and replay show heads. */
@Global()
@Module({
  imports: [EventStoreModule],
  controllers: [SigningKeyController],
  providers: [HeadSigner, HeadEvidence],
  exports: [HeadSigner, HeadEvidence],
})
export class SigningModule {}
