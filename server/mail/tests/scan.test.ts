import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { connectTestClient } from '../testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../testing/messages';

const DOMAIN = 'scan.test';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
/** The engine's structured events of the current test (scan_flags, scan_chunk, …). */
const events: Array<{ event: string; data: Record<string, unknown> }> = [];
const flagEvents = (mailboxId: string) =>
  events
    .filter((e) => e.event === 'scan_flags' && e.data.mailboxId === mailboxId)
    .map((e) => ({ folder: e.data.folder, method: e.data.method, fetched: e.data.fetched }));

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 8, 0, 0));

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  engine = await createMailEngine({
    sql: db.sql,
    config: dovecotConfig(dovecot, DOMAIN, { log: (event, data = {}) => events.push({ event, data }) }),
  });
});

beforeEach(() => {
  events.length = 0;
});

afterAll(async () => {
  await engine?.stop();
  await db?.close();
  await dovecot?.dispose();
});

describe('scan', () => {
  it('lists bulk senders and spam with exact per-sender figures, never a person', async () => {
    const user = `alice@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    // Weekly newsletter: 6 mails, 4 read, one-click + mailto.
    for (let i = 0; i < 6; i++) {
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: 'news@brand.example',
          fromName: i === 5 ? 'Brand News' : 'Brand',
          subject: `Issue ${i}`,
          date: day(i),
          headers: newsletterHeaders({
            listId: 'weekly.brand.example',
            http: 'https://unsub.brand.example/u/1',
            mailto: 'mailto:unsub@brand.example?subject=stop',
            oneClick: true,
          }),
          body: 'x'.repeat(100 * i),
        }),
        { seen: i < 4 },
      );
    }
    // Receipts from the same brand domain, no bulk headers: the sender is not listed.
    dovecot.deliver(user, 'INBOX', buildMessage({ from: 'receipts@brand.example', date: day(3) }));
    // A person writes, several times: never listed.
    for (let i = 0; i < 3; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({ from: 'bob@friends.example', fromName: 'Bob', date: day(i) }),
      );
    // Mailchimp campaign with only platform headers, unread.
    dovecot.deliver(
      user,
      'INBOX',
      buildMessage({
        from: 'hello@shop.example',
        fromName: '=?utf-8?B?w4lsw6lnYW50ZSBTaG9w?=',
        date: day(2),
        headers: { 'X-MC-User': 'abc123', 'X-Campaign': 'mailchimp.xyz' },
      }),
    );
    // A person the user answered, whose mail the provider filed as spam: still a person, never listed.
    dovecot.deliver(
      user,
      'Junk',
      buildMessage({ from: 'carla@friends.example', date: day(4), headers: { 'X-Spam-Flag': 'YES' } }),
      { seen: true, flags: 'R' },
    );
    // Spam in Junk.
    dovecot.deliver(
      user,
      'Junk',
      buildMessage({ from: 'winner@lottery.example', date: day(1), headers: { 'X-Spam-Flag': 'YES' } }),
    );
    await engine.upsertMailbox({ id: 'mb-alice', email: user, auth: { password: 'pw' } });
    expect(await engine.getSubscriptions(['mb-alice'])).toMatchObject({ status: 'empty', subscriptions: [] });
    expect(await engine.scanNow('mb-alice')).toBe('done');
    const res = await engine.getSubscriptions(['mb-alice']);
    expect(res.status).toBe('done');
    expect(res.retry).toBeNull();
    expect(res.progress).toEqual({ total: 13, remaining: 0 });
    const senders = res.subscriptions.map((s) => s.sender).sort();
    expect(senders).toEqual(['hello@shop.example', 'news@brand.example', 'winner@lottery.example']);
    const news = res.subscriptions.find((s) => s.sender === 'news@brand.example')!;
    expect(news).toMatchObject({
      name: 'Brand News',
      email: user,
      count: 6,
      openRate: 67,
      notSeen: false,
      listId: 'weekly.brand.example',
      type: 'subscriptions',
      lastReceivedAt: day(5).toISOString(),
      unsubscribe: {
        oneClick: true,
        http: 'https://unsub.brand.example/u/1',
        mailto: 'mailto:unsub@brand.example?subject=stop',
      },
    });
    expect(news.spoumConfidence).toBe(0);
    expect(news.totalSize).toBeGreaterThan(6 * 300);
    const shop = res.subscriptions.find((s) => s.sender === 'hello@shop.example')!;
    expect(shop).toMatchObject({ name: 'Élégante Shop', count: 1, openRate: 0, unsubscribe: {} });
    const spam = res.subscriptions.find((s) => s.sender === 'winner@lottery.example')!;
    expect(spam.type).toBe('spams');
    expect(spam.spoumConfidence).toBeGreaterThan(0.9);
  });

  it('rescans incrementally: only new mails fetched, flag changes and expunges picked up', async () => {
    const user = `alice@${DOMAIN}`;
    // Two new newsletter mails, one already read elsewhere.
    for (let i = 6; i < 8; i++) {
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: 'news@brand.example',
          fromName: 'Brand News',
          date: day(i),
          headers: newsletterHeaders({
            listId: 'weekly.brand.example',
            http: 'https://unsub.brand.example/u/1',
          }),
        }),
        { seen: i === 6 },
      );
    }
    // The user reads the shop mail and deletes one newsletter in another client.
    const client = await connectTestClient(dovecot, user, 'pw');
    await client.mailboxOpen('INBOX');
    const shopUids = (await client.search({ from: 'hello@shop.example' }, { uid: true })) || [];
    await client.messageFlagsAdd(shopUids, ['\\Seen'], { uid: true });
    const firstNews = ((await client.search({ from: 'news@brand.example' }, { uid: true })) || [])[0]!;
    await client.messageDelete(`${firstNews}`, { uid: true });
    await client.logout();

    expect(await engine.scanNow('mb-alice')).toBe('done');
    const res = await engine.getSubscriptions(['mb-alice']);
    expect(res.progress.total).toBe(2); // only the two new mails were fetched
    const news = res.subscriptions.find((s) => s.sender === 'news@brand.example')!;
    expect(news.count).toBe(7); // 6 - 1 expunged + 2 new
    expect(news.notSeen).toBe(true);
    expect(news.newCount).toBe(2);
    expect(news.lastReceivedAt).toBe(day(7).toISOString());
    // seen: issues 1..3 (issue 0 deleted) + new 6 = 4 of 7
    expect(news.openRate).toBe(Math.round((4 / 7) * 100));
    const shop = res.subscriptions.find((s) => s.sender === 'hello@shop.example')!;
    expect(shop.openRate).toBe(100);
    expect(shop.notSeen).toBe(false);
    // CONDSTORE: only the one mail whose flags changed was fetched again; Junk did not change at all.
    expect(flagEvents('mb-alice')).toEqual([
      { folder: 'inbox', method: 'condstore', fetched: 1 },
      { folder: 'junk', method: 'unchanged', fetched: 0 },
    ]);

    // Nothing happened since: the next rescan fetches nothing and changes nothing.
    events.length = 0;
    expect(await engine.scanNow('mb-alice')).toBe('done');
    const again = await engine.getSubscriptions(['mb-alice']);
    expect(again.progress.total).toBe(0);
    expect(flagEvents('mb-alice')).toEqual([
      { folder: 'inbox', method: 'unchanged', fetched: 0 },
      { folder: 'junk', method: 'unchanged', fetched: 0 },
    ]);
    expect(again.subscriptions.find((s) => s.sender === 'news@brand.example')).toMatchObject({
      count: 7,
      newCount: 0,
      notSeen: false,
    });

    // Only a flag changes (no new mail anywhere): the rescan still reads INBOX, not the folder planned last.
    const reader = await connectTestClient(dovecot, user, 'pw');
    await reader.mailboxOpen('INBOX');
    await reader.messageFlagsAdd({ from: 'news@brand.example', seen: false }, ['\\Seen']);
    // The user also answers the "lottery" mail in Junk: whoever that is, they now correspond.
    await reader.mailboxOpen('Junk');
    await reader.messageFlagsAdd({ from: 'winner@lottery.example' }, ['\\Answered']);
    await reader.logout();
    events.length = 0;
    expect(await engine.scanNow('mb-alice')).toBe('done');
    expect(flagEvents('mb-alice')).toEqual([
      { folder: 'inbox', method: 'condstore', fetched: 3 },
      { folder: 'junk', method: 'condstore', fetched: 1 },
    ]);
    const read = (await engine.getSubscriptions(['mb-alice'])).subscriptions;
    expect(read.find((s) => s.sender === 'news@brand.example')).toMatchObject({ count: 7, openRate: 100 });
    expect(read.map((s) => s.sender).sort()).toEqual(['hello@shop.example', 'news@brand.example']);
  });

  it('starts a folder over when its UIDVALIDITY changes, without counting a mail twice', async () => {
    const user = `uv@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    const spam = (i: number, from = 'prize@lottery.example') =>
      buildMessage({
        from,
        date: day(i),
        messageId: `prize-${i}@lottery.example`,
        headers: { 'X-Spam-Flag': 'YES' },
      });
    for (let i = 0; i < 3; i++) dovecot.deliver(user, 'Junk', spam(i));
    dovecot.deliver(
      user,
      'INBOX',
      buildMessage({ from: 'news@uv.example', date: day(1), headers: { 'List-Id': '<uv.example>' } }),
    );
    await engine.upsertMailbox({ id: 'mb-uv', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-uv')).toBe('done');
    const count = async (sender: string) =>
      (await engine.getSubscriptions(['mb-uv'])).subscriptions.find((s) => s.sender === sender)?.count;
    expect(await count('prize@lottery.example')).toBe(3);

    // Another client deletes and recreates Junk (new UIDVALIDITY): one old mail comes back, two new ones
    // from another sender take UIDs the old mails had.
    const client = await connectTestClient(dovecot, user, 'pw');
    const uidValidity = async () => {
      const status = await client.status('Junk', { uidValidity: true });
      return status ? status.uidValidity : undefined;
    };
    const before = await uidValidity();
    await client.mailboxDelete('Junk');
    await client.mailboxCreate('Junk');
    const after = await uidValidity();
    await client.append('Junk', spam(0));
    await client.append('Junk', spam(4, 'offer@cheap.example'));
    await client.append('Junk', spam(5, 'offer@cheap.example'));
    await client.logout();
    expect(before).toBeDefined();
    expect(after).not.toBe(before);

    expect(await engine.scanNow('mb-uv')).toBe('done');
    expect(await count('prize@lottery.example')).toBe(1);
    expect(await count('offer@cheap.example')).toBe(2);
    expect(await count('news@uv.example')).toBe(1);
  });

  it('serves partial results while scanning and allows one scan per mailbox at a time', async () => {
    const user = `big@${DOMAIN}`;
    dovecot.addUser(user, 'pw');
    for (let i = 0; i < 1500; i++) {
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: `sender${i % 50}@bulk.example`,
          date: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          headers: { 'List-Id': `<list${i % 50}.bulk.example>` },
        }),
      );
    }
    await engine.upsertMailbox({ id: 'mb-big', email: user, auth: { password: 'pw' } });
    const statuses = new Set<string>();
    let sawPartialWithItems = false;
    let firstPartial: Map<string, string | null> | null = null;
    const other = await createMailEngine({
      sql: db.sql,
      config: dovecotConfig(dovecot, DOMAIN, { autoStart: false }),
    });
    const scan = engine.scanNow('mb-big');
    // A second engine (another process) may not scan the same mailbox meanwhile.
    await new Promise((r) => setTimeout(r, 30));
    expect(await other.scanNow('mb-big')).toBe('busy');
    while (true) {
      const res = await engine.getSubscriptions(['mb-big']);
      statuses.add(res.status);
      if (res.status === 'partial' && res.subscriptions.length > 0 && res.progress.remaining > 0) {
        sawPartialWithItems = true;
        expect(res.retry).toBeGreaterThan(0);
        firstPartial ??= new Map(res.subscriptions.map((s) => [s.sender, s.lastReceivedAt]));
      }
      if (res.status === 'done') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await scan).toBe('done');
    expect(sawPartialWithItems).toBe(true);
    const res = await engine.getSubscriptions(['mb-big']);
    expect(res.subscriptions).toHaveLength(50);
    expect(res.subscriptions.reduce((n, s) => n + s.count, 0)).toBe(1500);
    expect(statuses.has('done')).toBe(true);
    // Newest first: a sender shown while the scan ran already showed the date of its latest mail, and
    // the newest mail's sender was among the first listed.
    const partial = firstPartial as Map<string, string | null> | null;
    expect(partial).not.toBeNull();
    expect(partial!.size).toBeLessThan(50);
    for (const [sender, last] of partial!)
      expect([sender, last]).toEqual([
        sender,
        res.subscriptions.find((s) => s.sender === sender)?.lastReceivedAt,
      ]);
    expect(partial!.has('sender49@bulk.example')).toBe(true);
    await other.stop();
  });
});

describe('scan on a server without CONDSTORE', () => {
  it('refreshes \\Seen by fetching every stored mail’s flags', async () => {
    const plain = await startDovecot({
      capabilities:
        'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ UIDPLUS UNSELECT CHILDREN NAMESPACE SPECIAL-USE LIST-EXTENDED MOVE ESEARCH',
    });
    const log: Array<{ event: string; data: Record<string, unknown> }> = [];
    const eng = await createMailEngine({
      sql: db.sql,
      config: dovecotConfig(plain, 'nocond.test', { log: (event, data = {}) => log.push({ event, data }) }),
    });
    try {
      const user = 'nina@nocond.test';
      plain.addUser(user, 'pw');
      for (let i = 0; i < 4; i++)
        plain.deliver(
          user,
          'INBOX',
          buildMessage({ from: 'deals@shop.example', date: day(i), headers: { 'List-Id': '<deals.shop>' } }),
        );
      await eng.upsertMailbox({ id: 'mb-nina', email: user, auth: { password: 'pw' } });
      expect(await eng.scanNow('mb-nina')).toBe('done');
      expect((await eng.getSubscriptions(['mb-nina'])).subscriptions[0]?.openRate).toBe(0);

      const client = await connectTestClient(plain, user, 'pw');
      expect(client.enabled.has('CONDSTORE')).toBe(false);
      await client.mailboxOpen('INBOX');
      await client.messageFlagsAdd('1:2', ['\\Seen']);
      await client.logout();

      expect(await eng.scanNow('mb-nina')).toBe('done');
      expect((await eng.getSubscriptions(['mb-nina'])).subscriptions[0]?.openRate).toBe(50);
      const flags = log.filter((e) => e.event === 'scan_flags' && e.data.folder === 'inbox');
      expect(flags.map((e) => [e.data.method, e.data.fetched])).toEqual([['full', 4]]);
    } finally {
      await eng.stop();
      await plain.dispose();
    }
  });
});
