/**
 * The one SQL interface every server module talks to. Both PGlite (`lite.query`) and node-postgres
 * (`pool.query`) satisfy it, so the same code and migrations run embedded and on PostgreSQL.
 */
export interface SqlResult<Row> {
  rows: Row[];
}

export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<unknown>;
  /** Runs `fn` inside one transaction; the client given to `fn` is bound to it. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}
