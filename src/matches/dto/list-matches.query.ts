import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class ListMatchesQuery {
  @ApiPropertyOptional({
    enum: ['play', 'imported'],
    default: 'play',
    description: 'play: matches played here, by last update; imported: matches imported from export files, by import time',
  })
  @IsOptional()
  @IsIn(['play', 'imported'])
  kind?: 'play' | 'imported';

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

  @ApiPropertyOptional({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Rows to skip: the next page starts at offset + limit' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset?: number;
}
