import type { Mailbox, User } from '../../src/shared/api/contract';
import type { Provider } from '../../src/shared/config/constants';
import type { SqlClient } from '../db/sql-client';
import { isDiscoveryAddress } from '../engine/demo/generator';
import { randomToken } from '../security/crypto';
import { forgetCachedSessions } from './sessions';

export interface UserRow {
  id: string;
  hash: string;
  firstname: string | null;
  lastname: string | null;
  birth_year: number | null;
  language: string | null;
  device: string | null;
  demo: boolean;
  partner_code: string | null;
  referred_by_user_id: string | null;
  referred_by_partner: string | null;
  referred_at: Date | null;
  terms_accepted_at: Date | null;
  privacy_accepted_at: Date | null;
  push_news: boolean;
  push_important: boolean;
  created_at: Date;
}

export interface MailboxRow {
  id: string;
  user_id: string;
  email: string;
  provider: Provider;
  position: number;
  is_active: boolean;
  in_fox_panel: boolean;
  invalid_grant: boolean;
  provider_shutdown: boolean;
  password_enc: string | null;
  oauth_refresh_enc: string | null;
  imap_host: string | null;
  imap_port: number | null;
  newsletters_found: number;
  mails_to_sort: number;
  created_at: Date;
}

// BIGSERIAL ids come back as strings (pg) or bigint/number (PGlite): normalise to string.
const USER_COLUMNS = `id::text AS id, hash, firstname, lastname, birth_year, language, device, demo, partner_code,
  referred_by_user_id::text AS referred_by_user_id, referred_by_partner, referred_at, terms_accepted_at,
  privacy_accepted_at, push_news, push_important, created_at`;
const MAILBOX_COLUMNS = `id::text AS id, user_id::text AS user_id, email, provider, position, is_active, in_fox_panel,
  invalid_grant, provider_shutdown, password_enc, oauth_refresh_enc, imap_host, imap_port, newsletters_found,
  mails_to_sort, created_at`;

/** Sign-up attribution of a new user (the tracking fields of its first login); empty values dropped. */
export interface SignUp {
  referrer?: string;
  utmSource?: string;
  utmCampaign?: string;
  utmMedium?: string;
}

export async function createUser(
  db: SqlClient,
  fields: { language?: string | null; device?: string | null; demo?: boolean; signUp?: SignUp },
): Promise<UserRow> {
  const signUp = Object.fromEntries(Object.entries(fields.signUp ?? {}).filter(([, value]) => value));
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (hash, language, device, demo, sign_up) VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
    [
      randomToken(12),
      fields.language ?? null,
      fields.device ?? null,
      fields.demo ?? false,
      JSON.stringify(signUp),
    ],
  );
  return rows[0]!;
}

export async function findUser(db: SqlClient, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByPartnerCode(db: SqlClient, code: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE partner_code = $1`, [
    code,
  ]);
  return rows[0] ?? null;
}

export async function updateUser(
  db: SqlClient,
  id: string,
  fields: Partial<
    Pick<
      UserRow,
      | 'firstname'
      | 'lastname'
      | 'birth_year'
      | 'language'
      | 'device'
      | 'partner_code'
      | 'referred_by_user_id'
      | 'referred_by_partner'
      | 'referred_at'
      | 'terms_accepted_at'
      | 'privacy_accepted_at'
      | 'push_news'
      | 'push_important'
    >
  >,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE users SET ${sets} WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
}

export async function deleteUser(db: SqlClient, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
  forgetCachedSessions({ userId: id });
  mailboxesChanged(id);
}

// ---- what changed in the mailboxes table (lets the list call keep rows it read) ----------------

/** Moves with every mailbox write of this process: per user, and for all users at once. */
let changes = 0;
let allChangedAt = 0;
const changedAt = new Map<string, number>();
const CHANGED_AT_MAX = 100_000;

/**
 * Notes that the mailbox rows of `userId` (of every user when undefined) changed. The data functions
 * below call it themselves; a caller that wrote in a transaction calls it again after the commit (a
 * reader on another connection may have read the old rows in between).
 */
export function mailboxesChanged(userId?: string): void {
  changes++;
  if (userId === undefined) {
    allChangedAt = changes;
    changedAt.clear();
    return;
  }
  changedAt.delete(userId);
  changedAt.set(userId, changes);
  if (changedAt.size > CHANGED_AT_MAX) {
    // The oldest user's mark goes: count it as a change of everyone's (never a missed change).
    changedAt.delete(changedAt.keys().next().value!);
    allChangedAt = changes;
  }
}

/**
 * A mark of the state of `userId`'s mailbox rows in this process: rows read after taking it are still
 * current while the mark is the same (writes by other processes aside: see STATE_CACHE_SECONDS).
 */
export function mailboxesMark(userId: string): number {
  return Math.max(allChangedAt, changedAt.get(userId) ?? 0);
}

export async function listMailboxes(db: SqlClient, userId: string): Promise<MailboxRow[]> {
  const { rows } = await db.query<MailboxRow>(
    `SELECT ${MAILBOX_COLUMNS} FROM mailboxes WHERE user_id = $1 ORDER BY position, id`,
    [userId],
  );
  return rows;
}

export async function findMailbox(db: SqlClient, email: string): Promise<MailboxRow | null> {
  const { rows } = await db.query<MailboxRow>(`SELECT ${MAILBOX_COLUMNS} FROM mailboxes WHERE email = $1`, [
    email.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function insertMailbox(
  db: SqlClient,
  fields: {
    userId: string;
    email: string;
    provider: Provider;
    passwordEnc?: string | null;
    oauthRefreshEnc?: string | null;
    imapHost?: string | null;
    imapPort?: number | null;
    providerShutdown?: boolean;
  },
): Promise<MailboxRow> {
  const { rows } = await db.query<MailboxRow>(
    `INSERT INTO mailboxes (user_id, email, provider, position, password_enc, oauth_refresh_enc, imap_host, imap_port,
       provider_shutdown)
     VALUES ($1, $2, $3, (SELECT COALESCE(MAX(position), -1) + 1 FROM mailboxes WHERE user_id = $1), $4, $5, $6, $7, $8)
     RETURNING ${MAILBOX_COLUMNS}`,
    [
      fields.userId,
      fields.email.toLowerCase(),
      fields.provider,
      fields.passwordEnc ?? null,
      fields.oauthRefreshEnc ?? null,
      fields.imapHost ?? null,
      fields.imapPort ?? null,
      fields.providerShutdown ?? false,
    ],
  );
  mailboxesChanged(fields.userId);
  return rows[0]!;
}

export async function updateMailbox(
  db: SqlClient,
  email: string,
  fields: Partial<
    Pick<
      MailboxRow,
      | 'is_active'
      | 'in_fox_panel'
      | 'invalid_grant'
      | 'provider_shutdown'
      | 'password_enc'
      | 'oauth_refresh_enc'
      | 'imap_host'
      | 'imap_port'
      | 'newsletters_found'
      | 'mails_to_sort'
      | 'provider'
    >
  >,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE mailboxes SET ${sets} WHERE email = $1 RETURNING user_id::text AS user_id`,
    [email.toLowerCase(), ...entries.map(([, value]) => value)],
  );
  for (const row of rows) mailboxesChanged(row.user_id);
}

/** The figures the list call keeps up to date, several mailboxes in one statement (null: unchanged). */
export interface MailboxFigures {
  email: string;
  invalid_grant?: boolean;
  mails_to_sort?: number;
  newsletters_found?: number;
}

export async function updateMailboxFigures(db: SqlClient, updates: MailboxFigures[]): Promise<void> {
  if (updates.length === 0) return;
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE mailboxes AS m SET
       invalid_grant = COALESCE(v.invalid_grant, m.invalid_grant),
       mails_to_sort = COALESCE(v.mails_to_sort, m.mails_to_sort),
       newsletters_found = COALESCE(v.newsletters_found, m.newsletters_found)
     FROM unnest($1::text[], $2::boolean[], $3::int[], $4::int[])
       AS v(email, invalid_grant, mails_to_sort, newsletters_found)
     WHERE m.email = v.email
     RETURNING m.user_id::text AS user_id`,
    [
      updates.map((update) => update.email.toLowerCase()),
      updates.map((update) => update.invalid_grant ?? null),
      updates.map((update) => update.mails_to_sort ?? null),
      updates.map((update) => update.newsletters_found ?? null),
    ],
  );
  for (const userId of new Set(rows.map((row) => row.user_id))) mailboxesChanged(userId);
}

/**
 * Deletes discovery users older than `olderThanMs` whose every mailbox is at `demoDomain` (their data
 * is generated and disposable; a public demo would otherwise grow the database without end).
 */
export async function purgeDemoUsers(
  db: SqlClient,
  demoDomain: string,
  olderThanMs: number,
): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM users u WHERE u.demo AND u.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM mailboxes m WHERE m.user_id = u.id AND m.email NOT LIKE $2)
     RETURNING id`,
    [new Date(Date.now() - olderThanMs), `%@${demoDomain.replace(/[\\%_]/g, '\\$&')}`],
  );
  if (rows.length > 0) {
    forgetCachedSessions();
    mailboxesChanged();
  }
  return rows.length;
}

/** Marks the mailboxes of providers being shut down (the domain map's `shutdown` list); run at start. */
export async function syncProviderShutdown(
  db: SqlClient,
  shutdownProviders: readonly string[],
): Promise<void> {
  await db.query(
    'UPDATE mailboxes SET provider_shutdown = (provider = ANY($1::text[])) WHERE provider_shutdown <> (provider = ANY($1::text[]))',
    [shutdownProviders],
  );
  mailboxesChanged();
}

export async function deleteMailbox(db: SqlClient, email: string): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>(
    'DELETE FROM mailboxes WHERE email = $1 RETURNING user_id::text AS user_id',
    [email.toLowerCase()],
  );
  for (const row of rows) mailboxesChanged(row.user_id);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toApiMailbox(row: MailboxRow, all: MailboxRow[]): Mailbox {
  const activeCount = all.filter((box) => box.is_active).length;
  return {
    email: row.email,
    provider: row.provider,
    isActive: row.is_active,
    count: row.mails_to_sort,
    invalidGrant: row.invalid_grant,
    providerShutdown: row.provider_shutdown,
    inFoxPanel: row.in_fox_panel,
    canBeDisabled: !row.is_active || activeCount > 1,
  };
}

export function toApiUser(row: UserRow, mailboxes: MailboxRow[]): User {
  return {
    hash: row.hash,
    firstname: row.firstname,
    lastname: row.lastname,
    birthYear: row.birth_year,
    anonymous: row.firstname === null,
    demo: row.demo,
    // Only PUT /auth/demo creates a demo user holding generated discovery addresses (`visitor-…`); a
    // sign-in to a named demo address is a normal new user (it fills the user form).
    discovery: row.demo && mailboxes.some((box) => isDiscoveryAddress(box.email)),
    language: row.language,
    accounts: mailboxes.map((box) => toApiMailbox(box, mailboxes)),
    partnerCode: row.partner_code,
    createdAt: iso(row.created_at)!,
  };
}

/** The user as the API answers it, or null when it does not exist. */
export async function loadApiUser(db: SqlClient, userId: string): Promise<User | null> {
  const row = await findUser(db, userId);
  if (!row) return null;
  return toApiUser(row, await listMailboxes(db, userId));
}
