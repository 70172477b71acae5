import { Body, Controller, Get, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { CreateMatchDto, JoinSeatDto, SeatClaimRoute, type JoinedSeat } from '../../matches';
import { BotMatchQuota, clientAddress, isBotOnly, Quota } from '../../quotas';
import { Invitations, type InvitationInfo, type UnlistedMatch } from './invitations.service';

/** Unlisted matches and the invitation links that seat their players (docs/social.md). */
@ApiTags('matches')
@Controller()
export class InvitationsController {
  constructor(
    private readonly invitations: Invitations,
    private readonly botMatches: BotMatchQuota,
  ) {}

  @Post('matches/unlisted')
  @Quota('create')
  @ApiOperation({
    summary: "Create an unlisted match (not in the lobby's lists) with one invitation link per seat no bot plays (the links are shown once)",
    operationId: 'createUnlistedMatch',
  })
  @ApiAnswer(201, 'UnlistedMatch', 'The new match, its seed commitment and the invitations')
  @ApiRefusals('MALFORMED_REQUEST', 'BAD_SEAT', 'UNKNOWN_BOT', 'SCENARIO_DISABLED', 'NOT_RATABLE', 'GAME_MALFORMED', 'UNKNOWN_GAME', 'RATE_LIMITED')
  create(@Body() body: CreateMatchDto, @Ip() ip: string): Promise<UnlistedMatch> {
    return this.botMatches.admit(clientAddress(ip), isBotOnly(body.seats, body.bots), () => this.invitations.createUnlisted(body));
  }

  @Get('invitations/:token')
  @ApiOperation({ summary: 'What an invitation is for: the match, the seat, whether it was used', operationId: 'getInvitation' })
  @ApiAnswer(200, 'InvitationInfo', 'The invitation')
  @ApiRefusals('UNKNOWN_INVITATION')
  info(@Param('token') token: string): Promise<InvitationInfo> {
    return this.invitations.info(token);
  }

  @Post('invitations/:token')
  @Quota('claim')
  @SeatClaimRoute()
  @ApiOperation({
    summary:
      'Accept an invitation: claims its seat, once (returns the seat token, shown once). Signed in (session cookie and X-CSRF-Token), the seat also belongs to the account',
    operationId: 'acceptInvitation',
  })
  @ApiAnswer(201, 'JoinedSeat', 'The seat and its token (shown once)')
  @ApiRefusals('MALFORMED_REQUEST', 'CSRF_REFUSED', 'UNKNOWN_INVITATION', 'INVITATION_USED', 'SEAT_TAKEN', 'VERSION_CONFLICT', 'MATCH_OVER', 'RATE_LIMITED')
  accept(@Param('token') token: string, @Body() body: JoinSeatDto): Promise<JoinedSeat> {
    return this.invitations.accept(token, body.name.trim());
  }
}
