import type { OidcIdentityLinks, OidcLinkStarted, SignInProviders } from '../../../src/client';
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

/** The provider identities linked to the signed-in account (none when the request fails: nothing to unlink is offered). */
export async function linkedOidcIdentities(): Promise<OidcIdentityLinks['identities']> {
  try {
    return (await api<OidcIdentityLinks>('GET', '/me/oidc')).identities;
  } catch {
    return [];
  }
}

/** Unlinks the provider's identities from the signed-in account (refused while they are its only way to sign in). */
export async function unlinkOidcIdentities(): Promise<void> {
  await api<null>('DELETE', '/me/oidc');
}
