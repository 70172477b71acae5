import { Global, Module } from '@nestjs/common';
import { HeadSigner } from './head-signer.service';
import { SigningKeyController } from './signing-key.controller';

/** The server's signing key and the route that publishes its public half. Global: matches, realtime and replay sign heads. */
@Global()
@Module({
  controllers: [SigningKeyController],
  providers: [HeadSigner],
  exports: [HeadSigner],
})
export class SigningModule {}
