/**
 * Compact storage of scanned mails (mail_packs, migration 008): a chunk's mails as one row per sender,
 * the UIDs as an array and the rest as a JSON object whose keys hold a value shared by every mail of the
 * pack or an array of one value per mail. Writing a pack costs about as much as writing one mail row, and
 * a sender's mails in a chunk share most values (name, List-Id, links).
 *
 * Readers use the view mail_messages_all (mail_messages + the packs' mails). Anything that changes a
 * stored mail (a job's claim, flags, an expunge, a body check) first explodes the packs holding it into
 * mail_messages rows (explodePacks), so those statements keep working on mail_messages.
 */
import type { SqlClient } from '../db/sql-client';

export interface PackableRow {
  uid: number;
  sender: string;
  sender_name: string | null;
  list_id: string | null;
  /** ms since epoch, or null */
  received_ms: number | null;
  size: number;
  seen: boolean;
  answered: boolean;
  bulk: boolean;
  spam: number;
  unsub_http: string | null;
  unsub_mailto: string | null;
  one_click: boolean;
  message_id: string | null;
}

/**
 * The stored form of a Message-ID: a 64-bit hash (16 hex digits; two 32-bit multiplicative hashes), enough
 * to recognise a mail re-listed under a new UID, a fraction of the bytes. (Rows stored before migration 008
 * keep the full text; such an old row and its re-listed copy are then counted apart.)
 */
export function hashMessageId(id: string | null): string | null {
  if (id === null) return null;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return finishHash(h1, h2);
}

/** hashMessageId of the latin1 text bytes[start, end) (an ASCII Message-ID read in place: its code units). */
export function hashMessageIdBytes(bytes: Uint8Array, start: number, end: number): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = start; i < end; i++) {
    const c = bytes[i]!;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return finishHash(h1, h2);
}

function finishHash(a: number, b: number): string {
  const h1 = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  const h2 = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  // h2 then h1, each as 8 lower-case hex digits (toString(16).padStart(8, '0')), made in one string.
  return String.fromCharCode(
    hex(h2 >>> 28),
    hex(h2 >>> 24),
    hex(h2 >>> 20),
    hex(h2 >>> 16),
    hex(h2 >>> 12),
    hex(h2 >>> 8),
    hex(h2 >>> 4),
    hex(h2),
    hex(h1 >>> 28),
    hex(h1 >>> 24),
    hex(h1 >>> 20),
    hex(h1 >>> 16),
    hex(h1 >>> 12),
    hex(h1 >>> 8),
    hex(h1 >>> 4),
    hex(h1),
  );
}

/** The lower-case hex digit (character code) of the low 4 bits. */
function hex(v: number): number {
  const d = v & 15;
  return d < 10 ? 48 + d : 87 + d;
}

export interface Pack {
  sender: string;
  lo: number;
  hi: number;
  tMax: number | null;
  uids: number[];
  data: string;
}

/** A PostgreSQL array literal of text values. */
export function pgTextArrayLiteral(values: string[]): string {
  let s = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) s += ',';
    s += `"${values[i]!.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  }
  return `${s}}`;
}

/** The parameters of insertPacks' statement (built where the packs are: the scan's worker or the scan). */
export type PackParams = [string, string, string, string, string, string];

/**
 * Separates the packs' UID lists and data in insertPacks' parameters (split by string_to_array): neither
 * holds it (digits and commas; JSON, which writes a control character inside a string as \u001f), so
 * nothing is escaped — as array literals, every quote of the JSON was, and the database unescaped them
 * again (a chunk of 20,000 mails sends about a megabyte of them).
 */
const UNIT_SEPARATOR = '\x1f';

export function packParams(packs: Pack[]): PackParams {
  return [
    pgTextArrayLiteral(packs.map((p) => p.sender)),
    `{${packs.map((p) => p.lo).join(',')}}`,
    `{${packs.map((p) => p.hi).join(',')}}`,
    `{${packs.map((p) => (p.tMax === null ? 'NULL' : p.tMax)).join(',')}}`,
    packs.map((p) => `{${p.uids.join(',')}}`).join(UNIT_SEPARATOR),
    packs.map((p) => p.data).join(UNIT_SEPARATOR),
  ];
}

/** Writes packs (one statement). */
export async function insertPacks(
  sql: SqlClient,
  mailboxId: string,
  role: string,
  uidvalidity: string,
  scanNo: number,
  params: PackParams,
): Promise<void> {
  await sql.query(
    `INSERT INTO mail_packs (mailbox_id, folder_role, uidvalidity, sender, scan_no, uid_lo, uid_hi, t_max, uids, data)
     SELECT $1, $2, $3::bigint, x.s, $4::int, x.lo, x.hi, x.t, x.u::bigint[], x.d
     FROM unnest($5::text[], $6::bigint[], $7::bigint[], $8::bigint[], string_to_array($9, chr(31)),
       string_to_array($10, chr(31))) AS x(s, lo, hi, t, u, d)`,
    [mailboxId, role, uidvalidity, scanNo, ...params],
  );
}

const MESSAGE_COLUMNS =
  'mailbox_id, folder_role, uidvalidity, uid, sender, sender_name, list_id, received_at, size, seen, answered, bulk, spam, unsub_http, unsub_mailto, one_click, message_id, scan_no';

/**
 * Turns the packs matching a scope into mail_messages rows (and deletes the packs), in the caller's
 * transaction or on its own: by sender, and/or by the UIDs (whole packs holding any of them).
 */
export async function explodePacks(
  sql: SqlClient,
  mailboxId: string,
  scope: { role?: string; uidvalidity?: string; sender?: string; uids?: number[] },
): Promise<void> {
  if (scope.uids && scope.uids.length === 0) return;
  let lo = 0;
  let hi = 0;
  if (scope.uids) {
    lo = scope.uids[0]!;
    hi = lo;
    for (const u of scope.uids) {
      if (u < lo) lo = u;
      if (u > hi) hi = u;
    }
  }
  await sql.query(
    `WITH d AS (
       DELETE FROM mail_packs p WHERE p.mailbox_id = $1
         AND ($2::text IS NULL OR p.folder_role = $2::text) AND ($3::bigint IS NULL OR p.uidvalidity = $3::bigint)
         AND ($4::text IS NULL OR p.sender = $4::text)
         AND ($5::bigint[] IS NULL OR (p.uid_lo <= $7::bigint AND p.uid_hi >= $6::bigint AND p.uids && $5::bigint[]))
       RETURNING p.mailbox_id, p.folder_role, p.uidvalidity, p.sender, p.scan_no, p.uids, p.data)
     INSERT INTO mail_messages (${MESSAGE_COLUMNS})
     SELECT d.mailbox_id, d.folder_role, d.uidvalidity, r.uid, d.sender, r.sender_name, r.list_id, r.received_at,
       r.size, r.seen, r.answered, r.bulk, r.spam, r.unsub_http, r.unsub_mailto, r.one_click, r.message_id, d.scan_no
     FROM d CROSS JOIN LATERAL mail_pack_rows(d.uids, d.data) r
     ON CONFLICT DO NOTHING`,
    [
      mailboxId,
      scope.role ?? null,
      scope.uidvalidity ?? null,
      scope.sender ?? null,
      scope.uids ? `{${scope.uids.join(',')}}` : null,
      lo,
      hi,
    ],
  );
}
