import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { AutoPassStopDto } from './auto-pass-stop.dto';
import type { AutoPassRequest, LeaveRequest, ResyncRequest } from '../protocol';
import type { AssertTrue, SameShape } from '../../common/same-shape';

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

// The DTO is the protocol's type both ways (SameShape): a field added to either one fails to compile.
export type MatchRefDtosAreProtocol = [
  AssertTrue<SameShape<LeaveDto, LeaveRequest>>,
  AssertTrue<SameShape<ResyncDto, ResyncRequest>>,
  AssertTrue<SameShape<AutoPassDto, AutoPassRequest>>,
];
