import type { OidcLinkStarted, SignInProviders } from '../../../src/client';
import { api } from '../api';

/** The server's sign-in providers; none when the request fails (the page then offers what it always does). */
export async function signInProviders(): Promise<SignInProviders> {
  try {
    return await api<SignInProviders>('GET', '/auth/providers');
  } catch {
    return { oidc: null };
  }
}

/** The sign-in with the operator's provider is a navigation: there and back, the server sets the session cookie. */
export const OIDC_SIGN_IN_PATH = '/auth/oidc/sign-in';

/** Sends the browser to the provider to link its identity to the signed-in account; it comes back to the account page. */
export async function linkOidcIdentity(): Promise<void> {
  const { authorizationUrl } = await api<OidcLinkStarted>('POST', '/me/oidc/link', {});
  window.location.assign(authorizationUrl);
}
