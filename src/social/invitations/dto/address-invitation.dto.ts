import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { USERNAME_PATTERN } from '../../../accounts/dto/credentials.dto';

/** Whom an invitation is for: an account's username. */
export class AddressInvitationDto {
  @ApiProperty({ example: 'bob', pattern: USERNAME_PATTERN.source, description: 'The username of the account to invite (whatever its case)' })
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username must be 3 to 24 letters, digits, _ or -' })
  username!: string;
}
