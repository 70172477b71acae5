import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, IsUUID, Max, Min, MinLength } from 'class-validator';

export class AttachSeatDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  matchId!: string;

  @ApiProperty({ minimum: 0 })
  @IsInt()
  @Min(0)
  @Max(63)
  seat!: number;

  @ApiProperty({ description: "The seat's token, as the claim answered it (the guest proves the seat is theirs)" })
  @IsString()
  @MinLength(1)
  token!: string;
}
