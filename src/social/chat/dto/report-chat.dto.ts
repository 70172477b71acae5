import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { REPORT_REASON_MAX_LENGTH } from '../chat-rules';

export class ReportChatDto {
  @ApiProperty({ example: 'insults', description: `Why the message is reported, for the operator (at most ${REPORT_REASON_MAX_LENGTH} characters)` })
  @IsString()
  @MaxLength(REPORT_REASON_MAX_LENGTH * 4)
  reason!: string;
}
