import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { MatchIdPipe } from '../../matches';
import { Quota } from '../../quotas';
import { BranchDto } from './branch.dto';
import { SandboxService } from './sandbox.service';

/** Sandboxes: "what if" from any step of a finished match (docs/disputes.md, "Sandbox"). */
@ApiTags('replay')
@Controller()
export class SandboxController {
  constructor(private readonly sandboxes: SandboxService) {}

  @Post('matches/:matchId/sandbox')
  @HttpCode(201)
  @Quota('create')
  @ApiOperation({
    summary:
      'Branch a sandbox from any step of a finished match (or of another sandbox): an action or event step, or the start of a turn; a new, unlisted, unrated match starting from the full state there (deck orders included); the creator plays the seats not given to bots',
    operationId: 'branchSandbox',
  })
  @ApiAnswer(201, 'SandboxCreated', "The sandbox, its origin, the creator's seat tokens and the hash of the state it starts from")
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_STEP',
    'BAD_SEAT',
    'UNKNOWN_BOT',
    'UNKNOWN_MATCH',
    'BRANCH_OF_LIVE_MATCH',
    'NO_SUCH_TURN',
    'BAD_BRANCH_STEP',
    'GAME_NOT_INSTALLED',
    'RATE_LIMITED',
  )
  branch(@Param('matchId', MatchIdPipe) matchId: string, @Body() body: BranchDto) {
    return this.sandboxes.branch(matchId, { step: body.step, unit: body.unit, turn: body.turn }, body.bots);
  }
}
