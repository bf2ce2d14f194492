import { randomInt } from 'node:crypto';
import type { GlobalStats, Partner, PartnerStats } from '../../src/shared/api/contract';
import type { SqlClient } from '../db/sql-client';

/** Grams of CO2 attributed to one deleted mail (storage and transfer over its life). */
export const CO2_GRAMS_PER_DELETED_MAIL = 10;
const REMOVING_ACTIONS = `('delete', 'block')`;

// ---- consents --------------------------------------------------------------------------------

export async function recordConsent(
  db: SqlClient,
  fields: {
    email: string;
    kind: 'terms' | 'future-contact';
    language?: string;
    device?: string;
    signUp?: object;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO consents (email, kind, language, device, sign_up) VALUES ($1, $2, $3, $4, $5)',
    [
      fields.email.toLowerCase(),
      fields.kind,
      fields.language ?? null,
      fields.device ?? null,
      JSON.stringify(fields.signUp ?? {}),
    ],
  );
}

export async function hasConsent(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM consents WHERE email = $1 AND kind = 'terms' LIMIT 1", [
    email.toLowerCase(),
  ]);
  return rows.length > 0;
}

// ---- actions and statistics -----------------------------------------------------------------

export interface ActionRecord {
  mailboxEmail: string;
  sender: string;
  mails: number;
  sizeKo: number;
}

export async function recordActions(
  db: SqlClient,
  userId: string,
  action: string,
  records: ActionRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `INSERT INTO actions (user_id, mailbox_email, sender, action, mails, size_ko)
     SELECT $1, m, s, $2, n, k FROM unnest($3::text[], $4::text[], $5::int[], $6::float8[]) AS t(m, s, n, k)`,
    [
      userId,
      action,
      records.map((r) => r.mailboxEmail),
      records.map((r) => r.sender),
      records.map((r) => r.mails),
      records.map((r) => r.sizeKo),
    ],
  );
}

export interface UserActionFigures {
  deletedMails: number;
  storageSavedInKo: number;
  treatedNewsletters: number;
}

export async function userActionFigures(db: SqlClient, userId: string): Promise<UserActionFigures> {
  const { rows } = await db.query<{ deleted: number | null; size: number | null; treated: number | null }>(
    `SELECT
       COALESCE(SUM(mails) FILTER (WHERE action IN ${REMOVING_ACTIONS}), 0)::int AS deleted,
       COALESCE(SUM(size_ko) FILTER (WHERE action IN ${REMOVING_ACTIONS}), 0)::float8 AS size,
       COUNT(DISTINCT mailbox_email || ' ' || sender) FILTER (WHERE action IN ('delete', 'block', 'keep'))::int AS treated
     FROM actions WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    deletedMails: Number(row?.deleted ?? 0),
    storageSavedInKo: Number(Number(row?.size ?? 0).toFixed(1)),
    treatedNewsletters: Number(row?.treated ?? 0),
  };
}

export async function globalStats(db: SqlClient): Promise<GlobalStats> {
  const { rows } = await db.query<{ deleted: number; size: number; average: number }>(
    `SELECT
       (SELECT COALESCE(SUM(mails), 0)::int FROM actions WHERE action IN ${REMOVING_ACTIONS}) AS deleted,
       (SELECT COALESCE(SUM(size_ko), 0)::float8 FROM actions WHERE action IN ${REMOVING_ACTIONS}) AS size,
       (SELECT COALESCE(AVG(newsletters_found), 0)::float8 FROM mailboxes) AS average`,
  );
  const row = rows[0];
  return {
    deletedMails: Number(row?.deleted ?? 0),
    storageSavedInKo: Number(Number(row?.size ?? 0).toFixed(1)),
    averageNewslettersPerAccount: Number(Number(row?.average ?? 0).toFixed(1)),
  };
}

// ---- partners and trees ---------------------------------------------------------------------

interface PartnerRow {
  code: string;
  name: string;
  img: string;
  text: string;
  type: string;
  seo_title: string;
  seo_description: string;
}

export async function listPartners(db: SqlClient): Promise<Partner[]> {
  const { rows } = await db.query<PartnerRow>(
    'SELECT code, name, img, text, type, seo_title, seo_description FROM partners ORDER BY position, code',
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    img: row.img,
    text: row.text,
    type: row.type,
    seo: { title: row.seo_title, description: row.seo_description },
  }));
}

export async function partnerExists(db: SqlClient, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM partners WHERE code = $1', [code]);
  return rows.length > 0;
}

/** Counters of one partner, or of all partners when `code` is null. */
export async function partnerStats(db: SqlClient, code: string | null): Promise<PartnerStats> {
  const { rows } = await db.query<{ referees: number; sqm: number; deleted: number }>(
    `WITH referees AS (
       SELECT u.id, p.sqm_per_referee FROM users u JOIN partners p ON p.code = u.referred_by_partner
       WHERE $1::text IS NULL OR p.code = $1
     )
     SELECT
       (SELECT COUNT(*)::int FROM referees) AS referees,
       (SELECT COALESCE(SUM(sqm_per_referee), 0)::float8 FROM referees) AS sqm,
       (SELECT COALESCE(SUM(a.mails), 0)::int FROM actions a JOIN referees r ON r.id = a.user_id
        WHERE a.action IN ${REMOVING_ACTIONS}) AS deleted`,
    [code],
  );
  const row = rows[0];
  const deleted = Number(row?.deleted ?? 0);
  return {
    referees: Number(row?.referees ?? 0),
    sqm: Number(row?.sqm ?? 0),
    deleted,
    co2: deleted * CO2_GRAMS_PER_DELETED_MAIL,
  };
}

// ---- referrals ------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newPartnerCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The user's own referral code, generated (unique) on first use. */
export async function ensurePartnerCode(db: SqlClient, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await db.query<{ partner_code: string | null }>(
      'SELECT partner_code FROM users WHERE id = $1',
      [userId],
    );
    const existing = rows[0]?.partner_code;
    if (existing) return existing;
    const candidate = newPartnerCode();
    const clash = await db.query(
      'SELECT 1 FROM users WHERE partner_code = $1 UNION SELECT 1 FROM partners WHERE code = $1',
      [candidate],
    );
    if (clash.rows.length > 0) continue;
    await db.query('UPDATE users SET partner_code = $2 WHERE id = $1 AND partner_code IS NULL', [
      userId,
      candidate,
    ]);
  }
  throw new Error('could not generate a partner code');
}

export async function listReferrals(
  db: SqlClient,
  userId: string,
): Promise<Array<{ name: string; date: string }>> {
  const { rows } = await db.query<{ firstname: string | null; referred_at: Date }>(
    'SELECT firstname, referred_at FROM users WHERE referred_by_user_id = $1 ORDER BY referred_at DESC',
    [userId],
  );
  return rows.map((row) => ({ name: row.firstname ?? '', date: new Date(row.referred_at).toISOString() }));
}

// ---- feedback -------------------------------------------------------------------------------

export async function recordFeedback(
  db: SqlClient,
  userId: string,
  feedback: { device: string; version: string; mood: string; tags: string[]; message: string },
): Promise<void> {
  await db.query(
    'INSERT INTO feedbacks (user_id, device, version, mood, tags, message) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      userId,
      feedback.device,
      feedback.version,
      feedback.mood,
      JSON.stringify(feedback.tags),
      feedback.message,
    ],
  );
}

export async function feedbackGiven(
  db: SqlClient,
  userId: string,
  device: string,
  version: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM feedbacks WHERE user_id = $1 AND device = $2 AND version = $3 LIMIT 1',
    [userId, device, version],
  );
  return rows.length > 0;
}

// ---- push -----------------------------------------------------------------------------------

export async function registerPush(
  db: SqlClient,
  userId: string,
  fields: { appInstanceId: string; subscription: string; device?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, app_instance_id, subscription, device) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, app_instance_id) DO UPDATE SET subscription = EXCLUDED.subscription, device = EXCLUDED.device`,
    [userId, fields.appInstanceId, fields.subscription, fields.device ?? null],
  );
}

export async function unregisterPush(db: SqlClient, userId: string, appInstanceId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND app_instance_id = $2', [
    userId,
    appInstanceId,
  ]);
}

export async function isPushRegistered(
  db: SqlClient,
  userId: string,
  appInstanceId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM push_subscriptions WHERE user_id = $1 AND app_instance_id = $2',
    [userId, appInstanceId],
  );
  return rows.length > 0;
}

export async function listPushSubscriptions(db: SqlClient, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ subscription: string }>(
    'SELECT subscription FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows.map((row) => row.subscription);
}
