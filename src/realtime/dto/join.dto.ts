import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { AutoPassStopDto } from './auto-pass-stop.dto';
import { PROTOCOL_VERSIONS, type JoinRequest, type ProtocolVersion } from '../protocol';
import type { AssertTrue, SameShape } from '../../common/same-shape';

export class JoinDto implements JoinRequest {
  @IsUUID()
  matchId!: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  lastSeq?: number;

  @IsOptional()
  @IsBoolean()
  autoPass?: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => AutoPassStopDto)
  autoPassStop?: AutoPassStopDto;

  @IsOptional()
  @IsIn(PROTOCOL_VERSIONS)
  protocol?: ProtocolVersion;
}

// The DTO is the protocol's type both ways (SameShape): a field added to either one fails to compile.
export type JoinDtoIsProtocol = AssertTrue<SameShape<JoinDto, JoinRequest>>;
