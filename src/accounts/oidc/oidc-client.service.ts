import { Injectable } from '@nestjs/common';
import type { Configuration } from 'openid-client' with { 'resolution-mode': 'import' };
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../../errors/domain-error';
import { isInsecureIssuer, oidcSettings, type OidcSettings } from './oidc-settings';

/** openid-client is an ES module: loaded when the first sign-in starts (the server is CommonJS). */
const openidClient = () => import('openid-client');

/** What a started sign-in sends the browser to, and what its answer will be checked against. */
export interface StartedAuthorization {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The identity a provider vouched for, and the claims that suggest a username. */
export interface VerifiedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly claims: Readonly<Record<string, unknown>>;
}

const refused = (why: string) => DomainError.of('OIDC_REFUSED', `the identity provider's answer was not accepted: ${why}`);

/**
 * The relying party of the operator's provider (openid-client): the authorization code flow with
 * PKCE (S256), a state and a nonce per sign-in. The provider's metadata is discovered at the first
 * sign-in and kept; a failed discovery is tried again at the next.
 */
@Injectable()
export class OidcClient {
  readonly settings: OidcSettings | null;
  private configuration: Promise<Configuration> | null = null;

  constructor(config: AppConfig) {
    this.settings = oidcSettings({
      OIDC_ISSUER: config.get('OIDC_ISSUER'),
      OIDC_CLIENT_ID: config.get('OIDC_CLIENT_ID'),
      OIDC_CLIENT_SECRET: config.get('OIDC_CLIENT_SECRET'),
      OIDC_NAME: config.get('OIDC_NAME'),
      OIDC_REDIRECT_URI: config.get('OIDC_REDIRECT_URI'),
    });
  }

  /** The settings, or OIDC_DISABLED when the operator configured no provider. */
  require(): OidcSettings {
    if (!this.settings) throw DomainError.of('OIDC_DISABLED', 'OpenID Connect sign-in is off on this server (no OIDC_ISSUER)');
    return this.settings;
  }

  async start(redirectUri: string): Promise<StartedAuthorization> {
    const client = await openidClient();
    const config = await this.discovered();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * The identity of the provider's answer `callbackUrl`: the code exchanged with the PKCE verifier,
   * the ID token's signature, issuer, audience, expiry and nonce checked, and the state again.
   * preferred_username comes from the ID token, or from the userinfo endpoint when the ID token
   * carries no profile claims (providers differ).
   */
  async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity> {
    const client = await openidClient();
    const config = await this.discovered();
    const tokens = await client
      .authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      })
      .catch((error: unknown) => {
        throw refused((error as Error).message);
      });
    const idToken = tokens.claims();
    if (!idToken) throw refused('no ID token');
    let claims: VerifiedIdentity['claims'] = { ...idToken };
    if (claims.preferred_username === undefined && claims.email === undefined && claims.name === undefined) {
      claims = await client.fetchUserInfo(config, tokens.access_token, idToken.sub).then(
        (info) => ({ ...info }),
        () => claims,
      );
    }
    return { issuer: idToken.iss, subject: idToken.sub, claims };
  }

  private discovered(): Promise<Configuration> {
    const settings = this.require();
    this.configuration ??= openidClient()
      .then((client) =>
        client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
          execute: isInsecureIssuer(settings) ? [client.allowInsecureRequests] : [],
        }),
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw DomainError.of('OIDC_UNAVAILABLE', `the identity provider cannot be reached: ${(error as Error).message}`);
      });
    return this.configuration;
  }
}
