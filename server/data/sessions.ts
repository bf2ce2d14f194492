import type { SqlClient } from '../db/sql-client';
import { hashToken, randomToken } from '../security/crypto';
import { GDPR_EXPORT_TTL_MS } from './gdpr';

/** Creates a session and returns its token (only the hash is stored). */
export async function createSession(db: SqlClient, userId: string): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

/** Default idle lifetime of a session (SESSION_IDLE_DAYS): each use slides it forward. */
export const DEFAULT_SESSION_IDLE_MS = 30 * 86_400_000;
/** `last_seen_at` is written at most this often per session (one write a minute, not one per call). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Sessions this process has checked (token hash → user), so that a poller's calls do not each ask the
 * database: trusted for `cacheMs`, bounded in count, dropped at once by this process's own logout,
 * sign-out everywhere and user deletions. Another process sharing the PostgreSQL database revokes a
 * token here within `cacheMs` (STATE_CACHE_SECONDS, server/README.md).
 */
interface CachedSession {
  userId: string;
  /** last_seen_at as the database holds it (ms). */
  lastSeen: number;
  /** When the database last confirmed the session (ms). */
  checkedAt: number;
}
const SESSION_CACHE_MAX = 50_000;
const sessionCache = new Map<string, CachedSession>();
/** Moves on each revocation: a check that was in flight meanwhile is not cached. */
let revocations = 0;

/** Drops cached sessions: one token's, one user's, or (no argument) all. */
export function forgetCachedSessions(which?: { token?: string; userId?: string }): void {
  revocations++;
  if (which?.token !== undefined) sessionCache.delete(hashToken(which.token));
  else if (which?.userId !== undefined) {
    for (const [hash, entry] of sessionCache) if (entry.userId === which.userId) sessionCache.delete(hash);
  } else sessionCache.clear();
}

/**
 * The user id of a live session, or null. Sliding expiry: a session not used for `idleMs` is over;
 * each use moves its end forward. With `cacheMs`, a session the database confirmed less than `cacheMs`
 * ago is answered from memory (its last_seen_at still written once a minute).
 */
export async function resolveSession(
  db: SqlClient,
  token: string,
  idleMs = DEFAULT_SESSION_IDLE_MS,
  cacheMs = 0,
): Promise<string | null> {
  const hash = hashToken(token);
  const now = Date.now();
  if (cacheMs > 0) {
    const hit = sessionCache.get(hash);
    if (hit && now - hit.checkedAt < cacheMs && now - hit.lastSeen < idleMs) {
      if (now - hit.lastSeen <= LAST_SEEN_RESOLUTION_MS) return hit.userId;
      // Its once-a-minute write also confirms it is not revoked.
      const seen = revocations;
      const { rows } = await db.query(
        'UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING user_id',
        [hash],
      );
      if (rows.length === 0 || seen !== revocations) {
        sessionCache.delete(hash);
        return rows.length === 0 ? null : hit.userId;
      }
      hit.lastSeen = now;
      hit.checkedAt = now;
      return hit.userId;
    }
  }
  const seen = revocations;
  const { rows } = await db.query<{ user_id: string; last_seen_at: Date }>(
    `SELECT user_id::text AS user_id, last_seen_at FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND last_seen_at > $2`,
    [hash, new Date(now - idleMs)],
  );
  const row = rows[0];
  if (!row) return null;
  let lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > LAST_SEEN_RESOLUTION_MS) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hash]);
    lastSeen = now;
  }
  if (cacheMs > 0 && seen === revocations) {
    sessionCache.delete(hash);
    sessionCache.set(hash, { userId: row.user_id, lastSeen, checkedAt: now });
    if (sessionCache.size > SESSION_CACHE_MAX) sessionCache.delete(sessionCache.keys().next().value!);
  }
  return row.user_id;
}

export async function revokeSession(db: SqlClient, token: string): Promise<void> {
  forgetCachedSessions({ token });
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
  ]);
  forgetCachedSessions({ token });
}

/** Signs a user out everywhere: every live session revoked. Returns how many. */
export async function revokeAllSessions(db: SqlClient, userId: string): Promise<number> {
  forgetCachedSessions({ userId });
  const { rows } = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING user_id',
    [userId],
  );
  forgetCachedSessions({ userId });
  return rows.length;
}

// ---- asynchronous jobs -----------------------------------------------------------------------

export type JobState = 'pending' | 'done' | 'error';

export interface JobRow {
  kind: string;
  user_id: string | null;
  subject: string | null;
  state: JobState;
  result_enc: string | null;
  error_code: string | null;
  error_data: unknown;
  consumed_at: Date | null;
  created_at: Date;
}

export async function createJob(
  db: SqlClient,
  fields: { kind: string; userId?: string | null; subject?: string | null },
): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO async_jobs (token_hash, kind, user_id, subject) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    fields.kind,
    fields.userId ?? null,
    fields.subject ?? null,
  ]);
  return token;
}

export async function findJob(db: SqlClient, token: string): Promise<JobRow | null> {
  const { rows } = await db.query<JobRow>(
    `SELECT kind, user_id::text AS user_id, subject, state, result_enc, error_code, error_data, consumed_at, created_at
     FROM async_jobs WHERE token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function finishJob(
  db: SqlClient,
  token: string,
  outcome: { resultEnc: string } | { errorCode: string; errorData?: unknown },
): Promise<void> {
  if ('resultEnc' in outcome) {
    await db.query(
      `UPDATE async_jobs SET state = 'done', result_enc = $2, finished_at = now() WHERE token_hash = $1`,
      [hashToken(token), outcome.resultEnc],
    );
  } else {
    await db.query(
      `UPDATE async_jobs SET state = 'error', error_code = $2, error_data = $3, finished_at = now() WHERE token_hash = $1`,
      [
        hashToken(token),
        outcome.errorCode,
        outcome.errorData === undefined ? null : JSON.stringify(outcome.errorData),
      ],
    );
  }
}

/** Marks a finished job as handed out; false when it already was (results are given once). */
export async function consumeJob(db: SqlClient, token: string): Promise<boolean> {
  const { rows } = await db.query<{ kind: string }>(
    `UPDATE async_jobs SET consumed_at = now(), result_enc = NULL
     WHERE token_hash = $1 AND consumed_at IS NULL RETURNING kind`,
    [hashToken(token)],
  );
  return rows.length === 1;
}

// ---- magic-link codes ------------------------------------------------------------------------

export async function createMagicCode(
  db: SqlClient,
  fields: { userId: string; email: string; ttlMs: number },
): Promise<string> {
  const code = randomToken();
  await db.query(`INSERT INTO magic_codes (code_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4)`, [
    hashToken(code),
    fields.userId,
    fields.email,
    new Date(Date.now() + fields.ttlMs),
  ]);
  return code;
}

export type MagicUse = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Uses a code once: atomically marks it used when it is valid. */
export async function useMagicCode(db: SqlClient, code: string): Promise<MagicUse> {
  const hash = hashToken(code);
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE magic_codes SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id::text AS user_id`,
    [hash],
  );
  if (rows[0]) return { ok: true, userId: rows[0].user_id };
  const { rows: existing } = await db.query<{ used_at: Date | null }>(
    'SELECT used_at FROM magic_codes WHERE code_hash = $1',
    [hash],
  );
  if (!existing[0]) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: existing[0].used_at ? 'used' : 'expired' };
}

/**
 * Drops sessions idle for `sessionIdleMs`, and finished jobs, magic codes, revoked sessions and GDPR exports (with their personal data) older
 * than `olderThanMs` (default: a day, the export lifetime GDPR_EXPORT_TTL_MS). Returns rows removed.
 */
export async function purgeExpired(
  db: SqlClient,
  olderThanMs = GDPR_EXPORT_TTL_MS,
  sessionIdleMs = DEFAULT_SESSION_IDLE_MS,
): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const idle = await db.query('DELETE FROM sessions WHERE last_seen_at < $1 RETURNING user_id', [
    new Date(Date.now() - sessionIdleMs),
  ]);
  const jobs = await db.query('DELETE FROM async_jobs WHERE created_at < $1 RETURNING kind', [before]);
  const codes = await db.query('DELETE FROM magic_codes WHERE expires_at < $1 RETURNING email', [before]);
  const sessions = await db.query('DELETE FROM sessions WHERE revoked_at < $1 RETURNING user_id', [before]);
  const exports = await db.query('DELETE FROM gdpr_exports WHERE created_at < $1 RETURNING id', [before]);
  return idle.rows.length + jobs.rows.length + codes.rows.length + sessions.rows.length + exports.rows.length;
}

/** Magic codes mailed to `email` since `since` (the per-address cap of PUT /auth/magic). */
export async function countMagicCodesSince(db: SqlClient, email: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM magic_codes WHERE email = $1 AND created_at >= $2',
    [email.toLowerCase(), since],
  );
  return Number(rows[0]?.n ?? 0);
}
