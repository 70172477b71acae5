import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { AutoPassStopDto } from './auto-pass-stop.dto';
import type { AutoPassRequest, LeaveRequest, ResyncRequest } from '../protocol';

export class LeaveDto implements LeaveRequest {
  @IsUUID()
  matchId!: string;
}

export class ResyncDto implements ResyncRequest {
  @IsUUID()
  matchId!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  lastSeq?: number;
}

export class AutoPassDto implements AutoPassRequest {
  @IsUUID()
  matchId!: string;

  @IsBoolean()
  enabled!: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => AutoPassStopDto)
  stop?: AutoPassStopDto;
}
