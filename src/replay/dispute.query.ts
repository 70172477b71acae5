import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The most steps one page of the dispute log holds: a long match in two or three requests. */
export const MAX_DISPUTE_PAGE = 1000;

/** `GET /matches/:id/dispute` query: the page of steps after seq `after`. */
export class DisputeQuery {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Steps with seqs after this one' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_DISPUTE_PAGE, default: MAX_DISPUTE_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_DISPUTE_PAGE)
  limit?: number;
}
