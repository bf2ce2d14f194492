/**
 * One scan per mailbox at a time across server processes: two real processes, each with its own engine,
 * on one real PostgreSQL, are told to scan the same mailbox at the same moment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg, type PgHandle } from '../../db/pg-client';
import { type PostgresInstance, startPostgres } from '../../tests/postgres-harness';
import { createMailEngine, type MailEngine } from '../engine';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { dovecotConfig } from '../testing/fixtures';
import { buildMessage } from '../testing/messages';

const HERE = dirname(fileURLToPath(import.meta.url));
const DOMAIN = 'procs.test';
const USER = `pat@${DOMAIN}`;
const MESSAGES = 3000;
let dovecot: Dovecot;
let postgres: PostgresInstance;
let db: PgHandle;
let engine: MailEngine;

beforeAll(async () => {
  [dovecot, postgres] = await Promise.all([startDovecot(), startPostgres()]);
  db = openPg(postgres.url);
  // This process migrates and registers the mailbox; the two scanning processes only open the engine.
  engine = await createMailEngine({
    sql: db.client,
    config: { ...dovecotConfig(dovecot, DOMAIN), autoStart: false },
  });
  dovecot.addUser(USER, 'pw');
  for (let i = 0; i < MESSAGES; i++)
    dovecot.deliver(
      USER,
      'INBOX',
      buildMessage({ from: `s${i % 30}@lists.example`, headers: { 'List-Id': `<l${i % 30}.example>` } }),
      { seen: Math.floor(i / 30) % 2 === 0 },
    );
  await engine.upsertMailbox({ id: 'mb-pat', email: USER, auth: { password: 'pw' } });
}, 120_000);

afterAll(async () => {
  await engine?.stop();
  await db?.close();
  postgres?.stop();
  await dovecot?.dispose();
});

function startProcess(instanceId: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(HERE, '../testing/scan-process.ts'), postgres.url, 'mb-pat', instanceId],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  const waiters: Array<() => void> = [];
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
    for (const w of waiters.splice(0)) w();
  });
  const waitFor = (re: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(re);
        if (m) resolve(m);
        else if (child.exitCode !== null) reject(new Error(`${instanceId} exited: ${out}`));
        else waiters.push(check);
      };
      child.once('exit', () => check());
      check();
    });
  return { child, waitFor };
}

describe('one scan per mailbox across processes', () => {
  it('two processes told to scan at once: one scans, the other answers busy; counts are exact', async () => {
    const a = startProcess('proc-a');
    const b = startProcess('proc-b');
    await Promise.all([a.waitFor(/^ready$/m), b.waitFor(/^ready$/m)]);
    a.child.stdin?.write('go\n');
    b.child.stdin?.write('go\n');
    const outcomes = await Promise.all(
      [a, b].map(async (p) => JSON.parse((await p.waitFor(/^(\{.*\})$/m))[1]!) as { outcome: string }),
    );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['busy', 'done']);

    const res = await engine.getSubscriptions(['mb-pat']);
    expect(res.status).toBe('done');
    expect(res.subscriptions).toHaveLength(30);
    expect(res.subscriptions.reduce((n, s) => n + s.count, 0)).toBe(MESSAGES);
    expect(res.subscriptions.every((s) => s.openRate === 50)).toBe(true);
    const rows = await db.client.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM mail_messages_all WHERE mailbox_id = 'mb-pat'",
    );
    expect(Number(rows.rows[0]!.n)).toBe(MESSAGES);
  }, 120_000);
});
