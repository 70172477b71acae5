import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName } from './player-name';

export class JoinSeatDto {
  @ApiProperty({
    example: 'Ada',
    minLength: 1,
    maxLength: MAX_PLAYER_NAME_LENGTH,
    description: 'NFC-normalized, invisible and bidi control characters removed, trimmed; must keep a visible character',
  })
  @Transform(({ value }) => normalizePlayerName(value))
  @IsString()
  @MaxLength(MAX_PLAYER_NAME_LENGTH)
  @Matches(/\S/, { message: 'name must have a visible character (invisible and bidi control characters are removed)' })
  name!: string;
}
