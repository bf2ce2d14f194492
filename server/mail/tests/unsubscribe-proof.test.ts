/**
 * What an unsubscribe does and what it leaves as proof, against a real Dovecot, a local HTTPS receiver and a
 * local SMTP server: refused addresses are final, every attempt is recorded (method, when, host, outcome).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { compareSenders } from '../senders';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { countBy, folderSenders } from '../testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../testing/messages';
import {
  type HttpsReceiver,
  type SmtpReceiver,
  startHttpsReceiver,
  startSmtpReceiver,
} from '../testing/receivers';

const DOMAIN = 'proof.test';
const USER = `pia@${DOMAIN}`;
const PASS = 'pw-pia';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
let https: HttpsReceiver;
let smtp: SmtpReceiver;
const events: Array<{ event: string; data: Record<string, unknown> }> = [];

/** The engine's clock (tests move it). */
let now = Date.UTC(2026, 9, 1, 8);
const HOUR = 3_600_000;

const deliver = (from: string, headers: Record<string, string>, at = now - HOUR) =>
  dovecot.deliver(USER, 'INBOX', buildMessage({ from, date: new Date(at), headers }));

beforeAll(async () => {
  [dovecot, db, https, smtp] = await Promise.all([
    startDovecot(),
    createTestDb(),
    startHttpsReceiver(),
    startSmtpReceiver({ [USER]: PASS }),
  ]);
  dovecot.addUser(USER, PASS);
  const config = dovecotConfig(dovecot, DOMAIN, {
    unsubscribe: { allowPrivateHosts: ['localhost'], ca: https.cert, timeoutMs: 3000 },
    log: (event, data = {}) => events.push({ event, data }),
    clock: () => now,
    honoured: { windowMs: 48 * HOUR, graceMs: 24 * HOUR },
  });
  config.hostOverrides![DOMAIN]!.smtp = {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    rejectUnauthorized: false,
  };
  engine = await createMailEngine({ sql: db.sql, config });
});

afterAll(async () => {
  await engine?.stop();
  await Promise.all([db?.close(), dovecot?.dispose(), https?.close(), smtp?.close()]);
});

const jobOf = async (sender: string) =>
  (
    await db.sql.query<{ id: string; attempts: number }>(
      "SELECT id::text, attempts FROM mail_jobs WHERE sender = $1 AND kind = 'unsubscribe' ORDER BY id DESC LIMIT 1",
      [sender],
    )
  ).rows[0]!;

describe('unsubscribe outcomes', () => {
  it('records a refused address once and never retries it; a server error is retried', async () => {
    const port = new URL(https.origin).port;
    deliver(
      'news@mapped.example',
      newsletterHeaders({
        listId: 'mapped.example',
        http: `https://[::ffff:127.0.0.1]:${port}/mapped`,
        oneClick: true,
      }),
    );
    https.respond('/busy', 503);
    deliver(
      'news@busy.example',
      newsletterHeaders({ listId: 'busy.example', http: `${https.origin}/busy`, oneClick: true }),
    );
    await engine.upsertMailbox({ id: 'mb-pia', email: USER, auth: { password: PASS } });
    expect(await engine.scanNow('mb-pia')).toBe('done');
    await engine.act(
      'unsubscribes',
      ['mb-pia'],
      [
        { email: USER, sender: 'news@mapped.example' },
        { email: USER, sender: 'news@busy.example' },
      ],
    );
    expect(await engine.waitForJobs(30_000)).toBe(true);

    const mapped = await jobOf('news@mapped.example');
    expect(mapped.attempts).toBe(1);
    expect(events.filter((e) => e.event === 'job_failed' && e.data.id === mapped.id)).toEqual([]);
    expect(https.requests.some((r) => r.path === '/mapped')).toBe(false);
    const busy = await jobOf('news@busy.example');
    expect(busy.attempts).toBe(3);
    expect(https.requests.filter((r) => r.path === '/busy')).toHaveLength(3);

    const blocked = Object.fromEntries(
      (await engine.listDecisions(['mb-pia'], 'blocked')).map((d) => [d.sender, d]),
    );
    expect(blocked['news@mapped.example']!.unsubscribe).toMatchObject({
      method: 'one-click',
      ok: false,
      error: 'refused address',
      refused: true,
    });
    expect(blocked['news@busy.example']!.unsubscribe).toMatchObject({
      method: 'one-click',
      ok: false,
      status: 503,
    });
  });

  it('a block covers every List-Id of the sender, unsubscribes each, and keeps covering new ones', async () => {
    const forge = 'notifications@forge.example';
    const project = (name: string, unsub: { http?: string; mailto?: string; oneClick?: boolean }) =>
      deliver(forge, newsletterHeaders({ listId: `${name}.forge.example`, ...unsub }));
    for (let i = 0; i < 3; i++) project('alpha', { http: `${https.origin}/forge/alpha`, oneClick: true });
    for (let i = 0; i < 2; i++) project('beta', { http: `${https.origin}/forge/beta`, oneClick: true });
    for (let i = 0; i < 2; i++) project('gamma', { mailto: 'mailto:gamma-unsub@forge.example' });
    // The newest mail: a receipt without List-Id (stays, as for any sender).
    deliver(forge, {}, now - HOUR / 2);
    expect(await engine.scanNow('mb-pia')).toBe('done');
    const listed = (await engine.getSubscriptions(['mb-pia'])).subscriptions.find((s) => s.sender === forge)!;
    expect(listed.count).toBe(8);
    expect(listed.unsubscribeScope.count).toBe(7);

    await engine.act('unsubscribes', ['mb-pia'], [{ email: USER, sender: forge }]);
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const inbox = countBy(await folderSenders(dovecot, USER, PASS, 'INBOX'));
    expect(inbox[forge]).toBe(1);
    expect(countBy(await folderSenders(dovecot, USER, PASS, 'Trash'))[forge]).toBe(7);
    expect(
      https.requests
        .filter((r) => r.path.startsWith('/forge/'))
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(['POST /forge/alpha', 'POST /forge/beta']);
    expect(smtp.mails.filter((m) => m.to.includes('gamma-unsub@forge.example'))).toHaveLength(1);
    const decision = (await engine.listDecisions(['mb-pia'], 'blocked')).find((d) => d.sender === forge)!;
    expect(decision.listIds?.sort()).toEqual([
      'alpha.forge.example',
      'beta.forge.example',
      'gamma.forge.example',
    ]);
    expect(decision.proof?.map((p) => [p.listId, p.method, p.outcome]).sort()).toEqual([
      ['alpha.forge.example', 'one-click', 'sent'],
      ['beta.forge.example', 'one-click', 'sent'],
      ['gamma.forge.example', 'mailto', 'sent'],
    ]);

    // A project the user never saw before: the block still moves it; the receipt stays; nothing listed.
    project('delta', { http: `${https.origin}/forge/delta`, oneClick: true });
    expect(await engine.scanNow('mb-pia')).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    expect(countBy(await folderSenders(dovecot, USER, PASS, 'INBOX'))[forge]).toBe(1);
    expect(countBy(await folderSenders(dovecot, USER, PASS, 'Trash'))[forge]).toBe(8);
    const after = (await engine.getSubscriptions(['mb-pia'])).subscriptions;
    expect(after.some((s) => s.sender === forge)).toBe(false);
  });

  it('keeps a proof of each unsubscribe: method, when, host and outcome; plain links never fetched', async () => {
    const at = new Date(now).toISOString();
    deliver(
      'hello@oneclick.example',
      newsletterHeaders({ listId: 'oneclick.example', http: `${https.origin}/proof/oc`, oneClick: true }),
    );
    deliver(
      'news@mailto.example',
      newsletterHeaders({
        listId: 'mailto.example',
        mailto: 'mailto:leave@lists.mailto.example?subject=stop',
      }),
    );
    // A plain link without List-Unsubscribe-Post: a GET could unsubscribe (or confirm) by accident.
    deliver(
      'deals@plainlink.example',
      newsletterHeaders({ listId: 'plainlink.example', http: `${https.origin}/proof/plain` }),
    );
    dovecot.deliver(
      USER,
      'Junk',
      buildMessage({
        from: 'win@prize.example',
        date: new Date(now - HOUR),
        headers: {
          'X-Spam-Flag': 'YES',
          'List-Unsubscribe': `<${https.origin}/proof/spam>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    expect(await engine.scanNow('mb-pia')).toBe('done');
    const senders = [
      'hello@oneclick.example',
      'news@mailto.example',
      'deals@plainlink.example',
      'win@prize.example',
    ];
    await engine.act(
      'unsubscribes',
      ['mb-pia'],
      senders.map((sender) => ({ email: USER, sender })),
    );
    expect(await engine.waitForJobs(30_000)).toBe(true);
    expect(
      https.requests.filter((r) => r.path.startsWith('/proof/')).map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /proof/oc']);
    const proofs = Object.fromEntries(
      (await engine.listDecisions(['mb-pia'], 'blocked')).map((d) => [d.sender, d.proof]),
    );
    expect(proofs['hello@oneclick.example']).toEqual([
      {
        method: 'one-click',
        at,
        host: 'localhost',
        listId: 'oneclick.example',
        outcome: 'sent',
        status: 200,
      },
    ]);
    expect(proofs['news@mailto.example']).toEqual([
      {
        method: 'mailto',
        at,
        host: 'lists.mailto.example',
        listId: 'mailto.example',
        outcome: 'sent',
        smtpReply: expect.stringMatching(/^250\b/),
      },
    ]);
    expect(proofs['deals@plainlink.example']).toEqual([
      {
        method: 'none',
        at,
        host: 'localhost',
        listId: 'plainlink.example',
        outcome: 'no_automatic_method',
        manualUrl: `${https.origin}/proof/plain`,
      },
    ]);
    expect(proofs['win@prize.example']).toEqual([
      { method: 'none', at, host: null, listId: null, outcome: 'spam' },
    ]);
    expect(proofs['news@mapped.example']).toEqual([
      {
        method: 'one-click',
        at: expect.any(String),
        host: '::ffff:7f00:1',
        listId: 'mapped.example',
        outcome: 'refused_address',
        error: 'refused address',
      },
    ]);
    expect(proofs['news@busy.example']).toMatchObject([
      { method: 'one-click', outcome: 'rejected', status: 503 },
    ]);
  });

  it('checks the unsubscribe was honoured: still sending after 48 h + grace, with count and last date', async () => {
    const start = now;
    const blocked = async () =>
      Object.fromEntries(
        (await engine.listDecisions(['mb-pia'], 'blocked')).map((d) => [d.sender, d.honouredCheck]),
      );
    const dueAt = new Date(start + 72 * HOUR).toISOString();
    expect((await blocked())['hello@oneclick.example']).toEqual({
      dueAt,
      state: 'waiting',
      count: 0,
      lastReceivedAt: null,
    });
    // Nothing was ever accepted for these: no check.
    expect((await blocked())['deals@plainlink.example']).toBeNull();
    expect((await blocked())['win@prize.example']).toBeNull();

    // Within the 48 h a sender may still send; after 48 h + grace it must have stopped.
    deliver('hello@oneclick.example', newsletterHeaders({ listId: 'oneclick.example' }), start + 10 * HOUR);
    deliver('news@mailto.example', newsletterHeaders({ listId: 'mailto.example' }), start + 20 * HOUR);
    deliver('hello@oneclick.example', newsletterHeaders({ listId: 'oneclick.example' }), start + 80 * HOUR);
    deliver('hello@oneclick.example', newsletterHeaders({ listId: 'oneclick.example' }), start + 90 * HOUR);
    now = start + 100 * HOUR;
    expect(await engine.scanNow('mb-pia')).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const checks = await blocked();
    expect(checks['hello@oneclick.example']).toEqual({
      dueAt,
      state: 'still_sending',
      count: 2,
      lastReceivedAt: new Date(start + 90 * HOUR).toISOString(),
    });
    expect(checks['news@mailto.example']).toEqual({
      dueAt,
      state: 'honoured',
      count: 0,
      lastReceivedAt: null,
    });
    // The block keeps moving that mail to Trash.
    expect(
      countBy(await folderSenders(dovecot, USER, PASS, 'INBOX'))['hello@oneclick.example'],
    ).toBeUndefined();
    // After scans, moves and sweeps, the per-sender aggregates the listing reads equal a full recount.
    const { stored, recomputed } = await compareSenders(db.sql, 'mb-pia');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(recomputed);
  });
});
