/**
 * The scan's bulk header FETCH: a connection logged in and placed in the folder by imapflow (so login
 * refusals, STARTTLS, XOAUTH2 and mailbox names keep imapflow's handling), then taken over with its
 * documented `unbind()`. From there, chunk FETCH commands are pipelined (several in flight, answered in
 * order) and their responses parsed as they stream in: lines split on CRLF by byte search, literals
 * (the header blocks) taken by their announced byte count, never a regex over a whole response and never
 * the whole response buffered. About ten times less CPU per message than the generic client parser, and
 * the server keeps producing the next chunks while this process writes the previous one to the database.
 */
import type { Socket } from 'node:net';
import type { ImapFlow } from 'imapflow';

/** One message of a chunk: what the scan stores (see messageToRow). */
export interface FetchedHeaders {
  uid: number;
  /** Read only (the session's reader shares one set between mails with the same flags). */
  flags: ReadonlySet<string>;
  size: number;
  /** INTERNALDATE as the server wrote it ("01-Jan-2020 00:01:00 +0000"), parsed only when needed. */
  internalDate: string | null;
  headers: Buffer | null;
}

interface Pending {
  tag: string;
  uids: Set<number> | null;
  out: FetchedHeaders[];
  /** Takes each message as it arrives (its headers valid only during the call); `out` stays empty. */
  each: ((msg: FetchedHeaders) => void) | null;
  resolve: (rows: FetchedHeaders[]) => void;
  reject: (err: Error) => void;
}

function connectionError(message: string, code = 'ECONNRESET'): Error {
  return Object.assign(new Error(message), { code });
}

/** Whether text[start, end) is `upper` (an upper-case name) in any case, without making a string. */
function nameIs(text: string, start: number, end: number, upper: string): boolean {
  if (end - start !== upper.length) return false;
  for (let k = 0; k < upper.length; k++) {
    let c = text.charCodeAt(start + k);
    if (c >= 97 && c <= 122) c -= 32;
    if (c !== upper.charCodeAt(k)) return false;
  }
  return true;
}

/** Whether text[start, end) begins with `upper` in any case. */
function nameStarts(text: string, start: number, end: number, upper: string): boolean {
  return end - start > upper.length && nameIs(text, start, start + upper.length, upper);
}

/** Reads the parenthesised FETCH attribute list of one response (literals already cut out, in order). */
export function parseFetchAttributes(text: string, start: number, literals: Buffer[]): FetchedHeaders {
  const flags = new Set<string>();
  const msg: FetchedHeaders = { uid: 0, flags, size: 0, internalDate: null, headers: null };
  let lit = 0;
  let i = start;
  const n = text.length;
  while (i < n) {
    while (text.charCodeAt(i) === 32) i++;
    if (i >= n || text.charCodeAt(i) === 41 /* ) */) break;
    // Key: an atom, with a bracketed section (BODY[HEADER], BODY[HEADER.FIELDS (A B)]) and a partial <n>.
    let k = i;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === 32 || c === 40 /* ( */ || c === 41) break;
      if (c === 91 /* [ */) {
        const close = text.indexOf(']', k);
        k = close < 0 ? n : close + 1;
        continue;
      }
      k++;
    }
    // The key's bounds (compared in place: no string per attribute).
    const keyStart = i;
    const keyEnd = k;
    i = k;
    while (text.charCodeAt(i) === 32) i++;
    // Value.
    const c = text.charCodeAt(i);
    let value: string | Buffer | null = null;
    if (c === 40) {
      let depth = 0;
      let j = i;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 34 /* " */) {
          j++;
          while (j < n && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 ? 2 : 1;
        } else if (d === 123 /* { */) {
          // A literal inside a list (unusual here): consumed so that the next one stays aligned.
          const close = text.indexOf('}', j);
          if (close > 0) {
            lit++;
            j = close;
          }
        } else if (d === 40) depth++;
        else if (d === 41) {
          depth--;
          if (depth === 0) break;
        }
      }
      value = text.slice(i + 1, j);
      i = j + 1;
    } else if (c === 34) {
      let j = i + 1;
      let escaped = false;
      while (j < n && text.charCodeAt(j) !== 34) {
        if (text.charCodeAt(j) === 92) {
          escaped = true;
          j++;
        }
        j++;
      }
      // Usually no escape inside (INTERNALDATE): the text as it is.
      value = escaped ? text.slice(i + 1, j).replace(/\\(.)/g, '$1') : text.slice(i + 1, j);
      i = j + 1;
    } else if (c === 123) {
      const close = text.indexOf('}', i);
      value = literals[lit++] ?? Buffer.alloc(0);
      i = close < 0 ? n : close + 1;
    } else {
      let j = i;
      while (j < n && text.charCodeAt(j) !== 32 && text.charCodeAt(j) !== 41) j++;
      value = nameIs(text, i, j, 'NIL') ? null : text.slice(i, j);
      i = j;
    }
    const k0 = text.charCodeAt(keyStart) & ~32; // the key's first letter, upper case
    if (k0 === 85 /* U */ && nameIs(text, keyStart, keyEnd, 'UID')) msg.uid = Number(value);
    else if (k0 === 82 /* R */ && nameIs(text, keyStart, keyEnd, 'RFC822.SIZE'))
      msg.size = Number(value) || 0;
    else if (k0 === 70 /* F */ && nameIs(text, keyStart, keyEnd, 'FLAGS')) {
      if (typeof value === 'string') for (const f of value.split(' ')) if (f) flags.add(f);
    } else if (k0 === 73 /* I */ && nameIs(text, keyStart, keyEnd, 'INTERNALDATE')) {
      if (value !== null) msg.internalDate = typeof value === 'string' ? value : value.toString('latin1');
    } else if (
      k0 === 66 /* B */ &&
      (nameStarts(text, keyStart, keyEnd, 'BODY[') || nameStarts(text, keyStart, keyEnd, 'BINARY['))
    )
      msg.headers = value === null ? null : typeof value === 'string' ? Buffer.from(value, 'latin1') : value;
  }
  return msg;
}

/**
 * A response of the usual FETCH shape handed over in place: its first line buf[line, lineEnd) ends with
 * the announced literal buf[literal, literalEnd), which is followed by ")" CRLF. Returns whether it was
 * read (false: the reader builds the response's text and literals as for any other).
 */
export type InPlaceFetch = (
  buf: Buffer,
  line: number,
  lineEnd: number,
  literal: number,
  literalEnd: number,
) => boolean;

/**
 * The byte count of a literal announced at the end of the line buf[start, end) ("{123}" or "{123+}"),
 * or -1.
 */
function literalAtEnd(buf: Buffer, start: number, end: number): number {
  if (end - start < 3 || buf[end - 1] !== 125 /* } */) return -1;
  let k = end - 2;
  if (buf[k] === 43 /* + */) k--;
  let size = 0;
  let scale = 1;
  const last = k;
  while (k > start && buf[k]! >= 48 && buf[k]! <= 57) {
    size += (buf[k]! - 48) * scale;
    scale *= 10;
    k--;
  }
  return k < last && buf[k] === 123 /* { */ ? size : -1;
}

/** The largest literal of a response cut between reads that is completed and read in place (larger: parts). */
const IN_PLACE_MAX = 256 * 1024;

/**
 * A streaming reader of IMAP responses: complete responses (text with `{n}` markers, and the literal
 * bytes in order) are handed to `onResponse` as soon as their last byte arrives.
 */
export class ResponseReader {
  private rest: Buffer | null = null;
  private spill: Buffer = Buffer.alloc(0);
  /** Bytes `rest` lacks to be a whole response of the usual FETCH shape (0: up to its line feed). */
  private restNeeds = 0;
  private text = '';
  private literals: Buffer[] = [];
  private literalLeft = -1;
  private literalParts: Buffer[] = [];

  /**
   * With `copyLiterals` false, a literal that came in one socket chunk is a view of it, valid only during
   * `onResponse` (a consumer that parses at once saves copying every header block). `inPlace`, when
   * given, is offered each response of the usual FETCH shape whose bytes are all in one socket chunk
   * first (no text or literal list built for it).
   */
  constructor(
    private readonly onResponse: (text: string, literals: Buffer[]) => void,
    private readonly copyLiterals = true,
    private readonly inPlace: InPlaceFetch | null = null,
  ) {}

  push(chunk: Buffer): void {
    let next = chunk;
    while (this.rest) {
      const rest = this.rest;
      this.rest = null;
      const needs = this.restNeeds;
      this.restNeeds = 0;
      if (needs > 0) {
        // A FETCH response cut by the previous read: completed with the bytes it lacks, then read in
        // place like the others.
        if (next.length < needs) {
          this.rest = this.join(rest, next);
          this.restNeeds = needs - next.length;
          return;
        }
        this.consume(this.join(rest, next.subarray(0, needs)), true);
        next = next.subarray(needs);
        continue;
      }
      // A line cut by the previous read: completed with this read's bytes up to its first line feed
      // (rather than the whole read copied behind it).
      const lf = next.indexOf(10);
      if (lf < 0) {
        this.rest = this.join(rest, next);
        return;
      }
      this.consume(this.join(rest, next.subarray(0, lf + 1)), true);
      next = next.subarray(lf + 1);
      // (Still cut when that line feed was a bare one inside the line: joined again with the next one.)
    }
    this.consume(next, false);
  }

  /**
   * `rest` and `more` as one run of bytes in the reader's own buffer (reused: about 40% of the responses
   * of a TLS stream are cut between two reads, and a new buffer for each was garbage and external memory
   * for the collector). `rest` may itself be a view of that buffer (what was left of the last join).
   */
  private join(rest: Buffer, more: Buffer): Buffer {
    const length = rest.length + more.length;
    if (this.spill.length < length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(length, 2 * this.spill.length, 16_384));
      rest.copy(grown, 0);
      this.spill = grown;
    } else if (rest.buffer !== this.spill.buffer || rest.byteOffset !== this.spill.byteOffset)
      rest.copy(this.spill, 0); // (TypedArray set: an overlapping view of the same buffer is copied right)
    more.copy(this.spill, rest.length);
    return this.spill.subarray(0, length);
  }

  /** `joined`: buf is the reader's own buffer (overwritten by the next join): what outlives this call is copied. */
  private consume(buf: Buffer, joined: boolean): void {
    let pos = 0;
    const n = buf.length;
    for (;;) {
      if (this.literalLeft >= 0) {
        const take = Math.min(this.literalLeft, n - pos);
        if (take > 0)
          this.literalParts.push(
            joined ? Buffer.from(buf.subarray(pos, pos + take)) : buf.subarray(pos, pos + take),
          );
        pos += take;
        this.literalLeft -= take;
        if (this.literalLeft > 0) break;
        const parts = this.literalParts;
        // A copy (unless consumed at once): the literal must not keep the whole socket chunk alive.
        this.literals.push(
          parts.length === 1
            ? this.copyLiterals
              ? Buffer.from(parts[0]!)
              : parts[0]!
            : Buffer.concat(parts),
        );
        this.literalParts = [];
        this.literalLeft = -1;
        continue;
      }
      // The line's CRLF (a bare LF inside a line does not end it).
      let lf = buf.indexOf(10, pos);
      while (lf >= 0 && (lf === pos || buf[lf - 1] !== 13)) lf = buf.indexOf(10, lf + 1);
      if (lf < 0) break;
      const end = lf - 1;
      const size = literalAtEnd(buf, pos, end);
      if (size >= 0) {
        const literal = lf + 1;
        const literalEnd = literal + size;
        if (this.inPlace !== null && this.text.length === 0 && literalEnd + 3 > n && size <= IN_PLACE_MAX) {
          // Its literal continues in the next read: kept (a view) and completed then.
          this.rest = buf.subarray(pos);
          this.restNeeds = literalEnd + 3 - n;
          return;
        }
        if (
          this.inPlace !== null &&
          this.text.length === 0 &&
          literalEnd + 3 <= n &&
          buf[literalEnd] === 41 /* ) */ &&
          buf[literalEnd + 1] === 13 &&
          buf[literalEnd + 2] === 10 &&
          this.inPlace(buf, pos, end, literal, literalEnd)
        ) {
          pos = literalEnd + 3;
          continue;
        }
        this.text += buf.toString('latin1', pos, end);
        pos = lf + 1;
        this.literalLeft = size;
        continue;
      }
      const line = buf.toString('latin1', pos, end);
      pos = lf + 1;
      const text = this.text.length === 0 ? line : this.text + line;
      const literals = this.literals;
      this.text = '';
      this.literals = [];
      this.onResponse(text, literals);
    }
    if (pos < n) this.rest = buf.subarray(pos);
  }
}

/** Common flags as constant strings (a Set of them costs no string per mail). */
const KNOWN_FLAGS = ['\\Seen', '\\Answered', '\\Flagged', '\\Deleted', '\\Draft', '\\Recent'].map((f) =>
  Buffer.from(f, 'latin1'),
);
const KNOWN_FLAG_TEXT = KNOWN_FLAGS.map((f) => f.toString('latin1'));

/** Whether buf[start, end) is `upper` (an upper-case name) in any case. */
function bytesAre(buf: Buffer, start: number, end: number, upper: string): boolean {
  if (end - start !== upper.length) return false;
  for (let k = 0; k < upper.length; k++) {
    let c = buf[start + k]!;
    if (c >= 97 && c <= 122) c -= 32;
    if (c !== upper.charCodeAt(k)) return false;
  }
  return true;
}

/** Whether buf holds `text` (latin1) at `at`, case included. */
function exactly(buf: Buffer, at: number, text: string): boolean {
  for (let k = 0; k < text.length; k++) if (buf[at + k] !== text.charCodeAt(k)) return false;
  return true;
}

/** The digits buf[start, end) as a number, or -1 (none, or anything else). */
function bytesNumber(buf: Buffer, start: number, end: number): number {
  if (start >= end || end - start > 15) return -1;
  let v = 0;
  for (let k = start; k < end; k++) {
    const d = buf[k]! - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/**
 * One FETCH response read in place by FetchResponseReader: the same object for every such response, its
 * fields valid only during the call (INTERNALDATE made a string only when read).
 */
class InPlaceMessage implements FetchedHeaders {
  uid = 0;
  flags: ReadonlySet<string> = NO_FLAGS;
  size = 0;
  headers: Buffer | null = null;
  buf: Buffer | null = null;
  dateStart = -1;
  dateEnd = -1;

  get internalDate(): string | null {
    return this.dateStart < 0 || !this.buf ? null : this.buf.toString('latin1', this.dateStart, this.dateEnd);
  }

  /**
   * Reads `* <n> FETCH (` and the attributes of buf[line, lineEnd) up to the literal at its end: UID, FLAGS,
   * RFC822.SIZE, INTERNALDATE, MODSEQ and the BODY[…] / BINARY[…] the literal belongs to. Anything else
   * (another attribute, a quoted escape, a list inside a list): false, and the reader's general path
   * reads the response (parseFetchAttributes) instead.
   */
  read(buf: Buffer, line: number, lineEnd: number, literal: number, literalEnd: number): boolean {
    if (buf[line] !== 42 /* * */ || buf[line + 1] !== 32) return false;
    let i = line + 2;
    while (i < lineEnd && buf[i]! >= 48 && buf[i]! <= 57) i++;
    // " FETCH (" as the session's general path matches it (in this case).
    if (i === line + 2 || !exactly(buf, i, ' FETCH (')) return false;
    i += 8;
    this.uid = 0;
    this.size = 0;
    let flagsRead = false;
    this.headers = null;
    this.buf = buf;
    this.dateStart = -1;
    let body = false;
    while (i < lineEnd) {
      while (buf[i] === 32) i++;
      // Key: an atom, a bracketed section allowed (BODY[HEADER]).
      const key = i;
      while (i < lineEnd) {
        const c = buf[i]!;
        if (c === 32 || c === 40 || c === 41 || c === 34 || c === 123) break;
        if (c === 91 /* [ */) {
          while (i < lineEnd && buf[i] !== 93 /* ] */) i++;
          if (i >= lineEnd) return false;
        }
        i++;
      }
      const keyEnd = i;
      if (buf[i] !== 32) return false;
      i++;
      const k0 = buf[key]! & ~32;
      if (
        k0 === 66 /* B */ &&
        (startsWithName(buf, key, keyEnd, 'BODY[') || startsWithName(buf, key, keyEnd, 'BINARY['))
      ) {
        // The literal: its marker ends the line.
        if (buf[i] !== 123 /* { */) return false;
        let k = i + 1;
        while (k < lineEnd && buf[k]! >= 48 && buf[k]! <= 57) k++;
        if (buf[k] === 43 /* + */) k++;
        if (k === i + 1 || k !== lineEnd - 1) return false;
        i = lineEnd;
        this.headers = buf.subarray(literal, literalEnd);
        body = true;
        break;
      }
      if (buf[i] === 40 /* ( */) {
        const open = i + 1;
        let close = open;
        while (close < lineEnd && buf[close] !== 41) {
          const c = buf[close]!;
          if (c === 40 || c === 34 || c === 123) return false;
          close++;
        }
        if (close >= lineEnd) return false;
        if (k0 === 70 /* F */ && bytesAre(buf, key, keyEnd, 'FLAGS')) {
          this.readFlags(buf, open, close);
          flagsRead = true;
        } else if (!(k0 === 77 /* M */ && bytesAre(buf, key, keyEnd, 'MODSEQ'))) return false;
        i = close + 1;
        continue;
      }
      if (buf[i] === 34 /* " */) {
        const open = i + 1;
        let close = open;
        while (close < lineEnd && buf[close] !== 34) {
          if (buf[close] === 92 /* \ */) return false;
          close++;
        }
        if (close >= lineEnd || !(k0 === 73 /* I */ && bytesAre(buf, key, keyEnd, 'INTERNALDATE')))
          return false;
        this.dateStart = open;
        this.dateEnd = close;
        i = close + 1;
        continue;
      }
      const value = i;
      while (i < lineEnd && buf[i] !== 32 && buf[i] !== 41) i++;
      if (k0 === 73 && bytesAre(buf, key, keyEnd, 'INTERNALDATE') && bytesAre(buf, value, i, 'NIL')) {
        this.dateStart = -1;
        continue;
      }
      const number = bytesNumber(buf, value, i);
      if (number < 0) return false;
      if (k0 === 85 /* U */ && bytesAre(buf, key, keyEnd, 'UID')) this.uid = number;
      else if (k0 === 82 /* R */ && bytesAre(buf, key, keyEnd, 'RFC822.SIZE')) this.size = number;
      else return false;
    }
    if (!flagsRead) this.flags = NO_FLAGS;
    return body && i === lineEnd;
  }

  private readFlags(buf: Buffer, start: number, end: number): void {
    // The flags' sequence as a number (known flags only): the key of a set shared by the mails that have it.
    let key = 1;
    let unknown = false;
    let i = start;
    while (i < end) {
      while (i < end && buf[i] === 32) i++;
      const flag = i;
      while (i < end && buf[i] !== 32) i++;
      if (i === flag) continue;
      const known = knownFlag(buf, flag, i);
      if (known < 0) unknown = true;
      key = key * 8 + known + 1;
    }
    if (!unknown && key < 2 ** 48) {
      const cached = FLAG_SETS.get(key);
      if (cached) {
        this.flags = cached;
        return;
      }
    }
    const flags = new Set<string>();
    i = start;
    while (i < end) {
      while (i < end && buf[i] === 32) i++;
      const flag = i;
      while (i < end && buf[i] !== 32) i++;
      if (i === flag) continue;
      const known = knownFlag(buf, flag, i);
      flags.add(known >= 0 ? KNOWN_FLAG_TEXT[known]! : buf.toString('latin1', flag, i));
    }
    this.flags = flags;
    if (!unknown && key < 2 ** 48) {
      if (FLAG_SETS.size >= 256) FLAG_SETS.clear();
      FLAG_SETS.set(key, flags);
    }
  }
}

const NO_FLAGS: ReadonlySet<string> = new Set();
/** Sets of known flags by their sequence (see readFlags), shared read-only by the mails that have them. */
const FLAG_SETS = new Map<number, ReadonlySet<string>>([[1, NO_FLAGS]]);

/** The index of the known flag buf[start, end) spells, or -1. */
function knownFlag(buf: Buffer, start: number, end: number): number {
  for (let f = 0; f < KNOWN_FLAGS.length; f++) {
    const known = KNOWN_FLAGS[f]!;
    if (known.length !== end - start) continue;
    let k = 0;
    while (k < known.length && buf[start + k] === known[k]) k++;
    if (k === known.length) return f;
  }
  return -1;
}

/** Whether buf[start, end) begins with `upper` in any case (and is longer). */
function startsWithName(buf: Buffer, start: number, end: number, upper: string): boolean {
  return end - start > upper.length && bytesAre(buf, start, start + upper.length, upper);
}

/**
 * The reader of a FETCH session: each `* n FETCH` response handed to `onFetch` as it arrives (the usual
 * shape read in place into one reused object, any other through parseFetchAttributes; either valid only
 * during the call, its headers a view of the socket's bytes), every other response's text to `onOther`.
 */
export class FetchResponseReader {
  private readonly reader: ResponseReader;
  private readonly message = new InPlaceMessage();

  constructor(onFetch: (msg: FetchedHeaders) => void, onOther: (text: string) => void) {
    this.reader = new ResponseReader(
      (text, literals) => {
        if (text.charCodeAt(0) === 42 /* * */) {
          const sp = text.indexOf(' ', 2);
          if (text.startsWith('FETCH (', sp + 1)) {
            onFetch(parseFetchAttributes(text, sp + 8, literals));
            return;
          }
        }
        onOther(text);
      },
      false,
      (buf, line, lineEnd, literal, literalEnd) => {
        if (!this.message.read(buf, line, lineEnd, literal, literalEnd)) return false;
        onFetch(this.message);
        return true;
      },
    );
  }

  push(chunk: Buffer): void {
    this.reader.push(chunk);
  }
}

export interface BulkSession {
  /**
   * `UID FETCH <set> (UID FLAGS RFC822.SIZE INTERNALDATE BODY.PEEK[HEADER])`, sent at once (pipelined).
   * With `each`, every message is handed over as soon as it arrives (valid only during the call: the
   * object is reused for the next one and its `headers` is a view of the socket's bytes; parse it there)
   * and the promise resolves with an empty list.
   */
  fetch(
    uidSet: string,
    uids?: Iterable<number>,
    each?: (msg: FetchedHeaders) => void,
    /** Other items than the headers', e.g. `(UID BODY.PEEK[])` (the body comes as `headers`). */
    items?: string,
  ): Promise<FetchedHeaders[]>;
  /** LOGOUT (best effort) and close. */
  close(): void;
  readonly closed: boolean;
}

/**
 * Takes over a connected imapflow client whose folder is selected (its socket now belongs to the
 * session; the client itself is unusable afterwards). Falls back to null when the connection cannot be
 * taken over (compression active), so the caller uses imapflow's own fetch.
 */
export function takeOverForFetch(client: ImapFlow, socketTimeoutMs: number): BulkSession | null {
  if ((client as unknown as { _inflate?: unknown })._inflate) return null;
  const { readSocket, writeSocket } = client.unbind();
  const socket = readSocket as Socket;
  const pending: Pending[] = [];
  let seq = 0;
  let closed = false;
  let failure: Error | null = null;

  const failAll = (err: Error) => {
    if (!failure) failure = err;
    closed = true;
    for (const p of pending.splice(0)) p.reject(err);
  };

  const reader = new FetchResponseReader(
    (msg) => {
      let owner: Pending | undefined;
      for (const p of pending)
        if (p.uids === null || p.uids.has(msg.uid)) {
          owner = p;
          break;
        }
      if (owner?.each) owner.each(msg);
      else if (owner)
        // Kept past this call: its own copy (the reader reuses the object and hands out views of the bytes).
        owner.out.push({
          uid: msg.uid,
          flags: new Set(msg.flags),
          size: msg.size,
          internalDate: msg.internalDate,
          headers: msg.headers ? Buffer.from(msg.headers) : null,
        });
    },
    (text) => {
      if (text.charCodeAt(0) === 42 /* * */) {
        if (text.startsWith('* BYE'))
          failAll(connectionError(`server closed the connection: ${text.slice(0, 200)}`));
        return;
      }
      const sp = text.indexOf(' ');
      const tag = text.slice(0, sp);
      const idx = pending.findIndex((p) => p.tag === tag);
      if (idx < 0) return;
      const [p] = pending.splice(idx, 1);
      if (!p) return;
      const status = text.slice(sp + 1, sp + 4).toUpperCase();
      if (status === 'OK ' || status === 'OK') p.resolve(p.out);
      else
        p.reject(
          Object.assign(new Error(`FETCH failed: ${text.slice(sp + 1, sp + 300)}`), {
            code: 'EFETCH',
            responseText: text.slice(sp + 1, sp + 300),
          }),
        );
    },
  );

  const onData = (chunk: Buffer) => {
    try {
      reader.push(chunk);
    } catch (err) {
      failAll(connectionError(`unreadable FETCH response: ${(err as Error).message}`, 'EPROTO'));
      socket.destroy();
    }
  };
  const onClose = () => failAll(connectionError('connection lost during FETCH'));
  const onError = (err: Error) =>
    failAll(Object.assign(connectionError(`connection error during FETCH: ${err.message}`), { cause: err }));
  const onTimeout = () => {
    failAll(connectionError('no answer to FETCH in time', 'ETIMEDOUT'));
    socket.destroy();
  };
  socket.on('data', onData);
  socket.on('close', onClose);
  socket.on('end', onClose);
  socket.on('error', onError);
  socket.setTimeout(socketTimeoutMs, onTimeout);
  // Data the client had read but not consumed: none when idle; resume the paused stream.
  socket.resume();

  return {
    get closed() {
      return closed;
    },
    fetch(uidSet, uids, each, items = '(UID FLAGS RFC822.SIZE INTERNALDATE BODY.PEEK[HEADER])') {
      if (closed) return Promise.reject(failure ?? connectionError('connection closed'));
      seq += 1;
      const tag = `TF${seq}`;
      return new Promise<FetchedHeaders[]>((resolve, reject) => {
        pending.push({
          tag,
          uids: uids ? new Set(uids) : null,
          out: [],
          each: each ?? null,
          resolve,
          reject,
        });
        writeSocket.write(`${tag} UID FETCH ${uidSet} ${items}\r\n`);
      });
    },
    close() {
      if (closed && socket.destroyed) return;
      closed = true;
      for (const p of pending.splice(0)) p.reject(connectionError('session closed'));
      try {
        if (!socket.destroyed) writeSocket.write('TFZ LOGOUT\r\n');
      } catch {
        /* closing anyway */
      }
      socket.off('data', onData);
      socket.on('error', () => undefined);
      socket.end();
      setTimeout(() => socket.destroy(), 500).unref();
    },
  };
}
