import type { SqlClient } from '../db/sql-client';

/**
 * A named lease row with expiry: one holder at a time across processes sharing the database
 * (works on PGlite and PostgreSQL alike; a crashed holder's lease simply expires).
 */
export async function acquireLease(
  sql: SqlClient,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const res = await sql.query<{ holder: string }>(
    `INSERT INTO mail_leases (name, holder, expires_at)
     VALUES ($1, $2, now() + ($3::int * interval '1 millisecond'))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE mail_leases.expires_at < now() OR mail_leases.holder = EXCLUDED.holder
     RETURNING holder`,
    [name, holder, ttlMs],
  );
  return res.rows.length > 0;
}

export async function renewLease(
  sql: SqlClient,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const res = await sql.query(
    `UPDATE mail_leases SET expires_at = now() + ($3::int * interval '1 millisecond')
     WHERE name = $1 AND holder = $2 RETURNING name`,
    [name, holder, ttlMs],
  );
  return res.rows.length > 0;
}

export async function releaseLease(sql: SqlClient, name: string, holder: string): Promise<void> {
  await sql.query('DELETE FROM mail_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
