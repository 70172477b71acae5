import { Body, Controller, Delete, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswer } from '../http/openapi/answers';
import { ApiRefusals } from '../http/openapi/refusals';
import { clientAddress } from '../quotas';
import { SeatAuth } from '../matches';
import { AccountSeats, type OwnedSeat } from './account-seats.service';
import { AccountNotices } from './account-notices.service';
import { AccountSockets } from './account-sockets.service';
import { Accounts } from './accounts.service';
import { AttachSeatDto } from './dto/attach-seat.dto';
import { CredentialsDto } from './dto/credentials.dto';
import { CurrentSession } from './request-session';
import { clearedSessionCookies } from './session-cookie';
import { SessionResolver } from './session-resolver.service';
import { SessionStarter, type SignedIn } from './session-starter.service';
import { SessionStore, type Session } from './session-store.service';
import { SignedInGuard } from './signed-in.guard';

export type { SignedIn } from './session-starter.service';

/** Sign up, sign in, sign out (here or everywhere), who am I, and attaching a guest's seat. */
@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: SessionStore,
    private readonly resolver: SessionResolver,
    private readonly seats: AccountSeats,
    private readonly seatAuth: SeatAuth,
    private readonly sockets: AccountSockets,
    private readonly notices: AccountNotices,
    private readonly starter: SessionStarter,
  ) {}

  @Post('accounts')
  @ApiOperation({ summary: 'Sign up with a username and a password; signs in (sets the session cookie)', operationId: 'signUp' })
  @ApiAnswer(201, 'SignedIn', 'The new account, signed in')
  @ApiRefusals('MALFORMED_REQUEST', 'USERNAME_TAKEN')
  async signUp(@Body() body: CredentialsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedIn> {
    const account = await this.accounts.signUp(body.username, body.password);
    return this.starter.start(account, req, res);
  }

  @Post('sessions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in; a session the request carried is ended and a new one begins (sets the session cookie)',
    operationId: 'signIn',
  })
  @ApiAnswer(200, 'SignedIn', 'Signed in')
  @ApiRefusals('MALFORMED_REQUEST', 'BAD_CREDENTIALS', 'RATE_LIMITED')
  async signIn(@Body() body: CredentialsDto, @Ip() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedIn> {
    const account = await this.accounts.signIn(body.username, body.password, clientAddress(ip));
    return this.starter.start(account, req, res);
  }

  @Get('me')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'The signed-in account and its CSRF token', operationId: 'getMe' })
  @ApiAnswer(200, 'SignedIn', 'The account of the session cookie')
  @ApiRefusals('NOT_SIGNED_IN')
  me(@CurrentSession() session: Session): SignedIn {
    return { account: { accountId: session.accountId, username: session.username }, csrfToken: session.csrfToken };
  }

  @Delete('sessions/current')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out here: ends this session (X-CSRF-Token)', operationId: 'signOut' })
  @ApiResponse({ status: 204, description: 'Signed out; the cookie is cleared' })
  @ApiRefusals('NOT_SIGNED_IN', 'CSRF_REFUSED')
  async signOut(@CurrentSession() session: Session, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.close(session.tokenHash);
    await this.sockets.sessionEnded(session.tokenHash);
    res.setHeader('Set-Cookie', clearedSessionCookies(this.resolver.cookieSettings));
  }

  @Delete('sessions')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out everywhere: ends every session of the account, on every device (X-CSRF-Token)', operationId: 'signOutEverywhere' })
  @ApiResponse({ status: 204, description: 'Every session ended; the cookie is cleared' })
  @ApiRefusals('NOT_SIGNED_IN', 'CSRF_REFUSED')
  async signOutEverywhere(@CurrentSession() session: Session, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.closeAll(session.accountId);
    await this.sockets.accountSignedOut(session.accountId);
    res.setHeader('Set-Cookie', clearedSessionCookies(this.resolver.cookieSettings));
  }

  @Post('me/seats')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: "Attach a guest's seat to the account, proven by its seat token (X-CSRF-Token)", operationId: 'attachSeat' })
  @ApiAnswer(201, 'OwnedSeat', 'The seat belongs to the account')
  @ApiRefusals('MALFORMED_REQUEST', 'NOT_SIGNED_IN', 'CSRF_REFUSED', 'INVALID_SEAT_TOKEN', 'WRONG_SEAT', 'SEAT_OWNED')
  async attachSeat(@CurrentSession() session: Session, @Body() body: AttachSeatDto): Promise<OwnedSeat> {
    await this.seatAuth.requireSeat(body.matchId, body.seat, body.token);
    await this.seats.attach(session.accountId, body.matchId, body.seat);
    await this.notices.tell(session.accountId, { kind: 'seat.attached', matchId: body.matchId, seat: body.seat });
    return { matchId: body.matchId, seat: body.seat };
  }
}
