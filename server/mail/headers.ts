/** Small, fast RFC 5322 header helpers for the scan (no full MIME parser needed for header-only work). */

export type HeaderMap = Map<string, string[]>;

/**
 * A header value fit for storage and display: NUL and every other control character (C0, DEL, C1) become
 * a space, lone UTF-16 surrogates become U+FFFD (PostgreSQL refuses both: 22P05 / invalid Unicode), runs
 * of spaces collapse. Length capped.
 */
export function cleanHeaderValue(value: string, max = 2000): string {
  // Most values have nothing to clean: one test instead of three replacements.
  if (!NEEDS_CLEANING.test(value)) {
    const t = value.trim();
    return t.length > max ? capped(t, max) : t;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  let v = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
  v = v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  v = v.replace(/ {2,}/g, ' ').trim();
  return v.length > max ? capped(v, max) : v;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NEEDS_CLEANING = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]| {2}/;

function capped(v: string, max: number): string {
  const c = v.slice(0, max);
  return /[\ud800-\udbff]$/.test(c) ? c.slice(0, -1) : c;
}

/** cleanHeaderValue for optional values; an empty result is null. */
export function cleanOrNull(value: string | null | undefined, max?: number): string | null {
  if (value === null || value === undefined) return null;
  return cleanHeaderValue(value, max) || null;
}

/** Lower-case names by (length, first character), for matching a header name without a string per line. */
type NameTable = Map<number, string[]>;
const nameTables = new WeakMap<ReadonlySet<string>, NameTable>();
function nameTable(only: ReadonlySet<string>): NameTable {
  let t = nameTables.get(only);
  if (!t) {
    t = new Map();
    for (const name of only) {
      const key = name.length * 128 + name.charCodeAt(0);
      const list = t.get(key);
      if (list) list.push(name);
      else t.set(key, [name]);
    }
    nameTables.set(only, t);
  }
  return t;
}

/** The wanted (lower-case) name raw[start, end) spells case-insensitively, or null. */
function wantedName(raw: string, start: number, end: number, table: NameTable): string | null {
  let c0 = raw.charCodeAt(start);
  if (c0 >= 65 && c0 <= 90) c0 += 32;
  const candidates = table.get((end - start) * 128 + c0);
  if (!candidates) return null;
  for (const name of candidates) {
    let k = 1;
    for (; k < name.length; k++) {
      let c = raw.charCodeAt(start + k);
      if (c >= 65 && c <= 90) c += 32;
      if (c !== name.charCodeAt(k)) break;
    }
    if (k === name.length) return name;
  }
  return null;
}

/**
 * Parses a raw header block (CRLF or LF, folded lines) into lower-cased name → values; with `only`, keeps
 * just those (lower-case) names (matched in place: no string is made for the other headers' names).
 */
export function parseHeaderBlock(raw: string, only?: ReadonlySet<string>): HeaderMap {
  // One pass with indexOf (the scan parses ~100k header blocks; splitting on patterns cost most of it).
  const map: HeaderMap = new Map();
  const table = only ? nameTable(only) : null;
  let name = '';
  let value = '';
  let keep = false;
  const n = raw.length;
  let pos = 0;
  while (pos < n) {
    let nl = raw.indexOf('\n', pos);
    if (nl < 0) nl = n;
    const end = nl > pos && raw.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    const next = nl + 1;
    if (end === pos) break; // the empty line ending the header block
    const c = raw.charCodeAt(pos);
    if (c === 32 || c === 9) {
      if (keep) value += ` ${raw.slice(pos, end).trim()}`;
      pos = next;
      continue;
    }
    const colon = raw.indexOf(':', pos);
    if (colon <= pos || colon >= end) {
      pos = next;
      continue;
    }
    if (keep) addValue(map, name, value);
    if (table) {
      let nameEnd = colon;
      while (nameEnd > pos && (raw.charCodeAt(nameEnd - 1) === 32 || raw.charCodeAt(nameEnd - 1) === 9))
        nameEnd--;
      const wanted = nameEnd > pos ? wantedName(raw, pos, nameEnd, table) : null;
      keep = wanted !== null;
      name = wanted ?? '';
    } else {
      name = raw.slice(pos, colon).trim().toLowerCase();
      keep = name.length > 0;
    }
    value = keep ? raw.slice(colon + 1, end) : '';
    pos = next;
  }
  if (keep) addValue(map, name, value);
  return map;
}

function addValue(map: HeaderMap, name: string, value: string): void {
  const v = value.trim();
  const list = map.get(name);
  if (list) list.push(v);
  else map.set(name, [v]);
}

/** Whether a byte is white space to String.prototype.trim in a latin1 string (TAB to CR, space, NBSP). */
function trimmable(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}

/**
 * Wanted header fields by id, for HeaderFields: the ids are the names' positions in `names` (lower case).
 * Lookup by (name length, first character), as parseHeaderBlock's `only`.
 */
export class FieldTable {
  /** (length * 128 + lower-case first character) → candidate ids (a name longer than 63: never wanted). */
  readonly slots: Array<number[] | undefined> = [];
  readonly lower: Uint8Array[];

  constructor(readonly names: readonly string[]) {
    this.lower = names.map((n) => Buffer.from(n, 'latin1'));
    names.forEach((name, id) => {
      if (name.length > 63) return;
      const key = name.length * 128 + name.charCodeAt(0);
      const list = this.slots[key];
      if (list) list.push(id);
      else this.slots[key] = [id];
    });
  }
}

const NON_ASCII_LATIN1 = /[\u0080-\u00ff]/;
const EMPTY = Buffer.alloc(0);
/** Buffer's own decoders (what toString calls after checking its arguments; Node has them since 0.x). */
type SliceableBuffer = Buffer & {
  utf8Slice(start: number, end: number): string;
  latin1Slice(start: number, end: number): string;
};

/**
 * Recent ASCII header values by a hash of their bytes: the From, List-Id, List-Unsubscribe and
 * Authentication-Results of a sender come back mail after mail, and each time the same string is given
 * (no new string, and the memos that key on it find it by its cached hash). One string per hash (a
 * collision replaces it); emptied when full.
 */
const INTERNED = new Map<number, string>();
const INTERNED_MAX = 16_384;
const INTERNED_LONGEST = 512;

/** buf[s, e) decoded as UTF-8, the interned string when the bytes are ASCII. */
function interned(buf: Buffer, s: number, e: number): string {
  if (e - s > INTERNED_LONGEST) return (buf as SliceableBuffer).utf8Slice(s, e);
  let h = 0x811c9dc5 ^ (e - s);
  let high = 0;
  for (let i = s; i < e; i++) {
    const c = buf[i]!;
    high |= c;
    h = Math.imul(h ^ c, 16777619);
  }
  if (high >= 0x80) return (buf as SliceableBuffer).utf8Slice(s, e);
  const key = h & 0x3fffffff;
  const hit = INTERNED.get(key);
  if (hit !== undefined && hit.length === e - s) {
    let i = 0;
    while (i < hit.length && hit.charCodeAt(i) === buf[s + i]) i++;
    if (i === hit.length) return hit;
  }
  const v = (buf as SliceableBuffer).latin1Slice(s, e);
  if (INTERNED.size >= INTERNED_MAX) INTERNED.clear();
  INTERNED.set(key, v);
  return v;
}

/**
 * The wanted fields of one raw header block, read in place from its bytes: each occurrence is kept as its
 * byte range and made a string only when asked for (most fields are only looked up, many never: the
 * DKIM signature outside Junk). The same values as parseHeaderBlock over the block decoded as latin1 with
 * `only`, each value holding a byte ≥ 0x80 then decoded as UTF-8 (the scan's former headerFields): lines
 * split on LF (one CR before it dropped), folded lines joined by a space, names matched ASCII
 * case-insensitively before the first colon (spaces and tabs before it ignored), lines without a colon
 * skipped, the blank line ending the block. One instance is reused mail after mail (`read` resets it).
 */
export class HeaderFields {
  private buf: Buffer = EMPTY;
  /** First and last occurrence per field id (-1: absent). */
  private readonly head: Int32Array;
  private readonly tail: Int32Array;
  /** Per occurrence: value start, value end (before CR LF), end of its folded lines (-1: none), next. */
  private occ = new Int32Array(4 * 32);
  private values: Array<string | undefined> = [];
  private count = 0;
  private readonly touched: Int32Array;
  private nTouched = 0;

  constructor(readonly table: FieldTable) {
    this.head = new Int32Array(table.names.length).fill(-1);
    this.tail = new Int32Array(table.names.length).fill(-1);
    this.touched = new Int32Array(table.names.length);
  }

  /** Reads a header block (its bytes are read again by later lookups: keep them unchanged until the next read). */
  read(block: Buffer | null | undefined): this {
    for (let t = 0; t < this.nTouched; t++) this.head[this.touched[t]!] = -1;
    this.nTouched = 0;
    for (let k = 0; k < this.count; k++) this.values[k] = undefined;
    this.count = 0;
    const buf = block ?? EMPTY;
    this.buf = buf;
    const n = buf.length;
    const slots = this.table.slots;
    let current = -1; // the occurrence whose folded lines follow, or -1
    let pos = 0;
    while (pos < n) {
      let nl = buf.indexOf(10, pos);
      if (nl < 0) nl = n;
      const end = nl > pos && buf[nl - 1] === 13 ? nl - 1 : nl;
      if (end === pos) break; // the empty line ending the header block
      const c = buf[pos]!;
      if (c === 32 || c === 9) {
        if (current >= 0) this.occ[4 * current + 2] = nl;
        pos = nl + 1;
        continue;
      }
      let colon = pos;
      while (colon < end && buf[colon] !== 58) colon++;
      if (colon === pos || colon >= end) {
        pos = nl + 1;
        continue;
      }
      let nameEnd = colon;
      while (nameEnd > pos && (buf[nameEnd - 1] === 32 || buf[nameEnd - 1] === 9)) nameEnd--;
      current = -1;
      const len = nameEnd - pos;
      if (len > 0 && len < 64) {
        const c0 = c >= 65 && c <= 90 ? c + 32 : c;
        const candidates = c0 < 128 ? slots[len * 128 + c0] : undefined;
        if (candidates)
          for (const id of candidates) {
            const name = this.table.lower[id]!;
            let k = 1;
            for (; k < len; k++) {
              let b = buf[pos + k]!;
              if (b >= 65 && b <= 90) b += 32;
              if (b !== name[k]) break;
            }
            if (k === len) {
              current = this.add(id, colon + 1, end);
              break;
            }
          }
      }
      pos = nl + 1;
    }
    return this;
  }

  private add(id: number, start: number, end: number): number {
    const k = this.count++;
    if (4 * k + 4 > this.occ.length) {
      const grown = new Int32Array(this.occ.length * 2);
      grown.set(this.occ);
      this.occ = grown;
    }
    const o = 4 * k;
    this.occ[o] = start;
    this.occ[o + 1] = end;
    this.occ[o + 2] = -1;
    this.occ[o + 3] = -1;
    if (this.head[id] === -1) {
      this.head[id] = k;
      this.touched[this.nTouched++] = id;
    } else this.occ[4 * this.tail[id]! + 3] = k;
    this.tail[id] = k;
    return k;
  }

  /** Whether the field occurs (even empty). */
  present(id: number): boolean {
    return this.head[id] !== -1;
  }

  /** The block being read (its bytes at spanStart / spanEnd after span()). */
  get block(): Buffer {
    return this.buf;
  }

  spanStart = 0;
  spanEnd = 0;

  /**
   * Whether the field's first value is one line (not folded): its bytes, trimmed as the value is, are then
   * block[spanStart, spanEnd) (the value itself when they are ASCII).
   */
  span(id: number): boolean {
    const k = this.head[id]!;
    if (k === -1 || this.occ[4 * k + 2] !== -1) return false;
    const buf = this.buf;
    let s = this.occ[4 * k]!;
    let e = this.occ[4 * k + 1]!;
    while (s < e && trimmable(buf[s]!)) s++;
    while (e > s && trimmable(buf[e - 1]!)) e--;
    this.spanStart = s;
    this.spanEnd = e;
    return true;
  }

  /**
   * Whether the field's first value holds more than white space (`first(id)?.trim()` non-empty), read from
   * its bytes when it begins with an ASCII character (which the decoded value then begins with too).
   */
  has(id: number): boolean {
    if (this.span(id)) {
      if (this.spanStart === this.spanEnd) return false;
      if (this.buf[this.spanStart]! < 0x80) return true;
    }
    const v = this.first(id);
    return v !== undefined && v.trim().length > 0;
  }

  /**
   * Date.parse of the field's first value (NaN when absent or empty), the usual RFC 5322 form read from its
   * bytes (mailDateBytes).
   */
  date(id: number): number {
    if (this.span(id)) {
      if (this.spanStart === this.spanEnd) return Number.NaN;
      const t = mailDateBytes(this.buf, this.spanStart, this.spanEnd);
      if (!Number.isNaN(t)) return t;
    }
    const v = this.first(id);
    return v ? Date.parse(v) : Number.NaN;
  }

  /** The first value of a field, or undefined. */
  first(id: number): string | undefined {
    const k = this.head[id]!;
    return k === -1 ? undefined : this.value(k);
  }

  /** Every value of a field joined by `separator` ('' when absent). */
  all(id: number, separator: string): string {
    let k = this.head[id]!;
    if (k === -1) return '';
    let out = this.value(k);
    for (k = this.occ[4 * k + 3]!; k !== -1; k = this.occ[4 * k + 3]!) out += separator + this.value(k);
    return out;
  }

  private value(k: number): string {
    const cached = this.values[k];
    if (cached !== undefined) return cached;
    const buf = this.buf;
    const o = 4 * k;
    let v: string;
    if (this.occ[o + 2] === -1) {
      let s = this.occ[o]!;
      let e = this.occ[o + 1]!;
      while (s < e && trimmable(buf[s]!)) s++;
      while (e > s && trimmable(buf[e - 1]!)) e--;
      // The latin1 value's bytes decoded as UTF-8 (the same as latin1 when they are ASCII); an ASCII value
      // seen before is that same string (interned).
      v = s === e ? '' : interned(buf, s, e);
    } else v = this.folded(o);
    this.values[k] = v;
    return v;
  }

  /** A folded value (occurrence at occ[o]): joined exactly as parseHeaderBlock does, then decoded. */
  private folded(o: number): string {
    const buf = this.buf as SliceableBuffer;
    let v = buf.latin1Slice(this.occ[o]!, this.occ[o + 1]!);
    const stop = this.occ[o + 2]!;
    let pos = buf.indexOf(10, this.occ[o + 1]!) + 1;
    while (pos > 0 && pos < stop) {
      let nl = buf.indexOf(10, pos);
      if (nl < 0 || nl > stop) nl = stop;
      const end = nl > pos && buf[nl - 1] === 13 ? nl - 1 : nl;
      // Lines between that are neither folded nor a field (no colon) were skipped by the walk.
      if (buf[pos] === 32 || buf[pos] === 9) v += ` ${buf.latin1Slice(pos, end).trim()}`;
      pos = nl + 1;
    }
    v = v.trim();
    return NON_ASCII_LATIN1.test(v) ? Buffer.from(v, 'latin1').toString('utf8') : v;
  }
}

/**
 * A bounded memo of a pure function of one header value: the same From, List-Id and List-Unsubscribe
 * come back on every mail of a sender, so each distinct value is decoded, parsed and cleaned once.
 */
export function memo<T>(fn: (value: string) => T, max = 8192): (value: string) => T {
  const cache = new Map<string, T>();
  return (value) => {
    const hit = cache.get(value);
    if (hit !== undefined) return hit;
    const v = fn(value);
    if (cache.size >= max) cache.clear();
    cache.set(value, v);
    return v;
  };
}

/** memo for a pure function of two header values (no joined key string built per call). */
export function memo2<T>(fn: (a: string, b: string) => T, max = 8192): (a: string, b: string) => T {
  const cache = new Map<string, Map<string, T>>();
  let size = 0;
  return (a, b) => {
    let inner = cache.get(a);
    const hit = inner?.get(b);
    if (hit !== undefined) return hit;
    const v = fn(a, b);
    if (size >= max) {
      cache.clear();
      size = 0;
      inner = undefined;
    }
    if (!inner) {
      inner = new Map();
      cache.set(a, inner);
    }
    inner.set(b, v);
    size += 1;
    return v;
  };
}

/** "Jan".."Dec" as (c0 << 16 | c1 << 8 | c2) → month index. */
const MONTH_CODES = new Map(
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => [
    code3(m, 0),
    i,
  ]),
);
const WEEKDAY_CODES = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => code3(d, 0)));

function code3(text: string, at: number): number {
  return (text.charCodeAt(at) << 16) | (text.charCodeAt(at + 1) << 8) | text.charCodeAt(at + 2);
}

/** Digits b[at, at + n) as a number, or -1. */
function digits(b: Uint8Array, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const c = b[i]! - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/**
 * Date.parse of the latin1 text b[start, end) when it is the usual RFC 5322 form ("Wed, 01 Jan 2020
 * 00:01:00 +0000": an English weekday, day 1–31, year 1000–9999, a time and a numeric zone within their
 * ranges), computed directly to the same value (Date.parse's own parser takes about ten times as long);
 * NaN for any other text (then ask Date.parse).
 */
export function mailDateBytes(b: Uint8Array, start: number, end: number): number {
  const n = end - start;
  // "Ddd, " + "D Mon YYYY HH:MM:SS +ZZZZ" (25 or 26 characters).
  if ((n !== 30 && n !== 31) || b[start + 3] !== 44 || b[start + 4] !== 32) return Number.NaN;
  const dayLen = n - 29;
  const p = start + 5 + dayLen; // the space before the month
  const day = digits(b, start + 5, dayLen);
  const month = MONTH_CODES.get((b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!) ?? -1;
  const year = digits(b, p + 5, 4);
  const hour = digits(b, p + 10, 2);
  const minute = digits(b, p + 13, 2);
  const second = digits(b, p + 16, 2);
  const sign = b[p + 19];
  const zh = digits(b, p + 20, 2);
  const zm = digits(b, p + 22, 2);
  if (
    !WEEKDAY_CODES.has((b[start]! << 16) | (b[start + 1]! << 8) | b[start + 2]!) ||
    b[p] !== 32 ||
    b[p + 4] !== 32 ||
    b[p + 9] !== 32 ||
    b[p + 12] !== 58 ||
    b[p + 15] !== 58 ||
    b[p + 18] !== 32 ||
    (sign !== 43 && sign !== 45) ||
    day < 1 ||
    day > 31 ||
    month < 0 ||
    year < 1000 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    zh < 0 ||
    zh > 23 ||
    zm < 0 ||
    zm > 59
  )
    return Number.NaN;
  const offset = (zh * 60 + zm) * 60_000;
  return Date.UTC(year, month, day, hour, minute, second) - (sign === 43 ? offset : -offset);
}

/** Date.parse of a Date header's text (the usual form computed directly: mailDateBytes). */
export function parseMailDate(text: string): number {
  if (text.length === 30 || text.length === 31) {
    const b = Buffer.from(text, 'latin1');
    // (A character above U+00FF does not survive latin1: such a text is not the usual form anyway.)
    if (b.toString('latin1') === text) {
      const t = mailDateBytes(b, 0, b.length);
      if (!Number.isNaN(t)) return t;
    }
  }
  return Date.parse(text);
}

export function first(headers: HeaderMap, name: string): string | undefined {
  return headers.get(name)?.[0];
}

const decoderCache = new Map<string, TextDecoder>();
function decoderFor(charset: string): TextDecoder {
  const key = charset.toLowerCase();
  let d = decoderCache.get(key);
  if (!d) {
    try {
      d = new TextDecoder(key);
    } catch {
      d = new TextDecoder('utf-8');
    }
    decoderCache.set(key, d);
  }
  return d;
}

/** Decodes RFC 2047 encoded words (=?charset?B|Q?...?=). */
export function decodeWords(value: string): string {
  if (!value.includes('=?')) return value;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, charset: string, enc: string, text: string) => {
      const cs = charset.split('*')[0] ?? 'utf-8';
      let bytes: Uint8Array;
      if (enc.toUpperCase() === 'B') {
        bytes = Buffer.from(text, 'base64');
      } else {
        const s = text.replace(/_/g, ' ');
        const out: number[] = [];
        for (let i = 0; i < s.length; i++) {
          const ch = s[i]!;
          if (ch === '=' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
            out.push(Number.parseInt(s.slice(i + 1, i + 3), 16));
            i += 2;
          } else out.push(ch.charCodeAt(0) & 0xff);
        }
        bytes = Uint8Array.from(out);
      }
      return decoderFor(cs).decode(bytes);
    });
}

export interface Address {
  name: string | null;
  address: string;
}

/**
 * A display name as stored: cleaned like every header value (control characters become spaces, lone
 * surrogates U+FFFD; a hostile sender's NUL made PostgreSQL refuse the scan's rows, 22P05), and without
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), so that
 * "Invoice \u202Egnp.exe" cannot pass itself off as "Invoice exe.png".
 */
function withoutControls(name: string): string {
  return cleanHeaderValue(name.replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));
}

/** The first mailbox of an address header ("Name" <a@b>, Name <a@b>, a@b (Name)). */
export function parseAddress(value: string | undefined): Address | null {
  if (!value) return null;
  const v = decodeWords(value);
  const angle = v.match(/<\s*([^<>\s]+@[^<>\s]+)\s*>/);
  if (angle) {
    let name = v.slice(0, angle.index).trim();
    name = withoutControls(name.replace(/^"(.*)"$/s, '$1').replace(/\\(.)/g, '$1'));
    return { name: name || null, address: angle[1]!.toLowerCase() };
  }
  const bare = v.match(/([^\s<>",;()]+@[^\s<>",;()]+)/);
  if (!bare) return null;
  const comment = v.match(/\(([^)]*)\)/);
  return { name: withoutControls(comment?.[1] ?? '') || null, address: bare[1]!.toLowerCase() };
}

export interface UnsubscribeMethods {
  http: string | null;
  mailto: string | null;
  oneClick: boolean;
}

/** RFC 2369 List-Unsubscribe (<https://..>, <mailto:..>) + RFC 8058 List-Unsubscribe-Post. */
export function parseUnsubscribe(
  listUnsubscribe: string | undefined,
  post: string | undefined,
): UnsubscribeMethods {
  const result: UnsubscribeMethods = { http: null, mailto: null, oneClick: false };
  if (!listUnsubscribe) return result;
  for (const m of listUnsubscribe.matchAll(/<([^>]+)>/g)) {
    const uri = m[1]!.replace(/\s+/g, '');
    const lower = uri.toLowerCase();
    if (!result.http && lower.startsWith('https://')) result.http = uri;
    else if (!result.mailto && lower.startsWith('mailto:')) result.mailto = uri;
  }
  result.oneClick = Boolean(result.http && post && /list-unsubscribe\s*=\s*one-click/i.test(post));
  return result;
}

/** List-Id: "Name <id.example.com>" → "id.example.com". */
export function parseListId(value: string | undefined): string | null {
  if (!value) return null;
  const m = value.match(/<([^>]+)>/);
  const id = (m ? m[1]! : value).trim().toLowerCase();
  return id || null;
}
