import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedSessions, purgeExpired } from '../data/sessions';
import { hashToken } from '../security/crypto';
import { createTestApp, type TestApp } from './app-helpers';

/**
 * Issue 15 §6: sessions expire after SESSION_IDLE_DAYS without use (sliding: each use moves the end),
 * and a user can sign out of every session.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_DAYS: '2' } });
});

afterAll(async () => {
  await t?.close();
});

async function newSession(): Promise<string> {
  const answer = await t.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} });
  return (answer.json() as { token: string }).token;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v3/users', headers: { 'x-access-token': token } });

/**
 * Ages a session in the database. Written behind the server's back (as another process would): the
 * server's session cache (STATE_CACHE_SECONDS) would see it only once its entry is older than that,
 * so the entry is dropped here.
 */
async function lastUsed(token: string, hoursAgo: number) {
  await t.deps.db.query(
    `UPDATE sessions SET last_seen_at = now() - make_interval(hours => $2) WHERE token_hash = $1`,
    [hashToken(token), hoursAgo],
  );
  forgetCachedSessions({ token });
}

async function lastSeenHoursAgo(token: string): Promise<number> {
  const { rows } = await t.deps.db.query<{ hours: number }>(
    'SELECT EXTRACT(EPOCH FROM (now() - last_seen_at)) / 3600 AS hours FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  return Number(rows[0]?.hours);
}

describe('sliding session expiry', () => {
  it('ends a session unused for longer than SESSION_IDLE_DAYS', async () => {
    const token = await newSession();
    expect((await me(token)).statusCode).toBe(200);
    await lastUsed(token, 49);
    expect((await me(token)).statusCode).toBe(401);
    // The hourly purge then drops it.
    await purgeExpired(t.deps.db, undefined, t.config.sessionIdleMs);
    const { rows } = await t.deps.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [
      hashToken(token),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('each use moves the end forward', async () => {
    const token = await newSession();
    await lastUsed(token, 47);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeenHoursAgo(token)).toBeLessThan(0.1);
    // 47 hours after that use, still alive: the expiry counts from the last use, not the sign-in.
    await lastUsed(token, 47);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('signs out of every session of the user, and only theirs', async () => {
    const mine = await newSession();
    const { rows } = await t.deps.db.query<{ user_id: string }>(
      'SELECT user_id::text AS user_id FROM sessions WHERE token_hash = $1',
      [hashToken(mine)],
    );
    // A second device of the same user.
    const { createSession } = await import('../data/sessions');
    const otherDevice = await createSession(t.deps.db, rows[0]!.user_id);
    const someoneElse = await newSession();
    // Each used once: the server now knows them without asking the database (session cache).
    for (const token of [mine, otherDevice, someoneElse]) expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout/all',
      headers: { 'x-access-token': otherDevice },
    });
    expect(out.json()).toEqual({ done: true });
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it('a logout ends the session at once, even one the server knows without asking the database', async () => {
    const token = await newSession();
    const other = await newSession();
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      headers: { 'x-access-token': token },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});
