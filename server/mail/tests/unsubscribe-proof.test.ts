/**
 * What an unsubscribe does and what it leaves as proof, against a real Dovecot, a local HTTPS receiver and a
 * local SMTP server: refused addresses are final, every attempt is recorded (method, when, host, outcome).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
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
const now = Date.UTC(2026, 9, 1, 8);
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
});
