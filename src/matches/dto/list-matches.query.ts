import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class ListMatchesQuery {
  @ApiPropertyOptional({ enum: ['waiting', 'live', 'finished'] })
  @IsOptional()
  @IsIn(['waiting', 'live', 'finished'])
  status?: 'waiting' | 'live' | 'finished';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  gameId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}
