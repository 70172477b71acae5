/**
 * The session cookie. With `secure` (the default) it is `__Host-stackbound_session`: the prefix makes
 * browsers accept it only with `Secure`, `Path=/` and no `Domain`, so a sibling subdomain cannot set
 * or shadow it. Browsers treat http://localhost as a secure context and keep such a cookie there
 * too; plain http on any other host needs SESSION_COOKIE_SECURE=false (no prefix, no `Secure`).
 * HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site writes (and the CSRF token
 * refuses the rest) while a link followed from elsewhere still opens signed in.
 */
export interface CookieSettings {
  readonly secure: boolean;
}

export function sessionCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-stackbound_session' : 'stackbound_session';
}

/** The Set-Cookie value that stores `token` for `maxAgeSeconds` (with the hint: sessionCookies). */
function sessionCookie(settings: CookieSettings, token: string, maxAgeSeconds: number): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (settings.secure) attributes.push('Secure');
  return [`${sessionCookieName(settings)}=${token}`, ...attributes].join('; ');
}

/**
 * A cookie scripts may read, set and cleared beside the session cookie: it says only that this
 * browser has a session, so the web client asks `GET /me` when there may be one, instead of
 * asking on every page as a signed-out visitor and drawing a 401 each time. It carries no secret;
 * a stale or forged one costs one refused `GET /me`, after which the client clears it.
 */
export const SIGNED_IN_HINT = 'stackbound_signed_in';

function signedInHint(settings: CookieSettings, maxAgeSeconds: number): string {
  const attributes = ['Path=/', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (settings.secure) attributes.push('Secure');
  return [`${SIGNED_IN_HINT}=${maxAgeSeconds > 0 ? '1' : ''}`, ...attributes].join('; ');
}

/** The Set-Cookie values of a new session: the session cookie first, then the signed-in hint. */
export function sessionCookies(settings: CookieSettings, token: string, maxAgeSeconds: number): string[] {
  return [sessionCookie(settings, token, maxAgeSeconds), signedInHint(settings, maxAgeSeconds)];
}

/** The Set-Cookie values that remove the session cookie and the signed-in hint. */
export function clearedSessionCookies(settings: CookieSettings): string[] {
  return [sessionCookie(settings, '', 0), signedInHint(settings, 0)];
}

/** The session token in a Cookie header, or null. */
export function sessionTokenFrom(cookieHeader: string | undefined, settings: CookieSettings): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(settings);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}
