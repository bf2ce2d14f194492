/**
 * getSubscriptions benchmark on a stored database (not a test): loads the PGlite dump that
 * `BENCH_DUMP=<file> npm run bench:mail` writes after its scan (100,000 mails, 400 senders), then prints
 * getSubscriptions' median over many calls (kept listing served again), the same with the listing read and
 * built again, and a few statements alone for comparison.
 *
 *   BENCH_DUMP=/tmp/mail.tar.gz npm run bench:mail && npx tsx server/mail/bench/read-bench.ts /tmp/mail.tar.gz
 *
 * READ_PROFILE=<file.cpuprofile> writes a CPU profile of the timed calls.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from '../../db/sql-client';
import { createMailEngine } from '../engine';
import { TEST_SECRET } from '../testing/fixtures';

const file = process.argv[2] ?? process.env.BENCH_DUMP;
if (!file) throw new Error('usage: read-bench.ts <dump.tar.gz>');
const calls = Number(process.env.READ_CALLS ?? 201);

const lite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
await lite.waitReady;
const sql = lite as unknown as SqlClient;
const engine = await createMailEngine({ sql, config: { secretKey: TEST_SECRET, autoStart: false } });

const timeIt = async (fn: () => Promise<unknown>, n = calls) => {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor((times.length - 1) * p)]!.toFixed(2);
  return `median ${q(0.5)} ms (p10 ${q(0.1)}, p90 ${q(0.9)}, max ${q(1)})`;
};

const first = await engine.getSubscriptions(['mb-bench']);
console.log(
  `[read] ${first.subscriptions.length} senders listed, status ${first.status}, body ${JSON.stringify(first).length} bytes; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const profile = process.env.READ_PROFILE ? new Session() : null;
if (profile) {
  profile.connect();
  await profile.post('Profiler.enable');
  await profile.post('Profiler.start');
}
console.log(`[read] getSubscriptions:        ${await timeIt(() => engine.getSubscriptions(['mb-bench']))}`);
if (profile) {
  const { profile: data } = await profile.post('Profiler.stop');
  writeFileSync(String(process.env.READ_PROFILE), JSON.stringify(data));
  profile.disconnect();
}
// An unknown id beside it: no version, so the listing is read and built again (the first call after a write).
let miss = 0;
console.log(
  `[read] getSubscriptions, listing rebuilt: ${await timeIt(() => engine.getSubscriptions(['mb-bench', `unknown-${miss++}`]))}`,
);
console.log(`[read] JSON.stringify of it:    ${await timeIt(async () => JSON.stringify(first))}`);
console.log(`[read] listVersion:             ${await timeIt(() => engine.listVersion(['mb-bench']))}`);
console.log(`[read] SELECT 1:                ${await timeIt(() => sql.query('SELECT 1'))}`);
const senders = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_senders');
console.log(`[read] mail_senders rows: ${senders.rows[0]?.n}`);
console.log(
  `[read] SELECT * FROM mail_senders: ${await timeIt(() => sql.query("SELECT * FROM mail_senders WHERE mailbox_id = 'mb-bench'"))}`,
);
await engine.stop();
await lite.close();
