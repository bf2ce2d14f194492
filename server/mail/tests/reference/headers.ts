/** Frozen copy of headers.ts as of round five: the reference the scan's parser is tested against. */
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
