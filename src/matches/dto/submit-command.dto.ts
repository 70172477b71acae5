import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANY_GAME_COMMAND } from '../../http/openapi/game-schemas';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, Length, Matches, Min } from 'class-validator';

export class SubmitCommandDto {
  @ApiProperty({ description: 'Client-chosen id; resending the same id returns the first result', example: '3f0c6c1e-cmd-1' })
  @IsString()
  @Length(1, 100)
  // No ':' — ids with a colon are the server's own (`auto:<reason>:<seq>:<seat>`), so a
  // client can never claim one in advance and block a deadline default.
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'commandId may only contain letters, digits and . _ -' })
  commandId!: string;

  @ApiProperty({ allOf: [{ $ref: `#/components/schemas/${ANY_GAME_COMMAND}` }], description: "The game's command, validated by the game's parseCommand" })
  @IsDefined()
  @IsObject()
  command!: Record<string, unknown>;

  @ApiPropertyOptional({ minimum: 0, description: 'The seq the command was decided on; a stale one gets 409 STALE_SEQ' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedSeq?: number;
}
