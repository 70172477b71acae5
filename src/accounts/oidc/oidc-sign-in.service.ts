import { Injectable } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';
import type { AccountInfo } from '../accounts.service';
import type { Session } from '../session-store.service';
import { OidcClient } from './oidc-client.service';
import { OidcIdentities } from './oidc-identities.service';
import { OidcRequests } from './oidc-requests.service';

/** What the provider's answer did: signed an account in, or linked the identity to the signed-in account. */
export type OidcOutcome = { readonly kind: 'signed-in'; readonly account: AccountInfo } | { readonly kind: 'linked'; readonly accountId: string };

const stateRefused = (why: string) => DomainError.of('OIDC_STATE_REFUSED', `this sign-in cannot be finished here: ${why}; start again`);

/**
 * OpenID Connect sign-in (docs/accounts.md, "OpenID Connect"): begins at the provider with a fresh
 * state, nonce and PKCE verifier kept server-side, and finishes when the provider sends the browser
 * back, in the browser that began it (its state cookie), once: the identity signs in to its account
 * (made at its first sign-in) or, when a signed-in account asked, is linked to that account.
 */
@Injectable()
export class OidcSignIn {
  constructor(
    private readonly client: OidcClient,
    private readonly requests: OidcRequests,
    private readonly identities: OidcIdentities,
  ) {}

  /** The provider's authorization URL and the state to bind to the browser; `linkAccount` when linking. */
  async begin(redirectUri: string, linkAccount: string | null): Promise<{ url: string; state: string }> {
    this.client.require();
    const started = await this.client.start(redirectUri);
    await this.requests.remember({ state: started.state, nonce: started.nonce, codeVerifier: started.codeVerifier, linkAccount });
    return { url: started.url, state: started.state };
  }

  /**
   * The provider's answer `callbackUrl`, from a browser whose state cookie is `boundState` and whose
   * session (if any) is `session`. Refused (nothing changes) unless its state is the browser's and a
   * live sign-in's; a link also needs the account that asked for it still signed in here.
   */
  async finish(callbackUrl: URL, boundState: string | null, session: Session | null): Promise<OidcOutcome> {
    this.client.require();
    const state = callbackUrl.searchParams.get('state');
    if (!state) throw stateRefused('the answer has no state');
    if (state !== boundState) throw stateRefused('it was started in another browser (or its cookie expired)');
    const request = await this.requests.take(state);
    if (!request) throw stateRefused('no such sign-in (used already, or older than ten minutes)');
    const identity = await this.client.finish(callbackUrl, request);
    if (request.linkAccount === null) return { kind: 'signed-in', account: await this.identities.signIn(identity) };
    if (session?.accountId !== request.linkAccount) throw DomainError.of('NOT_SIGNED_IN', 'the account that asked for this link is no longer signed in here');
    await this.identities.link(identity, request.linkAccount);
    return { kind: 'linked', accountId: request.linkAccount };
  }
}
