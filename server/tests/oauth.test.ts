import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * Microsoft OAuth (authorization code + PKCE) against a real OpenID provider (oidc-provider) on a
 * local port. The browser part (sign-in and consent pages) is replaced by issuing the grant and the
 * authorization code through the provider's own models; the token exchange, PKCE verification and
 * refresh-token issuance are the provider's.
 */
const CLIENT_ID = 'tidy-fox-web';
const REDIRECT_URI = 'http://app.tidyfox.test/oauth/microsoft';
const SCOPE = 'openid email offline_access';

let server: Server;
let provider: Provider;
let issuer = '';
let t: TestApp;

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function issueCode(accountId: string, challenge: string): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
  grant.addOIDCScope(SCOPE);
  const grantId = await grant.save();
  const client = await provider.Client.find(CLIENT_ID);
  const code = new provider.AuthorizationCode({
    accountId,
    client,
    grantId,
    scope: SCOPE,
    redirectUri: REDIRECT_URI,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
    authTime: Math.floor(Date.now() / 1000),
  });
  return code.save();
}

async function microsoftLogin(email: string, code: string, verifier: string) {
  const started = await t.app.inject({
    method: 'PUT',
    url: '/api/auth?device=web&version=1',
    payload: { email, oAuthCode: code, oAuthCodeVerifier: verifier, language: 'en' },
  });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  return pollUntilDone(() =>
    t.app.inject({ method: 'GET', url: '/api/auth/check', headers: { 'x-async-token': asyncToken } }),
  );
}

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub }) }),
    claims: { openid: ['sub'], email: ['email'] },
    scopes: ['openid', 'email', 'offline_access'],
    pkce: { required: () => true },
    issueRefreshToken: async () => true,
    // Like Microsoft: the address is in the id_token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
  });
  server.on('request', provider.callback());
  t = await createTestApp({
    env: { MS_TOKEN_URL: `${issuer}/token`, MS_CLIENT_ID: CLIENT_ID, MS_REDIRECT_URI: REDIRECT_URI },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Microsoft OAuth with PKCE', () => {
  it('exchanges the code, signs in and stores a working refresh token encrypted', async () => {
    const email = 'ms-user@demo.tidyfox.test';
    const { verifier, challenge } = pkcePair();
    const outcome = await microsoftLogin(email, await issueCode(email, challenge), verifier);
    expect(outcome.statusCode).toBe(200);
    const result = outcome.body.result as {
      status: string;
      user: { accounts: Array<{ email: string; provider: string }> };
    };
    expect(result.status).toBe('created');
    expect(result.user.accounts).toEqual([expect.objectContaining({ email, provider: 'microsoft' })]);

    const row = await t.deps.db.query<{ oauth_refresh_enc: string; password_enc: string | null }>(
      'SELECT oauth_refresh_enc, password_enc FROM mailboxes WHERE email = $1',
      [email],
    );
    expect(row.rows[0]?.password_enc).toBeNull();
    const refreshToken = t.deps.cipher.decrypt(row.rows[0]!.oauth_refresh_enc);
    expect(row.rows[0]!.oauth_refresh_enc).not.toContain(refreshToken);
    // The stored token is the provider's: it refreshes.
    const refreshed = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CLIENT_ID,
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('refuses a wrong verifier, a reused code and another account', async () => {
    const email = 'ms-other@demo.tidyfox.test';
    const { verifier, challenge } = pkcePair();
    const code = await issueCode(email, challenge);
    const wrong = await microsoftLogin(email, code, pkcePair().verifier);
    expect(wrong).toEqual({
      statusCode: 400,
      body: { message: 'oauth_exchange_failed', data: { reason: 'invalid_grant' } },
    });
    const right = await microsoftLogin(email, code, verifier);
    expect((right.body.result as { status: string }).status).toBe('created');
    // A code is single-use.
    const reused = await microsoftLogin(email, code, verifier);
    expect(reused.body).toEqual({ message: 'oauth_exchange_failed', data: { reason: 'invalid_grant' } });

    const pair = pkcePair();
    const mismatch = await microsoftLogin(
      'someone-else@demo.tidyfox.test',
      await issueCode(email, pair.challenge),
      pair.verifier,
    );
    expect(mismatch.body).toEqual({ message: 'invalid_credentials', data: { reason: 'account_mismatch' } });
  });
});
