import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, Matches } from 'class-validator';
import { USERNAME_PATTERN } from './credentials.dto';

export class PasskeySignUpOptionsDto {
  @ApiProperty({ example: 'ada', pattern: USERNAME_PATTERN.source, description: '3 to 24 letters, digits, `_` or `-`; unique whatever the case' })
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username must be 3 to 24 letters, digits, _ or -' })
  username!: string;
}

/** The browser's WebAuthn answer (the credential's `toJSON()`), checked by the server. */
export class PasskeyResponseDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The credential's JSON as the browser's `PublicKeyCredential.toJSON()` returns it" })
  @IsObject()
  response!: Record<string, unknown>;
}
