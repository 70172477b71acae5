import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderContext } from 'oidc-provider';

/** Who the local provider signs in at its next interaction (a person typing their password there). */
export interface TestIdentity {
  readonly sub: string;
  readonly preferred_username: string;
}

/** The fixed user every interaction signs in until a test says otherwise. */
export const FIXED_USER: TestIdentity = { sub: 'subject-ada-0001', preferred_username: 'ada' };

export const TEST_CLIENT = { id: 'stackbound-test', secret: 'a-client-secret-for-the-local-provider' } as const;

/**
 * A real OpenID Connect provider (`oidc-provider`) in the test process, on a free port of the
 * loopback: discovery, the authorization endpoint with PKCE, the token endpoint, signed ID tokens.
 * One confidential client (TEST_CLIENT) with the redirect URIs `register` gives it. Its interaction
 * signs in `identity` (FIXED_USER unless `signInAs` changed it) with no form, and the grant of the
 * scopes asked is given at once (a first-party client: no consent screen).
 */
export class LocalOidcProvider {
  private identity: TestIdentity = FIXED_USER;
  private handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
  ) {}

  /** Listens first (the issuer names the port); `register` makes the provider. */
  static async listen(): Promise<LocalOidcProvider> {
    let self: LocalOidcProvider | null = null;
    const server = createServer((req, res) => {
      if (!self?.handler) {
        res.writeHead(503).end();
        return;
      }
      self.handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    self = new LocalOidcProvider(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return self;
  }

  /** Makes the provider, its client allowed to come back to `redirectUris`. */
  async register(redirectUris: readonly string[]): Promise<void> {
    const { default: Provider } = await import('oidc-provider');
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const profileOf = (sub: string): TestIdentity => (sub === this.identity.sub ? this.identity : { sub, preferred_username: sub });
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: TEST_CLIENT.id,
          client_secret: TEST_CLIENT.secret,
          redirect_uris: redirectUris,
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test-key' }] },
      cookies: { keys: ['local-provider-cookie-key'] },
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      // Lifetimes of a test run's artifacts (seconds), set so the provider does not warn about its defaults.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
      claims: { openid: ['sub'], profile: ['preferred_username'] },
      // The profile claims in the ID token itself, as many providers put them.
      conformIdTokenClaims: false,
      findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => profileOf(sub) }),
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      loadExistingGrant: async (ctx: ProviderContext) => {
        const { client, session, result, provider: issuing } = ctx.oidc;
        const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (existing) return issuing.Grant.find(existing);
        if (!session.accountId) return undefined;
        const grant = new issuing.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid profile email');
        await grant.save();
        return grant;
      },
    });
    const callback = provider.callback();
    this.handler = (req, res) => {
      if (req.url?.startsWith('/interaction/')) {
        void provider.interactionFinished(req, res, { login: { accountId: this.identity.sub } }, { mergeWithLastSubmission: false });
      } else {
        callback(req, res);
      }
    };
  }

  /** The person the next interaction signs in. */
  signInAs(identity: TestIdentity): void {
    this.identity = identity;
  }

  /**
   * A browser at the provider: follows its redirects from `authorizationUrl` (keeping the
   * provider's cookies) until it is sent back to a URL starting with `back`, which it returns.
   */
  async authorize(authorizationUrl: string, back: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 12; hop++) {
      if (url.href.startsWith(back)) return url;
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const set of res.headers.getSetCookie()) {
        const pair = set.split(';')[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider kept redirecting');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
