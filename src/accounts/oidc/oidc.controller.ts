import { Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { CurrentSession } from '../request-session';
import { SessionResolver } from '../session-resolver.service';
import { SessionStarter } from '../session-starter.service';
import type { Session } from '../session-store.service';
import { SignedInGuard } from '../signed-in.guard';
import { OidcClient } from './oidc-client.service';
import { redirectUriOf } from './oidc-settings';
import { OidcSignIn } from './oidc-sign-in.service';
import { clearedOidcStateCookie, oidcStateCookie, oidcStateFrom } from './oidc-state-cookie';
import { OidcIdentities } from './oidc-identities.service';
import type { OidcIdentityLinks, OidcLinkStarted, SignInProviders } from './oidc-wire';

/** Where the browser lands after the provider: the web client's account page. */
const AFTER_SIGN_IN = '/#/account';

const REDIRECT = (description: string) =>
  ApiResponse({ status: 302, description, headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } } });

/** OpenID Connect sign-in with the operator's identity provider, and linking an identity to an account (docs/accounts.md). */
@ApiTags('accounts')
@Controller()
export class OidcController {
  constructor(
    private readonly client: OidcClient,
    private readonly signIn: OidcSignIn,
    private readonly starter: SessionStarter,
    private readonly resolver: SessionResolver,
    private readonly identities: OidcIdentities,
  ) {}

  @Get('auth/providers')
  @ApiOperation({ summary: 'The ways to sign in besides a password and a passkey: the OpenID Connect provider, if configured', operationId: 'signInProviders' })
  @ApiAnswer(200, 'SignInProviders', 'The sign-in page shows "Sign in with <name>" for each')
  providers(): SignInProviders {
    return { oidc: this.client.settings ? { name: this.client.settings.name } : null };
  }

  @Get('auth/oidc/sign-in')
  @ApiOperation({ summary: "Sign in with the identity provider: redirects there (sets the sign-in's state cookie)", operationId: 'oidcSignIn' })
  @REDIRECT('To the provider’s authorization endpoint (authorization code with PKCE, a state and a nonce)')
  @ApiRefusals('OIDC_DISABLED', 'OIDC_UNAVAILABLE')
  async begin(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { url, state } = await this.signIn.begin(this.redirectUri(req), null);
    res.setHeader('Set-Cookie', oidcStateCookie(this.resolver.cookieSettings, state));
    res.redirect(302, url);
  }

  @Post('me/oidc/link')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({
    summary: "Begin linking an identity of the provider to the signed-in account (X-CSRF-Token; sets the sign-in's state cookie)",
    operationId: 'oidcLink',
  })
  @ApiAnswer(200, 'OidcLinkStarted', 'Send the browser to `authorizationUrl`; it comes back to the callback, which links the identity')
  @ApiRefusals('NOT_SIGNED_IN', 'CSRF_REFUSED', 'OIDC_DISABLED', 'OIDC_UNAVAILABLE')
  async link(@CurrentSession() session: Session, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OidcLinkStarted> {
    const { url, state } = await this.signIn.begin(this.redirectUri(req), session.accountId);
    res.setHeader('Set-Cookie', oidcStateCookie(this.resolver.cookieSettings, state));
    return { authorizationUrl: url };
  }

  @Get('me/oidc')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'The identities of identity providers linked to the signed-in account', operationId: 'oidcIdentities' })
  @ApiAnswer(200, 'OidcIdentityLinks', 'Each linked identity: its issuer and since when')
  @ApiRefusals('NOT_SIGNED_IN')
  async linked(@CurrentSession() session: Session): Promise<OidcIdentityLinks> {
    return { identities: await this.identities.ofAccount(session.accountId) };
  }

  @Delete('me/oidc')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({
    summary: "Unlink the provider's identities from the signed-in account (X-CSRF-Token); refused when they are its only way to sign in",
    operationId: 'oidcUnlink',
  })
  @ApiResponse({ status: 204, description: 'Unlinked: the identity no longer signs in to this account' })
  @ApiRefusals('NOT_SIGNED_IN', 'CSRF_REFUSED', 'NO_LINKED_IDENTITY', 'LAST_SIGN_IN_METHOD')
  async unlink(@CurrentSession() session: Session): Promise<void> {
    await this.identities.unlinkAll(session.accountId);
  }

  @Get('auth/oidc/callback')
  @ApiOperation({
    summary:
      'Where the provider sends the browser back: signs in (a session the request carried is ended; sets the session cookie) or links the identity, then redirects to the account page',
    operationId: 'oidcCallback',
  })
  @ApiQuery({ name: 'state', required: false, type: String, description: 'The state the sign-in began with (must match the browser’s state cookie)' })
  @ApiQuery({ name: 'code', required: false, type: String, description: 'The authorization code' })
  @ApiQuery({ name: 'iss', required: false, type: String, description: 'The issuer (RFC 9207)' })
  @ApiQuery({ name: 'error', required: false, type: String, description: 'The provider’s refusal (`access_denied`...)' })
  @REDIRECT('Signed in or linked: to the web client’s account page')
  @ApiRefusals('OIDC_DISABLED', 'OIDC_STATE_REFUSED', 'OIDC_REFUSED', 'OIDC_UNAVAILABLE', 'IDENTITY_LINKED', 'NOT_SIGNED_IN')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const settings = this.resolver.cookieSettings;
    // The state cookie is spent whatever the answer: a refused answer is not tried twice.
    res.setHeader('Set-Cookie', clearedOidcStateCookie(settings));
    const callbackUrl = new URL(this.redirectUri(req));
    callbackUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    const outcome = await this.signIn.finish(callbackUrl, oidcStateFrom(req.headers.cookie, settings), await this.resolver.fromHeaders(req.headers));
    if (outcome.kind === 'signed-in') {
      // Exactly as a password sign-in: the session cookie (SessionStarter sets it), beside the cleared state cookie.
      await this.starter.start(outcome.account, req, res);
      res.append('Set-Cookie', clearedOidcStateCookie(settings));
    }
    res.redirect(302, AFTER_SIGN_IN);
  }

  private redirectUri(req: Request): string {
    return redirectUriOf(this.client.require(), req.protocol, req.headers.host);
  }
}
