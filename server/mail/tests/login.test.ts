import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine } from '../engine';
import { classifyLoginError } from '../imap';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';
import type { LoginErrorCode, Provider } from '../types';

const DOMAIN = 'login.test';
let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let engine: MailEngine;
let silent: Server;
let silentPort = 0;

/**
 * Real refusal wordings (see imap.ts for where each comes from), reproduced by Dovecot (sql passdb
 * `nologin` + `reason`), and the code each must map to.
 */
const REFUSALS: Array<[string, Provider, string, LoginErrorCode]> = [
  [
    'gmail-app-password',
    'google',
    '[ALERT] Application-specific password required: https://support.google.com/accounts/answer/185833 (Failure)',
    'application_password',
  ],
  [
    'gmail-web-login',
    'google',
    '[ALERT] Please log in via your web browser: https://support.google.com/mail/accounts/answer/78754 (Failure)',
    'application_password',
  ],
  [
    'gmail-webalert',
    'google',
    '[WEBALERT https://accounts.google.com/signin/continue?sarp=1&scc=1] Web login required.',
    'application_password',
  ],
  [
    'gmail-imap-off',
    'google',
    '[ALERT] Your account is not enabled for IMAP use. Please visit your Gmail settings page and enable your account for IMAP access. (Failure)',
    'imap_disabled',
  ],
  ['gmail-invalid', 'google', '[AUTHENTICATIONFAILED] Invalid credentials (Failure)', 'invalid_credentials'],
  ['yahoo-invalid', 'yahoo', '[AUTHENTICATIONFAILED] LOGIN Invalid credentials', 'invalid_credentials'],
  [
    'yahoo-authenticate',
    'yahoo',
    '[AUTHENTICATIONFAILED] AUTHENTICATE Invalid credentials',
    'invalid_credentials',
  ],
  ['aol-invalid', 'aol', '[AUTHENTICATIONFAILED] LOGIN Invalid credentials', 'invalid_credentials'],
  // iCloud takes app-specific passwords only: its plain refusal means one is needed.
  ['icloud-refused', 'icloud', '[AUTHENTICATIONFAILED] Authentication failed', 'application_password'],
  ['outlook-login-failed', 'microsoft', 'LOGIN failed.', 'invalid_credentials'],
  ['outlook-token-refused', 'microsoft', 'AUTHENTICATE failed.', 'invalid_credentials'],
  ['outlook-basic-off', 'microsoft', 'Basic authentication is disabled.', 'application_password'],
  // GMX and web.de answer the same to a wrong password and to POP3/IMAP switched off in the account.
  ['gmx-refused', 'gmx', 'authentication failed', 'invalid_credentials'],
  ['webde-refused', 'web', 'authentication failed', 'invalid_credentials'],
  ['orange-refused', 'orange', '[AUTHENTICATIONFAILED] Authentication failed.', 'invalid_credentials'],
  ['naver-refused', 'naver', '[AUTHENTICATIONFAILED] Authentication failed.', 'invalid_credentials'],
  ['kakao-refused', 'kakao', '[AUTHENTICATIONFAILED] Authentication failed.', 'invalid_credentials'],
];

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  dovecot.addUser(`ok@${DOMAIN}`, 'right');
  for (const [name, , reason] of REFUSALS) dovecot.refuse(`${name}@${DOMAIN}`, reason);
  // Accepts TCP but never greets: an unresponsive server.
  silent = createServer(() => undefined);
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as { port: number }).port;
  engine = await createMailEngine({
    sql: db.sql,
    config: {
      ...dovecotConfig(dovecot, DOMAIN, {
        imapTimeouts: { connectionMs: 500, greetingMs: 500, socketMs: 2000 },
      }),
      autoStart: false,
    },
  });
});

afterAll(async () => {
  await engine?.stop();
  await db?.close();
  await dovecot?.dispose();
  silent?.close();
});

describe('verifyLogin against a real IMAP server', () => {
  it('accepts the right password and names the provider', async () => {
    expect(await engine.verifyLogin({ email: `ok@${DOMAIN}`, auth: { password: 'right' } })).toEqual({
      ok: true,
      provider: 'other',
    });
  });

  it('maps a wrong password to invalid_credentials (iCloud: an app-specific password is needed)', async () => {
    expect(await engine.verifyLogin({ email: `ok@${DOMAIN}`, auth: { password: 'wrong' } })).toEqual({
      ok: false,
      code: 'invalid_credentials',
    });
    expect(
      await engine.verifyLogin({ email: `ok@${DOMAIN}`, provider: 'icloud', auth: { password: 'wrong' } }),
    ).toEqual({ ok: false, code: 'application_password' });
  });

  it.each(REFUSALS)('maps the %s refusal (%s)', async (name, provider, _reason, code) => {
    expect(
      await engine.verifyLogin({ email: `${name}@${DOMAIN}`, provider, auth: { password: 'any' } }),
    ).toEqual({
      ok: false,
      code,
    });
  });

  it('reports a server that never answers as a timeout', async () => {
    const res = await engine.verifyLogin({
      email: `ok@${DOMAIN}`,
      auth: { password: 'right' },
      servers: { imap: { host: '127.0.0.1', port: silentPort, secure: false } },
    });
    expect(res).toEqual({ ok: false, code: 'timeout' });
  });

  it('reports an unreachable server as unknown_error', async () => {
    const res = await engine.verifyLogin({
      email: `ok@${DOMAIN}`,
      auth: { password: 'right' },
      servers: { imap: { host: '127.0.0.1', port: 1, secure: true } },
    });
    expect(res).toEqual({ ok: false, code: 'unknown_error' });
  });
});

describe('classifyLoginError', () => {
  it('reads the wording of the response, not only the status', () => {
    expect(
      classifyLoginError({ code: 'CONNECT_TIMEOUT', message: 'Failed to establish connection' }, 'other'),
    ).toBe('timeout');
    expect(
      classifyLoginError(
        { responseText: '[WEBALERT https://accounts.google.com/x] Web login required.' },
        'google',
      ),
    ).toBe('application_password');
    expect(classifyLoginError({ message: 'Something odd' }, 'other')).toBe('unknown_error');
  });

  it('reads Microsoft’s "authenticated but not connected" as IMAP off for the mailbox', () => {
    // imapflow turns Exchange Online's BAD answer after an accepted XOAUTH2 token into this failure. Dovecot
    // cannot send that answer, so the shape imapflow builds is given here.
    const err = {
      authenticationFailed: true,
      message: 'Authentication failed',
      response: 'User is authenticated but not connected.',
    };
    expect(classifyLoginError(err, 'microsoft')).toBe('imap_disabled');
    expect(classifyLoginError(err, 'other')).toBe('invalid_credentials');
  });
});
