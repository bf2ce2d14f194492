import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteHandle } from '../db/pglite-client';
import { createTestApp, type TestApp } from './app-helpers';
import { migratedPglite } from './db-helpers';

/**
 * Issue 15 §8: demo decisions are kept in the database like real ones: after a restart (a new app and
 * a new demo engine on the same database) the list and the statistics still agree.
 */
let db: PgliteHandle;

beforeAll(async () => {
  db = await migratedPglite();
});

afterAll(async () => {
  await db?.close();
});

type Item = { email: string; sender: string; type: string };
type Answer = { subscriptions: Item[] };

async function get(t: TestApp, url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

async function act(t: TestApp, action: string, token: string, items: Item[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v3/subscriptions/${action}`,
    headers: { 'x-access-token': token },
    payload: { subscriptions: items.map(({ email, sender }) => ({ email, sender })) },
  });
  expect(response.json()).toEqual({ done: true, count: items.length });
}

/** What the pages show: the list to sort, the three decision lists and the statistics. */
async function everything(t: TestApp, token: string) {
  const list = (await get(t, '/api/v3/subscriptions', token)) as Answer;
  return {
    subscriptions: list.subscriptions,
    blocked: await get(t, '/api/v3/subscriptions/blocked', token),
    kept: await get(t, '/api/v3/subscriptions/kept', token),
    postponed: await get(t, '/api/v3/subscriptions/postponed', token),
    // The user's figures (the global ones move with every user of the database).
    stats: ((await get(t, '/api/v3/users/stats', token)) as { user: unknown }).user,
  };
}

describe('demo decisions across a restart', () => {
  it('keeps the list, the decision lists and the statistics in agreement', async () => {
    const first = await createTestApp({ db: db.client });
    let token = '';
    let before: Awaited<ReturnType<typeof everything>>;
    try {
      token = (
        (await first.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} })).json() as {
          token: string;
        }
      ).token;
      const { subscriptions } = (await get(first, '/api/v3/subscriptions', token)) as Answer;
      const [a, b, c, d, e] = subscriptions.filter((item) => item.type === 'subscriptions');
      await act(first, 'delete', token, [a!, b!]);
      await act(first, 'block', token, [c!]);
      await act(first, 'keep', token, [d!]);
      await act(first, 'postpone', token, [e!]);
      before = await everything(first, token);
      // (A sender may write to several of the visitor's mailboxes: a decision is per mailbox and sender.)
      const same = (x: Item) => (y: Item) => x.email === y.email && x.sender === y.sender;
      expect(before.subscriptions.some(same(a!))).toBe(false);
      expect(before.subscriptions.find(same(e!))?.type).toBe('later');
    } finally {
      await first.close();
    }

    // The restart: a new server process would have a new (empty) demo engine.
    const second = await createTestApp({ db: db.client });
    try {
      const after = await everything(second, token);
      expect(after).toEqual(before);
      const stats = after.stats as { treatedNewsletters: number; autoDeletedNewsletters: number };
      expect(stats.treatedNewsletters).toBe(4);
      expect(stats.autoDeletedNewsletters).toBe(1);
    } finally {
      await second.close();
    }
  });
});
