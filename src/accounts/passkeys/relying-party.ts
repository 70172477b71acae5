import type { IncomingHttpHeaders } from 'node:http';

/** Who the passkeys are for: the site's origin and its RP ID (the origin's host name, no port). */
export interface RelyingParty {
  readonly origin: string;
  readonly rpId: string;
}

/**
 * The relying party of a request: `WEBAUTHN_ORIGIN` when the operator set it (behind a proxy that
 * rewrites Host), else the request's own scheme and Host. Either way the browser binds a passkey to
 * the host it was made on and signs the origin it runs on, so a ceremony started from another site
 * can never be verified for this one.
 */
export function relyingParty(configured: string | undefined, protocol: string, headers: IncomingHttpHeaders): RelyingParty {
  const origin = configured?.trim() ? new URL(configured).origin : `${protocol}://${headers.host ?? 'localhost'}`;
  return { origin, rpId: new URL(origin).hostname };
}

/** The challenge a WebAuthn response answers, read from its client data (verification checks it again). */
export function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}
