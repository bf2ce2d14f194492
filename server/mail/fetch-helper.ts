/**
 * Main-thread side of the scan's fetch worker (fetch-worker.ts). A large folder's chunks are fetched and
 * parsed in that worker while this thread stores the previous ones, so the database work and the
 * header parsing overlap (two cores) and the IMAP server is never held up by a database write. The
 * worker is an accelerator only: until it has logged in and selected the folder, and whenever it cannot
 * (no worker threads, a login it cannot make), the scan fetches on its own connection as before.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EngineContext, MailboxRecord } from './context';
import type { FetchWorkerData, FromWorker, MessageRow, ScannedChunk, ToWorker } from './scan-types';

declare const __TF_BUNDLED__: boolean | undefined;
const bundled = typeof __TF_BUNDLED__ !== 'undefined' && __TF_BUNDLED__;

/**
 * The worker's entry: beside the bundle's main.mjs (server/build.ts), else the TypeScript source, loaded
 * through tsx registered inside the worker (Node 20 does not pass the parent's loader on to workers).
 */
function workerEntry(): URL {
  if (bundled) return pathToFileURL(join(dirname(process.argv[1] ?? ''), 'mail-fetch-worker.mjs'));
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(join(import.meta.dirname, 'fetch-worker.ts')).href;
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export interface FetchHelper {
  /** True once the worker has selected the folder: fetch() may be used. */
  readonly ready: boolean;
  /** Resolves once the worker is ready or cannot be used. */
  readonly settled: Promise<void>;
  fetch(uids: number[]): Promise<{ chunk: ScannedChunk; fetchMs: number; id: number }>;
  /** The chunk is stored: the worker forgets its rows. */
  done(id: number): void;
  close(): void;
}

interface Waiter {
  resolve: (v: { chunk: ScannedChunk; fetchMs: number; id: number }) => void;
  reject: (err: Error) => void;
}

/** Starts a worker for one folder; it becomes ready (or stays unused) in the background. */
export function startFetchHelper(
  ctx: EngineContext,
  mb: MailboxRecord,
  folder: { path: string; role: 'inbox' | 'junk'; uidvalidity: string },
): FetchHelper | null {
  const entry = workerEntry();
  const data: FetchWorkerData = {
    imap: mb.settings.imap,
    email: mb.email,
    auth: mb.auth,
    timeouts: ctx.config.imapTimeouts,
  };
  let worker: Worker;
  try {
    worker = new Worker(entry, { workerData: data, execArgv: [] });
  } catch {
    return null;
  }
  let ready = false;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((r) => {
    settle = r;
  });
  let failed: Error | null = null;
  let closed = false;
  let seq = 0;
  const waiting = new Map<number, Waiter>();
  const rowWaiters = new Map<
    number,
    { resolve: (rows: MessageRow[]) => void; reject: (err: Error) => void }
  >();
  const fail = (err: Error) => {
    if (!failed) failed = err;
    settle();
    ready = false;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    for (const w of rowWaiters.values()) w.reject(err);
    rowWaiters.clear();
  };
  const send = (m: ToWorker) => worker.postMessage(m);
  worker.on('message', (m: FromWorker) => {
    if (m.type === 'opened') {
      if (!failed && !closed) ready = true;
      settle();
    } else if (m.type === 'chunk') {
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      const id = m.id;
      w.resolve({
        chunk: {
          ...m.chunk,
          rows: () =>
            new Promise<MessageRow[]>((resolve, reject) => {
              if (failed) return reject(failed);
              rowWaiters.set(id, { resolve, reject });
              send({ type: 'rows', id });
            }),
        },
        fetchMs: m.fetchMs,
        id,
      });
    } else if (m.type === 'rows') {
      const w = rowWaiters.get(m.id);
      rowWaiters.delete(m.id);
      w?.resolve(m.rows);
    } else if (m.type === 'error') {
      const err = Object.assign(new Error(m.error.message), { code: m.error.code });
      if (m.id === undefined) {
        // Could not log in or select: the scan goes on without the worker.
        ctx.log('scan_worker_unavailable', { mailboxId: mb.id, error: m.error.message });
        fail(err);
        helper.close();
      } else fail(err);
    }
  });
  worker.on('error', (err) => {
    ctx.log('scan_worker_unavailable', { mailboxId: mb.id, error: err.message });
    fail(Object.assign(new Error(`fetch worker: ${err.message}`), { code: 'ECONNRESET' }));
  });
  worker.on('exit', () => {
    if (!closed) fail(Object.assign(new Error('fetch worker exited'), { code: 'ECONNRESET' }));
    closed = true;
    ctx.clients.delete(helper);
  });
  send({
    type: 'open',
    path: folder.path,
    uidvalidity: folder.uidvalidity,
    role: folder.role,
    scanNo: mb.scanNo,
  });
  const helper: FetchHelper = {
    get ready() {
      return ready && !failed && !closed;
    },
    settled,
    fetch(uids) {
      if (failed) return Promise.reject(failed);
      const id = ++seq;
      const p = new Promise<{ chunk: ScannedChunk; fetchMs: number; id: number }>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      );
      send({ type: 'fetch', id, uids });
      return p;
    },
    done(id) {
      if (!closed) send({ type: 'drop', id });
    },
    close() {
      if (closed) return;
      closed = true;
      ready = false;
      ctx.clients.delete(helper);
      fail(Object.assign(new Error('fetch worker closed'), { code: 'ECONNRESET' }));
      try {
        send({ type: 'close' });
      } catch {
        // already gone
      }
      // LOGOUT gets a moment; then the thread ends either way.
      setTimeout(() => void worker.terminate(), 500).unref();
    },
  };
  ctx.clients.add(helper);
  return helper;
}
