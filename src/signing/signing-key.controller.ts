import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HeadSigner, type PublicSigningKey } from './head-signer.service';

@ApiTags('evidence')
@Controller()
export class SigningKeyController {
  constructor(private readonly signer: HeadSigner) {}

  @Get('.well-known/stackbound-signing-key')
  @ApiOperation({ summary: "The server's Ed25519 public key for signed heads: { algorithm, keyId, publicKey (PEM) }" })
  publicKey(): PublicSigningKey {
    return this.signer.publicKey();
  }
}
