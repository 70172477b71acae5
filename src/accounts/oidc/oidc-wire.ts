/** `GET /auth/providers`: the ways to sign in besides a password and a passkey. */
export interface SignInProviders {
  /** The operator's OpenID Connect provider, or null when none is configured. */
  readonly oidc: { readonly name: string } | null;
}

/** `POST /me/oidc/link`: where to send the browser to prove the identity to link. */
export interface OidcLinkStarted {
  readonly authorizationUrl: string;
}
