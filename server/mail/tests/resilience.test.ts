import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine as createEngine, type MailEngine, type MailEngineConfig } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { countBy, folderSenders } from '../testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../testing/messages';
import { type HttpsReceiver, startHttpsReceiver } from '../testing/receivers';

const DOMAIN = 'fault.test';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let https: HttpsReceiver;

beforeAll(async () => {
  [dovecot, db, https] = await Promise.all([startDovecot(), createTestDb(), startHttpsReceiver()]);
});

const engines: MailEngine[] = [];
/** Every engine of a test is stopped after it, whatever the outcome. */
async function createMailEngine(options: Parameters<typeof createEngine>[0]): Promise<MailEngine> {
  const engine = await createEngine(options);
  engines.push(engine);
  return engine;
}

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
});

afterAll(async () => {
  await Promise.all([db?.close(), dovecot?.dispose(), https?.close()]);
});

/** Fills a mailbox: `senders` newsletter senders × `each` mails; every third mail read. */
function fill(user: string, senders: number, each: number) {
  dovecot.addUser(user, 'pw');
  let t = Date.UTC(2025, 0, 1);
  for (let i = 0; i < senders * each; i++) {
    t += 60_000;
    dovecot.deliver(
      user,
      'INBOX',
      buildMessage({
        from: `s${i % senders}@lists.example`,
        date: new Date(t),
        headers: { 'List-Id': `<l${i % senders}.example>` },
      }),
      { seen: Math.floor(i / senders) % 3 === 0 },
    );
  }
}

function config(extra: MailEngineConfig = {}): MailEngineConfig {
  return dovecotConfig(dovecot, DOMAIN, { scan: { leaseMs: 2000, firstChunk: 50, chunk: 150 }, ...extra });
}

async function expectExactSenders(engine: MailEngine, id: string, senders: number, each: number) {
  const res = await engine.getSubscriptions([id]);
  expect(res.status).toBe('done');
  expect(res.subscriptions).toHaveLength(senders);
  for (const s of res.subscriptions) {
    expect(s.count).toBe(each);
    expect(s.openRate).toBe(Math.round((Math.ceil(each / 3) / each) * 100));
  }
}

describe('resilience', () => {
  it('a Dovecot killed mid-scan: the scan reconnects with backoff, resumes, and counts are exact', async () => {
    const user = `erin@${DOMAIN}`;
    fill(user, 20, 60);
    let chunks = 0;
    const retries: unknown[] = [];
    const engine = await createMailEngine({
      sql: db.sql,
      config: config({
        log: (event, data) => {
          if (event === 'scan_retry') retries.push(data);
          if (event === 'scan_chunk') {
            chunks += 1;
            if (chunks === 3) {
              void dovecot.kill().then(() => setTimeout(() => void dovecot.start(), 300));
            }
          }
        },
      }),
    });
    await engine.upsertMailbox({ id: 'mb-erin', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-erin')).toBe('done');
    expect(retries.length).toBeGreaterThan(0);
    await expectExactSenders(engine, 'mb-erin', 20, 60);
    await engine.stop();
  });

  it('an engine that dies mid-scan: a new engine on the same DB resumes from the cursor', async () => {
    const user = `fred@${DOMAIN}`;
    fill(user, 10, 80);
    let chunks = 0;
    const first = await createMailEngine({
      sql: db.sql,
      config: config({
        log: (event) => {
          if (event === 'scan_chunk' && ++chunks === 2) void first.stop({ abandon: true });
        },
      }),
    });
    await first.upsertMailbox({ id: 'mb-fred', email: user, auth: { password: 'pw' } });
    expect(await first.scanNow('mb-fred')).toBe('stopped');
    const partial = await first.getSubscriptions(['mb-fred']);
    expect(partial.status).toBe('partial');
    // A new engine on the same DB resumes the interrupted scan by itself when it starts.
    const second = await createMailEngine({ sql: db.sql, config: config() });
    const deadline = Date.now() + 60_000;
    let res = await second.getSubscriptions(['mb-fred']);
    while (res.status !== 'done' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      res = await second.getSubscriptions(['mb-fred']);
    }
    // The second engine fetched only what the first had not stored.
    expect(res.progress.total).toBe(800 - 50 - 150);
    await expectExactSenders(second, 'mb-fred', 10, 80);
    await second.stop();
  });

  it('a Dovecot killed mid-delete: the job retries and the moved counts are exact', async () => {
    const user = `gina@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    for (let i = 0; i < 1600; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({ from: 'mass@lists.example', headers: { 'List-Id': '<mass.example>' } }),
      );
    for (let i = 0; i < 3; i++)
      dovecot.deliver(user, 'INBOX', buildMessage({ from: 'friend@people.example' }));
    let moves = 0;
    const failures: unknown[] = [];
    const engine = await createMailEngine({
      sql: db.sql,
      config: config({
        log: (event, data) => {
          if (event === 'job_failed') failures.push(data);
          if (event === 'trash_move' && ++moves === 2) {
            // The second MOVE command is on the wire when the server dies.
            setTimeout(() => void dovecot.kill().then(() => setTimeout(() => void dovecot.start(), 300)), 5);
          }
        },
      }),
    });
    await engine.upsertMailbox({ id: 'mb-gina', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-gina')).toBe('done');
    await engine.act('delete', ['mb-gina'], [{ email: user, sender: 'mass@lists.example' }]);
    expect(await engine.waitForJobs(60_000)).toBe(true);
    expect(failures.length).toBeGreaterThan(0);
    expect(countBy(await folderSenders(dovecot, user, 'pw', 'Trash'))).toEqual({
      'mass@lists.example': 1600,
    });
    expect(countBy(await folderSenders(dovecot, user, 'pw', 'INBOX'))).toEqual({
      'friend@people.example': 3,
    });
    const stats = await engine.stats(['mb-gina']);
    expect(stats.deletedMails).toBe(1600);
    await engine.stop();
  });

  it('an engine stopped mid-job: a new engine on the same DB finishes it without a second unsubscribe', async () => {
    const user = `hana@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    for (let i = 0; i < 1200; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: 'daily@lists.example',
          headers: newsletterHeaders({
            listId: 'daily.example',
            http: `${https.origin}/u/hana`,
            oneClick: true,
          }),
        }),
      );
    const unsubscribe = { allowPrivateHosts: ['localhost'], ca: https.cert };
    let moves = 0;
    const first = await createMailEngine({
      sql: db.sql,
      config: config({
        unsubscribe,
        log: (event) => {
          if (event === 'trash_move' && ++moves === 1) void first.stop({ abandon: true });
        },
      }),
    });
    await first.upsertMailbox({ id: 'mb-hana', email: user, auth: { password: 'pw' } });
    expect(await first.scanNow('mb-hana')).toBe('done');
    expect(await first.waitForJobs(10_000)).toBe(true); // the post-scan sweep
    await first.act('unsubscribes', ['mb-hana'], [{ email: user, sender: 'daily@lists.example' }]);
    while (moves === 0) await new Promise((r) => setTimeout(r, 10));
    await first.stop({ abandon: true });
    const job = await db.sql.query<{ state: string }>(
      "SELECT state FROM mail_jobs WHERE mailbox_id = 'mb-hana' AND kind = 'unsubscribe'",
    );
    expect(job.rows[0]!.state).toBe('running');

    const second = await createMailEngine({ sql: db.sql, config: config({ unsubscribe }) });
    expect(await second.waitForJobs(30_000)).toBe(true);
    const done = await db.sql.query<{ state: string; attempts: number }>(
      "SELECT state, attempts FROM mail_jobs WHERE mailbox_id = 'mb-hana' AND kind = 'unsubscribe'",
    );
    expect(done.rows[0]).toEqual({ state: 'done', attempts: 2 });
    expect(https.requests.filter((r) => r.path === '/u/hana')).toHaveLength(1);
    expect(countBy(await folderSenders(dovecot, user, 'pw', 'Trash'))).toEqual({
      'daily@lists.example': 1200,
    });
    expect((await second.stats(['mb-hana'])).deletedMails).toBe(1200);
    await second.stop();
  });
});
