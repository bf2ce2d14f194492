/**
 * server/lib/owner.ts: the IMAP endpoint of a stored mailbox takes implicit TLS vs STARTTLS from the domain
 * map, not from the port number. Checked by logging in to a real Dovecot whose IMAPS port is not 993.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainMap } from '../../auth/mx';
import type { AppContext } from '../../context';
import type { MailboxRow } from '../../data/users';
import type { SqlClient } from '../../db/sql-client';
import { createImapEngine } from '../../engine/imap/imap-engine';
import { accessOf } from '../../lib/owner';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, TEST_SECRET } from '../testing/fixtures';

let dovecot: Dovecot;
let db: { sql: SqlClient; close: () => Promise<void> };
let mail: MailEngine;

const row = (email: string, host: string, port: number): MailboxRow => ({
  id: '1',
  user_id: '1',
  email,
  provider: 'other',
  position: 0,
  is_active: true,
  in_fox_panel: false,
  invalid_grant: false,
  provider_shutdown: false,
  password_enc: 'enc:pw',
  oauth_refresh_enc: null,
  imap_host: host,
  imap_port: port,
  newsletters_found: 0,
  mails_to_sort: 0,
  created_at: new Date(),
});

const contextWith = (domainMap: DomainMap) =>
  ({ domainMap, cipher: { decrypt: (s: string) => s.replace(/^enc:/, '') } }) as unknown as AppContext;

beforeAll(async () => {
  [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
  dovecot.addUser('tls@imaps-port.test', 'pw');
  dovecot.addUser('starttls@starttls.test', 'pw');
  mail = await createMailEngine({
    sql: db.sql,
    config: {
      secretKey: TEST_SECRET,
      autoStart: false,
      imapTimeouts: { connectionMs: 2000, greetingMs: 2000, socketMs: 3000 },
    },
  });
});

afterAll(async () => {
  await mail?.stop();
  await Promise.all([db?.close(), dovecot?.dispose()]);
});

describe('accessOf', () => {
  it('takes secure from the domain map: IMAPS on a port other than 993 logs in, STARTTLS too', async () => {
    expect(dovecot.port).not.toBe(993);
    const smtp = { host: 'submit.imaps-port.test', port: 2587, secure: false };
    const map: DomainMap = {
      domains: {
        'imaps-port.test': {
          provider: 'other',
          imap: { host: dovecot.host, port: dovecot.port, secure: true },
          smtp,
        },
        'starttls.test': {
          provider: 'other',
          imap: { host: dovecot.host, port: dovecot.starttlsPort, secure: false },
        },
      },
      mx: {},
      unsupported: [],
      shutdown: [],
    };
    const ctx = contextWith(map);
    const engine = createImapEngine(mail, { rejectUnauthorized: false });

    const tls = accessOf(ctx, row('tls@imaps-port.test', dovecot.host, dovecot.port));
    expect(tls.imap).toEqual({ host: dovecot.host, port: dovecot.port, secure: true });
    expect(tls.smtp).toEqual(smtp);
    expect(await engine.verifyLogin(tls)).toEqual({ ok: true });

    const starttls = accessOf(ctx, row('starttls@starttls.test', dovecot.host, dovecot.starttlsPort));
    expect(starttls.imap?.secure).toBe(false);
    expect(await engine.verifyLogin(starttls)).toEqual({ ok: true });
  });

  it('a host the map no longer lists: implicit TLS unless on port 143', () => {
    const ctx = contextWith({ domains: {}, mx: {}, unsupported: [], shutdown: [] });
    expect(accessOf(ctx, row('a@b.test', 'imap.b.test', 10993)).imap?.secure).toBe(true);
    expect(accessOf(ctx, row('a@b.test', 'imap.b.test', 143)).imap?.secure).toBe(false);
  });
});
