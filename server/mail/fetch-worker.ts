/**
 * The scan's fetch worker (a worker_threads thread, started by fetch-helper.ts for a large folder): it
 * logs in on its own connection, selects the folder read-only, takes the connection over for bulk FETCH
 * (bulk-fetch.ts) and, for each chunk the scan asks for, fetches and parses the headers and builds what
 * the database stores (packs and the senders' delta, scanner.ts scanChunk). Reading the socket and
 * parsing then run beside the scan's database work instead of between it, on another core.
 *
 * Messages in:  { type: 'open', path, uidvalidity, role, scanNo } once, then { type: 'fetch', id, uids }.
 * Messages out: { type: 'opened' } | { type: 'chunk', id, chunk, fetchMs } | { type: 'error', id?, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ImapFlow } from 'imapflow';
import { type BulkSession, takeOverForFetch } from './bulk-fetch';
import { uidSet } from './folders';
import { closeImap, connectImap, createImapClient } from './imap';
import type {
  FetchedMessage,
  FetchWorkerData,
  FromWorker,
  MessageRow,
  ScannedChunk,
  ToWorker,
} from './scan-types';
import { FETCH_QUERY, fetchParsed, scanChunk } from './scanner';

function describe(err: unknown): { message: string; code?: string } {
  const e = (err ?? {}) as { message?: string; code?: string };
  // Any failure here is the connection's (the main one handles refusals): a transient, retried error.
  return { message: e.message ?? String(err), code: e.code ?? 'ECONNRESET' };
}

if (parentPort) {
  const port = parentPort;
  const data = workerData as FetchWorkerData;
  const post = (m: FromWorker) => port.postMessage(m);
  let client: ImapFlow | null = null;
  let bulk: BulkSession | null = null;
  let role: 'inbox' | 'junk' = 'inbox';
  let scanNo = 0;
  // Chunks are answered in the order asked (the IMAP responses come in order anyway).
  let queue: Promise<void> = Promise.resolve();
  const kept = new Map<number, MessageRow[]>();

  const fetchOne = async (id: number, uids: number[]) => {
    const t0 = performance.now();
    let scanned: ScannedChunk;
    if (bulk) scanned = await fetchParsed(bulk, uids, role, scanNo);
    else {
      const c = client;
      if (!c) throw new Error('no connection');
      const msgs: FetchedMessage[] = [];
      for await (const m of c.fetch(uidSet(uids), FETCH_QUERY, { uid: true })) msgs.push(m);
      if (!c.usable) throw Object.assign(new Error('connection lost during FETCH'), { code: 'ECONNRESET' });
      scanned = scanChunk(msgs, role, scanNo);
    }
    const fetchMs = performance.now() - t0;
    const { rows, ...chunk } = scanned;
    kept.set(id, (await rows()) as MessageRow[]);
    post({ type: 'chunk', id, chunk, fetchMs });
  };

  port.on('message', (m: ToWorker) => {
    if (m.type === 'open') {
      role = m.role;
      scanNo = m.scanNo;
      (async () => {
        const c = createImapClient(data.imap, data.email, data.auth, data.timeouts);
        client = c;
        c.on('error', () => undefined);
        await connectImap(c);
        const box = await c.mailboxOpen(m.path, { readOnly: true });
        if (box.uidValidity.toString() !== m.uidvalidity) throw new Error('UIDVALIDITY changed');
        bulk = takeOverForFetch(c, data.timeouts.socketMs);
        post({ type: 'opened' });
      })().catch((err) => post({ type: 'error', error: describe(err) }));
    } else if (m.type === 'fetch') {
      // Sent at once (pipelined on the connection), answered in order.
      const started = bulk ? fetchOne(m.id, m.uids) : queue.then(() => fetchOne(m.id, m.uids));
      started.catch(() => undefined);
      queue = started.then(
        () => undefined,
        (err) => post({ type: 'error', id: m.id, error: describe(err) }),
      );
    } else if (m.type === 'rows') {
      post({ type: 'rows', id: m.id, rows: kept.get(m.id) ?? [] });
    } else if (m.type === 'drop') {
      kept.delete(m.id);
    } else if (m.type === 'close') {
      if (bulk) {
        bulk.close();
        port.close();
      } else closeImap(client).finally(() => port.close());
    }
  });
}
