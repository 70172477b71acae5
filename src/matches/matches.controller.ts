import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LobbyReader } from '../projections/lobby-reader.service';
import { CommandPipeline, httpStatusOf } from './command-pipeline.service';
import { CreateMatchDto } from './dto/create-match.dto';
import { JoinSeatDto } from './dto/join-seat.dto';
import { ListMatchesQuery } from './dto/list-matches.query';
import { SubmitCommandDto } from './dto/submit-command.dto';
import { GameRegistry } from './game-registry';
import { MatchLifecycle } from './match-lifecycle.service';
import { MatchQueries } from './match-queries.service';
import { MatchIdPipe, SeatPipe } from './params';
import { SeatAuth } from './seat-auth.service';
import { bearerToken } from './seat-tokens';

/** Thin REST layer over the match services: validation here, rules and storage below. */
@ApiTags('matches')
@Controller()
export class MatchesController {
  constructor(
    private readonly games: GameRegistry,
    private readonly lifecycle: MatchLifecycle,
    private readonly pipeline: CommandPipeline,
    private readonly queries: MatchQueries,
    private readonly seatAuth: SeatAuth,
    private readonly lobby: LobbyReader,
  ) {}

  @Get('games')
  @ApiOperation({ summary: 'The games this server hosts' })
  listGames() {
    return this.games.list().map((g) => ({
      id: g.id,
      displayName: g.displayName,
      rulesVersion: g.rulesVersion,
      minSeats: g.minSeats,
      maxSeats: g.maxSeats,
      bots: Object.keys(g.bots),
    }));
  }

  @Post('matches')
  @ApiOperation({ summary: 'Create a match' })
  @ApiResponse({ status: 201, description: '{ matchId, seq, seedCommitment, scenario }' })
  @ApiResponse({ status: 400, description: 'Malformed body, bad options/seats/bots/scenario' })
  @ApiResponse({ status: 404, description: 'UNKNOWN_GAME' })
  create(@Body() body: CreateMatchDto) {
    return this.lifecycle.create(body);
  }

  @Get('matches')
  @ApiOperation({ summary: 'List matches (lobby read model; trails the log slightly)' })
  list(@Query() query: ListMatchesQuery) {
    return this.lobby.list(query);
  }

  @Get('matches/:matchId')
  @ApiOperation({ summary: 'Match summary (seats, status, seq; seed and state hash once finished)' })
  summary(@Param('matchId', MatchIdPipe) matchId: string) {
    return this.queries.summary(matchId);
  }

  @Post('matches/:matchId/seats/:seat')
  @ApiOperation({ summary: 'Claim a seat; returns the secret seat token (shown once)' })
  @ApiResponse({ status: 201, description: '{ matchId, seat, token, seq }' })
  @ApiResponse({ status: 409, description: 'SEAT_TAKEN' })
  join(@Param('matchId', MatchIdPipe) matchId: string, @Param('seat', SeatPipe) seat: number, @Body() body: JoinSeatDto) {
    return this.lifecycle.join(matchId, seat, body.name.trim());
  }

  @Post('matches/:matchId/seats/:seat/commands')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Submit a command for a seat (Authorization: Bearer <seat token>)" })
  @ApiResponse({ status: 200, description: '{ status: "accepted", commandId, firstSeq, lastSeq, seq }' })
  @ApiResponse({ status: 400, description: 'Malformed body or command' })
  @ApiResponse({ status: 401, description: 'Missing or invalid seat token' })
  @ApiResponse({ status: 403, description: "Token of another seat" })
  @ApiResponse({ status: 409, description: 'STALE_SEQ, VERSION_CONFLICT, COMMAND_ID_REUSED, MATCH_NOT_STARTED' })
  @ApiResponse({ status: 422, description: 'Rules rejection { code, rule, message }' })
  async submit(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Param('seat', SeatPipe) seat: number,
    @Body() body: SubmitCommandDto,
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.queries.require(matchId);
    await this.seatAuth.requireSeat(matchId, seat, bearerToken(authorization));
    const result = await this.pipeline.submit({ matchId, seat, commandId: body.commandId, command: body.command, expectedSeq: body.expectedSeq });
    const status = httpStatusOf(result);
    res.status(status);
    return result.status === 'accepted' ? result : { statusCode: status, ...result };
  }

  @Get('matches/:matchId/view')
  @ApiBearerAuth()
  @ApiOperation({ summary: "A seat's view, prompt, legal actions and seq (no token: the spectator view)" })
  async view(@Param('matchId', MatchIdPipe) matchId: string, @Headers('authorization') authorization: string | undefined) {
    await this.queries.require(matchId);
    const seat = await this.seatAuth.viewerSeat(matchId, bearerToken(authorization));
    return this.queries.view(matchId, seat);
  }
}
