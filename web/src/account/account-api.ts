import type { MyMatch, PlayerProfile, SignedIn } from '../../../src/client';
import { api, request } from '../api';
import { csrfHeaders, setCsrfToken } from './csrf';

/** The signed-in account, or null when there is no session. */
export async function whoAmI(): Promise<SignedIn | null> {
  try {
    const me = await api<SignedIn>('GET', '/me');
    setCsrfToken(me.csrfToken);
    return me;
  } catch {
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
