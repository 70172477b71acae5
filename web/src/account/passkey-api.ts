import type { SignedIn } from '../../../src/client';
import { api } from '../api';
import { setCsrfToken } from './csrf';

/*
 * The WebAuthn ceremonies on the browser's own JSON forms (WebAuthn Level 3, in every major browser
 * since March 2025): `PublicKeyCredential.parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON`
 * read the server's options as @simplewebauthn/server writes them, and the credential's `toJSON()`
 * is the answer it checks. The browser library this replaced did the same conversions in script,
 * 2.8 kB gzipped of the whole client (docs/web.md, "Bundle size").
 */

/** Whether this browser can make and use passkeys (WebAuthn with its JSON forms). */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential?.parseCreationOptionsFromJSON === 'function';

/** A new credential made by the authenticator for the server's creation options, as JSON. */
async function register(options: PublicKeyCredentialCreationOptionsJSON): Promise<PublicKeyCredentialJSON> {
  const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
  if (!(credential instanceof PublicKeyCredential)) throw new Error('the authenticator made no passkey');
  return credential.toJSON();
}

/** An assertion by one of this site's passkeys for the server's request options, as JSON. */
async function authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<PublicKeyCredentialJSON> {
  const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
  if (!(credential instanceof PublicKeyCredential)) throw new Error('no passkey answered');
  return credential.toJSON();
}

/** Signs up with a new passkey named `username`: the server's options, the authenticator, the server's check. */
export async function signUpWithPasskey(username: string): Promise<SignedIn> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/passkeys/sign-up-options', { username });
  const me = await api<SignedIn>('POST', '/passkeys/sign-up', { response: await register(options) });
  setCsrfToken(me.csrfToken);
  return me;
}

/** Signs in with any of this site's passkeys the authenticator holds (no username asked). */
export async function signInWithPasskey(): Promise<SignedIn> {
  const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>('POST', '/passkeys/sign-in-options', {});
  const me = await api<SignedIn>('POST', '/sessions/passkey', { response: await authenticate(options) });
  setCsrfToken(me.csrfToken);
  return me;
}

/** Adds a passkey to the signed-in account. */
export async function addPasskey(): Promise<void> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/me/passkeys/options', {});
  await api('POST', '/me/passkeys', { response: await register(options) });
}
