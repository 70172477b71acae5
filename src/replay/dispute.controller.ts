import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../http/openapi/answers';
import { ApiRefusals } from '../http/openapi/refusals';
import { MatchIdPipe } from '../matches';
import { Quota } from '../quotas';
import { DisputeQuery, MAX_DISPUTE_PAGE } from './dispute.query';
import { DisputeService } from './dispute.service';

/** The dispute review of a finished match (docs/replay.md, "Dispute review"). */
@ApiTags('replay')
@Controller()
export class DisputeController {
  constructor(private readonly disputes: DisputeService) {}

  @Get('matches/:matchId/dispute')
  @Quota('replay')
  @ApiOperation({
    summary: 'A page of the finished match described step by step: turn, seat, event kind, words and cause (rules, card, command, who acted)',
    operationId: 'getDisputeLog',
  })
  @ApiAnswer(200, 'DisputeLog', 'The steps after `after`, at most `limit`')
  @ApiRefusals('MALFORMED_REQUEST', 'BAD_STEP', 'UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'GAME_NOT_INSTALLED', 'RATE_LIMITED')
  async log(@Param('matchId', MatchIdPipe) matchId: string, @Query() query: DisputeQuery) {
    return this.disputes.page(matchId, query.after ?? 0, query.limit ?? MAX_DISPUTE_PAGE);
  }

  @Get('matches/:matchId/dispute/dice')
  @Quota('replay')
  @ApiOperation({
    summary: 'Every die of the finished match with what re-derives it: the seed commitment, the revealed seed, and per die the version and earlier draws',
    operationId: 'getDiceProofs',
  })
  @ApiAnswer(200, 'DiceProofs', 'The proofs, in seq order')
  @ApiRefusals('UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'GAME_NOT_INSTALLED', 'RATE_LIMITED')
  async dice(@Param('matchId', MatchIdPipe) matchId: string) {
    return this.disputes.dice(matchId);
  }

  @Get('matches/:matchId/dispute/steps/:seq')
  @Quota('replay')
  @ApiOperation({
    summary: 'Why a step was legal: the rules in words, the card text, the prompt the seat had, its other legal actions then, and who acted',
    operationId: 'getDisputeStep',
  })
  @ApiAnswer(200, 'StepWhy', 'The step and its reasons')
  @ApiRefusals('MALFORMED_REQUEST', 'BAD_STEP', 'UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'GAME_NOT_INSTALLED', 'RATE_LIMITED')
  async why(@Param('matchId', MatchIdPipe) matchId: string, @Param('seq', ParseIntPipe) seq: number) {
    return this.disputes.why(matchId, seq);
  }
}
