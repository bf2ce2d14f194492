import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import type { SqlClient } from '../db/sql-client';
import { createTestApp, type TestApp } from './app-helpers';

/**
 * Issue 15 §7: a database error in the log carries its code (and the names of what it concerns), not
 * the values of the query: PostgreSQL quotes them in the message and the detail.
 */
let t: TestApp;
const lines: string[] = [];
const VICTIM = 'victim.address@example.org';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ logger: loggerOptions('info', stream) });
  const db = t.deps.db as SqlClient;
  const query = db.query.bind(db);
  // The consent insert fails the way a real query does: PGlite quotes the value in its error.
  db.query = (async (text: string, params?: unknown[]) => {
    if (/INSERT INTO consents/i.test(text)) return query('SELECT $1::int AS n', [params?.[0]] as never);
    return query(text, params as never);
  }) as SqlClient['query'];
});

afterAll(async () => {
  await t?.close();
});

describe('database errors in the log', () => {
  it('log the SQLSTATE code, never the values', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/consent',
      payload: { email: VICTIM },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'internal_error' });
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.err);
    expect(failure?.err).toMatchObject({ type: 'DatabaseError', code: '22P02' });
    expect(lines.join('\n')).not.toContain('victim.address');
  });
});
