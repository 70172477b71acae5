import type { MyMatch, PlayerProfile, SignedIn } from '../../../src/client';
import { api, ApiFailure, request } from '../api';
import { SIGNED_IN_HINT } from '../../../src/accounts/session-cookie';
import { csrfHeaders, setCsrfToken } from './csrf';

/** Whether the server's signed-in hint says this browser may have a session (the session cookie itself is HTTP-only). */
function mayBeSignedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT}=1`));
}

/** Drops a hint the server no longer stands by (the session ended elsewhere or expired). */
function forgetHint(): void {
  document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0`;
}

/** The answer being awaited: the pages and the header's notices of one load share one ask. */
let asking: Promise<SignedIn | null> | null = null;

/** The signed-in account, or null when there is no session (not asked when the hint says there is none). */
export function whoAmI(): Promise<SignedIn | null> {
  asking ??= askWhoAmI().finally(() => (asking = null));
  return asking;
}

async function askWhoAmI(): Promise<SignedIn | null> {
  if (!mayBeSignedIn()) {
    setCsrfToken(null);
    return null;
  }
  try {
    const me = await api<SignedIn>('GET', '/me');
    setCsrfToken(me.csrfToken);
    return me;
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) forgetHint();
    setCsrfToken(null);
    return null;
  }
}

export async function signIn(username: string, password: string, newAccount: boolean): Promise<SignedIn> {
  const me = await api<SignedIn>('POST', newAccount ? '/accounts' : '/sessions', { username, password });
  setCsrfToken(me.csrfToken);
  return me;
}

/** Signs out of this browser, or of every device (`everywhere`). */
export async function signOut(everywhere: boolean): Promise<void> {
  await fetch(everywhere ? '/sessions' : '/sessions/current', { method: 'DELETE', headers: csrfHeaders() });
  setCsrfToken(null);
}

export function myMatches(): Promise<MyMatch[]> {
  return request<MyMatch[]>('GET', '/me/matches');
}

export function profile(username: string): Promise<PlayerProfile> {
  return request<PlayerProfile>('GET', `/players/${encodeURIComponent(username)}`);
}
