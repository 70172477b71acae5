import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountRoles } from '../../accounts';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { MatchIdPipe } from '../../matches';
import { Quota } from '../../quotas';
import { DisputeParties } from './dispute-parties';
import { DisputeWorkflow } from './dispute-workflow.service';
import { OpenDisputeDto, ReviewerRoleDto, VerdictDto } from './dispute.dto';

/** Disputes as a workflow (docs/disputes.md): open, list, review, decide; and the reviewer role. */
@ApiTags('replay')
@Controller()
export class DisputesController {
  constructor(
    private readonly workflow: DisputeWorkflow,
    private readonly parties: DisputeParties,
    private readonly roles: AccountRoles,
  ) {}

  @Post('matches/:matchId/disputes')
  @HttpCode(201)
  @Quota('create')
  @ApiBearerAuth('seatToken')
  @ApiCookieAuth('session')
  @ApiOperation({
    summary: 'A seat disputes a step of its finished match with a claim (its seat token, or the session of the account that owns the seat)',
    operationId: 'openDispute',
  })
  @ApiAnswer(201, 'MatchDispute', 'The dispute, open')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_STEP',
    'INVALID_SEAT_TOKEN',
    'NOT_SIGNED_IN',
    'CSRF_REFUSED',
    'NOT_A_PARTY',
    'UNKNOWN_MATCH',
    'MATCH_NOT_FINISHED',
    'SANDBOX_NOT_DISPUTABLE',
    'DISPUTE_LIMIT',
    'RATE_LIMITED',
  )
  async open(@Param('matchId', MatchIdPipe) matchId: string, @Body() body: OpenDisputeDto, @Req() req: Request) {
    const party = await this.parties.party(matchId, req.method, req.headers);
    return this.workflow.open(matchId, body.seq, body.claim, party);
  }

  @Get('matches/:matchId/disputes')
  @Quota('replay')
  @ApiOperation({ summary: "The match's disputes and their verdicts: what its players and spectators see", operationId: 'listMatchDisputes' })
  @ApiAnswer(200, 'MatchDisputes', 'Every dispute of the match, oldest first')
  @ApiRefusals('UNKNOWN_MATCH', 'RATE_LIMITED')
  async list(@Param('matchId', MatchIdPipe) matchId: string) {
    return this.workflow.ofMatch(matchId);
  }

  @Get('disputes/open')
  @Quota('audit')
  @ApiBearerAuth('operatorToken')
  @ApiCookieAuth('session')
  @ApiOperation({
    summary: 'Reviewer: the oldest open disputes, each with the step and its reasons, the dice proofs of its command and the audit of its match',
    operationId: 'listOpenDisputes',
  })
  @ApiAnswer(200, 'OpenDisputes', 'At most 20 open disputes, oldest first')
  @ApiRefusals('INVALID_ADMIN_TOKEN', 'NOT_SIGNED_IN', 'NOT_A_REVIEWER', 'RATE_LIMITED')
  async openForReview(@Req() req: Request) {
    await this.parties.reviewer(req.method, req.headers);
    return this.workflow.openForReview();
  }

  @Post('matches/:matchId/disputes/:disputeId/verdict')
  @HttpCode(201)
  @ApiBearerAuth('operatorToken')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Reviewer: record the verdict of a dispute with a note (once; never changed)', operationId: 'decideDispute' })
  @ApiAnswer(201, 'MatchDispute', 'The dispute with its verdict')
  @ApiRefusals('MALFORMED_REQUEST', 'INVALID_ADMIN_TOKEN', 'NOT_SIGNED_IN', 'CSRF_REFUSED', 'NOT_A_REVIEWER', 'UNKNOWN_DISPUTE', 'DISPUTE_DECIDED')
  async decide(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Param('disputeId', new ParseUUIDPipe()) disputeId: string,
    @Body() body: VerdictDto,
    @Req() req: Request,
  ) {
    const reviewer = await this.parties.reviewer(req.method, req.headers);
    return this.workflow.decide(matchId, disputeId, { verdict: body.verdict, note: body.note, reviewer });
  }

  @Put('reviewers/:username')
  @ApiBearerAuth('operatorToken')
  @ApiOperation({ summary: 'Operator: grant or withdraw the reviewer role of an account', operationId: 'setReviewerRole' })
  @ApiAnswer(200, 'ReviewerRole', 'The account and whether it is a reviewer now')
  @ApiRefusals('MALFORMED_REQUEST', 'MISSING_ADMIN_TOKEN', 'INVALID_ADMIN_TOKEN', 'UNKNOWN_PLAYER')
  async setReviewer(@Param('username') username: string, @Body() body: ReviewerRoleDto, @Req() req: Request) {
    this.parties.requireOperator(req.headers);
    return this.roles.setReviewer(username, body.reviewer);
  }
}
