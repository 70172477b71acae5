import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { SignedIn } from '../../../src/client';
import { api } from '../api';
import { setCsrfToken } from './csrf';

/**
 * The WebAuthn helpers, loaded when a passkey ceremony starts: most visits never use one, and the
 * library (its two ceremonies, `webauthn.ts`) is about 2.8 kB gzipped (docs/web.md, "Bundle size").
 */
const webauthn = () => import('./webauthn');

/** Whether this browser can make and use passkeys (WebAuthn): the check `browserSupportsWebAuthn` makes. */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

/** Signs up with a new passkey named `username`: the server's options, the authenticator, the server's check. */
export async function signUpWithPasskey(username: string): Promise<SignedIn> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/passkeys/sign-up-options', { username });
  const response = await (await webauthn()).startRegistration({ optionsJSON: options });
  const me = await api<SignedIn>('POST', '/passkeys/sign-up', { response });
  setCsrfToken(me.csrfToken);
  return me;
}

/** Signs in with any of this site's passkeys the authenticator holds (no username asked). */
export async function signInWithPasskey(): Promise<SignedIn> {
  const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>('POST', '/passkeys/sign-in-options', {});
  const response = await (await webauthn()).startAuthentication({ optionsJSON: options });
  const me = await api<SignedIn>('POST', '/sessions/passkey', { response });
  setCsrfToken(me.csrfToken);
  return me;
}

/** Adds a passkey to the signed-in account. */
export async function addPasskey(): Promise<void> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/me/passkeys/options', {});
  const response = await (await webauthn()).startRegistration({ optionsJSON: options });
  await api('POST', '/me/passkeys', { response });
}
