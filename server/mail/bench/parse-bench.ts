/**
 * CPU of the scan's own work per phase, without IMAP or timing noise (not a test): the benchmark's mails as
 * the FETCH responses a server sends (cut into 16 KB socket reads, as a TLS socket hands them over), read
 * and parsed by the scan's code (the bulk session's FetchResponseReader),
 * then stored through the scan's chunk commit on an in-process PGlite. Prints CPU ms (user + sys, best
 * of three) per phase; CPU time barely moves when other processes share the machine, wall time does.
 *
 *   npx tsx server/mail/bench/parse-bench.ts [N]   # default 100,000
 */
import { FetchResponseReader } from '../bulk-fetch';
import { migrateMailEngine } from '../migrate';
import type { MessageRow, ScannedChunk } from '../scan-types';
import { chunkOfRows, insertScanned, messageToRow } from '../scanner';
import { createTestDb } from '../testing/fixtures';
import { benchMessage } from './corpus';

const count = Number(process.argv[2] ?? 100_000);
const CHUNK = Number(process.env.BENCH_CHUNK ?? 20_000);

function cpu<T>(fn: () => T): { ms: number; value: T } {
  const c0 = process.cpuUsage();
  const value = fn();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, value };
}
async function cpuAsync<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const c0 = process.cpuUsage();
  const value = await fn();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, value };
}

// The FETCH responses, as Dovecot writes them for (UID FLAGS RFC822.SIZE INTERNALDATE BODY.PEEK[HEADER]).
const parts: Buffer[] = [];
for (let i = 0; i < count; i++) {
  const { raw, seen } = benchMessage(i);
  const header = Buffer.from(raw.slice(0, raw.indexOf('\r\n\r\n') + 4), 'utf8');
  parts.push(
    Buffer.from(
      `* ${i + 1} FETCH (UID ${i + 1} FLAGS (${seen ? '\\Seen' : ''}) RFC822.SIZE ${Buffer.byteLength(raw)} INTERNALDATE "01-Jan-2020 00:01:00 +0000" BODY[HEADER] {${header.length}}\r\n`,
      'latin1',
    ),
    header,
    Buffer.from(')\r\n', 'latin1'),
  );
}
const stream = Buffer.concat(parts);
const reads: Buffer[] = [];
for (let p = 0; p < stream.length; p += 16_384) reads.push(stream.subarray(p, p + 16_384));
console.log(
  `[parse] ${count.toLocaleString('en')} mails, ${(stream.length / 1e6).toFixed(1)} MB of FETCH responses`,
);

const best = (runs: number[]) => Math.min(...runs).toFixed(0);
const readOnly: number[] = [];
const readParse: number[] = [];
const pack: number[] = [];
let rows: MessageRow[] = [];
for (let run = 0; run < 3; run++) {
  readOnly.push(
    cpu(() => {
      let n = 0;
      const reader = new FetchResponseReader(
        (msg) => {
          if (msg.uid) n++;
        },
        () => undefined,
      );
      for (const r of reads) reader.push(r);
      return n;
    }).ms,
  );
  const parsed = cpu(() => {
    const out: MessageRow[] = [];
    const reader = new FetchResponseReader(
      (msg) => out.push(messageToRow(msg, 'inbox')),
      () => undefined,
    );
    for (const r of reads) reader.push(r);
    return out;
  });
  readParse.push(parsed.ms);
  rows = parsed.value;
  pack.push(
    cpu(() => {
      for (let k = 0; k < rows.length; k += CHUNK) chunkOfRows(rows.slice(k, k + CHUNK), 1);
    }).ms,
  );
}
console.log(`[parse] read responses (split + FETCH attributes): ${best(readOnly)} ms CPU`);
console.log(`[parse] read + parse headers into rows:           ${best(readParse)} ms CPU`);
console.log(`[parse] packs + senders' delta per ${CHUNK} mails:     ${best(pack)} ms CPU`);

const chunks: ScannedChunk[] = [];
for (let k = 0; k < rows.length; k += CHUNK) chunks.push(chunkOfRows(rows.slice(k, k + CHUNK), 1));
const store: number[] = [];
for (let run = 0; run < 3; run++) {
  const db = await createTestDb();
  await migrateMailEngine(db.sql);
  await db.sql.query(
    `INSERT INTO mail_mailboxes (id, email, provider, settings, secret) VALUES ('mb', 'a@b.test', 'other', '{}', 'x')`,
  );
  await db.sql.query(
    `INSERT INTO mail_folders (mailbox_id, role, path, uidvalidity) VALUES ('mb', 'inbox', 'INBOX', 1)`,
  );
  const t = await cpuAsync(async () => {
    for (const c of chunks)
      await db.sql.transaction(async (tx) => {
        await tx.query(`UPDATE mail_folders SET pass_cursor = $3 WHERE mailbox_id = $1 AND role = $2`, [
          'mb',
          'inbox',
          c.lo,
        ]);
        await insertScanned(tx, 'mb', 'inbox', '1', 1, c);
        await tx.query('UPDATE mail_mailboxes SET progress_done = progress_done + $2 WHERE id = $1', [
          'mb',
          c.count,
        ]);
      });
  });
  store.push(t.ms);
  await db.close();
}
console.log(`[parse] store (chunk commits, PGlite):              ${best(store)} ms CPU`);
