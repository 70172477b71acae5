import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

/** Letters, digits, `_` and `-`: a username appears in links and on profiles. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const MIN_PASSWORD_LENGTH = 8;
/** argon2 takes any length; the cap keeps a huge body from costing hashing time. */
export const MAX_PASSWORD_LENGTH = 256;

export class CredentialsDto {
  @ApiProperty({ example: 'ada', pattern: USERNAME_PATTERN.source, description: '3 to 24 letters, digits, `_` or `-`; unique whatever the case' })
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username must be 3 to 24 letters, digits, _ or -' })
  username!: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })
  @IsString()
  @Length(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH)
  password!: string;
}
