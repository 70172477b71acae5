import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { MatchIdPipe } from '../../matches';
import { ChatMessageIdPipe } from './chat-message-id.pipe';
import type { ChatMessage } from './chat-message';
import { ChatViewers } from './chat-viewers.service';
import { Chat } from './chat.service';
import { PostChatDto } from './dto/post-chat.dto';
import { ReportChatDto } from './dto/report-chat.dto';

/** A match's chat over REST (docs/social.md): players by seat token or owning account, spectators signed in. */
@ApiTags('chat')
@Controller('matches/:matchId/chat')
export class ChatController {
  constructor(
    private readonly chat: Chat,
    private readonly viewers: ChatViewers,
  ) {}

  @Get()
  @ApiBearerAuth('seatToken')
  @ApiCookieAuth('session')
  @ApiSecurity({})
  @ApiOperation({
    summary: 'The chat you may read: players read player chat while live; spectators (and everybody once the match is over) read both channels',
    operationId: 'getChat',
  })
  @ApiAnswer(200, ['ChatMessage'], 'The messages, oldest first')
  @ApiRefusals('UNKNOWN_MATCH', 'INVALID_SEAT_TOKEN')
  async read(@Param('matchId', MatchIdPipe) matchId: string, @Req() req: Request): Promise<ChatMessage[]> {
    return this.chat.read(matchId, await this.viewers.of(matchId, req.method, req.headers));
  }

  @Post()
  @ApiBearerAuth('seatToken')
  @ApiCookieAuth('session')
  @ApiOperation({
    summary:
      'Write to the chat: a seat (its token, or the account that owns it) to player chat, a signed-in spectator to spectator chat (X-CSRF-Token with the cookie)',
    operationId: 'postChat',
  })
  @ApiAnswer(201, 'ChatMessage', 'The message as stored')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'CHAT_EMPTY',
    'CHAT_NEEDS_AUTHOR',
    'INVALID_SEAT_TOKEN',
    'CSRF_REFUSED',
    'UNKNOWN_MATCH',
    'CHAT_TOO_LONG',
    'CHAT_RATE_LIMITED',
  )
  async post(@Param('matchId', MatchIdPipe) matchId: string, @Body() body: PostChatDto, @Req() req: Request): Promise<ChatMessage> {
    return this.chat.post(matchId, await this.viewers.of(matchId, req.method, req.headers), body.text);
  }

  @Post(':messageId/reports')
  @HttpCode(204)
  @ApiBearerAuth('seatToken')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Report a message you can read to the operator (a player or a signed-in spectator; once per message)', operationId: 'reportChat' })
  @ApiResponse({ status: 204, description: 'The report is recorded' })
  @ApiRefusals('MALFORMED_REQUEST', 'CHAT_NEEDS_AUTHOR', 'INVALID_SEAT_TOKEN', 'CSRF_REFUSED', 'UNKNOWN_MATCH', 'UNKNOWN_CHAT_MESSAGE', 'CHAT_TOO_LONG')
  async report(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Param('messageId', ChatMessageIdPipe) messageId: string,
    @Body() body: ReportChatDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.chat.report(matchId, await this.viewers.of(matchId, req.method, req.headers), messageId, body.reason);
  }
}
