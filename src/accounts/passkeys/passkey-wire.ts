/**
 * WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), read by the browser's `PublicKeyCredential.parse…FromJSON`.
 */
export interface PasskeyOptions {
  readonly options: { readonly [field: string]: unknown };
}

/** A passkey added to the signed-in account. */
export interface PasskeyAdded {
  /** The credential id (base64url). */
  readonly credentialId: string;
}
