import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { migrate } from './migrate';
import { openPg } from './pg-client';
import { openPglite } from './pglite-client';
import type { SqlClient } from './sql-client';

export interface Database {
  client: SqlClient;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Set by server/build.ts in the bundle `npm start` runs (dist-server/). */
declare const __TF_BUNDLED__: boolean | undefined;
const bundled = typeof __TF_BUNDLED__ !== 'undefined' && __TF_BUNDLED__;

/** Creates and migrates a new PGlite cluster in a child process (see init-pglite.ts). */
function initInChild(dir: string): Promise<void> {
  // The bundle's init-pglite.mjs sits beside main.mjs; under tsx, the source with the same loader.
  const script = bundled
    ? join(dirname(process.argv[1] ?? ''), 'init-pglite.mjs')
    : join(import.meta.dirname, 'init-pglite.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, dir], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
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
