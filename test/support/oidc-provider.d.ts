/** The parts of `oidc-provider` (panva/node-oidc-provider, no types of its own) the tests' local provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ProviderContext {
    readonly oidc: {
      readonly client: { readonly clientId: string };
      readonly session: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined };
      readonly result?: { readonly consent?: { readonly grantId?: string } };
      readonly provider: Provider;
    };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly Grant: {
      new (init: { clientId: string; accountId: string }): ProviderGrant;
      find(id: string): Promise<ProviderGrant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
