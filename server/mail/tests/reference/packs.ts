/** Frozen copy of packs.ts (round five) for the equivalence tests: the pure pack building only. */
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
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** A key's value: one value when every mail shares it, else one per mail. */
function column<T>(values: T[]): T | T[] {
  const v0 = values[0];
  for (let i = 1; i < values.length; i++) if (values[i] !== v0) return values;
  return v0 as T;
}

export interface Pack {
  sender: string;
  lo: number;
  hi: number;
  tMax: number | null;
  uids: number[];
  data: string;
}

/** Groups rows per sender (first appearance order) into packs. */
export function packRows(rows: PackableRow[]): Pack[] {
  const by = new Map<string, PackableRow[]>();
  for (const r of rows) {
    const list = by.get(r.sender);
    if (list) list.push(r);
    else by.set(r.sender, [r]);
  }
  const out: Pack[] = [];
  for (const [sender, list] of by) {
    let lo = list[0]!.uid;
    let hi = lo;
    const uids: number[] = [];
    let tMax: number | null = null;
    for (const r of list) {
      uids.push(r.uid);
      if (r.received_ms !== null && (tMax === null || r.received_ms > tMax)) tMax = r.received_ms;
      if (r.uid < lo) lo = r.uid;
      if (r.uid > hi) hi = r.uid;
    }
    const data = {
      t: column(list.map((r) => r.received_ms)),
      z: column(list.map((r) => r.size)),
      f: column(
        list.map((r) => (r.seen ? 1 : 0) | (r.answered ? 2 : 0) | (r.bulk ? 4 : 0) | (r.one_click ? 8 : 0)),
      ),
      p: column(list.map((r) => r.spam)),
      n: column(list.map((r) => r.sender_name)),
      l: column(list.map((r) => r.list_id)),
      h: column(list.map((r) => r.unsub_http)),
      m: column(list.map((r) => r.unsub_mailto)),
      i: column(list.map((r) => r.message_id)),
    };
    out.push({ sender, lo, hi, tMax, uids, data: JSON.stringify(data) });
  }
  return out;
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
