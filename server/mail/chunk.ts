/**
 * A scanned chunk built mail by mail as the FETCH streams in: each mail's values go into chunk-wide
 * columns (typed arrays for the numbers, no object per mail) linked per sender, and into its sender's
 * aggregate delta (senders.ts); the packs (packs.ts) are cut from the columns when the chunk is complete.
 * The chunk of a 20,000-mail FETCH used to keep 20,000 row objects (with their boxed numbers) alive until
 * its commit: every young-generation collection copied them and they filled the old generation, whose
 * collections then ran during the scan. The result is the same as grouping the rows afterwards: packs in
 * the order their senders first appear, each pack's values in arrival order, the "newest" values of the
 * delta the first of equal received times.
 */
import { type Pack, type PackableRow, type PackParams, packParams } from './packs';

/** One sender's mails of the chunk (a list through the chunk's columns) and its aggregate delta so far. */
class SenderChunk {
  head = -1;
  tail = -1;
  count = 0;
  lo: number;
  hi: number;
  /** The newest received time (ms), NaN while none (numbers only: a field holding null and numbers boxes each). */
  tMax = Number.NaN;
  // The delta (senders.ts DELTA_COLUMNS): the newest value per kind (the first of equal times).
  name: string | null = null;
  nameAt = 0;
  listId: string | null = null;
  listAt = 0;
  http: string | null = null;
  oneClick = false;
  httpAt = 0;
  mailto: string | null = null;
  mailtoAt = 0;
  last = Number.NEGATIVE_INFINITY;
  seen = 0;
  size = 0;
  spam = 0;
  bulk = 0;
  answered = 0;
  listCount = 0;
  listSize = 0;

  constructor(
    readonly sender: string,
    uid: number,
  ) {
    this.lo = uid;
    this.hi = uid;
  }

  /** A mail: `received` NaN for none, `flags` the packs' f bits. */
  add(
    uid: number,
    name: string | null,
    listId: string | null,
    received: number,
    size: number,
    flags: number,
    spam: number,
    http: string | null,
    mailto: string | null,
  ): void {
    this.count += 1;
    const none = Number.isNaN(received);
    if (!none && (Number.isNaN(this.tMax) || received > this.tMax)) this.tMax = received;
    if (uid < this.lo) this.lo = uid;
    if (uid > this.hi) this.hi = uid;
    const t = none ? Number.NEGATIVE_INFINITY : received;
    if (t > this.last) this.last = t;
    if (name !== null && (this.name === null || t > this.nameAt)) {
      this.name = name;
      this.nameAt = t;
    }
    if (listId !== null && (this.listId === null || t > this.listAt)) {
      this.listId = listId;
      this.listAt = t;
    }
    if (http !== null && (this.http === null || t > this.httpAt)) {
      this.http = http;
      this.oneClick = (flags & 8) !== 0;
      this.httpAt = t;
    }
    if (mailto !== null && (this.mailto === null || t > this.mailtoAt)) {
      this.mailto = mailto;
      this.mailtoAt = t;
    }
    if (flags & 1) this.seen += 1;
    this.size += size;
    this.spam += spam;
    if (flags & 4) this.bulk += 1;
    if (flags & 2) this.answered += 1;
    if (listId !== null) {
      this.listCount += 1;
      this.listSize += size;
    }
  }

  delta(scanNo: number): Record<string, unknown> {
    return {
      sender: this.sender,
      name: this.name,
      name_at: this.name !== null ? atText(this.nameAt) : null,
      count: this.count,
      seen_count: this.seen,
      size: this.size,
      spam_sum: this.spam,
      bulk_count: this.bulk,
      answered_count: this.answered,
      last_received: this.last === Number.NEGATIVE_INFINITY ? null : new Date(this.last).toISOString(),
      list_id: this.listId,
      list_at: this.listId !== null ? atText(this.listAt) : null,
      http: this.http,
      one_click: this.http !== null ? this.oneClick : null,
      http_at: this.http !== null ? atText(this.httpAt) : null,
      mailto: this.mailto,
      mailto_at: this.mailto !== null ? atText(this.mailtoAt) : null,
      list_count: this.listCount,
      list_size: this.listSize,
      new_scan_no: scanNo,
      new_count: this.count,
    };
  }
}

/** A key's value: one value when every mail shares it, else one per mail. */
function column<T>(values: T[]): T | T[] {
  const v0 = values[0];
  for (let i = 1; i < values.length; i++) if (values[i] !== v0) return values;
  return v0 as T;
}

const atText = (t: number) => (t === Number.NEGATIVE_INFINITY ? '-infinity' : new Date(t).toISOString());

export interface BuiltChunk {
  count: number;
  lo: number;
  hi: number;
  packs: PackParams;
  /** The senders' aggregate delta (senders.ts DELTA_COLUMNS) as JSON; mails without a sender count in none. */
  delta: string;
  /** The chunk's mails as rows, in arrival order (built on demand: rarely needed). */
  rows: () => PackableRow[];
}

/** Mails added one by one (a row object need not outlive its add), then the chunk's packs and senders' delta. */
export class ChunkBuilder {
  private readonly senders = new Map<string, SenderChunk>();
  private count = 0;
  private lo = 0;
  private hi = 0;
  // Chunk-wide columns, mail k at index k (arrival order); `next` links a sender's mails.
  private uid: Float64Array;
  /** Received time (ms), NaN for none. */
  private t: Float64Array;
  private z: Float64Array;
  private p: Float64Array;
  /** 1 seen, 2 answered, 4 bulk, 8 one-click (the packs' f). */
  private f: Uint8Array;
  private next: Int32Array;
  private of: Array<SenderChunk | null>;
  private n: Array<string | null>;
  private l: Array<string | null>;
  private h: Array<string | null>;
  private m: Array<string | null>;
  private i: Array<string | null>;

  /** `capacity`: the mails expected (grown past it when more come). */
  constructor(capacity = 1024) {
    const c = Math.max(16, capacity);
    this.uid = new Float64Array(c);
    this.t = new Float64Array(c);
    this.z = new Float64Array(c);
    this.p = new Float64Array(c);
    this.f = new Uint8Array(c);
    this.next = new Int32Array(c);
    this.of = new Array<SenderChunk | null>(c).fill(null);
    this.n = new Array<string | null>(c).fill(null);
    this.l = new Array<string | null>(c).fill(null);
    this.h = new Array<string | null>(c).fill(null);
    this.m = new Array<string | null>(c).fill(null);
    this.i = new Array<string | null>(c).fill(null);
  }

  add(r: PackableRow): void {
    this.addMail(
      r.uid,
      r.sender,
      r.sender_name,
      r.list_id,
      r.received_ms ?? Number.NaN,
      r.size,
      (r.seen ? 1 : 0) | (r.answered ? 2 : 0) | (r.bulk ? 4 : 0) | (r.one_click ? 8 : 0),
      r.spam,
      r.unsub_http,
      r.unsub_mailto,
      r.message_id,
    );
  }

  /** add() of a mail's values: `received` NaN for none, `flags` 1 seen, 2 answered, 4 bulk, 8 one-click. */
  addMail(
    uid: number,
    sender: string,
    name: string | null,
    listId: string | null,
    received: number,
    size: number,
    flags: number,
    spam: number,
    http: string | null,
    mailto: string | null,
    messageId: string | null,
  ): void {
    const k = this.count;
    if (k === this.uid.length) this.grow();
    if (k === 0) {
      this.lo = uid;
      this.hi = uid;
    } else {
      if (uid < this.lo) this.lo = uid;
      if (uid > this.hi) this.hi = uid;
    }
    let s = this.senders.get(sender);
    if (!s) {
      s = new SenderChunk(sender, uid);
      this.senders.set(sender, s);
    }
    this.uid[k] = uid;
    this.t[k] = received;
    this.z[k] = size;
    this.p[k] = spam;
    this.f[k] = flags;
    this.next[k] = -1;
    this.of[k] = s;
    this.n[k] = name;
    this.l[k] = listId;
    this.h[k] = http;
    this.m[k] = mailto;
    this.i[k] = messageId;
    if (s.tail === -1) s.head = k;
    else this.next[s.tail] = k;
    s.tail = k;
    s.add(uid, name, listId, received, size, flags, spam, http, mailto);
    this.count = k + 1;
  }

  private grow(): void {
    const c = this.uid.length * 2;
    const grown = <A extends Float64Array | Uint8Array | Int32Array>(a: A, make: (n: number) => A): A => {
      const b = make(c);
      b.set(a);
      return b;
    };
    this.uid = grown(this.uid, (n) => new Float64Array(n));
    this.t = grown(this.t, (n) => new Float64Array(n));
    this.z = grown(this.z, (n) => new Float64Array(n));
    this.p = grown(this.p, (n) => new Float64Array(n));
    this.f = grown(this.f, (n) => new Uint8Array(n));
    this.next = grown(this.next, (n) => new Int32Array(n));
    for (const a of [this.of, this.n, this.l, this.h, this.m, this.i] as Array<unknown[]>)
      for (let k = a.length; k < c; k++) a.push(null);
  }

  /** One sender's pack: its mails' values in arrival order (one value per key when they all share it). */
  private pack(s: SenderChunk): Pack {
    // Arrays of the final size (no growing).
    const c = s.count;
    const uids = new Array<number>(c);
    const t = new Array<number | null>(c);
    const z = new Array<number>(c);
    const f = new Array<number>(c);
    const p = new Array<number>(c);
    const n = new Array<string | null>(c);
    const l = new Array<string | null>(c);
    const h = new Array<string | null>(c);
    const m = new Array<string | null>(c);
    const i = new Array<string | null>(c);
    let j = 0;
    for (let k = s.head; k !== -1; k = this.next[k]!, j++) {
      uids[j] = this.uid[k]!;
      const time = this.t[k]!;
      t[j] = Number.isNaN(time) ? null : time;
      z[j] = this.z[k]!;
      f[j] = this.f[k]!;
      p[j] = this.p[k]!;
      n[j] = this.n[k]!;
      l[j] = this.l[k]!;
      h[j] = this.h[k]!;
      m[j] = this.m[k]!;
      i[j] = this.i[k]!;
    }
    const data = {
      t: column(t),
      z: column(z),
      f: column(f),
      p: column(p),
      n: column(n),
      l: column(l),
      h: column(h),
      m: column(m),
      i: column(i),
    };
    return {
      sender: s.sender,
      lo: s.lo,
      hi: s.hi,
      tMax: Number.isNaN(s.tMax) ? null : s.tMax,
      uids,
      data: JSON.stringify(data),
    };
  }

  finish(scanNo: number): BuiltChunk {
    const packs: Pack[] = [];
    const delta: Array<Record<string, unknown>> = [];
    for (const s of this.senders.values()) {
      packs.push(this.pack(s));
      if (s.sender) delta.push(s.delta(scanNo));
    }
    const count = this.count;
    return {
      count,
      lo: this.lo,
      hi: this.hi,
      packs: packParams(packs),
      delta: JSON.stringify(delta),
      rows: () => {
        const rows: PackableRow[] = [];
        for (let k = 0; k < count; k++) {
          const f = this.f[k]!;
          const time = this.t[k]!;
          rows.push({
            uid: this.uid[k]!,
            sender: this.of[k]!.sender,
            sender_name: this.n[k]!,
            list_id: this.l[k]!,
            received_ms: Number.isNaN(time) ? null : time,
            size: this.z[k]!,
            seen: (f & 1) !== 0,
            answered: (f & 2) !== 0,
            bulk: (f & 4) !== 0,
            spam: this.p[k]!,
            unsub_http: this.h[k]!,
            unsub_mailto: this.m[k]!,
            one_click: (f & 8) !== 0,
            message_id: this.i[k]!,
          });
        }
        return rows;
      },
    };
  }
}
