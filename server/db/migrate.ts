import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlClient } from './sql-client';

export const SERVER_MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/**
 * Runs the plain SQL files of `sources` (sorted by file name within each directory) that did not run yet,
 * each in its own transaction, recording them in `schema_migrations`. Same SQL on PGlite and PostgreSQL.
 */
export interface MigrationSource {
  /** Recorded before the file name, e.g. `server/001_init.sql`. */
  prefix: string;
  dir: string;
}

export const SERVER_MIGRATIONS: MigrationSource = { prefix: 'server', dir: SERVER_MIGRATIONS_DIR };

export async function migrate(
  db: SqlClient,
  sources: MigrationSource[] = [SERVER_MIGRATIONS],
): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name TEXT PRIMARY KEY,
       applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
     )`,
  );
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const ran: string[] = [];
  for (const { prefix, dir } of sources) {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files) {
      const name = `${prefix}/${file}`;
      if (applied.has(name)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      });
      ran.push(name);
    }
  }
  return ran;
}
