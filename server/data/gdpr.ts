import type { SqlClient } from '../db/sql-client';
import { randomToken } from '../security/crypto';
import { userActionFigures } from './records';

/** An export can be polled and downloaded for this long after it was requested; then it is purged. */
export const GDPR_EXPORT_TTL_MS = 24 * 3_600_000;

export interface GdprRow {
  id: string;
  user_id: string;
  /** The download key, AES-GCM encrypted. */
  key_enc: string;
  state: 'pending' | 'ready';
  content: string | null;
  created_at: Date;
}

/** True once the export is older than GDPR_EXPORT_TTL_MS (its file is no longer served). */
export const isExportExpired = (row: GdprRow, now = Date.now()) =>
  now - new Date(row.created_at).getTime() > GDPR_EXPORT_TTL_MS;

/** Starts an export: returns its id and the download key (stored encrypted by the caller's `seal`). */
export async function createExport(
  db: SqlClient,
  userId: string,
  seal: (key: string) => string,
): Promise<{ id: string; key: string }> {
  const id = randomToken(12);
  const key = randomToken();
  await db.query('INSERT INTO gdpr_exports (id, user_id, key_enc) VALUES ($1, $2, $3)', [
    id,
    userId,
    seal(key),
  ]);
  return { id, key };
}

export async function findExport(db: SqlClient, id: string): Promise<GdprRow | null> {
  const { rows } = await db.query<GdprRow>(
    'SELECT id, user_id::text AS user_id, key_enc, state, content, created_at FROM gdpr_exports WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function markExportDownloaded(db: SqlClient, id: string): Promise<void> {
  await db.query('UPDATE gdpr_exports SET downloaded_at = now() WHERE id = $1', [id]);
}

/**
 * The export format, written at the top of every file: UTF-8 plain text in sections. A section starts
 * with a line `== Name ==` or `== Name (count) ==`; Profile and Statistics hold one `Label: value` per
 * line (`-` when empty); list sections hold one record per line with fields separated by ` | `. Dates
 * are ISO 8601 in UTC. Secrets (mailbox passwords, OAuth tokens, session tokens, push keys) are never
 * written.
 */
export const EXPORT_FORMAT_NOTE = [
  'Format: plain text (UTF-8). Sections start with "== Name ==" or "== Name (count) ==".',
  'Profile and Statistics: one "Label: value" per line ("-" when empty).',
  'Lists: one record per line, fields separated by " | ". Dates: ISO 8601, UTC.',
  'Passwords, OAuth tokens, session tokens and push keys are never exported.',
];

const line = (label: string, value: unknown) =>
  `${label}: ${value === null || value === undefined ? '-' : String(value)}`;
const when = (value: unknown) => (value ? new Date(value as string).toISOString() : '-');

/** Builds the data-portability text (every personal record; never secrets) and marks the export ready. */
export async function buildExport(db: SqlClient, id: string): Promise<void> {
  const found = await findExport(db, id);
  if (!found) return;
  const userId = found.user_id;
  const user = (
    await db.query<Record<string, unknown>>(
      `SELECT hash, firstname, lastname, birth_year, language, device, demo, partner_code, referred_by_partner,
         referred_at, terms_accepted_at, privacy_accepted_at, push_news, push_important, sign_up, created_at
       FROM users WHERE id = $1`,
      [userId],
    )
  ).rows[0];
  if (!user) return;
  const mailboxes = (
    await db.query<Record<string, unknown>>(
      `SELECT email, provider, is_active, in_fox_panel, created_at FROM mailboxes WHERE user_id = $1 ORDER BY position`,
      [userId],
    )
  ).rows;
  const emails = mailboxes.map((box) => box.email as string);
  const consents = (
    await db.query<Record<string, unknown>>(
      'SELECT email, kind, language, created_at FROM consents WHERE email = ANY($1::text[]) ORDER BY created_at',
      [emails],
    )
  ).rows;
  const actions = (
    await db.query<Record<string, unknown>>(
      'SELECT mailbox_email, sender, action, mails, created_at FROM actions WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    )
  ).rows;
  const feedbacks = (
    await db.query<Record<string, unknown>>(
      'SELECT device, version, mood, tags, message, created_at FROM feedbacks WHERE user_id = $1 ORDER BY created_at',
      [userId],
    )
  ).rows;
  const push = (
    await db.query<Record<string, unknown>>(
      'SELECT app_instance_id, device, created_at FROM push_subscriptions WHERE user_id = $1',
      [userId],
    )
  ).rows;

  const figures = await userActionFigures(db, userId);
  const byAction = (
    await db.query<{ action: string; senders: number; mails: number }>(
      `SELECT action, COUNT(*)::int AS senders, COALESCE(SUM(mails), 0)::int AS mails
       FROM actions WHERE user_id = $1 GROUP BY action ORDER BY action`,
      [userId],
    )
  ).rows;
  const referred = (
    await db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM users WHERE referred_by_partner = $1',
      [user.partner_code ?? ''],
    )
  ).rows[0];

  const out: string[] = [
    'Tidy Fox - personal data export (data portability)',
    line('Generated at', new Date().toISOString()),
    ...EXPORT_FORMAT_NOTE,
    '',
    '== Profile ==',
    line('User id', user.hash),
    line('First name', user.firstname),
    line('Last name', user.lastname),
    line('Birth year', user.birth_year),
    line('Language', user.language),
    line('Device', user.device),
    line('Demo user', user.demo),
    line('Own referral code', user.partner_code),
    line('Referred by partner', user.referred_by_partner),
    line('Referred at', when(user.referred_at)),
    line('Terms accepted at', when(user.terms_accepted_at)),
    line('Privacy policy accepted at', when(user.privacy_accepted_at)),
    line('Push news', user.push_news),
    line('Push important', user.push_important),
    line('Created at', when(user.created_at)),
    line(
      'Sign-up source',
      Object.keys((user.sign_up as object | null) ?? {}).length ? JSON.stringify(user.sign_up) : null,
    ),
    '',
    `== Mailboxes (${mailboxes.length}) ==`,
    ...mailboxes.map(
      (box) =>
        `${box.email} | provider ${box.provider} | active ${box.is_active} | panel ${box.in_fox_panel} | added ${when(box.created_at)}`,
    ),
    '(Mailbox passwords and tokens are stored encrypted and are not part of this export.)',
    '',
    `== Consents (${consents.length}) ==`,
    ...consents.map((c) => `${when(c.created_at)} | ${c.kind} | ${c.email} | language ${c.language ?? '-'}`),
    '',
    `== Sender decisions (${actions.length}) ==`,
    ...actions.map(
      (a) =>
        `${when(a.created_at)} | ${a.action} | ${a.sender} | mailbox ${a.mailbox_email} | mails ${a.mails}`,
    ),
    '',
    '== Statistics ==',
    line('Deleted mails', figures.deletedMails),
    line('Storage saved (KB)', figures.storageSavedInKo),
    line('Sorted newsletters', figures.treatedNewsletters),
    line('People referred with your code', referred?.count ?? 0),
    ...byAction.map((row) => line(`Decisions "${row.action}"`, `${row.senders} senders, ${row.mails} mails`)),
    '',
    `== Feedback (${feedbacks.length}) ==`,
    ...feedbacks.map(
      (f) =>
        `${when(f.created_at)} | ${f.device} ${f.version} | mood ${f.mood} | tags ${JSON.stringify(f.tags)} | ${f.message}`,
    ),
    '',
    `== Push registrations (${push.length}) ==`,
    ...push.map((p) => `${when(p.created_at)} | ${p.app_instance_id} | ${p.device ?? '-'}`),
    '',
  ];
  await db.query("UPDATE gdpr_exports SET state = 'ready', content = $2, ready_at = now() WHERE id = $1", [
    id,
    out.join('\n'),
  ]);
}
