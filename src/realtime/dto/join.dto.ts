import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { AutoPassStopDto } from './auto-pass-stop.dto';
import type { JoinRequest } from '../protocol';

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
}
