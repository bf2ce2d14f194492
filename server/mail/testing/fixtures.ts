/** Shared test fixtures: an in-memory PGlite, engine config pointing a test domain at a local Dovecot. */
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from '../../db/sql-client';
import type { MailEngineConfig } from '../engine';
import type { Dovecot } from './dovecot';

export const TEST_SECRET = 'test-secret-key-0123456789';

/** In-memory PGlite, cloned from the run's migrated snapshot when the global setup made one. */
export async function createTestDb(): Promise<{ sql: SqlClient; close: () => Promise<void> }> {
  const snapshot = process.env.TIDYFOX_MAIL_PGLITE_SNAPSHOT;
  const lite =
    snapshot && existsSync(snapshot)
      ? new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) })
      : new PGlite();
  await lite.waitReady;
  return { sql: lite as unknown as SqlClient, close: () => lite.close() };
}

/** Config sending every address of `domain` to the local Dovecot (self-signed TLS accepted). */
export function dovecotConfig(
  dovecot: Dovecot,
  domain: string,
  extra: MailEngineConfig = {},
): MailEngineConfig {
  return {
    secretKey: TEST_SECRET,
    scheduleMs: 0,
    // About 20 s of retries: a Dovecot restarted by a fault test can be slow to come back on a loaded machine.
    retryDelaysMs: [100, 200, 400, 800, ...Array.from({ length: 18 }, () => 1000)],
    jobs: { leaseMs: 1500, pollMs: 50, backoffMs: 100, backoffMaxMs: 1000, maxAttempts: 10 },
    scan: { leaseMs: 2000, firstChunk: 20, chunk: 200 },
    imapTimeouts: { connectionMs: 3000, greetingMs: 3000, socketMs: 10_000 },
    ...extra,
    hostOverrides: {
      [domain]: { imap: { host: dovecot.host, port: dovecot.port, secure: true, rejectUnauthorized: false } },
      ...extra.hostOverrides,
    },
  };
}
