import { Body, Controller, Get, HttpCode, Ip, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, SignedInGuard, type Session } from '../../accounts';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { CreateMatchDto, JoinSeatDto, MatchIdPipe, SeatClaimRoute, SeatPipe, type JoinedSeat } from '../../matches';
import { BotMatchQuota, clientAddress, isBotOnly, Quota } from '../../quotas';
import { AddressInvitationDto } from './dto/address-invitation.dto';
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
  @ApiOperation({ summary: 'What an invitation is for: the match, the seat, whether it was used, whom it is addressed to', operationId: 'getInvitation' })
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

  @Post('invitations/:token/invitee')
  @HttpCode(200)
  @Quota('claim')
  @ApiOperation({
    summary: 'Address the invitation to an account (once): it is told ("invited", in-app and by push) and may take the seat with its session, from any device',
    operationId: 'addressInvitation',
  })
  @ApiAnswer(200, 'InvitationInfo', 'The invitation, addressed')
  @ApiRefusals('MALFORMED_REQUEST', 'UNKNOWN_INVITATION', 'UNKNOWN_PLAYER', 'INVITATION_USED', 'INVITATION_ADDRESSED', 'RATE_LIMITED')
  address(@Param('token') token: string, @Body() body: AddressInvitationDto): Promise<InvitationInfo> {
    return this.invitations.address(token, body.username);
  }

  @Post('matches/:matchId/invitations/:seat')
  @Quota('claim')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({
    summary:
      'Accept the invitation addressed to the signed-in account (X-CSRF-Token): claims its seat for the account, once (returns the seat token, shown once)',
    operationId: 'acceptAddressedInvitation',
  })
  @ApiAnswer(201, 'JoinedSeat', 'The seat and its token (shown once); the seat belongs to the account')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_SEAT',
    'NOT_SIGNED_IN',
    'CSRF_REFUSED',
    'UNKNOWN_MATCH',
    'UNKNOWN_INVITATION',
    'NOT_INVITED',
    'INVITATION_USED',
    'SEAT_TAKEN',
    'VERSION_CONFLICT',
    'MATCH_OVER',
    'RATE_LIMITED',
  )
  acceptAddressed(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Param('seat', SeatPipe) seat: number,
    @CurrentSession() session: Session,
    @Body() body: JoinSeatDto,
  ): Promise<JoinedSeat> {
    return this.invitations.acceptAddressed(matchId, seat, session.accountId, body.name.trim());
  }
}
