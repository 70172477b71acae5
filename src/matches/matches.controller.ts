import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ArrivedAt } from '../http/arrival';
import { answerRead, READ_POSITION_HEADER, readPositionOf } from '../http/read-position';
import { ApiAnswer } from '../http/openapi/answers';
import { ApiRefusals } from '../http/openapi/refusals';
import { gameInfo, type GameInfo } from '../game-registry/game-info';
import { LobbyReader } from '../projections';
import { BotMatchQuota, clientAddress, isBotOnly, Quota, ServerWorkQuota } from '../quotas';
import { DomainError } from '../errors/domain-error';
import { ArrivalBoard } from './arrival-board.service';
import { CommandPipeline } from './command-pipeline.service';
import { CreateMatchDto } from './dto/create-match.dto';
import { JoinSeatDto } from './dto/join-seat.dto';
import { ListMatchesQuery } from './dto/list-matches.query';
import { SubmitCommandDto } from './dto/submit-command.dto';
import { GameRegistry } from '../game-registry';
import { MatchLifecycle } from './match-lifecycle.service';
import { MatchQueries } from './match-queries.service';
import { MatchIdPipe, SeatPipe } from './params';
import { SeatAuth } from './seat-auth.service';
import { SeatClaimRoute } from './seat-claim-route';
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
    private readonly arrivals: ArrivalBoard,
    private readonly botMatches: BotMatchQuota,
    private readonly serverWork: ServerWorkQuota,
  ) {}

  @Get('games')
  @ApiOperation({ summary: 'The games this server hosts', operationId: 'listGames' })
  @ApiAnswer(200, ['GameInfo'], 'Each hosted game, its seat range and bot policies')
  listGames(): GameInfo[] {
    return this.games.list().map(gameInfo);
  }

  @Get('games/:gameId/cards')
  @ApiOperation({ summary: "Every card the game can use: id, name, kind, text and its printed numbers (the game's own names)", operationId: 'listCards' })
  @ApiAnswer(200, ['CatalogCard'], 'The catalog; [] for a game without cards')
  @ApiRefusals('UNKNOWN_GAME')
  cards(@Param('gameId') gameId: string) {
    const cards = this.games.cards(gameId);
    if (!cards) throw DomainError.of('UNKNOWN_GAME', `no game "${gameId}"`);
    return cards;
  }

  @Post('matches')
  @Quota('create')
  @ApiOperation({ summary: 'Create a match', operationId: 'createMatch' })
  @ApiAnswer(201, 'CreatedMatch', 'The new match and the commitment to its secret seed')
  @ApiRefusals('MALFORMED_REQUEST', 'BAD_SEAT', 'UNKNOWN_BOT', 'SCENARIO_DISABLED', 'NOT_RATABLE', 'GAME_MALFORMED', 'UNKNOWN_GAME', 'RATE_LIMITED')
  create(@Body() body: CreateMatchDto, @Ip() ip: string) {
    const client = clientAddress(ip);
    return this.botMatches.admit(client, isBotOnly(body.seats, body.bots), async () => {
      const created = await this.lifecycle.create(body);
      // Bot moves and deadline defaults in this match are charged to its creator (QUOTA_SERVER_EVENTS_PER_MINUTE).
      await this.serverWork.created(created.matchId, client);
      return created;
    });
  }

  @Get('matches')
  @ApiOperation({
    summary: 'List matches (lobby read model; trails the log slightly): each with its terms; kind=imported lists the imported ones apart, by import time',
    operationId: 'listMatches',
  })
  @ApiAnswer(200, ['LobbyEntry'], 'The matches, newest first', { readPosition: true })
  async list(@Query() query: ListMatchesQuery, @Headers(READ_POSITION_HEADER) position: string | undefined, @Res({ passthrough: true }) res: Response) {
    return answerRead(res, await this.lobby.listFor(query, readPositionOf(position)));
  }

  @Get('matches/:matchId')
  @ApiOperation({ summary: 'Match summary (seats, status, seq; seed and state hash once finished)', operationId: 'getMatch' })
  @ApiAnswer(200, 'MatchSummary', 'The match as everybody may see it')
  @ApiRefusals('UNKNOWN_MATCH')
  summary(@Param('matchId', MatchIdPipe) matchId: string) {
    return this.queries.summary(matchId);
  }

  @Post('matches/:matchId/seats/:seat')
  @Quota('claim')
  @SeatClaimRoute()
  @ApiOperation({
    summary: 'Claim a seat; returns the secret seat token (shown once). Signed in (session cookie and X-CSRF-Token), the seat also belongs to the account',
    operationId: 'claimSeat',
  })
  @ApiAnswer(201, 'JoinedSeat', 'The seat and its token (shown once)')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_SEAT',
    'GAME_MALFORMED',
    'CSRF_REFUSED',
    'UNKNOWN_MATCH',
    'SEAT_TAKEN',
    'VERSION_CONFLICT',
    'MATCH_OVER',
    'RATE_LIMITED',
  )
  join(@Param('matchId', MatchIdPipe) matchId: string, @Param('seat', SeatPipe) seat: number, @Body() body: JoinSeatDto) {
    return this.lifecycle.join(matchId, seat, body.name.trim());
  }

  @Post('matches/:matchId/seats/:seat/commands')
  @HttpCode(200)
  @ApiBearerAuth('seatToken')
  @ApiOperation({ summary: 'Submit a command for a seat (Authorization: Bearer <seat token>)', operationId: 'submitCommand' })
  @ApiAnswer(200, 'AcceptedCommand', 'The command was taken (or had been: the same id answers the first result)')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_SEAT',
    'MALFORMED_COMMAND',
    'GAME_MALFORMED',
    'MISSING_SEAT_TOKEN',
    'INVALID_SEAT_TOKEN',
    'WRONG_SEAT',
    'UNKNOWN_MATCH',
    'STALE_SEQ',
    'VERSION_CONFLICT',
    'COMMAND_ID_REUSED',
    'MATCH_NOT_STARTED',
    'MATCH_OVER',
    'NOT_YOUR_TURN',
    'NOT_YOUR_PRIORITY',
    'SEAT_OUT',
    'WRONG_PROMPT',
    'ILLEGAL_ACTION',
    'GAME_RULES',
  )
  async submit(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Param('seat', SeatPipe) seat: number,
    @Body() body: SubmitCommandDto,
    @Headers('authorization') authorization: string | undefined,
    @ArrivedAt() arrivedAt: number,
  ) {
    const result = await this.arrivals.track(matchId, seat, arrivedAt, async () => {
      await this.queries.require(matchId);
      await this.seatAuth.requireSeat(matchId, seat, bearerToken(authorization));
      return this.pipeline.submit({ matchId, seat, commandId: body.commandId, command: body.command, expectedSeq: body.expectedSeq, arrivedAt });
    });
    // A refusal recorded in the ledger: the game's codes are rules refusals, STALE_SEQ a conflict.
    if (result.status === 'rejected') throw DomainError.fromRejection(result, 'rules');
    return result;
  }

  @Get('matches/:matchId/view')
  @ApiBearerAuth('seatToken')
  @ApiSecurity({})
  @ApiOperation({ summary: "A seat's view, prompt, legal actions and seq (no token: the spectator view)", operationId: 'getView' })
  @ApiAnswer(200, 'MatchView', 'The match as this seat (or a spectator) sees it')
  @ApiRefusals('UNKNOWN_MATCH', 'INVALID_SEAT_TOKEN')
  async view(@Param('matchId', MatchIdPipe) matchId: string, @Headers('authorization') authorization: string | undefined) {
    await this.queries.require(matchId);
    const seat = await this.seatAuth.viewerSeat(matchId, bearerToken(authorization));
    return this.queries.view(matchId, seat);
  }
}
