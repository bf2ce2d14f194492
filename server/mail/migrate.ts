import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '../db/sql-client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the engine's own plain-SQL migrations (server/mail/migrations/*.sql, in name order) once each,
 * tracked in `mail_migrations` so they coexist with the API server's migrations. Idempotent.
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
  return applied;
}
