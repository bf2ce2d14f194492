import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../db/sql-client';
import type { Mailer } from '../notify/mailer';
import { createTestApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * Issue 15 §5: `PUT /auth/magic` must not tell a known address from an unknown one (not by its answer,
 * not by its time), and the auth routes share one per-IP budget.
 */
let t: TestApp;
const sent: string[] = [];
/** While set, every mailbox lookup waits for it: an answer that waited for the lookup never comes. */
let lookupGate: Promise<void> | null = null;
/** While set, the text of every statement the app runs. */
let statements: string[] | null = null;

beforeAll(async () => {
  const mailer: Mailer = {
    async sendMagicLink(mail) {
      sent.push(mail.to);
    },
  } as Mailer;
  t = await createTestApp({ deps: { mailer }, env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  const db = t.deps.db as SqlClient & { query: SqlClient['query'] };
  const query = db.query.bind(db);
  db.query = (async (text: string, params?: unknown[]) => {
    statements?.push(text);
    if (lookupGate && /FROM mailboxes/i.test(text)) await lookupGate;
    return query(text, params as never);
  }) as SqlClient['query'];
});

afterAll(async () => {
  await t?.close();
});

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'no answer'>((done) => setTimeout(() => done('no answer'), ms))]);

async function signIn(email: string) {
  const started = await t.app.inject({
    method: 'PUT',
    url: '/api/auth',
    payload: { email, password: 'demo' },
  });
  const token = (started.json() as { token: string }).token;
  return pollUntilDone(() =>
    t.app.inject({ method: 'GET', url: '/api/auth/check', headers: { 'x-async-token': token } }),
  );
}

describe('magic link requests', () => {
  it('answer a known and an unknown address alike, before looking either up; only the known one gets a mail', async () => {
    await signIn('known@demo.tidyfox.test');
    let release = () => {};
    lookupGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const ask = (email: string) =>
        within(t.app.inject({ method: 'PUT', url: '/api/auth/magic', payload: { email } }), 5000);
      const [known, unknown] = await Promise.all([
        ask('known@demo.tidyfox.test'),
        ask('unknown@demo.tidyfox.test'),
      ]);
      expect(known).not.toBe('no answer');
      expect(unknown).not.toBe('no answer');
      if (known === 'no answer' || unknown === 'no answer') return;
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ sent: true });
      // Nothing was mailed yet: the lookup is still waiting.
      expect(sent).toEqual([]);
    } finally {
      lookupGate = null;
      release();
    }
    await t.app.tasks.settled();
    expect(sent).toEqual(['known@demo.tidyfox.test']);
  });
});

describe('provider lookups (GET /auth/mx)', () => {
  const mx = (email: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/mx/${encodeURIComponent(email)}`,
      headers: token ? { 'x-access-token': token } : {},
    });

  it('answer a known and an unknown address alike without a session, before looking either up', async () => {
    await signIn('looked-up@demo.tidyfox.test');
    let release = () => {};
    lookupGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const [known, unknown] = await Promise.all([
        within(mx('looked-up@demo.tidyfox.test'), 5000),
        within(mx('never-seen@demo.tidyfox.test'), 5000),
      ]);
      expect(known).not.toBe('no answer');
      expect(unknown).not.toBe('no answer');
      if (known === 'no answer' || unknown === 'no answer') return;
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      lookupGate = null;
      release();
    }
  });

  it("run the same statements for a known and an unknown address with another user's session", async () => {
    await signIn('someone@demo.tidyfox.test');
    const other = await signIn('asker@demo.tidyfox.test');
    const token = (other.body as { result: { token: string } }).result.token;
    const run = async (email: string) => {
      statements = [];
      const response = await mx(email, token);
      const texts = statements;
      statements = null;
      return { body: response.body, texts };
    };
    // The session's last-seen write happens on its first use only: warm it up first.
    await run('warm-up@demo.tidyfox.test');
    const known = await run('someone@demo.tidyfox.test');
    const unknown = await run('nobody@demo.tidyfox.test');
    expect(known.body).toBe(unknown.body);
    expect(known.texts).toEqual(unknown.texts);
    expect(known.texts.some((text) => /FROM mailboxes/i.test(text))).toBe(true);
  });
});

describe('one per-IP budget across the auth routes', () => {
  it('spreading calls over several auth routes does not multiply the budget; other clients keep theirs', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
    try {
      const from = (remoteAddress: string) => ({
        mx: () => strict.app.inject({ method: 'GET', url: '/api/auth/mx/a%40gmail.com', remoteAddress }),
        consent: () =>
          strict.app.inject({
            method: 'PUT',
            url: '/api/auth/consent',
            payload: { email: 'a@demo.tidyfox.test' },
            remoteAddress,
          }),
        magic: () =>
          strict.app.inject({
            method: 'PUT',
            url: '/api/auth/magic',
            payload: { email: 'a@demo.tidyfox.test' },
            remoteAddress,
          }),
        login: () =>
          strict.app.inject({
            method: 'PUT',
            url: '/api/auth',
            payload: { email: 'a@demo.tidyfox.test', password: 'demo' },
            remoteAddress,
          }),
      });
      const guesser = from('203.0.113.7');
      expect((await guesser.mx()).statusCode).toBe(200);
      expect((await guesser.consent()).statusCode).toBe(200);
      expect((await guesser.magic()).statusCode).toBe(200);
      for (const next of [guesser.login, guesser.mx, guesser.consent, guesser.magic]) {
        const refused = await next();
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ message: 'rate_limited' });
      }
      const other = from('198.51.100.4');
      expect((await other.login()).statusCode).toBe(200);
      await strict.app.tasks.settled();
    } finally {
      await strict.close();
    }
  });
});
