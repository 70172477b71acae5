import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

@ValidatorConstraint({ name: 'botList' })
class BotListConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && value.every((v) => v === null || (typeof v === 'string' && v.length > 0 && v.length <= 40));
  }

  defaultMessage(): string {
    return 'bots must be an array with, per seat, a bot policy name or null';
  }
}

/** Per-prompt deadlines, stored with the match for the timer work (R-MATCH-1). */
export class DeadlinesDto {
  @ApiProperty({ enum: ['live', 'correspondence'] })
  @IsIn(['live', 'correspondence'])
  mode!: 'live' | 'correspondence';

  @ApiProperty({ minimum: 1, maximum: 2_592_000, description: 'Seconds per prompt' })
  @IsInt()
  @Min(1)
  @Max(2_592_000)
  seconds!: number;
}

export class CreateMatchDto {
  @ApiProperty({ example: 'mansters' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  gameId!: string;

  @ApiProperty({ minimum: 1, maximum: 16, example: 2 })
  @IsInt()
  @Min(1)
  @Max(16)
  seats!: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "Game options, validated by the game's parseOptions" })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ type: DeadlinesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeadlinesDto)
  deadlines?: DeadlinesDto;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', nullable: true }, example: [null, 'random'], description: 'Per seat: a bot policy or null' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(16)
  @Validate(BotListConstraint)
  bots?: (string | null)[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: "Scenario (deck orders, hands, ...) passed to the game's setup; only when SCENARIO_MODE is on",
  })
  @IsOptional()
  @IsObject()
  setup?: Record<string, unknown>;

  @ApiPropertyOptional({
    description:
      "Rated (not unless asked): the result changes the players' Glicko-2 ratings when every seat is an account's or a bot's and someone moved (docs/accounts.md). Refused (NOT_RATABLE) with `setup` or with bots on every seat",
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;
}
