import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
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

const DOMAIN = 'act.test';
const USER = `carol@${DOMAIN}`;
const PASS = 'pw-carol';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
let https: HttpsReceiver;
let smtp: SmtpReceiver;

let clock = Date.UTC(2026, 8, 1);
const next = () => {
  clock += 3_600_000;
  return new Date(clock);
};

function deliverNewsletter(
  listId: string,
  from: string,
  unsub: Parameters<typeof newsletterHeaders>[0],
  folder = 'INBOX',
) {
  dovecot.deliver(
    USER,
    folder,
    buildMessage({ from, date: next(), headers: newsletterHeaders({ ...unsub, listId }) }),
  );
}

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

const items = (...senders: string[]) => senders.map((sender) => ({ email: USER, sender }));

describe('actions', () => {
  it('unsubscribes (one-click, mailto, none, spam), deletes, keeps and postpones durably', async () => {
    const oneClick = { http: `${https.origin}/one-click/1?u=carol`, oneClick: true, listId: '' };
    for (let i = 0; i < 4; i++) deliverNewsletter('letters.example', 'news@letters.example', oneClick);
    // Receipts from the same address without List-Id must survive the List-Id scoped unsubscribe.
    for (let i = 0; i < 2; i++)
      dovecot.deliver(
        USER,
        'INBOX',
        buildMessage({ from: 'news@letters.example', date: next(), subject: 'Your receipt' }),
      );
    const mailto = { mailto: 'mailto:unsub@mailto.example?subject=unsubscribe-me', listId: '' };
    for (let i = 0; i < 3; i++) deliverNewsletter('promo.mailto.example', 'promo@mailto.example', mailto);
    const plain = { http: `${https.origin}/landing-page`, listId: '' };
    for (let i = 0; i < 2; i++) deliverNewsletter('plain.example', 'noauto@plain.example', plain);
    for (let i = 0; i < 2; i++)
      dovecot.deliver(
        USER,
        'Junk',
        buildMessage({
          from: 'spammer@spam.example',
          date: next(),
          headers: {
            'X-Spam-Flag': 'YES',
            'List-Unsubscribe': `<${https.origin}/spam>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      );
    for (let i = 0; i < 5; i++) deliverNewsletter('old.example', 'old@delete.example', { listId: '' });
    deliverNewsletter('k.example', 'keep@k.example', { listId: '' });
    deliverNewsletter('l.example', 'later@l.example', { listId: '' });

    await engine.upsertMailbox({ id: 'mb-carol', email: USER, auth: { password: PASS } });
    expect(await engine.scanNow('mb-carol')).toBe('done');
    const listed = (await engine.getSubscriptions(['mb-carol'])).subscriptions;
    expect(listed).toHaveLength(7);
    // What an unsubscribe will move: the List-Id's 4 newsletters, not the 2 receipts.
    const letters = listed.find((s) => s.sender === 'news@letters.example')!;
    expect(letters.count).toBe(6);
    expect(letters.unsubscribeScope.count).toBe(4);
    expect(letters.unsubscribeScope.totalSize).toBeLessThan(letters.totalSize);
    const plainSender = listed.find((s) => s.sender === 'noauto@plain.example')!;
    expect(plainSender.unsubscribeScope).toEqual({ count: 2, totalSize: plainSender.totalSize });

    const unsub = await engine.act(
      'unsubscribes',
      ['mb-carol'],
      items('news@letters.example', 'promo@mailto.example', 'noauto@plain.example', 'spammer@spam.example'),
    );
    expect(unsub.accepted).toBe(4);
    const ignored = await engine.act(
      'delete',
      ['mb-carol'],
      [
        { email: USER, sender: 'old@delete.example' },
        { email: 'someone-else@act.test', sender: 'x@y.example' },
      ],
    );
    expect(ignored.ignored).toEqual([{ email: 'someone-else@act.test', sender: 'x@y.example' }]);
    await engine.act('keep', ['mb-carol'], items('keep@k.example'));
    await engine.act('later', ['mb-carol'], items('later@l.example'));
    // Recorded first: the senders leave the list at once, before any job ran.
    expect((await engine.getSubscriptions(['mb-carol'])).subscriptions).toHaveLength(0);
    expect(await engine.waitForJobs(30_000)).toBe(true);

    // One-click POST exactly once, no cookie; the spam sender's URL never contacted.
    expect(https.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /one-click/1?u=carol']);
    expect(https.requests[0]!.body).toBe('List-Unsubscribe=One-Click');
    expect(https.requests[0]!.headers.cookie).toBeUndefined();
    // mailto through the user's SMTP with the user's credentials.
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ from: USER, to: ['unsub@mailto.example'], user: USER });
    expect(smtp.mails[0]!.raw).toMatch(/Subject: unsubscribe-me/);

    const blocked = await engine.listDecisions(['mb-carol'], 'blocked');
    const bySender = Object.fromEntries(blocked.map((b) => [b.sender, b]));
    expect(bySender['news@letters.example']!.unsubscribe).toEqual({
      method: 'one-click',
      ok: true,
      status: 200,
    });
    expect(bySender['news@letters.example']!.listId).toBe('letters.example');
    expect(bySender['promo@mailto.example']!.unsubscribe).toEqual({ method: 'mailto', ok: true });
    expect(bySender['noauto@plain.example']!.unsubscribe).toEqual({
      method: 'none',
      ok: false,
      reason: 'no_automatic_method',
      manualUrl: `${https.origin}/landing-page`,
    });
    expect(bySender['spammer@spam.example']!.unsubscribe).toEqual({
      method: 'none',
      ok: false,
      reason: 'spam',
    });
    expect((await engine.listDecisions(['mb-carol'], 'kept')).map((d) => d.sender)).toEqual([
      'keep@k.example',
    ]);
    expect((await engine.listDecisions(['mb-carol'], 'postponed')).map((d) => [d.sender, d.type])).toEqual([
      ['later@l.example', 'later'],
    ]);

    // What the server holds now.
    expect(countBy(await folderSenders(dovecot, USER, PASS, 'INBOX'))).toEqual({
      'news@letters.example': 2,
      'keep@k.example': 1,
      'later@l.example': 1,
    });
    expect(countBy(await folderSenders(dovecot, USER, PASS, 'Trash'))).toEqual({
      'news@letters.example': 4,
      'promo@mailto.example': 3,
      'noauto@plain.example': 2,
      'spammer@spam.example': 2,
      'old@delete.example': 5,
    });
    expect(await folderSenders(dovecot, USER, PASS, 'Junk')).toEqual([]);
    const stats = await engine.stats(['mb-carol']);
    expect(stats).toMatchObject({
      deletedMails: 16,
      autoDeletedNewsletters: 0,
      treatedNewsletters: 6,
      remainsMailsToTreat: 0,
    });
    expect(stats.storageSavedInKo).toBeGreaterThan(0);
  });

  it('blocks new mails after a rescan (List-Id scoped), and unblock / release roll back', async () => {
    deliverNewsletter('letters.example', 'news@letters.example', { listId: '' });
    dovecot.deliver(
      USER,
      'INBOX',
      buildMessage({ from: 'news@letters.example', date: next(), subject: 'Receipt 3' }),
    );
    deliverNewsletter('promo.mailto.example', 'promo@mailto.example', { listId: '' });
    deliverNewsletter('promo.mailto.example', 'promo@mailto.example', { listId: '' });
    expect(await engine.scanNow('mb-carol')).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const inbox = countBy(await folderSenders(dovecot, USER, PASS, 'INBOX'));
    expect(inbox).toEqual({ 'news@letters.example': 3, 'keep@k.example': 1, 'later@l.example': 1 });
    const stats = await engine.stats(['mb-carol']);
    expect(stats.autoDeletedNewsletters).toBe(3);
    expect(stats.deletedMails).toBe(16);
    const blocked = await engine.listDecisions(['mb-carol'], 'blocked');
    expect(blocked.find((b) => b.sender === 'promo@mailto.example')!.autoDeleted).toBe(2);

    // Roll back: promo unblocked → its next mail stays and is listed; keep released → listed again.
    expect(await engine.rollback('unblock', ['mb-carol'], items('promo@mailto.example'))).toEqual({
      done: true,
      count: 1,
    });
    expect(await engine.rollback('release', ['mb-carol'], items('keep@k.example'))).toEqual({
      done: true,
      count: 1,
    });
    deliverNewsletter('promo.mailto.example', 'promo@mailto.example', { listId: '' });
    expect(await engine.scanNow('mb-carol')).toBe('done');
    expect(await engine.waitForJobs(30_000)).toBe(true);
    const listed = (await engine.getSubscriptions(['mb-carol'])).subscriptions.map((s) => [
      s.sender,
      s.count,
    ]);
    expect(listed.sort()).toEqual([
      ['keep@k.example', 1],
      ['promo@mailto.example', 1],
    ]);
    expect((await engine.stats(['mb-carol'])).autoDeletedNewsletters).toBe(3);
    expect(smtp.mails).toHaveLength(1);
    expect(https.requests).toHaveLength(1);
  });
});

describe('delete without MOVE', () => {
  it('falls back to COPY + \\Deleted + EXPUNGE when the server does not offer MOVE', async () => {
    const plain = await startDovecot({
      capabilities:
        'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ UIDPLUS UNSELECT CHILDREN NAMESPACE SPECIAL-USE LIST-EXTENDED CONDSTORE ESEARCH',
    });
    try {
      const user = 'dave@nomove.test';
      plain.addUser(user, 'pw');
      for (let i = 0; i < 7; i++)
        plain.deliver(
          user,
          'INBOX',
          buildMessage({ from: 'bulk@x.example', date: next(), headers: { 'List-Id': '<x.example>' } }),
        );
      plain.deliver(user, 'INBOX', buildMessage({ from: 'friend@x.example', date: next() }));
      const events: string[] = [];
      const eng = await createMailEngine({
        sql: db.sql,
        config: dovecotConfig(plain, 'nomove.test', {
          log: (event, data) => {
            if (event === 'trash_move') events.push(String(data?.method));
          },
        }),
      });
      await eng.upsertMailbox({ id: 'mb-dave', email: user, auth: { password: 'pw' } });
      expect(await eng.scanNow('mb-dave')).toBe('done');
      await eng.act('delete', ['mb-dave'], [{ email: user, sender: 'bulk@x.example' }]);
      expect(await eng.waitForJobs(30_000)).toBe(true);
      await eng.stop();
      expect(await folderSenders(plain, user, 'pw', 'INBOX')).toEqual(['friend@x.example']);
      expect(countBy(await folderSenders(plain, user, 'pw', 'Trash'))).toEqual({ 'bulk@x.example': 7 });
      expect((await eng.stats(['mb-dave'])).deletedMails).toBe(7);
      expect(events).toEqual(['copy-expunge']);
    } finally {
      await plain.dispose();
    }
  });
});
