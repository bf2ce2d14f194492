import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  buildPath,
  type EndpointDefinition,
  type EndpointName,
  ERROR_HTTP_STATUS,
  endpoints,
  subscriptionsAnswerSchema,
  userSchema,
} from '../../src/shared/api/contract';
import { loggerOptions } from '../app';
import { createDemoEngine } from '../engine/demo/demo-engine';
import { errorsByStatus } from '../routes/docs';
import { createTestApp, pollUntilDone, type TestApp } from './app-helpers';

// ---- a real SMTP peer for the magic links --------------------------------------------------------
const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let smtpUrl = '';

// ---- log capture (redaction test) -----------------------------------------------------------------
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(chunk.toString());
    callback();
  },
});

let t: TestApp;
const covered = new Set<EndpointName>();
/** Every error answer seen, to check it against the codes the contract documents for the call. */
const errorsSeen: Array<{ name: EndpointName; status: number; message: string }> = [];

type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  app?: TestApp;
};

async function call(name: EndpointName, options: CallOptions = {}) {
  const definition = endpoints[name];
  const query = new URLSearchParams({ device: 'web', version: '1.0.0', ...options.query }).toString();
  const response = await (options.app ?? t).app.inject({
    method: definition.method,
    url: `${buildPath(name, options.params)}?${query}`,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  // The magic link is mailed by the job queue after the answer: wait for it.
  if (name === 'authMagic') await (options.app ?? t).app.tasks.settled();
  if (response.statusCode === 200 && !options.app) covered.add(name);
  if (response.statusCode >= 400) {
    errorsSeen.push({ name, status: response.statusCode, message: (response.json() as ApiError).message });
  }
  return response;
}

const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function login(body: Record<string, unknown>, token?: string) {
  const started = await call('authLogin', { body, token });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  return pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }));
}

async function demoSession() {
  const response = await call('authDemo', { body: {} });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; user: { accounts: Array<{ email: string }> } };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    // No OAuth server here: a closed local port answers the exchange at once (oauth.test.ts has a real one).
    env: { SMTP_URL: smtpUrl, MS_TOKEN_URL: 'http://127.0.0.1:9/token' },
    logger: loggerOptions('debug', logStream),
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('contract enforcement on every route', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  const sampleParams: Record<string, string> = {
    version: '1',
    email: 'someone@demo.tidyfox.test',
    code: 'CODE1234',
    device: 'web',
    kind: 'terms',
    requestId: 'req',
    partner: 'we-forest',
  };
  const paramsFor = (name: EndpointName) =>
    Object.fromEntries(
      [...endpoints[name].path.matchAll(/:([A-Za-z]+)/g)].map(([, key]) => [key!, sampleParams[key!]!]),
    );

  it.each(names.filter((name) => endpoints[name].auth))('%s answers 401 without a token', async (name) => {
    const response = await call(name, { params: paramsFor(name), body: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'unauthorized' });
    const bad = await call(name, { params: paramsFor(name), body: {}, token: 'not-a-session' });
    expect(bad.statusCode).toBe(401);
  });

  const item = { email: 'someone@demo.tidyfox.test', sender: 'news@brand.example' };
  /** A valid body per endpoint, so that only the query is wrong. */
  const sampleBodies: Partial<Record<EndpointName, unknown>> = {
    authLogin: { email: 'someone@demo.tidyfox.test', password: 'demo' },
    authDemo: {},
    authMagic: { email: 'someone@demo.tidyfox.test' },
    authConsent: { email: 'someone@demo.tidyfox.test' },
    authFutureContact: { email: 'someone@demo.tidyfox.test' },
    userLogout: {},
    userLogoutAll: {},
    userInformation: { firstname: 'Ada', birthYear: 1990 },
    userLanguage: { language: 'en' },
    userSettingsUpdate: { name: 'notifications.push.news', value: true },
    pushRegister: { token: '{}', appInstanceId: 'a' },
    pushUnregister: { appInstanceId: 'a' },
    feedback: { device: 'web', version: '1', mood: 'happy' },
    accountSettings: { name: 'inFoxPanel', value: true },
    subscriptionsDelete: { subscriptions: [item] },
    subscriptionsBlock: { subscriptions: [item] },
    subscriptionsKeep: { subscriptions: [item] },
    subscriptionsPostpone: { subscriptions: [item] },
    subscriptionsUnblock: { subscriptions: [item] },
    subscriptionsRelease: { subscriptions: [item] },
  };

  it.each(names)('%s answers 400 invalid_request for a malformed query', async (name) => {
    const { token } = await demoSession();
    const response = await call(name, {
      body: sampleBodies[name],
      params: paramsFor(name),
      query: { device: 'x'.repeat(40) },
      token: endpoints[name].auth ? token : undefined,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; data: { issues: Array<{ path: unknown[] }> } };
    expect(body.message).toBe('invalid_request');
    expect(
      body.data.issues.some((issue) => issue.path[0] === 'querystring' && issue.path[1] === 'device'),
    ).toBe(true);
  });

  it.each(names.filter((name) => 'body' in endpoints[name] && endpoints[name].method !== 'GET'))(
    '%s answers 400 invalid_request for a malformed body',
    async (name) => {
      const { token } = await demoSession();
      const response = await call(name, {
        params: paramsFor(name),
        body: [42],
        token: endpoints[name].auth ? token : undefined,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe('invalid_request');
    },
  );

  it('takes an empty JSON body as no body', async () => {
    const { token } = await demoSession();
    const empty = { 'content-type': 'application/json', 'x-access-token': token };
    const gdpr = await t.app.inject({ method: 'PUT', url: '/api/users/gdpr', headers: empty, payload: '' });
    expect(gdpr.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      headers: empty,
      payload: '',
    });
    expect(logout.json(), logout.body).toEqual({ done: true });
    expect((await call('user', { token })).statusCode).toBe(401);
    // Optional bodies may be left out altogether.
    const demo = await t.app.inject({ method: 'PUT', url: '/api/auth/demo' });
    expect(demo.statusCode, demo.body).toBe(200);
    const other = (demo.json() as { token: string }).token;
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      headers: { 'x-access-token': other },
    });
    expect(bare.json()).toEqual({ done: true });
    // Where a body is required, its absence is named.
    const magic = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/magic',
      headers: { 'content-type': 'application/json' },
      payload: ' ',
    });
    expect(magic.statusCode).toBe(400);
    expect(magic.json()).toMatchObject({
      message: 'invalid_request',
      data: { issues: [{ path: ['body'] }] },
    });
    const poisoned = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/magic',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.test","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers malformed JSON, a wrong media type and oversized bodies with 4xx, never 500', async () => {
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/magic',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'invalid_request' });
    const media = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/magic',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ message: 'invalid_request' });
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/magic',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v9/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'not_found' });
  });
});

describe('public calls', () => {
  it('answers health, remote config, beta, partners and trees', async () => {
    expect((await call('health', { params: { version: '1.2.3' } })).json()).toEqual({ status: 'ok' });
    const config = (await call('remoteConfig')).json() as Record<string, unknown>;
    expect(config).toMatchObject({
      login_timeout_seconds: 60,
      login_delay_retry_seconds: 30,
      action_delay_seconds: 3,
    });
    expect(config.sharing_cards_positions).toEqual([20, 60]);
    expect((await call('beta')).json()).toEqual({ beta: 'a' });
    const partners = (await call('partners')).json() as { partners: Array<{ code: string; type: string }> };
    expect(partners.partners.find((p) => p.code === 'we-forest')?.type).toBe('we-forest');
    const all = await call('treesAll');
    expect(all.json()).toEqual({
      referees: expect.any(Number),
      sqm: expect.any(Number),
      deleted: expect.any(Number),
      co2: expect.any(Number),
    });
    expect((await call('treesPartner', { params: { partner: 'we-forest' } })).statusCode).toBe(200);
    const missing = await call('treesPartner', { params: { partner: 'nobody' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'not_found' });
  });

  it('serves the OpenAPI document, with the error codes of each call and the design notes, and its page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json() as {
      info: { description: string };
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const definition of Object.values(endpoints) as EndpointDefinition[]) {
      const path = `/api${definition.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const operation = openapi.paths[path]?.[definition.method.toLowerCase()];
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('200');
      for (const code of definition.errors ?? []) {
        const status = String(ERROR_HTTP_STATUS[code] ?? 400);
        expect(operation!.responses[status]?.description, `${path} ${code}`).toContain(`\`${code}\``);
      }
      if (definition.auth) expect(operation!.responses['401']?.description).toContain('unauthorized');
    }
    expect(openapi.paths['/api/auth/check']?.get?.responses['400']?.description).toContain(
      '`mailbox_already_associated`',
    );
    expect(openapi.info.description).toContain('Design notes');
    expect(openapi.info.description).toContain('reconnected-invalid-grant');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v3/subscriptions');
    expect(page.body).toContain('<h2>Design notes (where the specs say &quot;not shown&quot;)</h2>');
    expect(page.body).toContain('<code>minimum_active_account</code>');
  });

  it('sends security headers and keeps CORS closed', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v3/users',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const health = await call('health', { params: { version: '1' } });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['strict-transport-security']).toContain('max-age=');
    expect(health.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(health.headers['referrer-policy']).toBe('no-referrer');
  });

  it('opens CORS to the configured origins only', async () => {
    const open = await createTestApp({ db: t.deps.db, env: { CORS_ORIGINS: 'https://app.example' } });
    try {
      const preflight = (origin: string) =>
        open.app.inject({
          method: 'OPTIONS',
          url: '/api/v3/users',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'x-access-token',
          },
        });
      const allowed = await preflight('https://app.example');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(
        (await preflight('https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('provider lookup', () => {
  const mx = async (email: string, token?: string) => {
    const response = await call('authMx', { params: { email }, ...(token ? { token } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('uses the domain table, then MX records', async () => {
    expect(await mx('ada@gmail.com')).toEqual({
      status: 200,
      body: { provider: 'google', isShutdown: false, invalidGrant: true },
    });
    expect((await mx('ada@yahoo.fr')).body.provider).toBe('yahoo');
    expect((await mx('ada@outlook.de')).body.provider).toBe('microsoft');
    expect((await mx('ada@custom-google.test')).body.provider).toBe('google');
    expect((await mx('ada@self-hosted.test')).body.provider).toBe('other');
  });

  it('answers mx_unsupported with data.reason shutdown at a provider being shut down, except to the owner of a known mailbox', async () => {
    const shutdownError = {
      status: 400,
      body: { message: 'mx_unsupported', data: { provider: 'aol', reason: 'shutdown' } },
    };
    expect(await mx('ada@retired.test')).toEqual(shutdownError);
    // A mailbox the server knows at a provider being shut down is answered isShutdown to its owner's
    // session only (it reconnects by magic link).
    const signedIn = await login({
      email: 'known-shut@demo.tidyfox.test',
      password: 'demo',
      provider: 'aol',
    });
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.body.result as { token: string }).token;
    expect(await mx('known-shut@demo.tidyfox.test', token)).toEqual({
      status: 200,
      body: { provider: 'aol', isShutdown: true, invalidGrant: true },
    });
  });

  it('answers mx_not_found and mx_unsupported', async () => {
    expect(await mx('ada@nowhere.test')).toEqual({
      status: 400,
      body: { message: 'mx_not_found', data: { reason: 'no_mx_record' } },
    });
    expect(await mx('ada@proton.me')).toEqual({
      status: 400,
      body: { message: 'mx_unsupported', data: { provider: 'proton', reason: 'unsupported_domain' } },
    });
    expect((await mx('ada@proton-custom.test')).body).toEqual({
      message: 'mx_unsupported',
      data: { provider: 'protonmail', reason: 'unsupported_mail_host' },
    });
  });

  it("tells only the owner's session that it knows a mailbox (invalidGrant); to anyone else known and unknown answer alike", async () => {
    const owner = await demoSession();
    const other = await demoSession();
    const known = owner.user.accounts[0]!.email;
    const unknown = 'stranger@demo.tidyfox.test';
    // The owner's session: the marker on its own mailbox only.
    expect(await mx(known, owner.token)).toEqual({
      status: 200,
      body: { provider: 'google', isShutdown: false, invalidGrant: true },
    });
    expect((await mx(unknown, owner.token)).body.invalidGrant).toBeUndefined();
    // Another user's session: another's mailbox is answered as an unknown address.
    expect(await mx(known, other.token)).toEqual(await mx(unknown, other.token));
    expect((await mx(known, other.token)).body.invalidGrant).toBeUndefined();
    // No session (or a dead one): one answer for both, with the marker (the delete flow signs in next).
    expect(await mx(known)).toEqual(await mx(unknown));
    expect((await mx(known)).body.invalidGrant).toBe(true);
    expect(await mx(known, 'not-a-live-session')).toEqual(await mx(unknown, 'not-a-live-session'));
  });
});

describe('mailbox login', () => {
  it('creates, reconnects, associates and refuses a mailbox of another user', async () => {
    const created = await login({
      email: 'Ada@demo.tidyfox.test',
      password: 'demo',
      language: 'fr',
      provider: 'other',
      options: {},
      signUpReferrer: 'https://blog.example/post',
      signUpUtmSource: 'newsletter',
      signUpUtmCampaign: '',
    });
    expect(created.statusCode).toBe(200);
    const result = (
      created.body as { result: { token: string; status: string; new: boolean; user: unknown } }
    ).result;
    expect(result.status).toBe('created');
    expect(result.new).toBe(true);
    expect(userSchema.parse(result.user).accounts[0]?.email).toBe('ada@demo.tidyfox.test');

    const again = await login({ email: 'ada@demo.tidyfox.test', password: 'demo', signUpUtmSource: 'other' });
    expect((again.body.result as { status: string }).status).toBe('reconnected');
    // The attribution of the login that created the user is kept (empty fields dropped), not overwritten.
    const signUp = await t.deps.db.query<{ sign_up: unknown }>(
      'SELECT sign_up FROM users WHERE id = (SELECT user_id FROM mailboxes WHERE email = $1)',
      ['ada@demo.tidyfox.test'],
    );
    expect(signUp.rows[0]?.sign_up).toEqual({
      referrer: 'https://blog.example/post',
      utmSource: 'newsletter',
    });

    const added = await login({ email: 'ada.work@demo.tidyfox.test', code: 'demo' }, result.token);
    const addedResult = added.body.result as {
      status: string;
      association: boolean;
      user: { accounts: unknown[] };
    };
    expect(addedResult.status).toBe('associated');
    expect(addedResult.association).toBe(true);
    expect(addedResult.user.accounts).toHaveLength(2);

    await login({ email: 'grace@demo.tidyfox.test', password: 'demo' });
    const refused = await login({ email: 'grace@demo.tidyfox.test', password: 'demo' }, result.token);
    expect(refused).toEqual({ statusCode: 400, body: { message: 'mailbox_already_associated' } });
  });

  it('answers reconnected-invalid-grant and imported', async () => {
    await login({ email: 'linus@demo.tidyfox.test', password: 'demo' });
    await t.deps.db.query('UPDATE mailboxes SET invalid_grant = TRUE WHERE email = $1', [
      'linus@demo.tidyfox.test',
    ]);
    const regranted = await login({ email: 'linus@demo.tidyfox.test', password: 'demo' });
    expect((regranted.body.result as { status: string }).status).toBe('reconnected-invalid-grant');
    // A discovery address is never signed in to by password (demo isolation, issue 15 §1)...
    const { user } = await demoSession();
    expect((await login({ email: user.accounts[0]!.email, password: 'demo' })).body).toEqual({
      message: 'invalid_credentials',
    });
    // ...`imported` is a mailbox the server knows without credentials.
    await login({ email: 'without-credentials@demo.tidyfox.test', password: 'demo' });
    await t.deps.db.query('UPDATE mailboxes SET password_enc = NULL WHERE email = $1', [
      'without-credentials@demo.tidyfox.test',
    ]);
    const imported = await login({ email: 'without-credentials@demo.tidyfox.test', password: 'demo' });
    expect((imported.body.result as { status: string }).status).toBe('imported');
  });

  it('marks mailboxes of a provider being shut down, from the login and at each start', async () => {
    const created = await login({ email: 'shut@demo.tidyfox.test', password: 'demo', provider: 'aol' });
    const user = (created.body.result as { user: { accounts: Array<{ providerShutdown: boolean }> } }).user;
    expect(user.accounts[0]?.providerShutdown).toBe(true);
    const { token } = created.body.result as { token: string };
    // The provider is no longer shut down in the domain map of the next start.
    const next = await createTestApp({
      db: t.deps.db,
      deps: { domainMap: { ...t.deps.domainMap, shutdown: [] } },
    });
    try {
      const after = (await call('user', { app: next, token })).json() as {
        user: { accounts: Array<{ providerShutdown: boolean }> };
      };
      expect(after.user.accounts[0]?.providerShutdown).toBe(false);
    } finally {
      await next.close();
    }
  });

  it('maps login failures to their codes', async () => {
    const fail = async (email: string, password: string) => (await login({ email, password })).body;
    expect(await fail('ada@demo.tidyfox.test', 'wrong')).toEqual({ message: 'invalid_credentials' });
    expect(await fail('app-password@demo.tidyfox.test', 'x')).toEqual({ message: 'application_password' });
    expect(await fail('imap-disabled@demo.tidyfox.test', 'x')).toEqual({ message: 'imap_disabled' });
    expect(await fail('timeout@demo.tidyfox.test', 'x')).toEqual({ message: 'timeout' });
    expect((await fail('someone@gmail.com', 'x')).message).toBe('unknown_error');
    expect((await fail('someone@nowhere.test', 'x')).message).toBe('mx_not_found');
  });

  it('stores the mailbox password encrypted and hands the result out once', async () => {
    const started = await call('authLogin', { body: { email: 'hedy@demo.tidyfox.test', password: 'demo' } });
    const asyncToken = (started.json() as { token: string }).token;
    const first = await pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }));
    expect(first.statusCode).toBe(200);
    const second = await call('authCheck', { headers: { 'x-async-token': asyncToken } });
    expect(second.json()).toEqual({ message: 'async_token_invalid' });
    const row = await t.deps.db.query<{ password_enc: string }>(
      'SELECT password_enc FROM mailboxes WHERE email = $1',
      ['hedy@demo.tidyfox.test'],
    );
    expect(row.rows[0]?.password_enc).toMatch(/^v1\./);
    expect(t.deps.cipher.decrypt(row.rows[0]!.password_enc)).toBe('demo');
    const unknown = await call('authCheck', { headers: { 'x-async-token': 'unknown' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('records consent and future contact', async () => {
    const consent = await call('authConsent', {
      body: { email: 'new@demo.tidyfox.test', language: 'en', device: 'web', signUpUtmSource: 'newsletter' },
    });
    expect(consent.json()).toEqual({ done: true });
    expect((await call('authFutureContact', { body: { email: 'new@demo.tidyfox.test' } })).json()).toEqual({
      done: true,
    });
    const rows = await t.deps.db.query<{ kind: string }>(
      'SELECT kind FROM consents WHERE email = $1 ORDER BY id',
      ['new@demo.tidyfox.test'],
    );
    expect(rows.rows.map((r) => r.kind)).toEqual(['terms', 'future-contact']);
  });
});

describe('magic link (real SMTP server)', () => {
  const codeFrom = (raw: string) => {
    const match = decodeQuotedPrintable(raw).match(
      /\/([a-z]{2}-[a-z]{2})\/magic-link\?code=([A-Za-z0-9_-]+)/,
    );
    if (!match) throw new Error('no link in the mail');
    return { locale: match[1], code: match[2]! };
  };

  it('mails a single-use link that signs in once', async () => {
    await login({ email: 'magic@demo.tidyfox.test', password: 'demo' });
    received.length = 0;
    const sent = await call('authMagic', { body: { email: 'Magic@demo.tidyfox.test', language: 'fr' } });
    expect(sent.json()).toEqual({ sent: true });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['magic@demo.tidyfox.test']);
    expect(received[0]?.raw).toContain('Tidy Fox');
    const { locale, code } = codeFrom(received[0]!.raw);
    expect(locale).toBe('fr-fr');
    const checked = await call('authMagicCheck', { headers: { 'x-magic-token': code } });
    expect(checked.statusCode).toBe(200);
    const result = (
      checked.json() as { result: { token: string; user: { accounts: Array<{ email: string }> } } }
    ).result;
    expect(result.user.accounts[0]?.email).toBe('magic@demo.tidyfox.test');
    expect((await call('user', { token: result.token })).statusCode).toBe(200);
    const reused = await call('authMagicCheck', { headers: { 'x-magic-token': code } });
    expect(reused.json()).toEqual({ message: 'magic_code_used' });
  });

  it('answers timeout for an expired link and the same reply for unknown addresses', async () => {
    received.length = 0;
    await call('authMagic', { body: { email: 'magic@demo.tidyfox.test' } });
    const { code } = codeFrom(received[0]!.raw);
    await t.deps.db.query(
      "UPDATE magic_codes SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL",
    );
    expect((await call('authMagicCheck', { headers: { 'x-magic-token': code } })).json()).toEqual({
      message: 'timeout',
    });
    expect((await call('authMagicCheck', { headers: { 'x-magic-token': 'forged' } })).json()).toEqual({
      message: 'magic_code_invalid',
    });
    received.length = 0;
    expect((await call('authMagic', { body: { email: 'nobody@demo.tidyfox.test' } })).json()).toEqual({
      sent: true,
    });
    expect(received).toHaveLength(0);
  });

  it('writes the mail to the dev outbox when no SMTP is configured, and rate-limits the calls', async () => {
    const dev = await createTestApp({ db: t.deps.db, env: { RATE_LIMIT_MAGIC_PER_HOUR: '2' } });
    try {
      const first = await call('authMagic', { app: dev, body: { email: 'magic@demo.tidyfox.test' } });
      expect(first.statusCode).toBe(200);
      const files = readdirSync(join(dev.dataDir, 'outbox')).sort();
      expect(files.map((file) => file.slice(-4))).toEqual(['.eml', '.txt']);
      const eml = readFileSync(join(dev.dataDir, 'outbox', files[0]!), 'utf8');
      expect(decodeQuotedPrintable(eml)).toMatch(/\/en-gb\/magic-link\?code=/);
      const text = readFileSync(join(dev.dataDir, 'outbox', files[1]!), 'utf8');
      const link = text.match(/http\S*magic-link\?code=([A-Za-z0-9_-]+)/);
      expect(link?.[0]).toMatch(/^http:\/\/localhost:8080\/en-gb\//);
      const signedIn = await call('authMagicCheck', { app: dev, headers: { 'x-magic-token': link![1]! } });
      expect(signedIn.statusCode).toBe(200);
      expect(
        (await call('authMagic', { app: dev, body: { email: 'magic@demo.tidyfox.test' } })).statusCode,
      ).toBe(200);
      const limited = await call('authMagic', { app: dev, body: { email: 'magic@demo.tidyfox.test' } });
      expect(limited.statusCode).toBe(429);
      expect((limited.json() as { message: string }).message).toBe('rate_limited');
      // Only the auth calls are limited.
      for (let i = 0; i < 5; i++)
        expect((await call('health', { app: dev, params: { version: '1' } })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('rate limits', () => {
  it('caps the links mailed to one address without telling the caller', async () => {
    const capped = await createTestApp({
      db: t.deps.db,
      env: { SMTP_URL: smtpUrl, RATE_LIMIT_MAGIC_PER_ADDRESS_PER_HOUR: '2', MAGIC_LINK_TTL_SECONDS: '600' },
    });
    try {
      await login({ email: 'capped@demo.tidyfox.test', password: 'demo' });
      received.length = 0;
      for (let i = 0; i < 4; i++) {
        const sent = await call('authMagic', { app: capped, body: { email: 'capped@demo.tidyfox.test' } });
        expect(sent.json()).toEqual({ sent: true });
      }
      expect(received).toHaveLength(2);
      expect(decodeQuotedPrintable(received[0]!.raw)).toContain('expires in 10 minutes');
      // An hour later the address gets links again.
      await t.deps.db.query(
        "UPDATE magic_codes SET created_at = now() - interval '61 minutes' WHERE email = 'capped@demo.tidyfox.test'",
      );
      await call('authMagic', { app: capped, body: { email: 'capped@demo.tidyfox.test' } });
      expect(received).toHaveLength(3);
    } finally {
      await capped.close();
    }
  });

  it('limits the login, lookup, demo, magic and consent calls with one budget per client', async () => {
    const requests: Array<[EndpointName, CallOptions]> = [
      ['authLogin', { body: { email: 'rl@demo.tidyfox.test', password: 'demo' } }],
      ['authMx', { params: { email: 'rl@gmail.com' } }],
      ['authDemo', { body: {} }],
      ['authConsent', { body: { email: 'rl@demo.tidyfox.test' } }],
      ['authFutureContact', { body: { email: 'rl@demo.tidyfox.test' } }],
      ['authMagicCheck', { headers: { 'x-magic-token': 'nope' } }],
      ['authMagic', { body: { email: 'rl@demo.tidyfox.test' } }],
    ];
    const strict = await createTestApp({
      db: t.deps.db,
      env: { RATE_LIMIT_AUTH_PER_MINUTE: String(requests.length) },
    });
    try {
      // One call of each auth route spends the shared budget...
      for (const [name, options] of requests) {
        expect((await call(name, { ...options, app: strict })).statusCode, name).not.toBe(429);
      }
      // ...then every one of them is refused.
      for (const [name, options] of requests) {
        const limited = await call(name, { ...options, app: strict });
        expect(limited.statusCode, name).toBe(429);
        expect(limited.headers['retry-after']).toMatch(/^\d+$/);
        expect(limited.json()).toMatchObject({
          message: 'rate_limited',
          data: { retryAfter: expect.anything() },
        });
      }
      // The session calls are not limited.
      const { token } = (await call('authDemo', { body: {} })).json() as { token: string };
      for (let i = 0; i < 5; i++) expect((await call('user', { app: strict, token })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('signed-in product', () => {
  it('lists a demo mailbox of at least 150 senders and applies the four actions', async () => {
    const { token, user } = await demoSession();
    const answer = subscriptionsAnswerSchema.parse((await call('subscriptions', { token })).json());
    expect(answer.status).toBe('done');
    expect(answer.retry).toBeNull();
    expect(answer.mailboxes).toHaveLength(3);
    expect(answer.subscriptions.length).toBeGreaterThanOrEqual(150);
    expect(answer.subscriptions.some((s) => s.type === 'spams')).toBe(true);
    const mailbox = user.accounts[0]!.email;
    const senders = answer.subscriptions.filter((s) => s.email === mailbox && s.type === 'subscriptions');
    const [a, b, c, d] = senders;
    const ref = (s: typeof a) => ({ email: s!.email, sender: s!.sender });

    const deleted = await call('subscriptionsDelete', {
      token,
      body: { subscriptions: [ref(a), ref(a), ref(b)] },
    });
    expect(deleted.json()).toEqual({ done: true, count: 2 });
    expect((await call('subscriptionsBlock', { token, body: { subscriptions: [ref(c)] } })).json()).toEqual({
      done: true,
      count: 1,
    });
    expect((await call('subscriptionsKeep', { token, body: { subscriptions: [ref(d)] } })).json()).toEqual({
      done: true,
      count: 1,
    });
    const later = senders[4]!;
    expect(
      (await call('subscriptionsPostpone', { token, body: { subscriptions: [ref(later)] } })).json(),
    ).toEqual({
      done: true,
      count: 1,
    });

    const after = subscriptionsAnswerSchema.parse((await call('subscriptions', { token })).json());
    const present = new Set(after.subscriptions.map((s) => `${s.email} ${s.sender}`));
    for (const gone of [a, b, c, d]) expect(present.has(`${gone!.email} ${gone!.sender}`)).toBe(false);
    // By mailbox and sender: the demo's other mailboxes may hold the same sender, not postponed there.
    expect(
      after.subscriptions.find((s) => s.email === later.email && s.sender === later.sender),
    ).toMatchObject({
      type: 'later',
      isLater: true,
    });
    expect(after.mailboxes.find((m) => m.email === mailbox)?.count).toBeLessThan(
      answer.mailboxes.find((m) => m.email === mailbox)!.count,
    );

    const blocked = (await call('subscriptionsBlocked', { token })).json() as {
      subscriptions: Array<{ sender: string; date: string }>;
    };
    expect(blocked.subscriptions.map((s) => s.sender)).toEqual([c!.sender]);
    expect(Date.parse(blocked.subscriptions[0]!.date)).not.toBeNaN();
    const kept = (await call('subscriptionsKept', { token })).json() as {
      subscriptions: Array<{ sender: string }>;
    };
    expect(kept.subscriptions.map((s) => s.sender)).toContain(d!.sender);
    const postponed = (await call('subscriptionsPostponed', { token })).json() as {
      subscriptions: Array<{ sender: string }>;
    };
    expect(postponed.subscriptions.map((s) => s.sender)).toEqual([later.sender]);

    const stats = (await call('userStats', { token })).json() as {
      user: Record<string, number>;
      global: Record<string, number>;
    };
    expect(stats.user.deletedMails).toBe(a!.count + b!.count + c!.count);
    expect(stats.user.treatedNewsletters).toBe(4);
    expect(stats.user.autoDeletedNewsletters).toBe(1);
    expect(stats.user.storageSavedInKo).toBeGreaterThan(0);
    expect(stats.global.deletedMails).toBeGreaterThanOrEqual(stats.user.deletedMails!);
    expect(stats.global.averageNewslettersPerAccount).toBeGreaterThan(0);

    expect((await call('subscriptionsUnblock', { token, body: { subscriptions: [ref(c)] } })).json()).toEqual(
      { done: true, count: 1 },
    );
    expect((await call('subscriptionsRelease', { token, body: { subscriptions: [ref(d)] } })).json()).toEqual(
      { done: true, count: 1 },
    );
    const restored = subscriptionsAnswerSchema.parse((await call('subscriptions', { token })).json());
    expect(restored.subscriptions.filter((s) => s.email === mailbox).map((s) => s.sender)).toEqual(
      expect.arrayContaining([c!.sender, d!.sender]),
    );

    // Demo reset forgets every decision.
    expect((await call('demoReset', { token })).json()).toEqual({ done: true });
    expect(
      ((await call('subscriptionsBlocked', { token })).json() as { subscriptions: unknown[] }).subscriptions,
    ).toEqual([]);
    expect(
      ((await call('userStats', { token })).json() as { user: { deletedMails: number } }).user.deletedMails,
    ).toBe(0);
  });

  it('keeps a discovery state per session, with kept mail from the start, and resets it', async () => {
    const first = await demoSession();
    const second = await demoSession();
    expect(new Set(first.user.accounts.map((a) => a.email)).size).toBe(3);
    expect(first.user.accounts.some((a) => second.user.accounts.some((b) => b.email === a.email))).toBe(
      false,
    );
    const kept = async (token: string) =>
      ((await call('subscriptionsKept', { token })).json() as { subscriptions: Array<{ sender: string }> })
        .subscriptions;
    const initiallyKept = await kept(first.token);
    expect(initiallyKept.length).toBeGreaterThan(0);
    const list = subscriptionsAnswerSchema.parse(
      (await call('subscriptions', { token: first.token })).json(),
    );
    const target = list.subscriptions.find((s) => s.type === 'subscriptions')!;
    await call('subscriptionsDelete', {
      token: first.token,
      body: { subscriptions: [{ email: target.email, sender: target.sender }] },
    });
    const statsOf = async (token: string) =>
      ((await call('userStats', { token })).json() as { user: { deletedMails: number } }).user.deletedMails;
    expect(await statsOf(first.token)).toBe(target.count);
    expect(await statsOf(second.token)).toBe(0);

    expect((await call('demoReset', { token: first.token })).json()).toEqual({ done: true });
    expect(await statsOf(first.token)).toBe(0);
    expect((await kept(first.token)).map((s) => s.sender).sort()).toEqual(
      initiallyKept.map((s) => s.sender).sort(),
    );
    const again = subscriptionsAnswerSchema.parse(
      (await call('subscriptions', { token: first.token })).json(),
    );
    expect(again.subscriptions.some((s) => s.sender === target.sender && s.email === target.email)).toBe(
      true,
    );
  });

  it('reports incremental senders since a time and refuses a reset for real users', async () => {
    const { token } = await demoSession();
    const first = subscriptionsAnswerSchema.parse((await call('subscriptions', { token })).json());
    expect(first.incrementalSubscriptions).toHaveLength(first.subscriptions.length);
    const next = subscriptionsAnswerSchema.parse(
      (await call('subscriptions', { token, query: { since: first.extras.serverTime } })).json(),
    );
    expect(next.incrementalSubscriptions).toEqual([]);

    // A user with a real mailbox (made so in the database: this app has no real engine) has no demo to reset.
    const real = await demoSession();
    const [box] = real.user.accounts;
    await t.deps.db.query(
      'UPDATE users SET demo = FALSE WHERE id = (SELECT user_id FROM mailboxes WHERE email = $1)',
      [box!.email],
    );
    await t.deps.db.query(
      "UPDATE mailboxes SET email = 'real-' || md5(email) || '@example.test' WHERE email = $1",
      [box!.email],
    );
    const refused = await call('demoReset', { token: real.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'invalid_request', data: { reason: 'not a demo user' } });
  });

  it('saves the user form with field errors and referral codes', async () => {
    const { token } = await demoSession();
    const bad = await call('userInformation', {
      token,
      body: { firstname: 'J0hn!', birthYear: new Date().getFullYear() - 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'user_form_invalid',
      data: [
        { name: 'firstname', error: 'user_form_firstname_invalid', invalidCharacters: ['0', '!'] },
        { name: 'birthYear', error: 'user_form_birthyear_error' },
      ],
    });
    const short = await call('userInformation', { token, body: { firstname: 'J', birthYear: 1990 } });
    expect(short.json()).toMatchObject({ data: [{ name: 'firstname', error: 'user_form_firstname_error' }] });
    const unknownCode = await call('userInformation', {
      token,
      body: { firstname: 'Zoé', birthYear: 1990, partnerCode: 'NOPE' },
    });
    expect(unknownCode.json()).toEqual({
      message: 'user_form_invalid',
      data: { partnerCode: { error: 'unknown_code' } },
    });
    const saved = await call('userInformation', {
      token,
      body: {
        firstname: 'Zoé',
        lastname: "O'Neil",
        birthYear: 1990,
        partnerCode: 'we-forest',
        device: 'web',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { user: { firstname: string; anonymous: boolean } }).user).toMatchObject({
      firstname: 'Zoé',
      anonymous: false,
    });
    expect((await call('user', { token })).json()).toMatchObject({
      user: { firstname: 'Zoé', birthYear: 1990 },
    });
    expect((await call('userLanguage', { token, body: { language: 'de' } })).json()).toEqual({ done: true });
  });

  it('generates referral codes and records referrals by code', async () => {
    const referrer = await demoSession();
    const { partnerCode, referrals } = (await call('referrals', { token: referrer.token })).json() as {
      partnerCode: string;
      referrals: unknown[];
    };
    expect(partnerCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(referrals).toEqual([]);
    const referee = await demoSession();
    expect(
      (await call('referralByCode', { token: referee.token, params: { code: 'ZZZZZZZZ' } })).json(),
    ).toEqual({
      message: 'unknown_code',
    });
    expect(
      (await call('referralByCode', { token: referee.token, params: { code: partnerCode } })).json(),
    ).toEqual({ done: true });
    const again = await call('referralByCode', { token: referee.token, params: { code: partnerCode } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'already_referred' });
    const list = (await call('referrals', { token: referrer.token })).json() as {
      referrals: Array<{ date: string }>;
    };
    expect(list.referrals).toHaveLength(1);
  });

  it('handles notification settings and push registration', async () => {
    const { token } = await demoSession();
    const settings = (await call('userSettings', { token, query: { appInstanceId: 'app-1' } })).json();
    expect(settings).toEqual({
      notifications: { push: { news: true, important: true } },
      isRegisteredToPushNotifications: false,
      vapidPublicKey: t.deps.vapid.publicKey,
    });
    const updated = await call('userSettingsUpdate', {
      token,
      body: { name: 'notifications.push.news', value: false },
    });
    expect(updated.json()).toMatchObject({ notifications: { push: { news: false, important: true } } });
    const badToken = await call('pushRegister', {
      token,
      body: { token: 'not json', appInstanceId: 'app-1' },
    });
    expect(badToken.json()).toMatchObject({ message: 'register_error' });
    const subscription = JSON.stringify({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'key', auth: 'auth' },
    });
    expect(
      (
        await call('pushRegister', {
          token,
          body: { token: subscription, appInstanceId: 'app-1', device: 'web' },
        })
      ).json(),
    ).toEqual({
      done: true,
    });
    expect((await call('userSettings', { token, query: { appInstanceId: 'app-1' } })).json()).toMatchObject({
      isRegisteredToPushNotifications: true,
    });
    expect((await call('pushUnregister', { token, body: { appInstanceId: 'app-1' } })).json()).toEqual({
      done: true,
    });
    expect((await call('userSettings', { token, query: { appInstanceId: 'app-1' } })).json()).toMatchObject({
      isRegisteredToPushNotifications: false,
    });
  });

  it('records feedback and agreements', async () => {
    const { token } = await demoSession();
    const params = { device: 'web', version: '2.0.0' };
    expect((await call('feedbackGiven', { token, params })).json()).toEqual({ given: false });
    const sent = await call('feedback', {
      token,
      body: { device: 'web', version: '2.0.0', mood: 'happy', tags: ['fast'], message: 'Great' },
    });
    expect(sent.json()).toEqual({ done: true });
    expect((await call('feedbackGiven', { token, params })).json()).toEqual({ given: true });
    expect((await call('agreements', { token })).json()).toEqual({ terms: null, privacy: null });
    const accepted = (await call('agreementAccept', { token, params: { kind: 'terms' } })).json() as {
      terms: string;
      privacy: null;
    };
    expect(Date.parse(accepted.terms)).not.toBeNaN();
    expect(accepted.privacy).toBeNull();
    expect((await call('agreementAccept', { token, params: { kind: 'cookies' } })).statusCode).toBe(400);
  });

  it('toggles mailboxes with minimum_active_account and deletes them through an async check', async () => {
    const { token, user } = await demoSession();
    const [first, second, third] = user.accounts.map((a) => a.email) as [string, string, string];
    const panel = await call('accountSettings', {
      token,
      params: { email: first },
      body: { name: 'inFoxPanel', value: false },
    });
    expect(
      (panel.json() as { user: { accounts: Array<{ inFoxPanel: boolean }> } }).user.accounts[0]?.inFoxPanel,
    ).toBe(false);
    await call('accountSettings', {
      token,
      params: { email: first },
      body: { name: 'isActive', value: false },
    });
    await call('accountSettings', {
      token,
      params: { email: second },
      body: { name: 'isActive', value: false },
    });
    const last = await call('accountSettings', {
      token,
      params: { email: third },
      body: { name: 'isActive', value: false },
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: 'minimum_active_account' });
    const subs = subscriptionsAnswerSchema.parse((await call('subscriptions', { token })).json());
    expect(new Set(subs.subscriptions.map((s) => s.email))).toEqual(new Set([third]));

    const notMine = await call('accountDelete', { token, params: { email: 'ada@demo.tidyfox.test' } });
    expect(notMine.json()).toEqual({ message: 'account_not_found' });

    const removeOne = async (email: string) => {
      const started = await call('accountDelete', { token, params: { email } });
      const asyncToken = (started.json() as { token: string }).token;
      return pollUntilDone(() =>
        call('accountDeleteCheck', { params: { email }, headers: { 'x-async-token': asyncToken } }),
      );
    };
    const afterThird = await removeOne(third);
    const remaining = (
      afterThird.body.result as { user: { accounts: Array<{ email: string; isActive: boolean }> } }
    ).user.accounts;
    expect(remaining.map((a) => a.email)).toEqual([first, second]);
    expect(remaining.some((a) => a.isActive)).toBe(true);
    await removeOne(second);
    const gone = await removeOne(first);
    expect(gone.body).toEqual({ result: { user: null } });
    expect((await call('user', { token })).statusCode).toBe(401);
  });

  it('exports personal data as a downloadable text file', async () => {
    const { token } = await demoSession();
    await call('userInformation', { token, body: { firstname: 'Margaret', birthYear: 1980 } });
    const { requestId } = (await call('gdprRequest', { token })).json() as { requestId: string };
    const status = await pollUntilDone(() => call('gdprStatus', { token, params: { requestId } }));
    expect(status.body).toMatchObject({ requestId, done: true, retry: null });
    const url = status.body.url as string;
    expect(url).toMatch(/^\/api\/users\/gdpr\/.+\/file\?key=/);
    const file = await t.app.inject({ method: 'GET', url });
    covered.add('gdprFile');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(file.headers['content-disposition']).toContain('data-portability');
    expect(file.body).toContain('First name: Margaret');
    const forged = await t.app.inject({ method: 'GET', url: url.replace(/key=.*/, 'key=forged') });
    expect(forged.statusCode).toBe(404);
    const other = await demoSession();
    expect((await call('gdprStatus', { token: other.token, params: { requestId } })).statusCode).toBe(404);
    // A second download works until the export expires (24 h), then it is gone.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.deps.db.query("UPDATE gdpr_exports SET created_at = now() - interval '25 hours' WHERE id = $1", [
      requestId,
    ]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call('gdprStatus', { token, params: { requestId } })).json()).toEqual({
      message: 'not_found',
    });
  });

  it('logs out by revoking the token', async () => {
    const { token } = await demoSession();
    expect((await call('userLogout', { token, body: { appInstanceId: 'app-1' } })).json()).toEqual({
      done: true,
    });
    expect((await call('user', { token })).statusCode).toBe(401);
  });

  it('signs out everywhere: every session of the user ends', async () => {
    const first = (await login({ email: 'everywhere@demo.tidyfox.test', password: 'demo' })).body.result as {
      token: string;
    };
    const second = (await login({ email: 'everywhere@demo.tidyfox.test', password: 'demo' })).body.result as {
      token: string;
    };
    const other = await demoSession();
    expect((await call('userLogoutAll', { token: second.token })).json()).toEqual({ done: true });
    expect((await call('user', { token: first.token })).statusCode).toBe(401);
    expect((await call('user', { token: second.token })).statusCode).toBe(401);
    expect((await call('user', { token: other.token })).statusCode).toBe(200);
  });
});

describe('maintenance and the web app', () => {
  it('answers maintenance on every call but health and config', async () => {
    const down = await createTestApp({ db: t.deps.db, env: { MAINTENANCE: '1' } });
    try {
      expect((await call('health', { app: down, params: { version: '1' } })).json()).toEqual({
        status: 'maintenance',
      });
      expect((await call('remoteConfig', { app: down })).statusCode).toBe(200);
      const blocked = await call('partners', { app: down });
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json()).toEqual({ message: 'maintenance' });
    } finally {
      await down.close();
    }
  });

  it('serves the built app with a history fallback under every language prefix', async () => {
    const web = join(t.dataDir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tidy Fox</title>');
    writeFileSync(join(web, 'assets', 'app-1234.js'), 'console.log(1)');
    const site = await createTestApp({ db: t.deps.db, env: { WEB_DIR: web } });
    try {
      for (const path of [
        '/',
        '/en-gb/',
        '/ar-sa/newsletters',
        '/fr-fr/partner/we-forest',
        '/magic-link?code=x',
        '/save-the-planet.html',
        '/de-de/stats?forceStories=true',
      ]) {
        const page = await site.app.inject({ method: 'GET', url: path });
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toContain('<title>Tidy Fox</title>');
      }
      const asset = await site.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await site.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.json()).toEqual({ message: 'not_found' });
      const stale = await site.app.inject({ method: 'GET', url: '/assets/app-0000.js' });
      expect(stale.statusCode).toBe(404);
      expect(stale.body).not.toContain('<title>');
      // The partner logos GET /partners refers to.
      const partners = (await call('partners', { app: site })).json() as { partners: Array<{ img: string }> };
      for (const { img } of partners.partners) {
        const logo = await site.app.inject({ method: 'GET', url: img });
        expect(logo.statusCode, img).toBe(200);
        expect(logo.headers['content-type'], img).toContain('image/svg+xml');
      }
    } finally {
      await site.close();
    }
  });
});

describe('coverage and logs', () => {
  it('called every route of the contract successfully', () => {
    const missing = (Object.keys(endpoints) as EndpointName[]).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it('answered only the error codes the contract documents for each call, with their HTTP status', () => {
    expect(errorsSeen.length).toBeGreaterThan(50);
    const undocumented = errorsSeen.filter(({ name, status, message }) => {
      const documented = [...errorsByStatus(endpoints[name]).values()].flat() as string[];
      const expectedStatus =
        ERROR_HTTP_STATUS[message as keyof typeof ERROR_HTTP_STATUS] ??
        (message === 'invalid_request' && [413, 415].includes(status) ? status : 400);
      return !documented.includes(message) || status !== expectedStatus;
    });
    expect(undocumented).toEqual([]);
  });

  it('never logged a password, token or code', async () => {
    const started = await call('authLogin', {
      body: { email: 'ada@demo.tidyfox.test', password: 'Sup3r-Secret-Pw!' },
    });
    const asyncToken = (started.json() as { token: string }).token;
    await pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }));
    const { token } = await demoSession();
    await call('user', {
      token,
      headers: { authorization: 'Bearer very-secret-bearer', cookie: 'sid=cookie-secret' },
    });
    await t.app.inject({ method: 'GET', url: '/api/users/gdpr/x/file?key=query-secret-key' });
    await call('authMagicCheck', { headers: { 'x-magic-token': 'magic-code-secret' } });
    await call('authLogin', {
      body: {
        email: 'ms@demo.tidyfox.test',
        oAuthCode: 'oauth-code-secret',
        oAuthCodeVerifier: 'oauth-verifier-secret-0123456789-0123456789-0123',
      },
    });
    await call('pushRegister', {
      token,
      body: { token: '{"endpoint":"https://push.example/push-secret"}', appInstanceId: 'a' },
    });
    await t.app.tasks.settled();
    const logs = logLines.join('');
    expect(logs).toContain('[Redacted]');
    expect(logs).toContain('request body');
    for (const secret of [
      'Sup3r-Secret-Pw!',
      asyncToken,
      token,
      'very-secret-bearer',
      'cookie-secret',
      'query-secret-key',
      'magic-code-secret',
      'oauth-code-secret',
      'oauth-verifier-secret',
      'push-secret',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('demo engine timing through the API', () => {
  it('scans pending, then partial, then done with retry hints', async () => {
    let now = 1_000_000;
    const slow = await createTestApp({
      db: t.deps.db,
      deps: { engine: createDemoEngine({ pendingMs: 1000, scanMs: 4000, retryMs: 700, now: () => now }) },
    });
    try {
      const { token } = (await call('authDemo', { app: slow, body: {} })).json() as { token: string };
      const read = async () =>
        subscriptionsAnswerSchema.parse((await call('subscriptions', { app: slow, token })).json());
      const pending = await read();
      expect([pending.status, pending.retry, pending.subscriptions.length]).toEqual(['pending', 700, 0]);
      now += 3000;
      const partial = await read();
      expect(partial.status).toBe('partial');
      expect(partial.retry).toBe(700);
      expect(partial.subscriptions.length).toBeGreaterThan(0);
      now += 3000;
      const done = await read();
      expect([done.status, done.retry, done.extras.progress]).toEqual(['done', null, 100]);
      expect(done.subscriptions.length).toBeGreaterThan(partial.subscriptions.length);
      // The scan starts at sign-in, not at the first poll.
      const later = (await call('authDemo', { app: slow, body: {} })).json() as { token: string };
      now += 6000;
      const first = subscriptionsAnswerSchema.parse(
        (await call('subscriptions', { app: slow, token: later.token })).json(),
      );
      expect(first.status).toBe('done');
    } finally {
      await slow.close();
    }
  });
});
