import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type EndpointName, endpoints } from '../../src/shared/api/contract';
import { type Dovecot, startDovecot } from '../mail/testing/dovecot';
import { folderSenders } from '../mail/testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../mail/testing/messages';
import { createDovecotApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * Issue 15 §1: knowing a demo address and the public password `demo` never gives access to a real
 * mailbox or to another visitor. Reproduced against a real Dovecot: a real mailbox added while signed
 * in to a shared demo account, then the next person signing in to that demo account.
 */
const DOMAIN = 'isolation.tidyfox.test';
const VICTIM = `victim@${DOMAIN}`;
const PASSWORD = 'victims-own-password';
const NEWSLETTER = 'news@victim-digest.example';
const SHARED_DEMO = 'shared-account@demo.tidyfox.test';

let dovecot: Dovecot;
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

type AuthAnswer = { statusCode: number; body: Record<string, unknown> };
type Result = { token: string; status: string; user: { accounts: Array<{ email: string }> } };

async function login(email: string, password: string, token?: string): Promise<AuthAnswer> {
  const started = await call('authLogin', { body: { email, password }, token });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  return pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }), 1500);
}

const resultOf = (answer: AuthAnswer) => answer.body.result as Result;

async function listedSenders(token: string): Promise<string[]> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = (await call('subscriptions', { token })).json() as {
      status: string;
      subscriptions: Array<{ sender: string }>;
    };
    if (answer.status === 'done') return answer.subscriptions.map((item) => item.sender);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('scan did not finish');
}

beforeAll(async () => {
  dovecot = await startDovecot();
  dovecot.addUser(VICTIM, PASSWORD);
  for (let i = 0; i < 3; i++) {
    dovecot.deliver(
      VICTIM,
      'INBOX',
      buildMessage({
        from: NEWSLETTER,
        fromName: 'Victim Digest',
        to: VICTIM,
        subject: `Digest #${i + 1}`,
        headers: newsletterHeaders({ listId: 'digest.victim.example', http: 'https://victim.example/u' }),
      }),
    );
  }
  t = await createDovecotApp(dovecot, DOMAIN);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dovecot?.dispose();
});

describe('demo isolation (Dovecot)', () => {
  it('a real mailbox added while signed in to a shared demo account starts its own account; the next demo sign-in never reaches it', async () => {
    const owner = resultOf(await login(SHARED_DEMO, 'demo'));
    expect(owner.status).toBe('created');

    // The victim adds their real mailbox while signed in to the shared demo account.
    const added = await login(VICTIM, PASSWORD, owner.token);
    expect(added.statusCode).toBe(200);
    const real = resultOf(added);
    expect(real.status).toBe('created');
    expect(real.user.accounts.map((account) => account.email)).toEqual([VICTIM]);
    expect(await listedSenders(real.token)).toEqual([NEWSLETTER]);

    // The demo account still holds only its demo mailbox.
    const demoUser = (await call('user', { token: owner.token })).json() as Result;
    expect(demoUser.user.accounts.map((account) => account.email)).toEqual([SHARED_DEMO]);

    // Someone else signs in to the shared demo account with the public password.
    const attacker = resultOf(await login(SHARED_DEMO, 'demo'));
    expect(attacker.status).toBe('reconnected');
    expect(attacker.user.accounts.map((account) => account.email)).toEqual([SHARED_DEMO]);
    expect(await listedSenders(attacker.token)).not.toContain(NEWSLETTER);

    // Moving the victim's mails to Trash through the demo session finds nothing.
    const trashed = await call('subscriptionsDelete', {
      token: attacker.token,
      body: { subscriptions: [{ email: VICTIM, sender: NEWSLETTER }] },
    });
    expect(trashed.json()).toEqual({ done: true, count: 0 });
    expect(await t.mail!.waitForJobs(20_000)).toBe(true);
    expect(await folderSenders(dovecot, VICTIM, PASSWORD, 'Trash')).toEqual([]);
    expect(await folderSenders(dovecot, VICTIM, PASSWORD, 'INBOX')).toEqual([
      NEWSLETTER,
      NEWSLETTER,
      NEWSLETTER,
    ]);
  });

  it('a demo address on a user that already holds a real mailbox (data from before the rule) is refused', async () => {
    const victim = resultOf(await login(VICTIM, PASSWORD));
    const { rows } = await t.deps.db.query<{ user_id: string }>(
      'SELECT user_id::text AS user_id FROM mailboxes WHERE email = $1',
      [VICTIM],
    );
    const legacy = 'legacy-shared@demo.tidyfox.test';
    await t.deps.db.query(`INSERT INTO mailboxes (user_id, email, provider) VALUES ($1, $2, 'other')`, [
      rows[0]!.user_id,
      legacy,
    ]);
    expect(victim.token).toEqual(expect.any(String));
    expect((await login(legacy, 'demo')).body).toEqual({ message: 'invalid_credentials' });
  });

  it("a discovery visitor's generated address cannot be signed in to by password", async () => {
    const visitor = (await call('authDemo', { body: {} })).json() as Result;
    const address = visitor.user.accounts[0]!.email;
    expect(address).toMatch(/^visitor-.*@demo\.tidyfox\.test$/);
    expect((await login(address, 'demo')).body).toEqual({ message: 'invalid_credentials' });
    // Nor added to another session (which would then read the visitor's decisions).
    const other = resultOf(await login('someone-else@demo.tidyfox.test', 'demo'));
    expect((await login(address, 'demo', other.token)).body).toEqual({ message: 'invalid_credentials' });
  });
});
