/**
 * The mail engine: the library behind GET /v3/subscriptions and the action calls. See README.md.
 */
import { randomUUID } from 'node:crypto';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../src/shared/config/constants';
import type { SqlClient } from '../db/sql-client';
import type { EngineContext, ResolvedConfig, UnsubscribeConfig } from './context';
import {
  classifyLoginError,
  closeImap,
  connectImap,
  createImapClient,
  DEFAULT_IMAP_TIMEOUTS,
  type ImapTimeouts,
} from './imap';
import { enqueueJob, startWorker, type Worker } from './jobs';
import { migrateMailEngine } from './migrate';
import { type DnsLike, resolveServers } from './providers';
import { CREDENTIAL_REFUSALS, type ScanOutcome, scanMailbox } from './scanner';
import { createSecretBox, type SecretBox } from './secrets';
import type {
  ActionItem,
  ActionResult,
  DecisionItem,
  DecisionKind,
  FetchStatus,
  HonouredCheck,
  MailboxInput,
  SenderItem,
  ServerSettings,
  SubscriptionsResult,
  UnsubscribeProof,
  UnsubscribeResult,
  UserStats,
  VerifyLoginResult,
} from './types';

export interface MailEngineConfig {
  /** Used to seal stored credentials when `secrets` is not given (≥ 16 chars). */
  secretKey?: string;
  /** Identifies this process in leases (default: random). */
  instanceId?: string;
  /** Per e-mail domain server settings (tests point a test domain at the local Dovecot). */
  hostOverrides?: Record<string, Partial<ServerSettings>>;
  dns?: DnsLike;
  probe?: (host: string, port: number) => Promise<boolean>;
  imapTimeouts?: Partial<ImapTimeouts>;
  /**
   * `retryFailedMs`: delay before a failed scan (not a refused login) runs again (default 5 min).
   * `workerMin`: a folder with at least this many mails to fetch is fetched and parsed in a worker thread
   * beside the database work (default Infinity = never; 0 = always); `workerWait` (tests): the
   * scan waits for that worker to be ready (or unusable) before its next chunks.
   */
  scan?: {
    firstChunk?: number;
    chunk?: number;
    leaseMs?: number;
    retryFailedMs?: number;
    workerMin?: number;
    workerWait?: boolean;
  };
  /** Backoff delays of IMAP reconnects during a scan (default 250 ms … 30 s, 8 tries). */
  retryDelaysMs?: number[];
  jobs?: {
    leaseMs?: number;
    pollMs?: number;
    maxAttempts?: number;
    backoffMs?: number;
    backoffMaxMs?: number;
  };
  /** Interval of the background rescan + block sweep of every mailbox; 0 disables (default 15 min). */
  scheduleMs?: number;
  unsubscribe?: Partial<UnsubscribeConfig>;
  /** Receives structured events (never credentials). */
  log?: (event: string, data?: Record<string, unknown>) => void;
  /** Start the job worker and schedule (default true). */
  autoStart?: boolean;
  /** The engine's clock in ms (default Date.now): unsubscribe proof times and the honoured check. */
  clock?: () => number;
  /**
   * Honoured check: bulk senders must stop within `windowMs` (default 48 h, what large mailbox providers
   * require); mail received later than that plus `graceMs` (default 24 h) marks the sender still sending.
   */
  honoured?: { windowMs?: number; graceMs?: number };
}

export interface CreateMailEngineOptions {
  sql: SqlClient;
  secrets?: SecretBox;
  config?: MailEngineConfig;
}

export type PublicAction = 'unsubscribes' | 'delete' | 'keep' | 'later';

export interface MailEngine {
  /** Tries the login (no state stored) and maps refusals to our error codes. */
  verifyLogin(mailbox: Omit<MailboxInput, 'id'>): Promise<VerifyLoginResult>;
  /** Stores (or updates) a mailbox with sealed credentials and resolved servers. */
  upsertMailbox(mailbox: MailboxInput): Promise<{ id: string; provider: string }>;
  removeMailbox(id: string): Promise<void>;
  /** Starts a scan in the background unless one runs (in any process). */
  startScan(mailboxId: string): Promise<{ started: boolean }>;
  /** Runs a scan to its end in this call (resumes an interrupted one). */
  scanNow(mailboxId: string): Promise<ScanOutcome>;
  /**
   * The listed senders and the mailboxes' state. The listing is kept per mailbox set and served again while
   * `listVersion` is unchanged (read from the database on each call): its items are frozen, shared by the
   * calls; the array is the caller's.
   */
  getSubscriptions(mailboxIds: string[]): Promise<SubscriptionsResult>;
  /**
   * A cheap version of what `getSubscriptions(mailboxIds)` answers: equal versions mean an equal answer
   * (the API serves the answer it prepared before, pollers get 304). Null when it cannot tell: a mailbox
   * unknown, never scanned, scanning or failed (retrying), or a job of it queued / running. Made of the
   * mailbox row's scan counters and address and the newest job and action ids: a scan, an action, a
   * rollback or a job (delete, sweep) moves it. Whatever else comes to change the list must move it too
   * (getSubscriptions keeps its listing under it; tests/listing-cache.test.ts).
   */
  listVersion(mailboxIds: string[]): Promise<string | null>;
  /** unsubscribes = block + unsubscribe + delete existing; delete; keep; later (postpone). */
  act(action: PublicAction, mailboxIds: string[], items: ActionItem[]): Promise<ActionResult>;
  /** Rollbacks: unblock (auto-delete list) and release (keep and later lists). */
  rollback(
    action: 'unblock' | 'release',
    mailboxIds: string[],
    items: ActionItem[],
  ): Promise<{ done: boolean; count: number }>;
  listDecisions(mailboxIds: string[], kind: DecisionKind): Promise<DecisionItem[]>;
  stats(mailboxIds: string[]): Promise<UserStats>;
  /** Queues a block sweep of a mailbox (also runs after every scan and on the schedule). */
  sweep(mailboxId: string): Promise<number>;
  /** Resolves when no job is queued or running (or after timeoutMs). */
  waitForJobs(timeoutMs?: number): Promise<boolean>;
  start(): void;
  /** Graceful stop; with abandon, drops work in flight at once (as a crash would; leases then expire). */
  stop(options?: { abandon?: boolean }): Promise<void>;
}

const DEFAULTS = {
  firstChunk: 100,
  chunk: 20_000,
  scanLeaseMs: 60_000,
  retryFailedMs: 5 * 60_000,
  // Off by default: measured slower than the scan in one thread on a loaded 2-core machine (see README).
  workerMin: Number.POSITIVE_INFINITY,
  retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000, 15_000, 30_000],
  jobs: { leaseMs: 120_000, pollMs: 1000, maxAttempts: 8, backoffMs: 1000, backoffMaxMs: 300_000 },
  scheduleMs: 15 * 60_000,
};

const RETRY_PENDING_MS = 1000;
const RETRY_PARTIAL_MS = 3000;

function resolveConfig(config: MailEngineConfig): ResolvedConfig {
  return {
    instanceId: config.instanceId ?? randomUUID(),
    overrides: config.hostOverrides ?? {},
    dns: config.dns,
    probe: config.probe,
    imapTimeouts: { ...DEFAULT_IMAP_TIMEOUTS, ...config.imapTimeouts },
    scan: {
      firstChunk: config.scan?.firstChunk ?? DEFAULTS.firstChunk,
      chunk: config.scan?.chunk ?? DEFAULTS.chunk,
      leaseMs: config.scan?.leaseMs ?? DEFAULTS.scanLeaseMs,
      retryFailedMs: config.scan?.retryFailedMs ?? DEFAULTS.retryFailedMs,
      workerMin: config.scan?.workerMin ?? DEFAULTS.workerMin,
      workerWait: config.scan?.workerWait ?? false,
    },
    retryDelaysMs: config.retryDelaysMs ?? DEFAULTS.retryDelaysMs,
    jobs: { ...DEFAULTS.jobs, ...config.jobs },
    scheduleMs: config.scheduleMs ?? DEFAULTS.scheduleMs,
    honoured: {
      windowMs: config.honoured?.windowMs ?? 48 * 3_600_000,
      graceMs: config.honoured?.graceMs ?? 24 * 3_600_000,
    },
    unsubscribe: {
      allowPrivateHosts: (config.unsubscribe?.allowPrivateHosts ?? []).map((h) => h.toLowerCase()),
      ca: config.unsubscribe?.ca,
      timeoutMs: Math.min(config.unsubscribe?.timeoutMs ?? 10_000, 10_000),
      maxRedirects: Math.min(config.unsubscribe?.maxRedirects ?? 3, 3),
      userAgent: config.unsubscribe?.userAgent ?? 'TidyFox-Unsubscribe/1.0',
      ...(config.unsubscribe?.resolve ? { resolve: config.unsubscribe.resolve } : {}),
    },
  };
}

/**
 * A listed sender as the listing query returns it: one JSON array per sender, in this order (see
 * LISTED_JSON_SQL). Numbers are JSON numbers (bigint sizes included: exact below 2^53), last_received the
 * timestamptz's JSON text (ISO 8601 with an offset).
 */
type SenderRow = [
  mailboxId: string,
  sender: string,
  name: string | null,
  count: number,
  seenCount: number,
  newScanNo: number,
  newCount: number,
  lastReceived: string | null,
  totalSize: number,
  spam: number,
  listId: string | null,
  http: string | null,
  mailto: string | null,
  oneClick: boolean | null,
  scopeCount: number,
  scopeSize: number,
];

/**
 * Listed = bulk or spam, not decided, no delete/unsubscribe pending — and never a correspondent: a sender
 * the user has answered (\Answered on any of its mails) is a person, whatever the headers say. Read from
 * the per-sender aggregates the scan keeps (server/mail/senders.ts), not from the messages.
 */
const LISTED_FROM = `
  FROM mail_senders s
  WHERE s.mailbox_id = ANY($1::text[]) AND s.count > 0
    AND (s.bulk_count > 0 OR s.spam_sum / s.count > ${SPAM_CONFIDENCE_THRESHOLD}) AND s.answered_count = 0
    AND NOT EXISTS (SELECT 1 FROM mail_decisions d WHERE d.mailbox_id = s.mailbox_id AND d.sender = s.sender)
    AND NOT EXISTS (SELECT 1 FROM mail_jobs j WHERE j.mailbox_id = s.mailbox_id AND j.sender = s.sender
                      AND j.kind IN ('delete', 'unsubscribe') AND j.state IN ('queued', 'running'))`;

/**
 * The listed senders, newest first, as one JSON text (an array of SenderRow, or NULL when none): the
 * database builds it, the driver hands over one value. Returned as rows, the driver's result parsing
 * (PGlite's, in JS: every field of every row, timestamps made Dates) cost ~4–5 ms of the ~6 ms of a call
 * for 200 senders; JSON.parse of the same data costs ~0.2 ms. The mailbox's part (address, new mail
 * since the previous scan) comes from the mailbox rows read just before (BOXES_SQL): no join.
 */
const LISTED_JSON_SQL = `
  SELECT json_agg(json_build_array(s.mailbox_id, s.sender, s.name, s.count, s.seen_count, s.new_scan_no,
      s.new_count, s.last_received, s.size, (s.spam_sum / s.count)::float8, s.list_id, s.http, s.mailto, s.one_click,
      s.list_count, s.list_size)
    ORDER BY s.last_received DESC NULLS LAST, s.sender)::text AS rows
  ${LISTED_FROM}`;

/** A text[] from the driver: an array (pg, PGlite) or its literal text. */
function parsePgArray(v: string[] | string | null): string[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''),
  );
}

/** A PostgreSQL text[] literal (values quoted and escaped). */
function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function toIso(v: Date | string | null): string | null {
  if (v === null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

function honouredCheckOf(
  dueAt: Date | string | null,
  late: number,
  last: Date | string | null,
  now: number,
): HonouredCheck | null {
  const due = toIso(dueAt);
  if (!due) return null;
  const state = late > 0 ? 'still_sending' : Date.parse(due) > now ? 'waiting' : 'honoured';
  return { dueAt: due, state, count: late, lastReceivedAt: toIso(last) };
}

/** A listed sender's item; `box` is its mailbox's row (address, scan counters). */
function toSenderItem(r: SenderRow, box: BoxRow): SenderItem {
  const [mailboxId, sender, name, count, seenCount, newScanNo, storedNew, lastReceived, totalSize] = r;
  // Mail that arrived since the previous completed scan: counted by the latest scan (not the first one).
  const newCount = newScanNo === box.scan_no && box.completed_scans > 0 && newScanNo > 1 ? storedNew : 0;
  const [, , , , , , , , , rawSpam, listId, http, mailto, oneClick, scopeCount, scopeSize] = r;
  const spam = Math.round(rawSpam * 1000) / 1000;
  const unsubscribe: SenderItem['unsubscribe'] = {};
  if (http) unsubscribe.http = http;
  if (mailto) unsubscribe.mailto = mailto;
  if (http && oneClick) unsubscribe.oneClick = true;
  return {
    name: name ?? sender,
    sender,
    email: box.email,
    mailboxId,
    count,
    openRate: count === 0 ? 0 : Math.round((seenCount / count) * 100),
    notSeen: newCount > 0,
    newCount,
    spoumConfidence: spam,
    type: spam > SPAM_CONFIDENCE_THRESHOLD ? 'spams' : 'subscriptions',
    lastReceivedAt: toIso(lastReceived),
    totalSize,
    listId,
    unsubscribe,
    unsubscribeScope: listId ? { count: scopeCount, totalSize: scopeSize } : { count, totalSize },
  };
}

interface BoxRow {
  id: string;
  email: string;
  state: string;
  error_code: string | null;
  scan_no: number;
  completed_scans: number;
  progress_total: number;
  progress_done: number;
  retry_in: number | null;
  busy: boolean;
  last_job: string | null;
  last_action: string | null;
}

/** The mailboxes' state and what their listing's version is made of (ids sorted). */
const BOXES_SQL = `
  SELECT m.id, m.email, m.state, m.error_code, m.scan_no, m.completed_scans, m.progress_total, m.progress_done,
    (EXTRACT(EPOCH FROM (m.retry_at - now())) * 1000)::float8 AS retry_in,
    EXISTS (SELECT 1 FROM mail_jobs j WHERE j.mailbox_id = m.id AND j.state IN ('queued', 'running')) AS busy,
    (SELECT j.id FROM mail_jobs j WHERE j.mailbox_id = m.id ORDER BY j.id DESC LIMIT 1)::text AS last_job,
    (SELECT max(a.id) FROM mail_actions a WHERE a.mailbox_id = m.id)::text AS last_action
  FROM mail_mailboxes m WHERE m.id = ANY($1::text[]) ORDER BY m.id`;

/**
 * The listing's version (see MailEngine.listVersion): null unless every mailbox asked for is known and
 * settled (done, or refused its login), with no job queued or running. Everything that writes what the
 * listing reads moves a part of it: a scan (state, scan_no, completed_scans, progress — its chunks,
 * flag changes, expunges and body checks all run while the mailbox is `scanning`, so null), an action or a
 * rollback (a mail_actions row), a job (a mail_jobs row, busy while it runs), the address (email).
 * These only grow (serial ids, counters): a version never comes back after a write.
 */
function versionOf(rows: BoxRow[], wanted: number): string | null {
  if (rows.length !== wanted) return null;
  const settled = (row: BoxRow) =>
    !row.busy &&
    (row.state === 'done' || (row.state === 'error' && CREDENTIAL_REFUSALS.has(row.error_code ?? '')));
  if (!rows.every(settled)) return null;
  return rows
    .map((row) =>
      [
        row.id,
        row.state,
        row.error_code ?? '',
        row.scan_no,
        row.completed_scans,
        row.progress_total,
        row.progress_done,
        row.last_job ?? '',
        row.last_action ?? '',
        row.email,
      ].join(':'),
    )
    .join(',');
}

/**
 * Listings kept per process: at most this many mailbox sets, and this many senders over all of them (an
 * item is ~0.4 KB as JSON, ~0.6 KB in memory: ~30 MB at most).
 */
const LISTING_CACHE_SETS = 64;
const LISTING_CACHE_ITEMS = 50_000;

function freezeItem(item: SenderItem): SenderItem {
  Object.freeze(item.unsubscribe);
  Object.freeze(item.unsubscribeScope);
  return Object.freeze(item);
}

export async function createMailEngine(options: CreateMailEngineOptions): Promise<MailEngine> {
  const { sql } = options;
  const cfg = options.config ?? {};
  let secrets = options.secrets;
  if (!secrets) {
    const key = cfg.secretKey ?? process.env.MAIL_SECRET_KEY;
    if (!key) throw new Error('createMailEngine needs `secrets` or config.secretKey (or MAIL_SECRET_KEY)');
    secrets = createSecretBox(key);
  }
  await migrateMailEngine(sql);
  const config = resolveConfig(cfg);
  const ctx: EngineContext = {
    sql,
    secrets,
    config,
    stopped: false,
    clients: new Set(),
    log: cfg.log ?? (() => undefined),
    now: cfg.clock ?? Date.now,
  };
  let worker: Worker | null = null;
  let schedule: NodeJS.Timeout | null = null;
  const running = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    running.add(p);
    p.finally(() => running.delete(p)).catch(() => undefined);
    return p;
  };

  /** Listings served again while their version holds (getSubscriptions), least recently used first. */
  const listings = new Map<string, { version: string; items: readonly SenderItem[] }>();
  let listedItems = 0;

  /** Retries of failed scans waiting in this process. */
  const retryTimers = new Map<string, NodeJS.Timeout>();
  const scheduleRetry = async (mailboxId: string) => {
    const res = await sql.query<{ delay: number | null }>(
      'SELECT (EXTRACT(EPOCH FROM (retry_at - now())) * 1000)::float8 AS delay FROM mail_mailboxes WHERE id = $1',
      [mailboxId],
    );
    const delay = res.rows[0]?.delay;
    if (delay === null || delay === undefined || ctx.stopped) return;
    clearTimeout(retryTimers.get(mailboxId));
    const timer = setTimeout(
      () => {
        retryTimers.delete(mailboxId);
        if (!ctx.stopped) void engine.startScan(mailboxId).catch(() => undefined);
      },
      Math.max(0, delay),
    );
    timer.unref();
    retryTimers.set(mailboxId, timer);
  };

  const afterScan = async (mailboxId: string, outcome: ScanOutcome) => {
    if (outcome === 'error') await scheduleRetry(mailboxId);
    if (outcome !== 'done') return;
    await queueSweep(mailboxId);
  };

  const queueSweep = async (mailboxId: string): Promise<number> => {
    const existing = await sql.query<{ id: string }>(
      "SELECT id::text FROM mail_jobs WHERE mailbox_id = $1 AND kind = 'sweep' AND state = 'queued' LIMIT 1",
      [mailboxId],
    );
    const id = existing.rows[0]
      ? Number(existing.rows[0].id)
      : await enqueueJob(sql, { mailboxId, kind: 'sweep' });
    worker?.wake();
    return id;
  };

  const runScan = async (mailboxId: string): Promise<ScanOutcome> => {
    const outcome = await scanMailbox(ctx, mailboxId);
    await afterScan(mailboxId, outcome);
    return outcome;
  };

  const resolveItems = async (mailboxIds: string[], items: ActionItem[]) => {
    const boxes = await sql.query<{ id: string; email: string }>(
      'SELECT id, email FROM mail_mailboxes WHERE id = ANY($1::text[])',
      [pgTextArray(mailboxIds)],
    );
    const byEmail = new Map(boxes.rows.map((b) => [b.email.toLowerCase(), b.id]));
    const resolved: Array<{ mailboxId: string; sender: string; item: ActionItem }> = [];
    const ignored: ActionItem[] = [];
    for (const item of items) {
      const mailboxId = byEmail.get(item.email.toLowerCase());
      if (mailboxId) resolved.push({ mailboxId, sender: item.sender.toLowerCase(), item });
      else ignored.push(item);
    }
    return { resolved, ignored };
  };

  const engine: MailEngine = {
    async verifyLogin(mailbox) {
      let settings: Awaited<ReturnType<typeof resolveServers>>;
      try {
        settings = await resolveServers(mailbox.email, mailbox, {
          overrides: config.overrides,
          dns: config.dns,
          probe: config.probe,
        });
      } catch {
        return { ok: false, code: 'unknown_error' };
      }
      const client = createImapClient(settings.imap, mailbox.email, mailbox.auth, config.imapTimeouts);
      try {
        await connectImap(client);
        return { ok: true, provider: settings.provider };
      } catch (err) {
        return { ok: false, code: classifyLoginError(err, settings.provider) };
      } finally {
        await closeImap(client);
      }
    },

    async upsertMailbox(mailbox) {
      const settings = await resolveServers(mailbox.email, mailbox, {
        overrides: config.overrides,
        dns: config.dns,
        probe: config.probe,
      });
      const stored: ServerSettings = { imap: settings.imap, smtp: settings.smtp };
      await sql.query(
        `INSERT INTO mail_mailboxes (id, email, provider, settings, secret) VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, provider = EXCLUDED.provider,
           settings = EXCLUDED.settings, secret = EXCLUDED.secret,
           state = CASE WHEN mail_mailboxes.state = 'error' THEN 'done' ELSE mail_mailboxes.state END, error_code = NULL`,
        [
          mailbox.id,
          mailbox.email.toLowerCase(),
          settings.provider,
          JSON.stringify(stored),
          secrets.seal(JSON.stringify(mailbox.auth)),
        ],
      );
      return { id: mailbox.id, provider: settings.provider };
    },

    async removeMailbox(id) {
      await sql.query('DELETE FROM mail_mailboxes WHERE id = $1', [id]);
      await sql.query('DELETE FROM mail_leases WHERE name = $1', [`scan:${id}`]);
    },

    async startScan(mailboxId) {
      const busy = await sql.query('SELECT 1 FROM mail_leases WHERE name = $1 AND expires_at > now()', [
        `scan:${mailboxId}`,
      ]);
      if (busy.rows.length > 0) return { started: false };
      track(
        runScan(mailboxId).catch((err) =>
          ctx.log('scan_crashed', { mailboxId, error: (err as Error).message }),
        ),
      );
      return { started: true };
    },

    scanNow: (mailboxId) => track(runScan(mailboxId)),

    async getSubscriptions(mailboxIds) {
      const wanted = [...new Set(mailboxIds)].sort();
      const ids = pgTextArray(wanted);
      const boxes = await sql.query<BoxRow>(BOXES_SQL, [ids]);
      // The listing is kept per mailbox set with the version it was read at or after, and served again
      // while the version is unchanged (equal versions mean an equal listing, across processes too: the
      // version is read from the database on every call). Read after the version, a kept listing is never
      // older than its version; no version is kept while a scan or a job runs.
      const version = versionOf(boxes.rows, wanted.length);
      const key = wanted.join('\n');
      const kept = listings.get(key);
      let subscriptions: SenderItem[];
      if (version !== null && kept?.version === version) {
        // The items are frozen (shared by the calls); the array is the caller's.
        subscriptions = kept.items.slice();
        listings.delete(key);
        listings.set(key, kept);
      } else {
        const listed = await sql.query<{ rows: string | null }>(LISTED_JSON_SQL, [ids]);
        const json = listed.rows[0]?.rows;
        const byId = new Map(boxes.rows.map((b) => [b.id, b]));
        subscriptions = [];
        for (const row of json ? (JSON.parse(json) as SenderRow[]) : []) {
          // A mailbox added between the two reads: listed from the next call.
          const box = byId.get(row[0]);
          if (box) subscriptions.push(freezeItem(toSenderItem(row, box)));
        }
        // What is kept now (another call may have replaced it meanwhile) makes room for this one.
        const current = listings.get(key);
        if (current) {
          listings.delete(key);
          listedItems -= current.items.length;
        }
        if (version !== null && subscriptions.length <= LISTING_CACHE_ITEMS) {
          listings.set(key, { version, items: subscriptions.slice() });
          listedItems += subscriptions.length;
          // Least recently used first.
          for (const [oldKey, old] of listings) {
            if (listings.size <= LISTING_CACHE_SETS && listedItems <= LISTING_CACHE_ITEMS) break;
            listings.delete(oldKey);
            listedItems -= old.items.length;
          }
        }
      }
      const perBox = new Set(subscriptions.map((s) => s.mailboxId));
      const mailboxes = boxes.rows.map((b) => {
        let status: FetchStatus;
        // A failed scan is never "done": what earlier scans found stays listed, and it runs again later.
        if (b.state === 'error' && !CREDENTIAL_REFUSALS.has(b.error_code ?? ''))
          status = perBox.has(b.id) ? 'partial' : 'pending';
        else if (b.completed_scans > 0) status = 'done';
        else if (b.state === 'scanning') status = perBox.has(b.id) ? 'partial' : 'pending';
        else if (b.state === 'error') status = 'done';
        else status = 'empty';
        return { id: b.id, email: b.email, status, errorCode: b.error_code };
      });
      const statuses = mailboxes.map((m) => m.status);
      let status: FetchStatus;
      if (statuses.length === 0 || statuses.every((s) => s === 'empty')) status = 'empty';
      else if (statuses.every((s) => s === 'done')) status = 'done';
      else if (subscriptions.length > 0) status = 'partial';
      else status = 'pending';
      const total = boxes.rows.reduce((n, b) => n + b.progress_total, 0);
      const done = boxes.rows.reduce((n, b) => n + Math.min(b.progress_done, b.progress_total), 0);
      const scanning = boxes.rows.some((b) => b.state === 'scanning');
      const failedRetries = boxes.rows
        .filter((b) => b.state === 'error' && b.retry_in !== null)
        .map((b) => Math.max(RETRY_PENDING_MS, Math.round(Number(b.retry_in))));
      const retryOfFailed = failedRetries.length > 0 ? Math.min(...failedRetries) : null;
      return {
        subscriptions,
        status,
        retry:
          scanning && status === 'pending'
            ? RETRY_PENDING_MS
            : scanning
              ? RETRY_PARTIAL_MS
              : (retryOfFailed ??
                (status === 'pending' ? RETRY_PENDING_MS : status === 'partial' ? RETRY_PARTIAL_MS : null)),
        progress: { total, remaining: Math.max(0, total - done) },
        mailboxes,
      };
    },

    async listVersion(mailboxIds) {
      const ids = [...new Set(mailboxIds)].sort();
      const { rows } = await sql.query<BoxRow>(BOXES_SQL, [pgTextArray(ids)]);
      return versionOf(rows, ids.length);
    },

    async act(action, mailboxIds, items) {
      const { resolved, ignored } = await resolveItems(mailboxIds, items);
      const jobIds: number[] = [];
      await sql.transaction(async (tx) => {
        for (const { mailboxId, sender } of resolved) {
          await tx.query('INSERT INTO mail_actions (mailbox_id, sender, action) VALUES ($1, $2, $3)', [
            mailboxId,
            sender,
            action,
          ]);
          const info = await tx.query<{
            name: string | null;
            list_id: string | null;
            list_ids: string[] | string | null;
            spam: number | null;
          }>(
            `SELECT (array_agg(sender_name ORDER BY received_at DESC NULLS LAST) FILTER (WHERE sender_name IS NOT NULL))[1] AS name,
               (array_agg(list_id ORDER BY received_at DESC NULLS LAST) FILTER (WHERE list_id IS NOT NULL))[1] AS list_id,
               array_agg(DISTINCT list_id) FILTER (WHERE list_id IS NOT NULL AND gone IS NULL) AS list_ids,
               avg(spam)::float8 AS spam
             FROM mail_messages_all WHERE mailbox_id = $1 AND sender = $2`,
            [mailboxId, sender],
          );
          const { name = null, list_id = null, spam = 0 } = info.rows[0] ?? {};
          const listIds = parsePgArray(info.rows[0]?.list_ids ?? null);
          // A block covers every List-Id the sender's mails carry (a forge: one per project), and new ones.
          const listScope = listIds.length > 0;
          const decide = (kind: DecisionKind) =>
            tx.query(
              `INSERT INTO mail_decisions (mailbox_id, sender, kind, list_id, name, spam, list_scope, list_ids)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])
               ON CONFLICT (mailbox_id, sender) DO UPDATE SET kind = EXCLUDED.kind, list_id = EXCLUDED.list_id,
                 name = EXCLUDED.name, spam = EXCLUDED.spam, decided_at = now(), unsubscribe = NULL,
                 list_scope = EXCLUDED.list_scope, list_ids = EXCLUDED.list_ids, proof = NULL, unsubscribed_at = NULL`,
              [
                mailboxId,
                sender,
                kind,
                list_id,
                name,
                spam ?? 0,
                kind === 'blocked' && listScope,
                pgTextArray(listIds),
              ],
            );
          if (action === 'keep') await decide('kept');
          else if (action === 'later') await decide('postponed');
          else if (action === 'delete') {
            await tx.query(
              "DELETE FROM mail_decisions WHERE mailbox_id = $1 AND sender = $2 AND kind = 'postponed'",
              [mailboxId, sender],
            );
            jobIds.push(await enqueueJob(tx, { mailboxId, kind: 'delete', sender }));
          } else {
            await decide('blocked');
            jobIds.push(
              await enqueueJob(tx, { mailboxId, kind: 'unsubscribe', sender, listId: list_id, listScope }),
            );
          }
        }
      });
      worker?.wake();
      return { accepted: resolved.length, ignored, jobIds };
    },

    async rollback(action, mailboxIds, items) {
      const { resolved } = await resolveItems(mailboxIds, items);
      const kinds = action === 'unblock' ? ['blocked'] : ['kept', 'postponed'];
      let count = 0;
      await sql.transaction(async (tx) => {
        for (const { mailboxId, sender } of resolved) {
          const res = await tx.query(
            'DELETE FROM mail_decisions WHERE mailbox_id = $1 AND sender = $2 AND kind = ANY($3::text[]) RETURNING sender',
            [mailboxId, sender, `{${kinds.join(',')}}`],
          );
          count += res.rows.length;
          if (action === 'unblock') {
            await tx.query(
              "UPDATE mail_jobs SET state = 'cancelled', finished_at = now() WHERE mailbox_id = $1 AND sender = $2 AND kind = 'unsubscribe' AND state = 'queued'",
              [mailboxId, sender],
            );
          }
          await tx.query('INSERT INTO mail_actions (mailbox_id, sender, action) VALUES ($1, $2, $3)', [
            mailboxId,
            sender,
            action,
          ]);
        }
      });
      return { done: true, count };
    },

    async listDecisions(mailboxIds, kind) {
      const res = await sql.query<{
        mailbox_id: string;
        email: string;
        sender: string;
        name: string | null;
        list_id: string | null;
        decided_at: Date | string;
        unsubscribe: UnsubscribeResult | string | null;
        auto_deleted: string;
        list_ids: string[] | string | null;
        proof: UnsubscribeProof[] | string | null;
        due_at: Date | string | null;
        late_count: string | null;
        late_last: Date | string | null;
      }>(
        `SELECT d.mailbox_id, mb.email, d.sender, d.name, d.list_id, d.decided_at, d.unsubscribe, d.list_ids, d.proof,
           (SELECT count(*) FROM mail_messages m WHERE m.mailbox_id = d.mailbox_id AND m.sender = d.sender AND m.gone = 'auto_deleted')::text AS auto_deleted,
           due.at AS due_at, late.n::text AS late_count, late.last AS late_last
         FROM mail_decisions d JOIN mail_mailboxes mb ON mb.id = d.mailbox_id
         LEFT JOIN LATERAL (SELECT d.unsubscribed_at + ($3::bigint * interval '1 millisecond') AS at) due ON true
         LEFT JOIN LATERAL (
           -- Mail the sender (or its List-Ids) sent after the deadline, whether still in the mailbox or
           -- already moved to Trash by the block.
           SELECT count(*) AS n, max(m.received_at) AS last FROM mail_messages_all m
           WHERE m.mailbox_id = d.mailbox_id AND m.sender = d.sender AND m.received_at > due.at
             AND (m.gone IS NULL OR m.gone = 'auto_deleted')
             AND (CASE WHEN d.list_scope THEN m.list_id IS NOT NULL ELSE d.list_id IS NULL OR m.list_id = d.list_id END)
         ) late ON due.at IS NOT NULL
         WHERE d.mailbox_id = ANY($1::text[]) AND d.kind = $2 ORDER BY d.decided_at DESC, d.sender`,
        [pgTextArray(mailboxIds), kind, config.honoured.windowMs + config.honoured.graceMs],
      );
      const now = ctx.now();
      const type = kind === 'blocked' ? 'auto-delete' : kind === 'kept' ? 'keep' : 'later';
      return res.rows.map((r) => ({
        name: r.name ?? r.sender,
        sender: r.sender,
        email: r.email,
        mailboxId: r.mailbox_id,
        type,
        date: toIso(r.decided_at) ?? '',
        listId: r.list_id,
        autoDeleted: Number(r.auto_deleted),
        unsubscribe:
          typeof r.unsubscribe === 'string'
            ? (JSON.parse(r.unsubscribe) as UnsubscribeResult)
            : r.unsubscribe,
        listIds: parsePgArray(r.list_ids),
        proof: (typeof r.proof === 'string' ? (JSON.parse(r.proof) as UnsubscribeProof[]) : r.proof) ?? [],
        honouredCheck: honouredCheckOf(r.due_at, Number(r.late_count ?? 0), r.late_last, now),
      }));
    },

    async stats(mailboxIds) {
      const ids = pgTextArray(mailboxIds);
      const gone = await sql.query<{ gone: string; n: string; bytes: string }>(
        `SELECT gone, count(*)::text AS n, COALESCE(sum(size), 0)::text AS bytes FROM mail_messages
         WHERE mailbox_id = ANY($1::text[]) AND gone IN ('deleted', 'auto_deleted') GROUP BY gone`,
        [ids],
      );
      const treated = await sql.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM (SELECT DISTINCT mailbox_id, sender FROM mail_actions
           WHERE mailbox_id = ANY($1::text[]) AND action IN ('unsubscribes', 'delete', 'keep')) t`,
        [ids],
      );
      const remaining = await sql.query<{ n: string }>(
        `SELECT COALESCE(sum(s.count), 0)::text AS n ${LISTED_FROM}`,
        [ids],
      );
      const get = (k: string) => gone.rows.find((r) => r.gone === k);
      const bytes = gone.rows.reduce((n, r) => n + Number(r.bytes), 0);
      return {
        autoDeletedNewsletters: Number(get('auto_deleted')?.n ?? 0),
        deletedMails: Number(get('deleted')?.n ?? 0),
        storageSavedInKo: Math.round(bytes / 1000),
        treatedNewsletters: Number(treated.rows[0]?.n ?? 0),
        remainsMailsToTreat: Number(remaining.rows[0]?.n ?? 0),
      };
    },

    sweep: (mailboxId) => queueSweep(mailboxId),

    async waitForJobs(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const res = await sql.query("SELECT 1 FROM mail_jobs WHERE state IN ('queued', 'running') LIMIT 1");
        if (res.rows.length === 0) return true;
        worker?.wake();
        await new Promise((r) => setTimeout(r, 25));
      }
      return false;
    },

    start() {
      ctx.stopped = false;
      if (!worker) worker = startWorker(ctx);
      // Scans a previous process left unfinished resume now (their lease has expired or soon will).
      void sql
        .query<{ id: string }>("SELECT id FROM mail_mailboxes WHERE state = 'scanning'")
        .then(async (res) => {
          for (const row of res.rows) if (!ctx.stopped) await engine.startScan(row.id);
        })
        .catch((err) => ctx.log('resume_failed', { error: (err as Error).message }));
      // Failed scans waiting for their retry (left by this or an earlier process) are scheduled again.
      void sql
        .query<{ id: string }>("SELECT id FROM mail_mailboxes WHERE state = 'error' AND retry_at IS NOT NULL")
        .then(async (res) => {
          for (const row of res.rows) if (!ctx.stopped) await scheduleRetry(row.id);
        })
        .catch((err) => ctx.log('resume_failed', { error: (err as Error).message }));
      if (!schedule && config.scheduleMs > 0) {
        schedule = setInterval(() => {
          void (async () => {
            // Every mailbox is rescanned (a block sweep follows each completed scan); a mailbox with blocked
            // senders also gets a sweep of its own now, so mails left behind (a failed move, a scan that could
            // not complete) are still moved on the schedule.
            const boxes = await sql.query<{ id: string; blocks: boolean }>(
              `SELECT mb.id, EXISTS (SELECT 1 FROM mail_decisions d WHERE d.mailbox_id = mb.id AND d.kind = 'blocked') AS blocks
               FROM mail_mailboxes mb ORDER BY mb.id`,
            );
            for (const b of boxes.rows) {
              if (ctx.stopped) return;
              await engine.startScan(b.id);
              if (b.blocks) await queueSweep(b.id);
            }
            ctx.log('schedule_tick', { mailboxes: boxes.rows.length });
          })().catch((err) => ctx.log('schedule_failed', { error: (err as Error).message }));
        }, config.scheduleMs);
        schedule.unref();
      }
    },

    async stop(opts = {}) {
      ctx.stopped = true;
      for (const timer of retryTimers.values()) clearTimeout(timer);
      retryTimers.clear();
      if (schedule) clearInterval(schedule);
      schedule = null;
      worker?.wake();
      if (opts.abandon) {
        for (const c of ctx.clients) {
          try {
            c.close();
          } catch {
            /* ignore */
          }
        }
      }
      await Promise.allSettled([worker?.done, ...running]);
      worker = null;
      if (!opts.abandon) {
        await sql.query(
          "UPDATE mail_jobs SET state = 'queued', lease_owner = NULL, lease_until = NULL WHERE state = 'running' AND lease_owner = $1",
          [config.instanceId],
        );
      }
    },
  };
  if (cfg.autoStart !== false) engine.start();
  return engine;
}
