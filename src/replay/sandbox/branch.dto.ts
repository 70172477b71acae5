import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Min,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { StepUnit } from '../core/steps';

@ValidatorConstraint({ name: 'sandboxBotList' })
class SandboxBotListConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && value.every((v) => v === null || (typeof v === 'string' && v.length > 0 && v.length <= 40));
  }

  defaultMessage(): string {
    return 'bots must be an array with, per seat, a bot policy name or null (the creator plays that seat)';
  }
}

/** POST /matches/{matchId}/sandbox: where to branch (a step in a unit, or the start of a turn), and who plays which seat. */
export class BranchDto {
  @ApiPropertyOptional({
    minimum: 0,
    description: "The replay's step to branch after (as in `#/replay/:id?step=`), counted in `unit`. Required unless `turn` is given",
  })
  @ValidateIf((o: BranchDto) => o.turn === undefined || o.step !== undefined)
  @IsInt()
  @Min(0)
  step?: number;

  @ApiPropertyOptional({
    enum: ['action', 'event'],
    description: "The step unit (default `action`): an event step is the state after that seq, even inside a command's events",
  })
  @IsOptional()
  @IsIn(['action', 'event'])
  unit?: StepUnit;

  @ApiPropertyOptional({
    minimum: 1,
    description: 'Instead of `step`: branch at the start of this turn (the step, in `unit`, where it begins)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  turn?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true },
    maxItems: 8,
    description: 'Per seat: a bot policy, or null for a seat the creator plays. Absent: the creator plays every seat',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(8)
  @Validate(SandboxBotListConstraint)
  bots?: (string | null)[];
}
