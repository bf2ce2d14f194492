import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { compareSenders } from '../senders';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { connectTestClient } from '../testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../testing/messages';

const DOMAIN = 'worker.test';
const MAILS = 1200;
const SENDERS = 40;
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
const events: Array<{ event: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  engine = await createMailEngine({
    sql: db.sql,
    config: dovecotConfig(dovecot, DOMAIN, {
      // Every folder large enough for the fetch worker, in small chunks (the default waits for 10,000 mails).
      scan: { leaseMs: 2000, firstChunk: 20, chunk: 100, workerMin: 0, workerWait: true },
      log: (event, data = {}) => events.push({ event, data }),
    }),
  });
});

afterAll(async () => {
  await engine?.stop();
  await db?.close();
  await dovecot?.dispose();
});

describe('scan with the fetch worker', () => {
  it('stores what the scan in one thread stores: exact per-sender figures, packs readable per mail', async () => {
    const user = `big@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    for (let i = 0; i < MAILS; i++) {
      const s = i % SENDERS;
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: `sender${s}@bulk.example`,
          fromName: `Sender ${s}`,
          date: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          headers: newsletterHeaders({ listId: `list${s}.bulk.example`, http: `https://u.example/${s}` }),
        }),
        { seen: i % 4 === 0 },
      );
    }
    await engine.upsertMailbox({ id: 'mb-big', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-big')).toBe('done');

    const chunks = events.filter((e) => e.event === 'scan_chunk');
    expect(events.filter((e) => e.event === 'scan_worker_unavailable')).toEqual([]);
    expect(chunks.some((e) => e.data.worker === true)).toBe(true);
    expect(chunks.reduce((n, e) => n + Number(e.data.count), 0)).toBe(MAILS);
    const res = await engine.getSubscriptions(['mb-big']);
    expect(res.subscriptions).toHaveLength(SENDERS);
    expect(res.subscriptions.reduce((n, s) => n + s.count, 0)).toBe(MAILS);
    // i % 4 === 0 read: senders with an even index got every other of theirs read... each sender s has
    // mails i = s, s + 40, …: all of them read when s % 4 === 0, none otherwise.
    for (const s of res.subscriptions) {
      const index = Number(s.sender.match(/sender(\d+)@/)![1]);
      expect(s.openRate).toBe(index % 4 === 0 ? 100 : 0);
      expect(s.name).toBe(`Sender ${index}`);
      expect(s.listId).toBe(`list${index}.bulk.example`);
      expect(s.lastReceivedAt).toBe(
        new Date(Date.UTC(2026, 0, 1) + (MAILS - SENDERS + index) * 60_000).toISOString(),
      );
    }
    // The aggregates kept during the scan equal the ones recomputed from every stored mail.
    const { stored, recomputed } = await compareSenders(db.sql, 'mb-big');
    expect(stored).toEqual(recomputed);
    expect(stored).toHaveLength(SENDERS);
  });

  it('rescans a packed folder: flag changes and expunges reach single mails; no new mail, no bulk connection', async () => {
    const user = `big@${DOMAIN}`;
    const client = await connectTestClient(dovecot, user, 'pw');
    await client.mailboxOpen('INBOX');
    // sender1: one mail read, one deleted elsewhere.
    const uids = (await client.search({ from: 'sender1@bulk.example' }, { uid: true })) || [];
    await client.messageFlagsAdd(`${uids[0]}`, ['\\Seen'], { uid: true });
    await client.messageDelete(`${uids[1]}`, { uid: true });
    await client.logout();

    events.length = 0;
    expect(await engine.scanNow('mb-big')).toBe('done');
    const planned = events.find((e) => e.event === 'scan_planned');
    expect(planned?.data).toMatchObject({ total: 0, earlyConnection: false });
    const res = await engine.getSubscriptions(['mb-big']);
    const per = MAILS / SENDERS;
    const one = res.subscriptions.find((s) => s.sender === 'sender1@bulk.example')!;
    expect(one.count).toBe(per - 1);
    expect(one.openRate).toBe(Math.round((1 / (per - 1)) * 100));
    expect(res.subscriptions.reduce((n, s) => n + s.count, 0)).toBe(MAILS - 1);
    const { stored, recomputed } = await compareSenders(db.sql, 'mb-big');
    expect(stored).toEqual(recomputed);
    // Only the pack holding the changed mails became rows; the rest of the folder stays packed.
    const rows = await db.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM mail_messages WHERE mailbox_id = 'mb-big'",
    );
    expect(Number(rows.rows[0]!.n)).toBeGreaterThan(0);
    expect(Number(rows.rows[0]!.n)).toBeLessThan(per);

    // Deleting the sender moves every one of its mails, packed or not.
    const act = await engine.act('delete', ['mb-big'], [{ email: user, sender: 'sender2@bulk.example' }]);
    expect(act.accepted).toBe(1);
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const after = await engine.getSubscriptions(['mb-big']);
    expect(after.subscriptions.find((s) => s.sender === 'sender2@bulk.example')).toBeUndefined();
    expect((await engine.stats(['mb-big'])).deletedMails).toBe(per);
  });
});
