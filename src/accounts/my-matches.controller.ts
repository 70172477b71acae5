import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../http/openapi/answers';
import { ApiRefusals } from '../http/openapi/refusals';
import type { MyMatch } from './my-matches';
import { MyMatches } from './my-matches.service';
import { CurrentSession } from './request-session';
import type { Session } from './session-store.service';
import { SignedInGuard } from './signed-in.guard';

/** The signed-in account's matches, from any device. */
@ApiTags('accounts')
@Controller()
export class MyMatchesController {
  constructor(private readonly myMatches: MyMatches) {}

  @Get('me/matches')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: "The account's matches: waiting for me first, then live, waiting for players, finished", operationId: 'listMyMatches' })
  @ApiAnswer(200, ['MyMatch'], 'The matches of the seats that belong to the account (its 100 most recent)')
  @ApiRefusals('NOT_SIGNED_IN')
  list(@CurrentSession() session: Session): Promise<MyMatch[]> {
    return this.myMatches.of(session.accountId);
  }
}
