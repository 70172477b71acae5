import type { AppEnvironment } from '../../config/environment';

/** The operator's identity provider, as configured (docs/operations.md, "OpenID Connect"). */
export interface OidcSettings {
  readonly issuer: URL;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Shown on the sign-in page: "Sign in with <name>". */
  readonly name: string;
  /** The configured redirect URI, or null: the request's own origin then. */
  readonly redirectUri: string | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type OidcVariables = Pick<AppEnvironment, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_NAME' | 'OIDC_REDIRECT_URI'>;

/**
 * The provider of the OIDC_* variables, or null when none is set (OIDC sign-in is off). Half a
 * configuration stops the server at start-up instead of showing a button that cannot work; so does
 * plain http to a provider on another machine (the code and the tokens would cross the network in
 * clear).
 */
export function oidcSettings(env: OidcVariables): OidcSettings | null {
  const required = { OIDC_ISSUER: env.OIDC_ISSUER, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET, OIDC_NAME: env.OIDC_NAME };
  const missing = Object.entries(required).filter(([, value]) => !value?.trim());
  if (missing.length === Object.keys(required).length && !env.OIDC_REDIRECT_URI) return null;
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: OpenID Connect needs ${missing.map(([key]) => key).join(', ')} as well`);
  }
  const issuer = new URL(env.OIDC_ISSUER!);
  if (issuer.protocol !== 'https:' && !LOOPBACK.has(issuer.hostname)) {
    throw new Error('Invalid configuration: OIDC_ISSUER must be https (plain http only for a provider on this machine)');
  }
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    name: env.OIDC_NAME!.trim(),
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || null,
  };
}

/** Whether the provider is reached over plain http (allowed for a loopback host only, see above). */
export function isInsecureIssuer(settings: OidcSettings): boolean {
  return settings.issuer.protocol === 'http:';
}

/** Where the provider sends the browser back: `/auth/oidc/callback` on the configured or the request's origin. */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

export function redirectUriOf(settings: OidcSettings, protocol: string, host: string | undefined): string {
  return settings.redirectUri ?? `${protocol}://${host ?? 'localhost'}${OIDC_CALLBACK_PATH}`;
}
