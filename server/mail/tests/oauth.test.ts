/**
 * Microsoft mailboxes connect with an OAuth access token (SASL XOAUTH2), not a password. Dovecot offers
 * XOAUTH2 here and checks each token against the harness's introspection endpoint, like a provider would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import { countBy, folderSenders } from '../testing/imap-peek';
import { buildMessage, newsletterHeaders } from '../testing/messages';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/receivers';

const DOMAIN = 'oauth.test';
const USER = `mia@${DOMAIN}`;
const TOKEN = 'ya29.access-token-mia';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let smtp: SmtpReceiver;
let engine: MailEngine;

beforeAll(async () => {
  [dovecot, db, smtp] = await Promise.all([
    startDovecot({ oauth: true }),
    createTestDb(),
    startSmtpReceiver({}, { [TOKEN]: USER }),
  ]);
  dovecot.addToken(USER, TOKEN);
  // The peek helper reads folders with a password; the same mailbox also has one for that.
  dovecot.addUser(USER, 'peek-pw');
  const config = dovecotConfig(dovecot, DOMAIN);
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
  await Promise.all([db?.close(), dovecot?.dispose(), smtp?.close()]);
});

describe('microsoft (XOAUTH2)', () => {
  it('logs in with an access token and maps a refused token to invalid_credentials', async () => {
    const before = dovecot.introspections;
    expect(
      await engine.verifyLogin({ email: USER, provider: 'microsoft', auth: { accessToken: TOKEN } }),
    ).toEqual({ ok: true, provider: 'microsoft' });
    // Dovecot asked the token endpoint: the token, not a password, was checked.
    expect(dovecot.introspections).toBeGreaterThan(before);
    dovecot.addToken(USER, 'short-lived');
    dovecot.revokeToken('short-lived');
    expect(
      await engine.verifyLogin({ email: USER, provider: 'microsoft', auth: { accessToken: 'short-lived' } }),
    ).toEqual({ ok: false, code: 'invalid_credentials' });
  });

  it('scans, and unsubscribes by mailto through SMTP with the same token', async () => {
    for (let i = 0; i < 3; i++)
      dovecot.deliver(
        USER,
        'INBOX',
        buildMessage({
          from: 'digest@mailto.example',
          date: new Date(Date.UTC(2026, 5, 1 + i)),
          headers: newsletterHeaders({
            listId: 'digest.mailto.example',
            mailto: 'mailto:leave@mailto.example',
          }),
        }),
      );
    dovecot.deliver(USER, 'INBOX', buildMessage({ from: 'colleague@work.example' }));
    await engine.upsertMailbox({
      id: 'mb-mia',
      email: USER,
      provider: 'microsoft',
      auth: { accessToken: TOKEN },
    });
    expect(await engine.scanNow('mb-mia')).toBe('done');
    const res = await engine.getSubscriptions(['mb-mia']);
    expect(res.subscriptions.map((s) => [s.sender, s.count])).toEqual([['digest@mailto.example', 3]]);

    await engine.act('unsubscribes', ['mb-mia'], [{ email: USER, sender: 'digest@mailto.example' }]);
    expect(await engine.waitForJobs(30_000)).toBe(true);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({
      from: USER,
      to: ['leave@mailto.example'],
      user: USER,
      method: 'XOAUTH2',
    });
    const [blocked] = await engine.listDecisions(['mb-mia'], 'blocked');
    expect(blocked?.unsubscribe).toEqual({ method: 'mailto', ok: true });
    expect(countBy(await folderSenders(dovecot, USER, 'peek-pw', 'Trash'))).toEqual({
      'digest@mailto.example': 3,
    });
  });

  it('a token that stopped working ends the scan with invalid_credentials, not a retry loop', async () => {
    dovecot.revokeToken(TOKEN);
    expect(await engine.scanNow('mb-mia')).toBe('error');
    const res = await engine.getSubscriptions(['mb-mia']);
    expect(res.mailboxes).toEqual([
      expect.objectContaining({ id: 'mb-mia', errorCode: 'invalid_credentials' }),
    ]);
    // A fresh token (the server refreshed it) clears the error.
    dovecot.addToken(USER, 'fresh-token');
    await engine.upsertMailbox({
      id: 'mb-mia',
      email: USER,
      provider: 'microsoft',
      auth: { accessToken: 'fresh-token' },
    });
    expect(await engine.scanNow('mb-mia')).toBe('done');
    expect((await engine.getSubscriptions(['mb-mia'])).mailboxes[0]?.errorCode).toBeNull();
  });
});
