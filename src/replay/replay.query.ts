import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import type { Viewer } from '../engine/types';

/** `GET /matches/:id/replay` query. At most one of step, turn, seq, resolutionAfter (none: the last step). */
export class ReplayQuery {
  @ApiPropertyOptional({
    description: '"spectator" (default), "seat:<n>" (0-based; needs that seat\'s token while the match is live) or "omniscient" (finished matches only)',
  })
  @IsOptional()
  @Matches(/^(spectator|omniscient|seat:\d{1,2})$/, { message: 'viewer must be spectator, omniscient or seat:<n>' })
  viewer?: string;

  @ApiPropertyOptional({
    enum: ['action', 'event'],
    default: 'action',
    description: 'action: one step per command (with everything it resolved); event: one step per event',
  })
  @IsOptional()
  @IsIn(['action', 'event'])
  unit?: 'action' | 'event';

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  step?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Seek to the step where this turn starts' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  turn?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Seek to the step containing this seq' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  seq?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Seek to the first stack resolution after this step' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  resolutionAfter?: number;
}

export function parseViewer(text: string | undefined): Viewer {
  if (!text || text === 'spectator') return { kind: 'spectator' };
  if (text === 'omniscient') return { kind: 'omniscient' };
  return { kind: 'seat', seat: Number(text.slice('seat:'.length)) };
}
