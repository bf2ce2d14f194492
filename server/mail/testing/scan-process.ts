/**
 * A second server process for the cross-process test: one mail engine on a shared PostgreSQL. Prints
 * "ready" once its engine is up, scans the mailbox when it reads "go" on stdin, prints the outcome as JSON.
 *
 *   node --import tsx server/mail/testing/scan-process.ts <database url> <mailbox id> <instance id>
 */
import { createInterface } from 'node:readline';
import { openPg } from '../../db/pg-client';
import { createMailEngine } from '../engine';
import { TEST_SECRET } from './fixtures';

const [url, mailboxId, instanceId] = process.argv.slice(2);
if (!url || !mailboxId || !instanceId)
  throw new Error('usage: scan-process <url> <mailbox id> <instance id>');
const db = openPg(url);
const engine = await createMailEngine({
  sql: db.client,
  config: { secretKey: TEST_SECRET, instanceId, autoStart: false, scan: { firstChunk: 50, chunk: 200 } },
});
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();
const outcome = await engine.scanNow(mailboxId);
process.stdout.write(`${JSON.stringify({ instanceId, outcome })}\n`);
await engine.stop();
await db.close();
