import pg from 'pg';
import type { SqlClient, SqlResult } from './sql-client';

// BIGINT (int8) and NUMERIC as JS numbers: every count here stays far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export interface PgHandle {
  client: SqlClient;
  close(): Promise<void>;
}

/** node-postgres pool (DATABASE_URL). */
export function openPg(connectionString: string): PgHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection: the pool replaces it on the next query.
  });
  const client: SqlClient = {
    async query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>> {
      const result = await pool.query(text, params as unknown[] | undefined);
      return { rows: result.rows as Row[] };
    },
    exec: (text) => pool.query(text),
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      const conn = await pool.connect();
      const tx: SqlClient = {
        async query<Row = Record<string, unknown>>(text: string, params?: unknown[]) {
          const result = await conn.query(text, params as unknown[] | undefined);
          return { rows: result.rows as Row[] };
        },
        exec: (text) => conn.query(text),
        transaction: () => Promise.reject(new Error('nested transaction')),
      };
      try {
        await conn.query('BEGIN');
        const value = await fn(tx);
        await conn.query('COMMIT');
        return value;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
  };
  return { client, close: () => pool.end() };
}
