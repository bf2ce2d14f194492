import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlResult } from './sql-client';

interface LiteLike {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
}

function wrap(lite: LiteLike, transact: SqlClient['transaction']): SqlClient {
  return {
    async query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>> {
      const result = await lite.query<Row>(text, params);
      return { rows: result.rows };
    },
    exec: (text) => lite.exec(text),
    transaction: transact,
  };
}

export interface PgliteHandle {
  client: SqlClient;
  lite: PGlite;
  close(): Promise<void>;
}

/**
 * PGlite (embedded PostgreSQL in WASM). `dataDir` undefined = in memory. `loadDataDir` starts from a
 * dump of another instance (tests clone one migrated database instead of migrating each time).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; postgresqlConf?: string[] } = {},
): Promise<PgliteHandle> {
  const lite = await PGlite.create({
    ...(options.postgresqlConf?.length ? { postgresqlconf: options.postgresqlConf } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite runs one statement at a time on one connection: transactions are serialised by it.
  const client: SqlClient = wrap(lite, (fn) =>
    lite.transaction(async (tx) => fn(wrap(tx, () => Promise.reject(new Error('nested transaction'))))),
  );
  return { client, lite, close: () => lite.close() };
}
