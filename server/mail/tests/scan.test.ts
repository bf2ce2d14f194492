import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { buildMessage, newsletterHeaders } from '../testing/messages';

const DOMAIN = 'scan.test';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 8, 0, 0));

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  engine = await createMailEngine({ sql: db.sql, config: dovecotConfig(dovecot, DOMAIN) });
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
    expect(res.progress).toEqual({ total: 12, remaining: 0 });
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
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: true,
      tls: { rejectUnauthorized: false },
      auth: { user, pass: 'pw' },
      logger: false,
    });
    await client.connect();
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
    await other.stop();
  });
});
