import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '../db/sql-client';
import { hashMessageId } from './packs';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Message-IDs stored before migration 008 kept their full text, where the scan now stores a 64-bit hash
 * (packs.ts hashMessageId, of the same cleaned text): hashed in place, so that a mail stored before the
 * upgrade and its copy re-listed under a new UID after it are recognised as one (jobs.ts). A stored hash
 * is 16 hex digits; a Message-ID never is (RFC 5322: "<left@right>").
 */
async function hashLegacyMessageIds(tx: SqlClient): Promise<void> {
  for (;;) {
    const res = await tx.query<{ message_id: string }>(
      `SELECT DISTINCT message_id FROM mail_messages
       WHERE message_id IS NOT NULL AND message_id !~ '^[0-9a-f]{16}$' LIMIT 5000`,
    );
    if (res.rows.length === 0) return;
    const pairs = res.rows.map((r) => ({ id: r.message_id, hash: hashMessageId(r.message_id) }));
    await tx.query(
      `UPDATE mail_messages m SET message_id = p.hash
       FROM jsonb_to_recordset($1::jsonb) AS p(id text, hash text) WHERE m.message_id = p.id`,
      [JSON.stringify(pairs)],
    );
  }
}

/** Migrations in code, applied after the SQL files, once each (tracked by name like them). */
const CODE_MIGRATIONS: Array<{ name: string; run: (tx: SqlClient) => Promise<void> }> = [
  { name: '009_message_id_hash', run: hashLegacyMessageIds },
];

/**
 * Applies the engine's own plain-SQL migrations (server/mail/migrations/*.sql, in name order) once each,
 * then CODE_MIGRATIONS, tracked in `mail_migrations` so they coexist with the API server's migrations.
 * Idempotent.
 */
export async function migrateMailEngine(sql: SqlClient): Promise<string[]> {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS mail_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await sql.query('SELECT 1 FROM mail_migrations WHERE name = $1', [file]);
    if (done.rows.length > 0) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await sql.transaction(async (tx) => {
      await tx.exec(text);
      await tx.query('INSERT INTO mail_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [file]);
    });
    applied.push(file);
  }
  for (const step of CODE_MIGRATIONS) {
    const done = await sql.query('SELECT 1 FROM mail_migrations WHERE name = $1', [step.name]);
    if (done.rows.length > 0) continue;
    await sql.transaction(async (tx) => {
      await step.run(tx);
      await tx.query('INSERT INTO mail_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [step.name]);
    });
    applied.push(step.name);
  }
  return applied;
}
