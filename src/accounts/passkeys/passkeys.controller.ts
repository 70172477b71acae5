import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { PasskeyResponseDto, PasskeySignUpOptionsDto } from '../dto/passkey.dto';
import { CurrentSession } from '../request-session';
import { SessionStarter, type SignedIn } from '../session-starter.service';
import type { Session } from '../session-store.service';
import { SignedInGuard } from '../signed-in.guard';
import type { PasskeyAdded, PasskeyOptions } from './passkey-wire';
import { Passkeys } from './passkeys.service';
import { relyingParty, type RelyingParty } from './relying-party';

/** Passkeys: sign up with one, add one to the signed-in account, sign in with one (docs/accounts.md). */
@ApiTags('accounts')
@Controller()
export class PasskeysController {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly starter: SessionStarter,
    private readonly config: AppConfig,
  ) {}

  @Post('passkeys/sign-up-options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Begin signing up with a passkey: creation options for a new account', operationId: 'passkeySignUpOptions' })
  @ApiAnswer(200, 'PasskeyOptions', 'Pass `options` to the browser (navigator.credentials.create)')
  @ApiRefusals('MALFORMED_REQUEST', 'USERNAME_TAKEN')
  async signUpOptions(@Body() body: PasskeySignUpOptionsDto, @Req() req: Request): Promise<PasskeyOptions> {
    return { options: { ...(await this.passkeys.signUpOptions(this.rp(req), body.username)) } };
  }

  @Post('passkeys/sign-up')
  @ApiOperation({ summary: 'Finish signing up with a passkey: makes the account and signs in (sets the session cookie)', operationId: 'passkeySignUp' })
  @ApiAnswer(201, 'SignedIn', 'The new account, signed in')
  @ApiRefusals('MALFORMED_REQUEST', 'PASSKEY_REFUSED', 'USERNAME_TAKEN')
  async signUp(@Body() body: PasskeyResponseDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedIn> {
    const account = await this.passkeys.signUp(this.rp(req), body.response as unknown as RegistrationResponseJSON);
    return this.starter.start(account, req, res);
  }

  @Post('passkeys/sign-in-options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Begin signing in with a passkey: request options (any of this site’s passkeys)', operationId: 'passkeySignInOptions' })
  @ApiAnswer(200, 'PasskeyOptions', 'Pass `options` to the browser (navigator.credentials.get)')
  async signInOptions(@Req() req: Request): Promise<PasskeyOptions> {
    return { options: { ...(await this.passkeys.signInOptions(this.rp(req))) } };
  }

  @Post('sessions/passkey')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish signing in with a passkey; a session the request carried is ended (sets the session cookie)', operationId: 'passkeySignIn' })
  @ApiAnswer(200, 'SignedIn', 'Signed in')
  @ApiRefusals('MALFORMED_REQUEST', 'PASSKEY_REFUSED')
  async signIn(@Body() body: PasskeyResponseDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedIn> {
    const account = await this.passkeys.signIn(this.rp(req), body.response as unknown as AuthenticationResponseJSON);
    return this.starter.start(account, req, res);
  }

  @Post('me/passkeys/options')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Begin adding a passkey to the signed-in account (X-CSRF-Token)', operationId: 'passkeyAddOptions' })
  @ApiAnswer(200, 'PasskeyOptions', 'Pass `options` to the browser (navigator.credentials.create)')
  @ApiRefusals('NOT_SIGNED_IN', 'CSRF_REFUSED')
  async addOptions(@CurrentSession() session: Session, @Req() req: Request): Promise<PasskeyOptions> {
    return { options: { ...(await this.passkeys.addOptions(this.rp(req), { accountId: session.accountId, username: session.username })) } };
  }

  @Post('me/passkeys')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Finish adding a passkey to the signed-in account (X-CSRF-Token)', operationId: 'passkeyAdd' })
  @ApiAnswer(201, 'PasskeyAdded', 'The passkey signs in to this account from now on')
  @ApiRefusals('MALFORMED_REQUEST', 'NOT_SIGNED_IN', 'CSRF_REFUSED', 'PASSKEY_REFUSED')
  async add(@CurrentSession() session: Session, @Body() body: PasskeyResponseDto, @Req() req: Request): Promise<PasskeyAdded> {
    return { credentialId: await this.passkeys.add(this.rp(req), session.accountId, body.response as unknown as RegistrationResponseJSON) };
  }

  private rp(req: Request): RelyingParty {
    return relyingParty(this.config.get('WEBAUTHN_ORIGIN'), req.protocol, req.headers);
  }
}
