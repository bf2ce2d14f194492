import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from './migrate';
import { openPg } from './pg-client';
import { openPglite } from './pglite-client';
import type { SqlClient } from './sql-client';

export interface Database {
  client: SqlClient;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Creates and migrates a new PGlite cluster in a child process (see init-pglite.ts). */
function initInChild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, join(import.meta.dirname, 'init-pglite.ts'), dir],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database in ${dir} failed (${code})`)),
    );
  });
}

/**
 * PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pglite` (`pgliteConfig`: its
 * postgresql.conf settings; a new cluster is created in a child process when `initInChild`).
 * Migrates before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteConfig?: string[];
  initInChild?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pg = openPg(options.databaseUrl);
    await migrate(pg.client);
    return { client: pg.client, kind: 'postgres', close: pg.close };
  }
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  if (options.initInChild && !existsSync(join(dir, 'PG_VERSION'))) await initInChild(dir);
  const lite = await openPglite({ dataDir: dir, postgresqlConf: options.pgliteConfig });
  await migrate(lite.client);
  return { client: lite.client, kind: 'pglite', close: lite.close };
}
