import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type EndpointName, endpoints, userSchema } from '../../src/shared/api/contract';
import { createUser, insertMailbox, loadApiUser } from '../data/users';
import { createTestApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * The user answer tells a discovery visitor (PUT /auth/demo, never sent to the user form) from a person
 * who signs in to a named demo address (a normal new user, who fills the user form): `discovery`.
 */
let t: TestApp;

async function call(
  name: EndpointName,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const definition = endpoints[name];
  return t.app.inject({
    method: definition.method,
    url: `${buildPath(name)}?device=web&version=1.0.0`,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function signIn(email: string, token?: string) {
  const started = await call('authLogin', { body: { email, password: 'demo' }, token });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  const done = await pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }));
  expect(done.statusCode).toBe(200);
  return done.body.result as { token: string; user: unknown };
}

async function userOf(token: string) {
  const answer = await call('user', { token });
  expect(answer.statusCode).toBe(200);
  return userSchema.parse((answer.json() as { user: unknown }).user);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v3/users: the discovery flag', () => {
  it('is set for a discovery visitor (PUT /auth/demo), in the auth answer and in GET /v3/users', async () => {
    const demo = await call('authDemo', { body: {} });
    expect(demo.statusCode).toBe(200);
    const answer = demo.json() as { token: string; user: unknown };
    expect(userSchema.parse(answer.user)).toMatchObject({ demo: true, discovery: true, anonymous: true });
    expect(await userOf(answer.token)).toMatchObject({ demo: true, discovery: true });
  });

  it('is not set for a named demo address (ada@demo…): a normal new user, anonymous until the form', async () => {
    const email = `ada-${Date.now().toString(36)}@demo.tidyfox.test`;
    const result = await signIn(email);
    expect(userSchema.parse(result.user)).toMatchObject({ demo: true, discovery: false, anonymous: true });
    expect(await userOf(result.token)).toMatchObject({ demo: true, discovery: false, anonymous: true });
    // Signing in to it again (another person using the shared address) does not make it a visitor.
    const again = await signIn(email);
    expect(userSchema.parse(again.user).discovery).toBe(false);
  });

  it('stays set when a discovery visitor adds a named demo address to the session', async () => {
    const { token } = (await call('authDemo', { body: {} })).json() as { token: string };
    await signIn(`grace-${Date.now().toString(36)}@demo.tidyfox.test`, token);
    const user = await userOf(token);
    expect(user.accounts.length).toBeGreaterThan(3);
    expect(user.discovery).toBe(true);
  });

  it('is not set for a real (non-demo) user', async () => {
    // A real mailbox whose local part looks like a discovery address is not one (wrong domain).
    const real = await createUser(t.deps.db, {});
    await insertMailbox(t.deps.db, {
      userId: real.id,
      email: 'visitor-lookalike@example.test',
      provider: 'other',
    });
    expect(await loadApiUser(t.deps.db, real.id)).toMatchObject({ demo: false, discovery: false });
  });
});
