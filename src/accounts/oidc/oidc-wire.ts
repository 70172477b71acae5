/** `GET /auth/providers`: the ways to sign in besides a password and a passkey. */
export interface SignInProviders {
  /** The operator's OpenID Connect provider, or null when none is configured. */
  readonly oidc: { readonly name: string } | null;
}

/** `POST /me/oidc/link`: where to send the browser to prove the identity to link. */
export interface OidcLinkStarted {
  readonly authorizationUrl: string;
}

/** One identity of the provider linked to an account: the provider that vouches for it and since when. */
export interface OidcIdentityLink {
  readonly issuer: string;
  readonly linkedAt: string;
}

/** `GET /me/oidc`: the identities linked to the signed-in account (the account page offers to unlink them). */
export interface OidcIdentityLinks {
  readonly identities: readonly OidcIdentityLink[];
}
