/**
 * Header-only, incremental, newest-first scan of INBOX + Junk. State per folder (mail_folders):
 * UIDVALIDITY, done_uid (every UID ≤ it is stored) and the current pass (done_uid, pass_top] processed
 * downwards to pass_cursor. Each chunk's rows and the cursor move commit in one transaction, so a dropped
 * connection or a crash resumes exactly where it stopped and nothing is counted twice (rows are keyed per
 * folder + UIDVALIDITY + UID).
 */
import type { ImapFlow } from 'imapflow';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../src/shared/config/constants';
import type { SqlClient } from '../db/sql-client';
import { BODY_TAIL_BYTES, findBodyUnsubscribeLink } from './body-link';
import { type BulkSession, type FetchedHeaders, takeOverForFetch } from './bulk-fetch';
import { ChunkBuilder } from './chunk';
import { type EngineContext, loadMailbox, type MailboxRecord, sleep } from './context';
import {
  classifyFields,
  DETECTION_TABLE,
  F_DATE,
  F_FROM,
  F_LIST_ID,
  F_LIST_UNSUBSCRIBE,
  F_LIST_UNSUBSCRIBE_POST,
  F_MESSAGE_ID,
  FieldsClassification,
} from './detection';
import { type FetchHelper, startFetchHelper } from './fetch-helper';
import { type FolderRef, resolveFolders, uidSet } from './folders';
import {
  cleanHeaderValue,
  cleanOrNull,
  HeaderFields,
  memo,
  memo2,
  parseAddress,
  parseListId,
  parseUnsubscribe,
} from './headers';
import {
  classifyLoginError,
  closeImap,
  connectImap,
  createImapClient,
  isTransientImapError,
  must,
} from './imap';
import { acquireLease, releaseLease, renewLease } from './lease';
import { explodePacks, hashMessageId, hashMessageIdBytes, insertPacks } from './packs';
import type { FetchedMessage, MessageRow, ScannedChunk } from './scan-types';
import { DELTA_COLUMNS, MERGE_DELTA, recomputeSenders, refreshSenders, SENDER_COLUMNS } from './senders';

/** From → the stored sender address and display name. */
const senderOf = memo((value: string) => {
  const from = parseAddress(value);
  return {
    sender: from ? cleanHeaderValue(from.address, 320).replace(/\s/g, '') : '',
    name: cleanOrNull(from?.name, 200),
  };
});
const listIdOf = memo((value: string) => ({ id: cleanOrNull(parseListId(value), 500) }));
/** List-Unsubscribe and List-Unsubscribe-Post ('' when absent). */
const unsubscribeOf = memo2((unsubscribe: string, post: string) => {
  const unsub = parseUnsubscribe(unsubscribe || undefined, post || undefined);
  return { http: cleanOrNull(unsub.http), mailto: cleanOrNull(unsub.mailto), oneClick: unsub.oneClick };
});

/**
 * The detection fields of the mail being turned into a row (one reader, reused: messageToRow runs one
 * mail at a time and keeps nothing of it).
 */
const fields = new HeaderFields(DETECTION_TABLE);

/**
 * A mail's stored values, written by readMail into an object reused mail after mail (its numbers stay
 * numbers: `received` NaN for none, so that writing one boxes nothing).
 */
class MailValues {
  uid = 0;
  sender = '';
  sender_name: string | null = null;
  list_id: string | null = null;
  received = Number.NaN;
  size = 0;
  seen = false;
  answered = false;
  bulk = false;
  spam = 0;
  unsub_http: string | null = null;
  unsub_mailto: string | null = null;
  one_click = false;
  message_id: string | null = null;
}

/** The values of the mail being read (the scan hands them to its chunk builder, which keeps no reference). */
const current = new MailValues();
const classification = new FieldsClassification();

/**
 * The stored form of a Message-ID: the hash of its cleaned text (null when absent or empty). An ASCII
 * one-line value with nothing to clean (what Message-IDs are) is hashed from its bytes.
 */
function messageIdHash(headers: HeaderFields): string | null {
  if (!headers.present(F_MESSAGE_ID)) return null;
  if (headers.span(F_MESSAGE_ID)) {
    const b = headers.block;
    const s = headers.spanStart;
    const e = headers.spanEnd;
    let plain = e - s <= 500;
    // cleanHeaderValue's test, for ASCII: no control character, DEL, non-ASCII byte or double space.
    for (let i = s; plain && i < e; i++) {
      const c = b[i]!;
      plain = c >= 0x20 && c < 0x7f && !(c === 32 && i + 1 < e && b[i + 1] === 32);
    }
    if (plain) return s === e ? null : hashMessageIdBytes(b, s, e);
  }
  return hashMessageId(cleanOrNull(headers.first(F_MESSAGE_ID), 500));
}

/**
 * A fetched mail's stored values, written into `out`. Its header block is read in place (headers.ts
 * HeaderFields): only the values used become strings, each decoded as UTF-8 (the same values as the block
 * decoded as latin1 and its non-ASCII values decoded again as UTF-8), presence checks, the Date and the
 * Message-ID hash read from the bytes when they are plain ASCII; the classification builds no signal list.
 */
function readMail(msg: FetchedMessage, role: FolderRef['role'], out: MailValues): void {
  const headers = fields.read(msg.headers);
  const from = senderOf(headers.first(F_FROM) ?? '');
  const cls = classifyFields(headers, role === 'junk', null, classification);
  const unsub = unsubscribeOf(
    headers.first(F_LIST_UNSUBSCRIBE) ?? '',
    headers.first(F_LIST_UNSUBSCRIBE_POST) ?? '',
  );
  const parsed = headers.date(F_DATE);
  const when = Number.isFinite(parsed)
    ? parsed
    : msg.internalDate instanceof Date
      ? msg.internalDate.getTime()
      : typeof msg.internalDate === 'string'
        ? Date.parse(msg.internalDate)
        : Number.NaN;
  out.uid = msg.uid;
  // Every stored header value is cleaned: one hostile display name must not fail a chunk (and the scan).
  out.sender = from.sender;
  out.sender_name = from.name;
  out.list_id = listIdOf(headers.first(F_LIST_ID) ?? '').id;
  out.received = Number.isFinite(when) ? when : Number.NaN;
  out.size = msg.size ?? 0;
  out.seen = msg.flags?.has('\\Seen') ?? false;
  out.answered = msg.flags?.has('\\Answered') ?? false;
  out.bulk = cls.bulk;
  out.spam = cls.spam;
  out.unsub_http = unsub.http;
  out.unsub_mailto = unsub.mailto;
  out.one_click = unsub.oneClick;
  // Kept as a hash (enough to recognise a mail re-listed under a new UID).
  out.message_id = messageIdHash(headers);
}

/** A fetched mail as its stored row (readMail). */
export function messageToRow(msg: FetchedMessage, role: FolderRef['role']): MessageRow {
  readMail(msg, role, current);
  return {
    uid: current.uid,
    sender: current.sender,
    sender_name: current.sender_name,
    list_id: current.list_id,
    received_ms: Number.isNaN(current.received) ? null : current.received,
    size: current.size,
    seen: current.seen,
    answered: current.answered,
    bulk: current.bulk,
    spam: current.spam,
    unsub_http: current.unsub_http,
    unsub_mailto: current.unsub_mailto,
    one_click: current.one_click,
    message_id: current.message_id,
  };
}

/** A fetched mail added to a chunk being built (no row object made for it). */
export function addToChunk(builder: ChunkBuilder, msg: FetchedMessage, role: FolderRef['role']): void {
  const m = current;
  readMail(msg, role, m);
  builder.addMail(
    m.uid,
    m.sender,
    m.sender_name,
    m.list_id,
    m.received,
    m.size,
    (m.seen ? 1 : 0) | (m.answered ? 2 : 0) | (m.bulk ? 4 : 0) | (m.one_click ? 8 : 0),
    m.spam,
    m.unsub_http,
    m.unsub_mailto,
    m.message_id,
  );
}

export const FETCH_QUERY = {
  uid: true,
  flags: true,
  size: true,
  internalDate: true,
  headers: true,
};

const ROW_COLUMNS =
  'uid bigint, sender text, sender_name text, list_id text, received_at timestamptz, size integer, seen boolean, answered boolean, bulk boolean, spam real, unsub_http text, unsub_mailto text, one_click boolean, message_id text';
const ROW_NAMES =
  'uid, sender, sender_name, list_id, received_at, size, seen, answered, bulk, spam, unsub_http, unsub_mailto, one_click, message_id';

/** Builds a ScannedChunk from fetched messages. */
export function scanChunk(msgs: FetchedMessage[], role: FolderRef['role'], scanNo: number): ScannedChunk {
  const t0 = performance.now();
  const rows = msgs.map((m) => messageToRow(m, role));
  return { ...chunkOfRows(rows, scanNo), parseMs: performance.now() - t0 };
}

export function chunkOfRows(rows: MessageRow[], scanNo: number): ScannedChunk {
  const builder = new ChunkBuilder(rows.length);
  for (const r of rows) builder.add(r);
  return { ...builder.finish(scanNo), parseMs: 0 };
}

/**
 * Stores a scanned chunk (in the caller's chunk transaction): its packs, and its delta added to the
 * senders' aggregates. Mails stored already (a delete job reached mails the scan had not; found by one
 * index range read, usually none) are left out.
 */
export async function insertScanned(
  sql: SqlClient,
  mailboxId: string,
  role: string,
  uidvalidity: string,
  scanNo: number,
  scanned: ScannedChunk,
): Promise<void> {
  if (scanned.count === 0) return;
  const stored = await sql.query<{ uid: string | number }>(
    `SELECT uid FROM mail_messages WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity = $3::bigint
       AND uid BETWEEN $4 AND $5`,
    [mailboxId, role, uidvalidity, scanned.lo, scanned.hi],
  );
  let chunk = scanned;
  if (stored.rows.length > 0) {
    const have = new Set(stored.rows.map((r) => Number(r.uid)));
    const fresh = (await scanned.rows()).filter((r) => !have.has(r.uid));
    if (fresh.length === 0) return;
    chunk = chunkOfRows(fresh, scanNo);
  }
  // One compact row per sender of the chunk (packs.ts), not one row per mail.
  await insertPacks(sql, mailboxId, role, uidvalidity, scanNo, chunk.packs);
  await sql.query(
    `INSERT INTO mail_senders (${SENDER_COLUMNS})
     SELECT $1, ${SENDER_COLUMNS.replace('mailbox_id, ', '')} FROM jsonb_to_recordset($2::jsonb) AS d(${DELTA_COLUMNS})
     ${MERGE_DELTA}`,
    [mailboxId, chunk.delta],
  );
}

/** A delete job's rows (mails the scan has not reached), claimed for that job (existing live rows too). */
export async function insertRows(
  sql: SqlClient,
  mailboxId: string,
  role: string,
  uidvalidity: string,
  scanNo: number,
  rows: MessageRow[],
  jobId: number,
): Promise<void> {
  if (rows.length === 0) return;
  // A job storing mails the scan has not reached: serialised with the scan's chunk commits on the folder
  // row (storeChunk locks it first), so a mail is stored once, as a pack or as a row; the packs already
  // holding one of these mails become rows first, so the claim reaches them.
  await sql.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM mail_folders WHERE mailbox_id = $1 AND role = $2 FOR UPDATE', [
      mailboxId,
      role,
    ]);
    await explodePacks(tx, mailboxId, {
      role,
      uidvalidity,
      uids: rows.map((r) => r.uid),
    });
    await tx.query(
      `INSERT INTO mail_messages (mailbox_id, folder_role, uidvalidity, scan_no, job_id, ${ROW_NAMES})
       SELECT $1, $2, $3::bigint, $4::int, $6::bigint, ${ROW_NAMES}
       FROM jsonb_to_recordset($5::jsonb) AS r(${ROW_COLUMNS})
       ON CONFLICT (mailbox_id, folder_role, uidvalidity, uid) DO UPDATE SET job_id = EXCLUDED.job_id
         WHERE mail_messages.gone IS NULL`,
      [
        mailboxId,
        role,
        uidvalidity,
        scanNo,
        JSON.stringify(
          rows.map((r) => ({
            ...r,
            received_at: r.received_ms === null ? null : new Date(r.received_ms).toISOString(),
          })),
        ),
        jobId,
      ],
    );
    await recomputeSenders(
      tx,
      mailboxId,
      rows.map((r) => r.sender),
    );
  });
}

/** Expands a compact UID set ("1,5:10,20") from the server, at most `limit` numbers (hostile ranges). */
function expandUidSet(set: string, limit: number): number[] {
  const out: number[] = [];
  for (const part of set.split(',')) {
    const [a, b] = part.split(':');
    const lo = Number(a);
    const hi = b === undefined ? lo : Number(b);
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) continue;
    for (let u = Math.min(lo, hi); u <= Math.max(lo, hi) && out.length < limit; u++) out.push(u);
  }
  return out;
}

/**
 * The UIDs of a range in the selected folder. With ESEARCH the server answers a compact set ("1:100000")
 * instead of every number: on a large folder that is most of the time before the first senders show.
 */
async function searchUids(client: ImapFlow, range: string, exists: number): Promise<number[]> {
  if (client.capabilities.has('ESEARCH')) {
    const res = must(await client.search({ uid: range }, { uid: true, returnOptions: ['ALL'] }), 'SEARCH');
    if (Array.isArray(res)) return res;
    return res.all ? expandUidSet(res.all, Math.max(exists, 1)) : [];
  }
  return must(await client.search({ uid: range }, { uid: true }), 'SEARCH');
}

interface FolderState {
  uidvalidity: string;
  done_uid: string;
  pass_top: string | null;
  pass_cursor: string | null;
  highest_modseq: string | null;
}

interface Plan {
  folder: FolderRef;
  uidvalidity: string;
  uids: number[];
  oldDone: number;
  passTop: number;
  highestModseq: bigint | undefined;
  storedModseq: string | null;
}

async function planFolder(
  ctx: EngineContext,
  client: ImapFlow,
  mb: MailboxRecord,
  folder: FolderRef,
): Promise<Plan> {
  const box = await examine(client, folder.path);
  ctx.log('scan_phase', { mailboxId: mb.id, phase: `selected ${folder.role}` });
  const uidvalidity = box.uidValidity.toString();
  const res = await ctx.sql.query<FolderState>(
    'SELECT uidvalidity::text, done_uid::text, pass_top::text, pass_cursor::text, highest_modseq::text FROM mail_folders WHERE mailbox_id = $1 AND role = $2',
    [mb.id, folder.role],
  );
  let state = res.rows[0];
  if (!state || state.uidvalidity !== uidvalidity) {
    // New folder or UIDVALIDITY changed: every stored UID is meaningless; keep only the stats tombstones.
    await ctx.sql.transaction(async (tx) => {
      await tx.query(
        "DELETE FROM mail_messages WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity <> $3::bigint AND (gone IS NULL OR gone NOT IN ('deleted', 'auto_deleted'))",
        [mb.id, folder.role, uidvalidity],
      );
      await tx.query(
        'DELETE FROM mail_packs WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity <> $3::bigint',
        [mb.id, folder.role, uidvalidity],
      );
      await tx.query(
        `INSERT INTO mail_folders (mailbox_id, role, path, uidvalidity, done_uid) VALUES ($1, $2, $3, $4::bigint, 0)
         ON CONFLICT (mailbox_id, role) DO UPDATE SET path = EXCLUDED.path, uidvalidity = EXCLUDED.uidvalidity,
           done_uid = 0, pass_top = NULL, pass_cursor = NULL, highest_modseq = NULL`,
        [mb.id, folder.role, folder.path, uidvalidity],
      );
    });
    if (state) await refreshSenders(ctx.sql, mb.id, null);
    state = { uidvalidity, done_uid: '0', pass_top: null, pass_cursor: null, highest_modseq: null };
  }
  const done = Number(state.done_uid);
  let passTop = state.pass_top === null ? null : Number(state.pass_top);
  let cursor = state.pass_cursor === null ? null : Number(state.pass_cursor);
  if (passTop === null) {
    passTop = Math.max(done, box.uidNext - 1);
    cursor = passTop + 1;
    await ctx.sql.query(
      'UPDATE mail_folders SET pass_top = $3, pass_cursor = $4, path = $5 WHERE mailbox_id = $1 AND role = $2',
      [mb.id, folder.role, passTop, cursor, folder.path],
    );
  }
  const hi = (cursor ?? passTop + 1) - 1;
  let uids: number[] = [];
  if (hi > done && box.exists > 0) {
    ctx.log('scan_phase', { mailboxId: mb.id, phase: `state of ${folder.role} read` });
    const found = await searchUids(client, `${done + 1}:${hi}`, box.exists);
    uids = found.filter((u) => u > done && u <= hi);
    // Newest first. The server's set is ascending as a rule (ESEARCH ranges): reversed, not sorted (a
    // comparator sort of 100,000 numbers is ~20 ms before the first FETCH).
    let ascending = true;
    for (let i = 1; i < uids.length && ascending; i++) ascending = uids[i]! > uids[i - 1]!;
    if (ascending) uids.reverse();
    else uids = [...new Set(uids)].sort((a, b) => b - a);
  }
  return {
    folder,
    uidvalidity,
    uids,
    oldDone: done,
    passTop,
    highestModseq: box.highestModseq,
    storedModseq: state.highest_modseq,
  };
}

async function syncFlagsAndExpunges(ctx: EngineContext, client: ImapFlow, mb: MailboxRecord, plan: Plan) {
  if (plan.oldDone <= 0) return;
  const range = `1:${plan.oldDone}`;
  const useCondstore =
    plan.highestModseq !== undefined && plan.storedModseq !== null && client.enabled.has('CONDSTORE');
  if (
    useCondstore &&
    plan.highestModseq !== undefined &&
    BigInt(plan.storedModseq ?? '0') >= plan.highestModseq
  ) {
    // Nothing changed in the folder since the last scan (flags, expunges and arrivals bump HIGHESTMODSEQ).
    ctx.log('scan_flags', { mailboxId: mb.id, folder: plan.folder.role, method: 'unchanged', fetched: 0 });
    return;
  }
  const changes: Array<{ uid: number; seen: boolean; answered: boolean }> = [];
  const options = useCondstore
    ? { uid: true, changedSince: BigInt(plan.storedModseq ?? '0') }
    : { uid: true };
  for await (const msg of client.fetch(range, { uid: true, flags: true }, options)) {
    if (msg.uid <= plan.oldDone)
      changes.push({
        uid: msg.uid,
        seen: msg.flags?.has('\\Seen') ?? false,
        answered: msg.flags?.has('\\Answered') ?? false,
      });
  }
  ctx.log('scan_flags', {
    mailboxId: mb.id,
    folder: plan.folder.role,
    method: useCondstore ? 'condstore' : 'full',
    fetched: changes.length,
  });
  const present = await searchUids(client, range, client.mailbox ? client.mailbox.exists : 0);
  const touched: string[] = [];
  await ctx.sql.transaction(async (tx) => {
    // Packs holding a mail whose flags changed or that is gone become rows, which the statements below
    // update or delete.
    const affected: number[] = [];
    if (changes.length > 0) {
      const differ = await tx.query<{ uid: string }>(
        `SELECT v.uid::text FROM mail_packs p CROSS JOIN LATERAL mail_pack_rows(p.uids, p.data) v
         JOIN jsonb_to_recordset($4::jsonb) AS c(uid bigint, seen boolean, answered boolean) ON c.uid = v.uid
         WHERE p.mailbox_id = $1 AND p.folder_role = $2 AND p.uidvalidity = $3::bigint
           AND (v.seen <> c.seen OR v.answered <> c.answered)`,
        [mb.id, plan.folder.role, plan.uidvalidity, JSON.stringify(changes)],
      );
      for (const r of differ.rows) affected.push(Number(r.uid));
    }
    const gone = await tx.query<{ uid: string }>(
      `SELECT u::text AS uid FROM mail_packs p CROSS JOIN LATERAL unnest(p.uids) AS u
       WHERE p.mailbox_id = $1 AND p.folder_role = $2 AND p.uidvalidity = $3::bigint AND u <= $4
         AND NOT (u = ANY($5::bigint[]))`,
      [mb.id, plan.folder.role, plan.uidvalidity, plan.oldDone, `{${present.join(',')}}`],
    );
    for (const r of gone.rows) affected.push(Number(r.uid));
    await explodePacks(tx, mb.id, { role: plan.folder.role, uidvalidity: plan.uidvalidity, uids: affected });
    if (changes.length > 0) {
      const changed = await tx.query<{ sender: string }>(
        `UPDATE mail_messages m SET seen = c.seen, answered = c.answered
         FROM jsonb_to_recordset($4::jsonb) AS c(uid bigint, seen boolean, answered boolean)
         WHERE m.mailbox_id = $1 AND m.folder_role = $2 AND m.uidvalidity = $3::bigint AND m.uid = c.uid
           AND (m.seen <> c.seen OR m.answered <> c.answered)
         RETURNING m.sender`,
        [mb.id, plan.folder.role, plan.uidvalidity, JSON.stringify(changes)],
      );
      touched.push(...changed.rows.map((r) => r.sender));
    }
    // Mails the user removed elsewhere disappear from the counts (stats tombstones are kept).
    const removed = await tx.query<{ sender: string }>(
      `DELETE FROM mail_messages WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity = $3::bigint
         AND uid <= $4 AND gone IS NULL AND NOT (uid = ANY($5::bigint[])) RETURNING sender`,
      [mb.id, plan.folder.role, plan.uidvalidity, plan.oldDone, `{${present.join(',')}}`],
    );
    touched.push(...removed.rows.map((r) => r.sender));
  });
  await refreshSenders(ctx.sql, mb.id, touched);
}

/** Chunk FETCH commands kept in flight ahead of the one being written to the database. */
const PIPELINE_DEPTH = 2;
/** The same with the fetch worker (it parses ahead while this thread writes). */
const WORKER_DEPTH = 3;

async function storeChunk(
  ctx: EngineContext,
  mb: MailboxRecord,
  plan: Plan,
  chunk: number[],
  scanned: ScannedChunk,
  fetchMs: number,
  worker: boolean,
) {
  const ti = performance.now();
  let low = chunk[0] ?? 0;
  for (const u of chunk) if (u < low) low = u;
  await ctx.sql.transaction(async (tx) => {
    // The folder row first: its lock orders this commit with a job storing mails of the folder.
    await tx.query('UPDATE mail_folders SET pass_cursor = $3 WHERE mailbox_id = $1 AND role = $2', [
      mb.id,
      plan.folder.role,
      low,
    ]);
    await insertScanned(tx, mb.id, plan.folder.role, plan.uidvalidity, mb.scanNo, scanned);
    await tx.query('UPDATE mail_mailboxes SET progress_done = progress_done + $2 WHERE id = $1', [
      mb.id,
      chunk.length,
    ]);
  });
  ctx.log('scan_chunk', {
    mailboxId: mb.id,
    folder: plan.folder.role,
    count: chunk.length,
    fetchMs: Math.round(fetchMs),
    parseMs: Math.round(scanned.parseMs),
    insertMs: Math.round(performance.now() - ti),
    worker,
  });
}

/** What a chunk should take to arrive at the rate measured so far: progress and new senders about every second. */
const CHUNK_TARGET_MS = 1000;

/**
 * The pass's UIDs (newest first) cut into chunks as they are sent: the first small (its senders show at
 * once), each next at most ten times the previous and at most `chunk` (a large chunk is one commit, and
 * commits cost the database per row written, a pack per sender and chunk), and no larger than what the
 * server delivered in about a second (but not under ten first chunks), so that a slow server still moves
 * the progress and the list every second or so while a fast one takes few commits. The rate is measured
 * from the first chunk's arrival on: the first chunk's time is mostly the round trip and the server's
 * start on the folder (with Dovecot on a 100,000-mail Maildir, reading its UID list: ~250 ms for 100
 * mails), which would keep the next chunks small for seconds on a fast server.
 */
export class ChunkPlan {
  private offset = 0;
  private size = 0;
  private firstArrivedAt: number | null = null;
  private delivered = 0;

  constructor(
    private readonly uids: number[],
    private readonly firstChunk: number,
    private readonly maxChunk: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get done(): boolean {
    return this.offset >= this.uids.length;
  }

  /** The next chunk's UIDs, or null when every UID has been given out. */
  next(): number[] | null {
    if (this.done) return null;
    if (this.size === 0) {
      this.size = Math.max(1, this.firstChunk);
    } else {
      let size = Math.min(this.maxChunk, this.size * 10);
      const elapsed = this.firstArrivedAt === null ? 0 : this.now() - this.firstArrivedAt;
      if (this.delivered > 0 && elapsed > 0)
        size = Math.min(
          size,
          Math.max(this.firstChunk * 10, Math.round((this.delivered / elapsed) * CHUNK_TARGET_MS)),
        );
      this.size = Math.max(1, size);
    }
    const chunk = this.uids.slice(this.offset, this.offset + this.size);
    this.offset += chunk.length;
    return chunk;
  }

  /**
   * Mails have arrived (the rate the next sizes follow): the first call is the first chunk's (it starts
   * the clock), later ones count.
   */
  arrived(count: number) {
    if (this.firstArrivedAt === null) this.firstArrivedAt = this.now();
    else this.delivered += count;
  }
}

/**
 * The folder's chunks through a bulk session: one FETCH at a time, the next one sent as soon as the last
 * mail of the current one has arrived (parsed as they stream in), and each chunk committed while the next
 * one streams. Not pipelined further ahead: Dovecot runs pipelined FETCHes at once and serves the newest
 * command first (its command queue is a stack), so a chunk sent early held back the rest of the ones
 * before it — chunks arrived together, were committed together while the server idled, and the first
 * commit waited for all of them (measured: three chunks of 20,000 in flight arrived within 50 ms of each
 * other after 2 s). The first chunk, the smallest, is listed before anything else is parsed. With the
 * fetch worker configured for the folder's size, the next chunks are fetched and parsed there instead once
 * it is ready.
 */
async function fetchChunksBulk(
  ctx: EngineContext,
  mb: MailboxRecord,
  plan: Plan,
  bulk: BulkSession,
  onChunk?: () => Promise<void>,
) {
  if (plan.uids.length >= ctx.config.scan.workerMin)
    return fetchChunksBulkWithWorker(ctx, mb, plan, bulk, onChunk);
  const chunks = new ChunkPlan(plan.uids, ctx.config.scan.firstChunk, ctx.config.scan.chunk);
  const inflight: Array<{ uids: number[]; scanned: Promise<ScannedChunk> }> = [];
  const send = (chained: boolean) => {
    if (ctx.stopped) return;
    const uids = chunks.next();
    if (!uids) return;
    let arrived = false;
    const onArrived = (count: number) => {
      if (arrived) return;
      arrived = true;
      chunks.arrived(count);
      if (chained) send(true);
    };
    const scanned = fetchParsed(bulk, uids, plan.folder.role, mb.scanNo, (count) => {
      // The last mail asked for is in: the tagged answer follows at once.
      if (count === uids.length) onArrived(count);
    }).then((chunk) => {
      // Also when fewer mails came than asked (expunged meanwhile).
      onArrived(chunk.count);
      return chunk;
    });
    // Awaited in turn below; a failure of a later one must not count as unhandled meanwhile.
    scanned.catch(() => undefined);
    inflight.push({ uids, scanned });
  };
  // The first (small) chunk alone: its senders are committed, so listed, before the next FETCH is sent
  // (nothing else parsed or stored before them); the next ones follow each other.
  send(false);
  while (inflight.length > 0) {
    if (ctx.stopped) throw new Error('engine stopped');
    const next = inflight.shift()!;
    const tw = performance.now();
    const scanned = await next.scanned;
    // fetchMs: how long this thread waited for the chunk (the rest of its FETCH and its parse).
    await storeChunk(ctx, mb, plan, next.uids, scanned, performance.now() - tw, false);
    if (onChunk) await onChunk();
    if (inflight.length === 0) send(true);
  }
  // Not every chunk sent: the engine stopped (the pass stays open, resumed by the next scan).
  if (!chunks.done) throw new Error('engine stopped');
}

/**
 * The same with the fetch worker (`scan.workerMin`): FETCHes pipelined PIPELINE_DEPTH / WORKER_DEPTH
 * ahead, each chunk committed in turn; once the worker is ready, the next chunks are fetched and parsed
 * there.
 */
async function fetchChunksBulkWithWorker(
  ctx: EngineContext,
  mb: MailboxRecord,
  plan: Plan,
  bulk: BulkSession,
  onChunk?: () => Promise<void>,
) {
  const chunks = new ChunkPlan(plan.uids, ctx.config.scan.firstChunk, ctx.config.scan.chunk);
  const inflight: Array<Promise<{ uids: number[]; chunk: ScannedChunk; worker: number | null }>> = [];
  let helper: FetchHelper | null = null;
  try {
    for (let k = 0; !chunks.done || inflight.length > 0; k++) {
      await fetchChunk(k);
      // A large folder: once the first senders are stored, a worker logs in and then takes over the
      // fetching and parsing of the next chunks.
      if (
        k === 0 &&
        plan.uids.length >= ctx.config.scan.workerMin &&
        plan.uids.length >
          ctx.config.scan.firstChunk + Math.min(ctx.config.scan.chunk, ctx.config.scan.firstChunk * 10)
      ) {
        helper = startFetchHelper(ctx, mb, {
          path: plan.folder.path,
          role: plan.folder.role,
          uidvalidity: plan.uidvalidity,
        });
        // Tests: the next chunks go to the worker, whatever the machine's speed.
        if (helper && ctx.config.scan.workerWait) await helper.settled;
      }
    }
  } finally {
    helper?.close();
  }
  async function fetchChunk(k: number) {
    if (ctx.stopped) throw new Error('engine stopped');
    // The first (small) chunk goes alone so that its senders are listed before anything else is parsed.
    const useWorker = helper?.ready === true;
    const depth = k === 0 ? 0 : useWorker ? WORKER_DEPTH : PIPELINE_DEPTH;
    while (!chunks.done && inflight.length <= depth) {
      const c = chunks.next()!;
      const p = (
        useWorker
          ? helper!.fetch(c).then((r) => ({ uids: c, chunk: r.chunk, worker: r.id }))
          : fetchParsed(bulk, c, plan.folder.role, mb.scanNo).then((chunk) => ({
              uids: c,
              chunk,
              worker: null,
            }))
      ).then((got) => {
        chunks.arrived(got.uids.length);
        return got;
      });
      // Awaited in turn below; a failure of a later one must not count as unhandled meanwhile.
      p.catch(() => undefined);
      inflight.push(p);
    }
    const tw = performance.now();
    const got = await inflight.shift()!;
    // fetchMs: how long this thread waited for the chunk (its FETCH, and its parse when done here).
    await storeChunk(ctx, mb, plan, got.uids, got.chunk, performance.now() - tw, got.worker !== null);
    if (got.worker !== null) helper?.done(got.worker);
    if (onChunk) await onChunk();
  }
}

/**
 * One chunk's FETCH through a bulk session, each mail parsed into its row as it arrives (the header bytes
 * are never copied or kept, and the parsing spreads over the stream instead of following it).
 */
export async function fetchParsed(
  bulk: BulkSession,
  uids: number[],
  role: FolderRef['role'],
  scanNo: number,
  /** Called with the number of mails arrived so far, after each one. */
  progress?: (count: number) => void,
): Promise<ScannedChunk> {
  const builder = new ChunkBuilder(uids.length);
  let count = 0;
  // The parse time so far (in a typed array: a number kept in the closure would be a new heap number per mail).
  const parseMs = new Float64Array(1);
  await bulk.fetch(uidSet(uids), uids, (msg) => {
    const t = performance.now();
    addToChunk(builder, msg, role);
    parseMs[0]! += performance.now() - t;
    count += 1;
    progress?.(count);
  });
  const t = performance.now();
  const chunk: ScannedChunk = { ...builder.finish(scanNo), parseMs: 0 };
  chunk.parseMs = parseMs[0]! + performance.now() - t;
  return chunk;
}

/** The same through imapflow (a connection that cannot be taken over, e.g. with COMPRESS active). */
async function fetchChunksImapflow(
  ctx: EngineContext,
  client: ImapFlow,
  mb: MailboxRecord,
  plan: Plan,
  onChunk?: () => Promise<void>,
) {
  const chunks = new ChunkPlan(plan.uids, ctx.config.scan.firstChunk, ctx.config.scan.chunk);
  for (let chunk = chunks.next(); chunk; chunk = chunks.next()) {
    if (ctx.stopped) throw new Error('engine stopped');
    const msgs: FetchedMessage[] = [];
    const tf = performance.now();
    for await (const msg of client.fetch(uidSet(chunk), FETCH_QUERY, { uid: true })) msgs.push(msg);
    if (!client.usable)
      throw Object.assign(new Error('connection lost during FETCH'), { code: 'ECONNRESET' });
    chunks.arrived(chunk.length);
    const fetchMs = performance.now() - tf;
    await storeChunk(ctx, mb, plan, chunk, scanChunk(msgs, plan.folder.role, mb.scanNo), fetchMs, false);
    if (onChunk) await onChunk();
  }
}

/**
 * Selects a folder read-only, unless this connection has it selected read-only already (measured with
 * Dovecot: selecting a 100,000-mail folder again on a connection that fetched its headers cost 260 ms of
 * server CPU, closing the folder first).
 */
async function examine(client: ImapFlow, path: string) {
  const box = client.mailbox;
  if (box && box.path === path && box.readOnly) return box;
  return client.mailboxOpen(path, { readOnly: true });
}

/** Selects a folder read-only and checks it is still the planned one. */
async function openPlanned(client: ImapFlow, plan: Plan): Promise<void> {
  const box = await examine(client, plan.folder.path);
  if (box.uidValidity.toString() !== plan.uidvalidity) {
    // Recreated between planning and now: plan again (a retry starts the scan over from the plan).
    throw Object.assign(new Error(`UIDVALIDITY of ${plan.folder.role} changed during the scan`), {
      code: 'EUIDVALIDITY',
    });
  }
}

const INBOX_FOLDER: FolderRef = { role: 'inbox', path: 'INBOX' };

async function scanOnce(ctx: EngineContext, mb: MailboxRecord, onChunk?: () => Promise<void>): Promise<void> {
  const open = () => {
    const c = createImapClient(mb.settings.imap, mb.email, mb.auth, ctx.config.imapTimeouts);
    ctx.clients.add(c);
    return c;
  };
  // The bulk FETCH connection logs in while the main one lists and plans the folders, when a first scan
  // (or an interrupted pass) makes that worth it; a rescan opens it only when there are new mails.
  const state = await ctx.sql.query<{ early: boolean }>(
    `SELECT (SELECT completed_scans FROM mail_mailboxes WHERE id = $1) = 0
       OR EXISTS (SELECT 1 FROM mail_folders WHERE mailbox_id = $1 AND pass_cursor IS NOT NULL) AS early`,
    [mb.id],
  );
  const client = open();
  let early: ImapFlow | null = state.rows[0]?.early === false ? null : open();
  const phase = (name: string, detail?: string) =>
    ctx.log('scan_phase', { mailboxId: mb.id, phase: name, detail });
  // With a bulk connection from the start, INBOX (where the new mail almost always is) is planned on it
  // while the main one lists and plans the other folders, so that its first FETCH follows its SEARCH, and
  // only one server process syncs the large folder: measured with Dovecot on a 100,000-mail Maildir, the
  // first CONDSTORE EXAMINE costs ~380 ms of server CPU per process (760 ms when both connections select
  // it at once, on a 2-core machine), and the process that did it finds the folder's UID list read for its
  // FETCHes (otherwise ~280 ms at the first FETCH). Its database part waits for the main connection's
  // plans (one folder's plan at a time).
  let releaseInbox: (err?: Error) => void = () => undefined;
  const othersPlanned = new Promise<void>((resolve, reject) => {
    releaseInbox = (err) => (err ? reject(err) : resolve());
  });
  othersPlanned.catch(() => undefined);
  const earlyPlan: Promise<Plan | null> = early
    ? connectImap(early).then(async (c) => {
        phase('bulk connection logged in');
        await examine(c, INBOX_FOLDER.path);
        phase('bulk connection selected INBOX');
        await othersPlanned;
        const plan = await planFolder(ctx, c, mb, INBOX_FOLDER);
        phase('planned inbox (bulk connection)');
        return plan;
      })
    : Promise.resolve(null);
  earlyPlan.catch(() => undefined);
  const sessions = new Set<{ close(): void }>();
  let keepAlive: NodeJS.Timeout | null = null;
  let lastBulk: { role: FolderRef['role']; session: BulkSession } | null = null;
  const closeSession = (session: BulkSession) => {
    session.close();
    sessions.delete(session);
    ctx.clients.delete(session);
  };
  const t0 = performance.now();
  try {
    await connectImap(client);
    const connectedMs = performance.now() - t0;
    phase('main connection logged in');
    const { scan } = await resolveFolders(client);
    phase('folders listed');
    // Planned last to first, so that this connection ends with INBOX selected for the body checks
    // (unless the bulk connection plans INBOX).
    const plans: Plan[] = [];
    for (const folder of [...scan].reverse()) {
      if (early && folder.role === 'inbox') continue;
      plans.unshift(await planFolder(ctx, client, mb, folder));
      phase(`planned ${folder.role}`);
    }
    releaseInbox();
    if (early) {
      const inbox = await earlyPlan;
      if (inbox) plans.unshift(inbox);
    }
    const total = plans.reduce((n, p) => n + p.uids.length, 0);
    await ctx.sql.query('UPDATE mail_mailboxes SET progress_total = $2, progress_done = 0 WHERE id = $1', [
      mb.id,
      total,
    ]);
    ctx.log('scan_planned', {
      mailboxId: mb.id,
      total,
      connectMs: Math.round(connectedMs),
      planMs: Math.round(performance.now() - t0 - connectedMs),
      // Whether the bulk connection was opened before knowing there is anything to fetch.
      earlyConnection: early !== null,
    });
    // The main connection idles while the bulk one works: keep it from timing out.
    keepAlive = setInterval(
      () => {
        if (client.usable) client.noop().catch(() => undefined);
      },
      Math.max(1000, Math.floor(ctx.config.imapTimeouts.socketMs / 3)),
    );
    keepAlive.unref();
    for (const plan of plans) {
      if (plan.uids.length > 0) {
        let bulkClient: ImapFlow;
        if (early) {
          // Logged in, and INBOX planned (selected) on it.
          bulkClient = early;
          early = null;
        } else {
          bulkClient = open();
          await connectImap(bulkClient);
        }
        await openPlanned(bulkClient, plan);
        const bulk = takeOverForFetch(bulkClient, ctx.config.imapTimeouts.socketMs);
        if (bulk) {
          // At most one bulk connection at a time: the previous folder's one closes now.
          if (lastBulk) closeSession(lastBulk.session);
          lastBulk = null;
          ctx.clients.delete(bulkClient);
          ctx.clients.add(bulk);
          sessions.add(bulk);
          let ok = false;
          try {
            await fetchChunksBulk(ctx, mb, plan, bulk, onChunk);
            ok = true;
          } finally {
            // Kept open (folder still selected) for the body checks of this folder's senders.
            if (ok) lastBulk = { role: plan.folder.role, session: bulk };
            else closeSession(bulk);
          }
        } else {
          try {
            await fetchChunksImapflow(ctx, bulkClient, mb, plan, onChunk);
          } finally {
            ctx.clients.delete(bulkClient);
            await closeImap(bulkClient);
          }
        }
      }
      if (plan.oldDone > 0) {
        await openPlanned(client, plan);
        await syncFlagsAndExpunges(ctx, client, mb, plan);
      }
      await ctx.sql.query(
        `UPDATE mail_folders SET done_uid = GREATEST(done_uid, $3), pass_top = NULL, pass_cursor = NULL,
           highest_modseq = $4::numeric WHERE mailbox_id = $1 AND role = $2`,
        [mb.id, plan.folder.role, plan.passTop, plan.highestModseq?.toString() ?? null],
      );
    }
    if (keepAlive) clearInterval(keepAlive);
    keepAlive = null;
    await checkBodies(ctx, client, mb, plans, lastBulk);
  } finally {
    // (A no-op once released: an early connection still waiting gives up when the main one failed.)
    releaseInbox(new Error('scan ended'));
    if (keepAlive) clearInterval(keepAlive);
    for (const s of sessions) s.close();
    if (early) {
      ctx.clients.delete(early);
      const e = early;
      await earlyPlan.then(
        () => closeImap(e),
        () => closeImap(e),
      );
    }
    ctx.clients.delete(client);
    await closeImap(client);
  }
}

/** Scan failures that mean the stored credentials no longer work: no retry until they change. */
export const CREDENTIAL_REFUSALS: ReadonlySet<string> = new Set([
  'invalid_credentials',
  'application_password',
  'imap_disabled',
]);

/** Most senders whose body is read per scan (each: one FETCH of at most BODY_TAIL_BYTES). */
const BODY_CHECKS_PER_SCAN = 200;

/**
 * Senders with no header evidence at all (not bulk, not spam, never answered) whose newest mail was not
 * checked yet: the last BODY_TAIL_BYTES of that one mail are read for an unsubscribe link. Found: the
 * mail is marked bulk with the link (method web-link; the link is offered, never fetched).
 */
async function checkBodies(
  ctx: EngineContext,
  client: ImapFlow,
  mb: MailboxRecord,
  plans: Plan[],
  bulk: { role: FolderRef['role']; session: BulkSession } | null,
) {
  const started = performance.now();
  const res = await ctx.sql.query<{ sender: string; folder_role: string; uid: string; size: number }>(
    `WITH s AS (
       SELECT sender FROM mail_senders WHERE mailbox_id = $1 AND sender <> '' AND count > 0
         AND bulk_count = 0 AND answered_count = 0 AND spam_sum / count <= ${SPAM_CONFIDENCE_THRESHOLD}),
     -- Of the packs, only each sender's newest (by its newest mail) is read.
     top AS (
       SELECT p.* FROM (SELECT p.*, max(p.t_max) OVER (PARTITION BY p.sender) AS mx
                        FROM mail_packs p JOIN s USING (sender) WHERE p.mailbox_id = $1) p
       WHERE p.t_max IS NOT DISTINCT FROM p.mx),
     m AS (
       SELECT m.sender, m.folder_role, m.uid, m.size, m.received_at FROM mail_messages m JOIN s USING (sender)
       WHERE m.mailbox_id = $1 AND m.gone IS NULL
       UNION ALL
       SELECT top.sender, top.folder_role, r.uid, r.size, r.received_at
       FROM top CROSS JOIN LATERAL mail_pack_rows(top.uids, top.data) r),
     n AS (
       SELECT DISTINCT ON (m.sender) m.sender, m.folder_role, m.uid, m.size FROM m
       ORDER BY m.sender, m.received_at DESC NULLS LAST, m.uid DESC)
     SELECT n.sender, n.folder_role, n.uid::text AS uid, n.size FROM n
     WHERE NOT EXISTS (SELECT 1 FROM mail_body_checks c WHERE c.mailbox_id = $1 AND c.sender = n.sender AND c.uid = n.uid)
     ORDER BY n.sender LIMIT ${BODY_CHECKS_PER_SCAN}`,
    [mb.id],
  );
  const queryMs = Math.round(performance.now() - started);
  if (res.rows.length === 0) return;
  let fetched = 0;
  let found = 0;
  let examineMs = 0;
  let fetchMs = 0;
  for (const plan of plans) {
    const mine = res.rows.filter((r) => r.folder_role === plan.folder.role);
    if (mine.length === 0) continue;
    // Mails no larger than the tail come whole in one FETCH; larger ones each as their last bytes.
    const tails = new Map<string, string>();
    const small = mine.filter((r) => Number(r.size) <= BODY_TAIL_BYTES).map((r) => Number(r.uid));
    const session = bulk && bulk.role === plan.folder.role && !bulk.session.closed ? bulk.session : null;
    const te = performance.now();
    if (!session) await examine(client, plan.folder.path);
    examineMs += performance.now() - te;
    const tf = performance.now();
    if (session) {
      // The folder's bulk connection, still selected: the same FETCHes, pipelined, read by its parser.
      const take = (m: FetchedHeaders) => {
        if (m.headers) tails.set(String(m.uid), m.headers.toString('utf8'));
      };
      const fetches: Promise<unknown>[] = [];
      if (small.length > 0) fetches.push(session.fetch(uidSet(small), small, take, '(UID BODY.PEEK[])'));
      for (const row of mine) {
        if (Number(row.size) <= BODY_TAIL_BYTES) continue;
        const start = Number(row.size) - BODY_TAIL_BYTES;
        fetches.push(
          session.fetch(row.uid, [Number(row.uid)], take, `(UID BODY.PEEK[]<${start}.${BODY_TAIL_BYTES}>)`),
        );
      }
      await Promise.all(fetches);
    } else if (small.length > 0) {
      for await (const msg of client.fetch(uidSet(small), { uid: true, source: true }, { uid: true })) {
        tails.set(String(msg.uid), msg.source ? msg.source.toString('utf8') : '');
      }
    }
    for (const row of session ? [] : mine) {
      if (ctx.stopped) throw new Error('engine stopped');
      if (Number(row.size) <= BODY_TAIL_BYTES) continue;
      const start = Number(row.size) - BODY_TAIL_BYTES;
      for await (const msg of client.fetch(
        row.uid,
        { uid: true, source: { start, maxLength: BODY_TAIL_BYTES } },
        { uid: true },
      )) {
        tails.set(String(msg.uid), msg.source ? msg.source.toString('utf8') : '');
      }
    }
    if (!client.usable)
      throw Object.assign(new Error('connection lost during FETCH'), { code: 'ECONNRESET' });
    const links: Array<{ sender: string; uid: string; link: string | null }> = mine.map((row) => ({
      sender: row.sender,
      uid: row.uid,
      link: cleanOrNull(findBodyUnsubscribeLink(tails.get(row.uid) ?? '')),
    }));
    fetched += mine.length;
    fetchMs += performance.now() - tf;
    const hits = links.filter((l) => l.link !== null);
    found += hits.length;
    await ctx.sql.transaction(async (tx) => {
      if (hits.length > 0) {
        await explodePacks(tx, mb.id, {
          role: plan.folder.role,
          uidvalidity: plan.uidvalidity,
          uids: hits.map((h) => Number(h.uid)),
        });
        await tx.query(
          `UPDATE mail_messages m SET bulk = true, unsub_http = h.link, one_click = false
           FROM jsonb_to_recordset($4::jsonb) AS h(uid bigint, link text)
           WHERE m.mailbox_id = $1 AND m.folder_role = $2 AND m.uidvalidity = $3::bigint AND m.uid = h.uid`,
          [mb.id, plan.folder.role, plan.uidvalidity, JSON.stringify(hits)],
        );
      }
      await tx.query(
        `INSERT INTO mail_body_checks (mailbox_id, sender, uid, link)
         SELECT $1, c.sender, c.uid, c.link FROM jsonb_to_recordset($2::jsonb) AS c(sender text, uid bigint, link text)
         ON CONFLICT (mailbox_id, sender) DO UPDATE SET uid = EXCLUDED.uid, link = EXCLUDED.link, checked_at = now()`,
        [mb.id, JSON.stringify(links)],
      );
    });
    await refreshSenders(
      ctx.sql,
      mb.id,
      hits.map((h) => h.sender),
    );
  }
  ctx.log('body_check', {
    mailboxId: mb.id,
    fetched,
    found,
    maxBytes: BODY_TAIL_BYTES,
    ms: Math.round(performance.now() - started),
    queryMs,
    examineMs: Math.round(examineMs),
    fetchMs: Math.round(fetchMs),
  });
}

export type ScanOutcome = 'done' | 'busy' | 'error' | 'missing' | 'stopped';

/**
 * Scans one mailbox to the end, retrying dropped connections with backoff. One scan per mailbox at a
 * time across processes (lease `scan:<id>`); returns 'busy' when another holder runs it.
 */
export async function scanMailbox(
  ctx: EngineContext,
  mailboxId: string,
  hooks: { onChunk?: () => Promise<void> } = {},
): Promise<ScanOutcome> {
  const leaseName = `scan:${mailboxId}`;
  const { leaseMs } = ctx.config.scan;
  if (!(await acquireLease(ctx.sql, leaseName, ctx.config.instanceId, leaseMs))) return 'busy';
  const renew = setInterval(
    () => {
      renewLease(ctx.sql, leaseName, ctx.config.instanceId, leaseMs).catch(() => undefined);
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  try {
    // A scan interrupted earlier (state still 'scanning') resumes under the same scan number.
    await ctx.sql.query(
      `UPDATE mail_mailboxes SET scan_no = CASE WHEN state = 'scanning' THEN scan_no ELSE scan_no + 1 END,
         state = 'scanning', error_code = NULL, scan_started_at = now() WHERE id = $1`,
      [mailboxId],
    );
    const mb = await loadMailbox(ctx, mailboxId);
    if (!mb) return 'missing';
    let attempt = 0;
    for (;;) {
      try {
        await scanOnce(ctx, mb, hooks.onChunk);
        break;
      } catch (err) {
        if (ctx.stopped) return 'stopped';
        const delay = ctx.config.retryDelaysMs[attempt];
        if (!isTransientImapError(err) || delay === undefined) {
          const code = (err as { authenticationFailed?: boolean }).authenticationFailed
            ? classifyLoginError(err, mb.provider)
            : 'unknown_error';
          const e = err as { message?: string; code?: string };
          ctx.log('scan_failed', { mailboxId, code, attempt, error: e.message, errorCode: e.code });
          // A refused login waits for new credentials; any other failure is retried later. Either way the
          // rows of earlier scans (and of this scan's committed chunks) stay: nothing listed is lost.
          const retryMs = CREDENTIAL_REFUSALS.has(code) ? null : ctx.config.scan.retryFailedMs;
          await ctx.sql.query(
            `UPDATE mail_mailboxes SET state = 'error', error_code = $2,
               retry_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + ($3::int * interval '1 millisecond') END
             WHERE id = $1`,
            [mailboxId, code, retryMs],
          );
          return 'error';
        }
        ctx.log('scan_retry', { mailboxId, attempt, delay });
        attempt += 1;
        await sleep(delay);
      }
    }
    await ctx.sql.query(
      `UPDATE mail_mailboxes SET state = 'done', completed_scans = completed_scans + 1, scan_finished_at = now(),
         progress_done = progress_total, retry_at = NULL WHERE id = $1`,
      [mailboxId],
    );
    return 'done';
  } finally {
    clearInterval(renew);
    await releaseLease(ctx.sql, leaseName, ctx.config.instanceId).catch(() => undefined);
  }
}
