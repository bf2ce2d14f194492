/**
 * getSubscriptions serves a mailbox set's listing again while its version holds (engine.ts). Each kind of
 * write that changes the listing must move the version: after each one, the engine that kept a listing
 * answers what a fresh engine (nothing kept, as another process) answers, and the answer did change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine, type MailEngineConfig } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { buildMessage, newsletterHeaders } from '../testing/messages';
import type { SubscriptionsResult } from '../types';

const DOMAIN = 'cache.test';
const OTHER = 'cache-renamed.test';
const USER = `dora@${DOMAIN}`;
const PASS = 'pw-dora';
const MB = 'mb-dora';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let config: MailEngineConfig;
let engine: MailEngine;

let clock = Date.UTC(2026, 9, 1);
const next = () => {
  clock += 3_600_000;
  return new Date(clock);
};
const newsletter = (from: string, listId = `${from.split('@')[1]}`) =>
  dovecot.deliver(
    USER,
    'INBOX',
    buildMessage({ from, date: next(), headers: newsletterHeaders({ listId }) }),
  );
const items = (...senders: string[]) => senders.map((sender) => ({ email: USER, sender }));

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  dovecot.addUser(USER, PASS);
  config = dovecotConfig(dovecot, DOMAIN);
  config.hostOverrides![OTHER] = config.hostOverrides![DOMAIN]!;
  engine = await createMailEngine({ sql: db.sql, config });
});

afterAll(async () => {
  await engine?.stop();
  await Promise.all([db?.close(), dovecot?.dispose()]);
});

/** What a fresh engine answers: no listing kept, the same as another process reading the database. */
async function fresh(ids = [MB]): Promise<SubscriptionsResult> {
  const other = await createMailEngine({ sql: db.sql, config: { ...config, autoStart: false } });
  try {
    return await other.getSubscriptions(ids);
  } finally {
    await other.stop();
  }
}

const senders = (r: SubscriptionsResult) => r.subscriptions.map((s) => `${s.sender} ${s.count} ${s.email}`);

/**
 * Reads the listing twice (the second answer served from what the first kept: the same item objects),
 * runs the write, then expects the engine's answer to have changed and to equal a fresh engine's.
 */
async function expectSeenAfter(write: () => Promise<unknown>, ids = [MB]) {
  const before = await engine.getSubscriptions(ids);
  const again = await engine.getSubscriptions(ids);
  expect(again.subscriptions.length).toBeGreaterThan(0);
  expect(again.subscriptions[0]).toBe(before.subscriptions[0]);
  expect(Object.isFrozen(again.subscriptions[0])).toBe(true);
  await write();
  expect(await engine.waitForJobs(30_000)).toBe(true);
  const after = await engine.getSubscriptions(ids);
  expect(senders(after)).not.toEqual(senders(before));
  expect(after).toEqual(await fresh(ids));
  return after;
}

describe('kept listing', () => {
  it('is read again after each kind of write that changes it, in this process or another', async () => {
    for (const from of ['a@one.example', 'b@two.example', 'c@three.example', 'd@four.example'])
      newsletter(from);
    newsletter('e@five.example');
    // A sender whose block leaves a mail behind: bulk (Precedence) without a List-Id, not moved by the
    // List-Id scoped block, listed again once unblocked.
    newsletter('f@six.example');
    dovecot.deliver(
      USER,
      'INBOX',
      buildMessage({ from: 'f@six.example', date: next(), headers: { Precedence: 'bulk' } }),
    );
    await engine.upsertMailbox({ id: MB, email: USER, auth: { password: PASS } });
    expect(await engine.scanNow(MB)).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    expect(senders(await engine.getSubscriptions([MB])).sort()).toEqual([
      `a@one.example 1 ${USER}`,
      `b@two.example 1 ${USER}`,
      `c@three.example 1 ${USER}`,
      `d@four.example 1 ${USER}`,
      `e@five.example 1 ${USER}`,
      `f@six.example 2 ${USER}`,
    ]);

    // A rescan's chunks: a new mail of a listed sender and a new sender.
    let after = await expectSeenAfter(async () => {
      newsletter('a@one.example');
      newsletter('g@seven.example');
      expect(await engine.scanNow(MB)).toBe('done');
    });
    expect(senders(after)).toContain(`a@one.example 2 ${USER}`);
    expect(senders(after)).toContain(`g@seven.example 1 ${USER}`);

    // Decisions and their rollbacks.
    after = await expectSeenAfter(() => engine.act('keep', [MB], items('b@two.example')));
    expect(senders(after).join()).not.toContain('b@two.example');
    after = await expectSeenAfter(() => engine.rollback('release', [MB], items('b@two.example')));
    expect(senders(after)).toContain(`b@two.example 1 ${USER}`);
    after = await expectSeenAfter(() => engine.act('later', [MB], items('c@three.example')));
    expect(senders(after).join()).not.toContain('c@three.example');
    await expectSeenAfter(() => engine.rollback('release', [MB], items('c@three.example')));

    // Jobs: a delete and a block (unsubscribe: no automatic method here, the mails moved to Trash).
    after = await expectSeenAfter(() => engine.act('delete', [MB], items('d@four.example')));
    expect(senders(after).join()).not.toContain('d@four.example');
    after = await expectSeenAfter(() => engine.act('unsubscribes', [MB], items('f@six.example')));
    expect(senders(after).join()).not.toContain('f@six.example');
    after = await expectSeenAfter(() => engine.rollback('unblock', [MB], items('f@six.example')));
    expect(senders(after)).toContain(`f@six.example 1 ${USER}`);

    // A write by another process (its own engine, nothing shared but the database).
    after = await expectSeenAfter(async () => {
      const other = await createMailEngine({ sql: db.sql, config: { ...config, autoStart: false } });
      await other.act('keep', [MB], items('e@five.example'));
      await other.stop();
    });
    expect(senders(after).join()).not.toContain('e@five.example');

    // The mailbox's address.
    after = await expectSeenAfter(() =>
      engine.upsertMailbox({ id: MB, email: `dora@${OTHER}`, auth: { password: PASS } }),
    );
    expect(after.subscriptions.every((s) => s.email === `dora@${OTHER}`)).toBe(true);

    // Removed: nothing listed.
    const before = await engine.getSubscriptions([MB]);
    expect(before.subscriptions.length).toBeGreaterThan(0);
    await engine.removeMailbox(MB);
    expect((await engine.getSubscriptions([MB])).subscriptions).toEqual([]);
  });

  it('hands each caller its own array', async () => {
    await engine.upsertMailbox({ id: MB, email: USER, auth: { password: PASS } });
    expect(await engine.scanNow(MB)).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const first = await engine.getSubscriptions([MB]);
    const count = first.subscriptions.length;
    expect(count).toBeGreaterThan(0);
    first.subscriptions.length = 0;
    expect((await engine.getSubscriptions([MB])).subscriptions).toHaveLength(count);
  });
});
