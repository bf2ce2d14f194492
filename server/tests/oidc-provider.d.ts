// oidc-provider 9 ships no types: the subset the OAuth test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: unknown, sub: string): Promise<Account>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { required(): boolean };
    issueRefreshToken?(): Promise<boolean>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
  }

  class Grant {
    constructor(fields: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  class AuthorizationCode {
    constructor(fields: Record<string, unknown>);
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: typeof Grant;
    AuthorizationCode: typeof AuthorizationCode;
    Client: { find(id: string): Promise<unknown> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
