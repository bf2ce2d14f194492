import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath, type EndpointName, endpoints } from '../../src/shared/api/contract';
import { imapMailboxId } from '../engine/imap/imap-engine';
import { type Dovecot, startDovecot } from '../mail/testing/dovecot';
import { folderSenders } from '../mail/testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../mail/testing/messages';
import { createDovecotApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * The API server with the real IMAP engine (as main.ts wires it) against a real Dovecot: a test
 * domain is mapped to it through the server's domain table; everything goes through the HTTP API.
 */
const DOMAIN = 'dovecot.tidyfox.test';
const READER = `reader@${DOMAIN}`;
const PASSWORD = 'right-horse-battery';
const APP_PASSWORD_USER = `needs-app-password@${DOMAIN}`;
const GMAIL_APP_PASSWORD =
  '[ALERT] Application-specific password required: https://support.google.com/accounts/answer/185833 (Failure)';
const IMAP_OFF_USER = `imap-off@${DOMAIN}`;
const GMAIL_IMAP_DISABLED =
  '[ALERT] Your account is not enabled for IMAP use. Please visit your Gmail settings page and enable your account for IMAP access. (Failure)';

const NEWSLETTERS = [
  { from: 'news@weekly-digest.example', name: 'Weekly Digest', listId: 'weekly.digest.example', mails: 3 },
  { from: 'deals@shop-offers.example', name: 'Shop Offers', listId: 'offers.shop.example', mails: 2 },
];
const PERSONAL = 'friend@personal.example';

let dovecot: Dovecot;
let t: TestApp;

async function call(
  name: EndpointName,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const definition = endpoints[name];
  return t.app.inject({
    method: definition.method,
    url: `${buildPath(name)}?device=web&version=1.0.0`,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function login(email: string, password: string) {
  const started = await call('authLogin', { body: { email, password } });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  return pollUntilDone(() => call('authCheck', { headers: { 'x-async-token': asyncToken } }), 1500);
}

type Listed = { sender: string; email: string; count: number; type: string };

beforeAll(async () => {
  dovecot = await startDovecot();
  dovecot.addUser(READER, PASSWORD);
  dovecot.refuse(APP_PASSWORD_USER, GMAIL_APP_PASSWORD);
  dovecot.refuse(IMAP_OFF_USER, GMAIL_IMAP_DISABLED);
  for (const letter of NEWSLETTERS) {
    for (let i = 0; i < letter.mails; i++) {
      dovecot.deliver(
        READER,
        'INBOX',
        buildMessage({
          from: letter.from,
          fromName: letter.name,
          to: READER,
          subject: `${letter.name} #${i + 1}`,
          headers: newsletterHeaders({ listId: letter.listId, http: `https://${letter.listId}/unsubscribe` }),
        }),
        { seen: i === 0 },
      );
    }
  }
  dovecot.deliver(READER, 'INBOX', buildMessage({ from: PERSONAL, fromName: 'A Friend', to: READER }));
  t = await createDovecotApp(dovecot, DOMAIN);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dovecot?.dispose();
});

describe('the API server on the real IMAP engine (Dovecot)', () => {
  let token = '';

  it('maps login answers of the real server: created, reconnected, invalid_credentials, application_password, imap_disabled', async () => {
    const wrong = await login(READER, 'not-the-password');
    expect(wrong.body).toEqual({ message: 'invalid_credentials' });
    const refused = await login(APP_PASSWORD_USER, 'anything');
    expect(refused.body).toEqual({ message: 'application_password' });
    const imapOff = await login(IMAP_OFF_USER, 'anything');
    expect(imapOff.body).toEqual({ message: 'imap_disabled' });
    const ok = await login(READER, PASSWORD);
    expect(ok.statusCode).toBe(200);
    const result = ok.body.result as { status: string; token: string };
    expect(result.status).toBe('created');
    expect(result.token).toEqual(expect.any(String));
    token = result.token;
    const again = await login(READER, PASSWORD);
    expect((again.body.result as { status: string }).status).toBe('reconnected');
    // A wrong password for a known mailbox changes nothing: the stored credentials still work.
    expect((await login(READER, 'stale-password')).body).toEqual({ message: 'invalid_credentials' });
  });

  it('lists the newsletter senders of the mailbox, not the personal one, then deletes one', async () => {
    expect(token).not.toBe('');
    let answer: { status: string; subscriptions: Listed[]; retry: number | null } = {
      status: 'empty',
      subscriptions: [],
      retry: null,
    };
    for (let attempt = 0; attempt < 200 && answer.status !== 'done'; attempt++) {
      const response = await call('subscriptions', { token });
      expect(response.statusCode).toBe(200);
      answer = response.json();
      if (answer.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer.status).toBe('done');
    expect(answer.retry).toBeNull();
    const senders = answer.subscriptions.map((item) => item.sender).sort();
    expect(senders).toEqual(NEWSLETTERS.map((letter) => letter.from).sort());
    expect(senders).not.toContain(PERSONAL);
    for (const letter of NEWSLETTERS) {
      const item = answer.subscriptions.find((entry) => entry.sender === letter.from);
      expect(item).toMatchObject({ email: READER, count: letter.mails, type: 'subscriptions' });
    }

    const before = (await call('userStats', { token })).json() as {
      user: { remainsMailsToTreat: number; deletedMails: number; treatedNewsletters: number };
    };
    expect(before.user.remainsMailsToTreat).toBe(5);
    expect(before.user.deletedMails).toBe(0);

    const [deleted] = NEWSLETTERS;
    const response = await call('subscriptionsDelete', {
      token,
      body: { subscriptions: [{ email: READER, sender: deleted!.from }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true, count: 1 });
    expect(await t.mail!.waitForJobs(20_000)).toBe(true);

    const trash = await folderSenders(dovecot, READER, PASSWORD, 'Trash');
    expect(trash).toEqual(Array.from({ length: deleted!.mails }, () => deleted!.from));
    const inbox = await folderSenders(dovecot, READER, PASSWORD, 'INBOX');
    expect(inbox).not.toContain(deleted!.from);
    expect(inbox).toContain(PERSONAL);
    expect(inbox.filter((sender) => sender === NEWSLETTERS[1]!.from)).toHaveLength(NEWSLETTERS[1]!.mails);

    const after = (await call('userStats', { token })).json() as typeof before;
    expect(after.user.remainsMailsToTreat).toBe(NEWSLETTERS[1]!.mails);
    expect(after.user.deletedMails).toBe(deleted!.mails);
    expect(after.user.treatedNewsletters).toBe(1);
    const listed = (await call('subscriptions', { token })).json() as { subscriptions: Listed[] };
    expect(listed.subscriptions.map((item) => item.sender)).toEqual([NEWSLETTERS[1]!.from]);
  });

  it('keeps a sender (listed under kept) and releases it back to the list to sort', async () => {
    const kept = NEWSLETTERS[1]!;
    const ref = { email: READER, sender: kept.from };
    expect((await call('subscriptionsKeep', { token, body: { subscriptions: [ref] } })).json()).toEqual({
      done: true,
      count: 1,
    });
    const keptList = (await call('subscriptionsKept', { token })).json() as {
      subscriptions: Array<Listed & { date: string | null }>;
    };
    expect(keptList.subscriptions).toEqual([expect.objectContaining({ ...ref, date: expect.any(String) })]);
    const emptied = (await call('subscriptions', { token })).json() as { subscriptions: Listed[] };
    expect(emptied.subscriptions).toEqual([]);
    // Nothing moved: the kept sender's mails stay in the INBOX.
    const inbox = await folderSenders(dovecot, READER, PASSWORD, 'INBOX');
    expect(inbox.filter((sender) => sender === kept.from)).toHaveLength(kept.mails);

    const released = await call('subscriptionsRelease', { token, body: { subscriptions: [ref] } });
    expect(released.json()).toEqual({ done: true, count: 1 });
    const back = (await call('subscriptions', { token })).json() as { subscriptions: Listed[] };
    expect(back.subscriptions).toEqual([expect.objectContaining({ ...ref, count: kept.mails })]);
    expect((await call('subscriptionsKept', { token })).json()).toEqual({ subscriptions: [] });
  });

  it('serves an unchanged list to pollers as it is (304, no rebuild); a decision or a scan step changes its ETag', async () => {
    const email = `poller@${DOMAIN}`;
    dovecot.addUser(email, PASSWORD);
    for (const letter of NEWSLETTERS) {
      dovecot.deliver(
        email,
        'INBOX',
        buildMessage({
          from: letter.from,
          fromName: letter.name,
          to: email,
          headers: newsletterHeaders({ listId: letter.listId, http: `https://${letter.listId}/unsubscribe` }),
        }),
      );
    }
    const session = ((await login(email, PASSWORD)).body.result as { token: string }).token;
    const list = (etag?: string) =>
      call('subscriptions', { token: session, headers: etag ? { 'if-none-match': etag } : {} });
    for (let attempt = 0; attempt < 400; attempt++) {
      if (((await list()).json() as { status: string }).status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The sweep queued after the scan: a list with a job running is rebuilt per call.
    expect(await t.mail!.waitForJobs(20_000)).toBe(true);
    const built = vi.spyOn(t.mail!, 'getSubscriptions');
    try {
      const first = await list();
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const rebuilds = built.mock.calls.length;
      for (let poll = 0; poll < 3; poll++) {
        const again = await list(etag);
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      const plain = await list();
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(first.body);
      expect(built.mock.calls.length).toBe(rebuilds);

      // A decision changes the list: a new answer and ETag, then 304 again.
      const kept = NEWSLETTERS[0]!.from;
      await call('subscriptionsKeep', { token: session, body: { subscriptions: [{ email, sender: kept }] } });
      const decided = await list(etag);
      expect(decided.statusCode).toBe(200);
      const decidedEtag = decided.headers.etag as string;
      expect(decidedEtag).not.toBe(etag);
      expect(
        (decided.json() as { subscriptions: Listed[] }).subscriptions.map((item) => item.sender),
      ).not.toContain(kept);
      expect((await list(decidedEtag)).statusCode).toBe(304);

      // A new newsletter and a scan: its step changes the list (the poll with the old ETag gets it).
      const arrived = 'hello@new-letter.example';
      dovecot.deliver(
        email,
        'INBOX',
        buildMessage({
          from: arrived,
          to: email,
          headers: newsletterHeaders({ listId: 'new.letter.example', http: 'https://new-letter.example/u' }),
        }),
      );
      const { rows } = await t.deps.db.query<{ user_id: string }>(
        'SELECT user_id::text AS user_id FROM mailboxes WHERE email = $1',
        [email],
      );
      expect((await t.mail!.startScan(imapMailboxId(rows[0]!.user_id, email))).started).toBe(true);
      let rescanned: { status: string; subscriptions: Listed[] } | null = null;
      let rescannedEtag = '';
      for (let attempt = 0; attempt < 400; attempt++) {
        const response = await list(decidedEtag);
        if (response.statusCode === 200) {
          const answer = response.json() as { status: string; subscriptions: Listed[] };
          if (answer.subscriptions.some((item) => item.sender === arrived)) {
            rescanned = answer;
            rescannedEtag = response.headers.etag as string;
            break;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(rescanned).not.toBeNull();
      expect(rescannedEtag).not.toBe(decidedEtag);
    } finally {
      built.mockRestore();
    }
  });

  it('flags a mailbox invalidGrant when a later scan is refused, and a new sign-in clears it', async () => {
    const email = `changes-password@${DOMAIN}`;
    dovecot.addUser(email, 'first-password');
    dovecot.deliver(email, 'INBOX', buildMessage({ from: 'news@weekly-digest.example', to: email }));
    const signedIn = await login(email, 'first-password');
    const session = (signedIn.body.result as { token: string }).token;
    const poll = async () => {
      for (let attempt = 0; attempt < 400; attempt++) {
        const answer = (await call('subscriptions', { token: session })).json() as {
          status: string;
          mailboxes: Array<{ email: string; invalidGrant: boolean }>;
        };
        if (answer.status === 'done') return answer;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('scan did not finish');
    };
    expect((await poll()).mailboxes).toEqual([expect.objectContaining({ email, invalidGrant: false })]);

    // The password changes at the provider; the next (scheduled) scan is refused.
    dovecot.addUser(email, 'second-password');
    const { rows } = await t.deps.db.query<{ user_id: string }>(
      'SELECT user_id::text AS user_id FROM mailboxes WHERE email = $1',
      [email],
    );
    expect((await t.mail!.startScan(imapMailboxId(rows[0]!.user_id, email))).started).toBe(true);
    let flagged = false;
    for (let attempt = 0; attempt < 400 && !flagged; attempt++) {
      const user = (await call('subscriptions', { token: session })).json() as {
        mailboxes: Array<{ invalidGrant: boolean }>;
      };
      flagged = user.mailboxes[0]?.invalidGrant === true;
      if (!flagged) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(flagged).toBe(true);

    const again = await login(email, 'second-password');
    const result = again.body.result as {
      status: string;
      user: { accounts: Array<{ invalidGrant: boolean }> };
    };
    expect(result.status).toBe('reconnected-invalid-grant');
    expect(result.user.accounts[0]?.invalidGrant).toBe(false);
  });
});
