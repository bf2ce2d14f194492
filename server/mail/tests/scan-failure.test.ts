/**
 * One hostile mail must not blank a mailbox, and a scan that fails is never reported as done: it says so,
 * keeps what earlier scans found, and runs again by itself. Real Dovecot, real PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { cleanHeaderValue } from '../headers';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { buildMessage, newsletterHeaders } from '../testing/messages';

const DOMAIN = 'failing.test';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
let t = Date.UTC(2026, 9, 1);
const next = () => {
  t += 3_600_000;
  return new Date(t);
};

/** A newsletter whose From line is written raw (encoded words as hostile senders write them). */
function rawNewsletter(fromLine: string, listId: string): string {
  const base = buildMessage({
    from: 'placeholder@x.example',
    date: next(),
    headers: newsletterHeaders({ listId }),
  });
  return base.replace(/^From: .*$/m, `From: ${fromLine}`);
}

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  engine = await createMailEngine({
    sql: db.sql,
    config: dovecotConfig(dovecot, DOMAIN, {
      // One quick reconnect, then the scan fails; the engine retries it by itself after 400 ms.
      retryDelaysMs: [50],
      scan: { leaseMs: 2000, firstChunk: 5, chunk: 10, retryFailedMs: 400 },
      imapTimeouts: { connectionMs: 1000, greetingMs: 1000, socketMs: 5000 },
    }),
  });
});

afterAll(async () => {
  await engine?.stop();
  await Promise.all([db?.close(), dovecot?.dispose()]);
});

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('header values are cleaned before storage', () => {
  it('removes NUL and control characters and replaces lone surrogates', () => {
    expect(cleanHeaderValue('Nul\u0000Byte')).toBe('Nul Byte');
    expect(cleanHeaderValue('Bell\u0007\u001b[31mRed\u007f\u0085')).toBe('Bell [31mRed');
    expect(cleanHeaderValue('lone \ud800 high, lone \udc00 low, pair \ud83e\udd8a')).toBe(
      'lone \ufffd high, lone \ufffd low, pair \ud83e\udd8a',
    );
    expect(cleanHeaderValue(`${'a'.repeat(9)}\ud83e\udd8a`, 10)).toBe('a'.repeat(9));
  });

  it('scans a mailbox whose senders carry NUL, control characters and broken encodings', async () => {
    const user = `nina@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    const hostile = [
      ['=?utf-8?Q?Nul=00Byte?= <nul@hostile.example>', 'nul.hostile.example'],
      ['=?utf-8?B?QmVsbAdFc2MbW0RlbH8=?= <ctl@hostile.example>', 'ctl.hostile.example'],
      ['=?utf-16be?B?2AAAQQ==?= <surrogate@hostile.example>', 'sur.hostile.example'],
      ['"Tab\tand =?utf-8?Q?=C2=85NEL?=" <nel@hostile.example>', 'nel.hostile.example'],
    ];
    for (const [from, listId] of hostile) {
      for (let i = 0; i < 3; i++) dovecot.deliver(user, 'INBOX', rawNewsletter(from!, listId!));
    }
    for (let i = 0; i < 12; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: `plain${i % 3}@letters.example`,
          date: next(),
          headers: newsletterHeaders({ listId: `l${i % 3}.letters.example` }),
        }),
      );
    await engine.upsertMailbox({ id: 'mb-nina', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-nina')).toBe('done');
    const res = await engine.getSubscriptions(['mb-nina']);
    expect(res.status).toBe('done');
    expect(res.subscriptions.reduce((n, s) => n + s.count, 0)).toBe(24);
    const names = Object.fromEntries(res.subscriptions.map((s) => [s.sender, s.name]));
    expect(names['nul@hostile.example']).toBe('Nul Byte');
    expect(names['ctl@hostile.example']).toBe('Bell Esc [Del');
    for (const s of res.subscriptions) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
      expect(s.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff](?![\udc00-\udfff])/);
    }
  });
});

describe('a failed scan', () => {
  it('first scan: never done while it fails, reported, retried by itself', async () => {
    const user = `omar@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    for (let i = 0; i < 4; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: 'a@first.example',
          date: next(),
          headers: newsletterHeaders({ listId: 'first' }),
        }),
      );
    await engine.upsertMailbox({ id: 'mb-omar', email: user, auth: { password: 'pw' } });
    await dovecot.kill();
    try {
      expect(await engine.scanNow('mb-omar')).toBe('error');
      const failed = await engine.getSubscriptions(['mb-omar']);
      expect(failed.status).toBe('pending');
      expect(failed.mailboxes[0]).toMatchObject({ status: 'pending', errorCode: 'unknown_error' });
      expect(failed.retry).toBeGreaterThan(0);
    } finally {
      await dovecot.start();
    }
    // Nobody calls scanNow again: the engine's own retry finishes the scan.
    const done = await waitFor(
      () => engine.getSubscriptions(['mb-omar']),
      (r) => r.status === 'done' && r.retry === null,
    );
    expect(done.status).toBe('done');
    expect(done.mailboxes[0]!.errorCode).toBeNull();
    expect(done.subscriptions.map((s) => [s.sender, s.count])).toEqual([['a@first.example', 4]]);
  });

  it('rescan: keeps what the previous scan found, is not done, and retries', async () => {
    const user = `omar@${DOMAIN}`;
    dovecot.deliver(
      user,
      'INBOX',
      buildMessage({
        from: 'b@second.example',
        date: next(),
        headers: newsletterHeaders({ listId: 'second' }),
      }),
    );
    await dovecot.kill();
    try {
      expect(await engine.scanNow('mb-omar')).toBe('error');
      const failed = await engine.getSubscriptions(['mb-omar']);
      expect(failed.status).toBe('partial');
      expect(failed.mailboxes[0]).toMatchObject({ status: 'partial', errorCode: 'unknown_error' });
      expect(failed.subscriptions.map((s) => [s.sender, s.count])).toEqual([['a@first.example', 4]]);
      expect(failed.retry).toBeGreaterThan(0);
    } finally {
      await dovecot.start();
    }
    const done = await waitFor(
      () => engine.getSubscriptions(['mb-omar']),
      (r) => r.status === 'done' && r.retry === null,
    );
    expect(done.subscriptions.map((s) => [s.sender, s.count]).sort()).toEqual([
      ['a@first.example', 4],
      ['b@second.example', 1],
    ]);
  });
});
