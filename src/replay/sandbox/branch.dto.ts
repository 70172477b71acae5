import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

@ValidatorConstraint({ name: 'sandboxBotList' })
class SandboxBotListConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && value.every((v) => v === null || (typeof v === 'string' && v.length > 0 && v.length <= 40));
  }

  defaultMessage(): string {
    return 'bots must be an array with, per seat, a bot policy name or null (the creator plays that seat)';
  }
}

/** POST /matches/{matchId}/sandbox: where to branch, and who plays which seat. */
export class BranchDto {
  @ApiProperty({ minimum: 0, description: "The replay's action step to branch after (as in `#/replay/:id?step=`)" })
  @IsInt()
  @Min(0)
  step!: number;

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
