import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { CHAT_MAX_LENGTH } from '../chat-rules';

export class PostChatDto {
  @ApiProperty({ example: 'good luck, have fun', description: `Plain text, 1 to ${CHAT_MAX_LENGTH} characters once trimmed (longer: 413 CHAT_TOO_LONG)` })
  @IsString()
  // A generous cap before the exact count in code points (chatBody): a huge body is refused early.
  @MaxLength(CHAT_MAX_LENGTH * 4)
  text!: string;
}
