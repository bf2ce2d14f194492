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

/** PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pglite`. Migrates before returning. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pg = openPg(options.databaseUrl);
    await migrate(pg.client);
    return { client: pg.client, kind: 'postgres', close: pg.close };
  }
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const lite = await openPglite({ dataDir: dir });
  await migrate(lite.client);
  return { client: lite.client, kind: 'pglite', close: lite.close };
}
