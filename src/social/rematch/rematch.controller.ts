import { Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { DomainError } from '../../errors/domain-error';
import { bearerToken, MatchIdPipe, SeatAuth, type JoinedSeat } from '../../matches';
import type { RematchState } from './rematch-state';
import { Rematches } from './rematch.service';

/** Rematches over REST (docs/social.md): seats act with their seat token of the finished match. */
@ApiTags('matches')
@Controller('matches/:matchId/rematch')
export class RematchController {
  constructor(
    private readonly rematches: Rematches,
    private readonly seatAuth: SeatAuth,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Where the rematch stands: the seats that accepted, the rematch once created, the match this one is the rematch of',
    operationId: 'getRematch',
  })
  @ApiAnswer(200, 'RematchState', 'The rematch state')
  @ApiRefusals('UNKNOWN_MATCH')
  state(@Param('matchId', MatchIdPipe) matchId: string): Promise<RematchState> {
    return this.rematches.state(matchId);
  }

  @Post()
  @ApiBearerAuth('seatToken')
  @ApiOperation({
    summary: 'Offer or accept a rematch for your seat (Authorization: Bearer <seat token>); when every human seat has, the rematch is created',
    operationId: 'acceptRematch',
  })
  @ApiAnswer(201, 'RematchState', 'The rematch state after this acceptance')
  @ApiRefusals('MISSING_SEAT_TOKEN', 'INVALID_SEAT_TOKEN', 'NOT_A_SEAT', 'UNKNOWN_MATCH', 'MATCH_NOT_FINISHED')
  async accept(@Param('matchId', MatchIdPipe) matchId: string, @Headers('authorization') authorization: string | undefined): Promise<RematchState> {
    return this.rematches.accept(matchId, await this.seatOf(matchId, authorization));
  }

  @Post('seat')
  @ApiBearerAuth('seatToken')
  @ApiOperation({
    summary:
      'Take your seat in the rematch (Authorization: Bearer <seat token of this match>): the same seat under the same name; returns the new seat token (shown once)',
    operationId: 'takeRematchSeat',
  })
  @ApiAnswer(201, 'JoinedSeat', 'The seat in the rematch and its token')
  @ApiRefusals('MISSING_SEAT_TOKEN', 'INVALID_SEAT_TOKEN', 'UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'NO_REMATCH', 'SEAT_TAKEN', 'VERSION_CONFLICT', 'SEAT_OWNED')
  async takeSeat(@Param('matchId', MatchIdPipe) matchId: string, @Headers('authorization') authorization: string | undefined): Promise<JoinedSeat> {
    return this.rematches.takeSeat(matchId, await this.seatOf(matchId, authorization));
  }

  private async seatOf(matchId: string, authorization: string | undefined): Promise<number> {
    const token = bearerToken(authorization);
    if (!token) throw DomainError.of('MISSING_SEAT_TOKEN', 'send the seat token as "Authorization: Bearer <token>"');
    const seat = await this.seatAuth.viewerSeat(matchId, token);
    if (seat === null) throw DomainError.of('INVALID_SEAT_TOKEN', 'the seat token is not valid for this match');
    return seat;
  }
}
