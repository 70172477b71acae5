import type { CookieSettings } from '../session-cookie';

/**
 * The cookie that binds a sign-in under way to the browser that started it: it holds the sign-in's
 * state, and the provider's answer is accepted only from a browser whose cookie has the same state.
 * Without it, a link to the callback with someone else's code (login CSRF) would sign a victim in to
 * the attacker's account. HttpOnly; SameSite=Lax, so the provider's redirect back (a top-level
 * navigation) carries it; as long as the sign-in may last (OidcRequests keeps ten minutes).
 * `__Host-` prefixed like the session cookie (session-cookie.ts) when secure.
 */
const MAX_AGE_SECONDS = 600;

function cookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-stackbound_oidc' : 'stackbound_oidc';
}

function cookie(settings: CookieSettings, value: string, maxAgeSeconds: number): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (settings.secure) attributes.push('Secure');
  return [`${cookieName(settings)}=${value}`, ...attributes].join('; ');
}

export function oidcStateCookie(settings: CookieSettings, state: string): string {
  return cookie(settings, state, MAX_AGE_SECONDS);
}

export function clearedOidcStateCookie(settings: CookieSettings): string {
  return cookie(settings, '', 0);
}

/** The state in a Cookie header, or null. */
export function oidcStateFrom(cookieHeader: string | undefined, settings: CookieSettings): string | null {
  const name = cookieName(settings);
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
