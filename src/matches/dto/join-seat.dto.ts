import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

export class JoinSeatDto {
  @ApiProperty({ example: 'Ada', minLength: 1, maxLength: 40 })
  @IsString()
  @Length(1, 40)
  @Matches(/\S/, { message: 'name must not be blank' })
  name!: string;
}
