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
  tMax: number | null = null;
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

  add(r: PackableRow): void {
    this.count += 1;
    const received = r.received_ms;
    if (received !== null && (this.tMax === null || received > this.tMax)) this.tMax = received;
    if (r.uid < this.lo) this.lo = r.uid;
    if (r.uid > this.hi) this.hi = r.uid;
    const t = received ?? Number.NEGATIVE_INFINITY;
    if (t > this.last) this.last = t;
    if (r.sender_name !== null && (this.name === null || t > this.nameAt)) {
      this.name = r.sender_name;
      this.nameAt = t;
    }
    if (r.list_id !== null && (this.listId === null || t > this.listAt)) {
      this.listId = r.list_id;
      this.listAt = t;
    }
    if (r.unsub_http !== null && (this.http === null || t > this.httpAt)) {
      this.http = r.unsub_http;
      this.oneClick = r.one_click;
      this.httpAt = t;
    }
    if (r.unsub_mailto !== null && (this.mailto === null || t > this.mailtoAt)) {
      this.mailto = r.unsub_mailto;
      this.mailtoAt = t;
    }
    if (r.seen) this.seen += 1;
    this.size += r.size;
    this.spam += r.spam;
    if (r.bulk) this.bulk += 1;
    if (r.answered) this.answered += 1;
    if (r.list_id !== null) {
      this.listCount += 1;
      this.listSize += r.size;
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
    const k = this.count;
    if (k === this.uid.length) this.grow();
    if (k === 0) {
      this.lo = r.uid;
      this.hi = r.uid;
    } else {
      if (r.uid < this.lo) this.lo = r.uid;
      if (r.uid > this.hi) this.hi = r.uid;
    }
    let s = this.senders.get(r.sender);
    if (!s) {
      s = new SenderChunk(r.sender, r.uid);
      this.senders.set(r.sender, s);
    }
    this.uid[k] = r.uid;
    this.t[k] = r.received_ms ?? Number.NaN;
    this.z[k] = r.size;
    this.p[k] = r.spam;
    this.f[k] = (r.seen ? 1 : 0) | (r.answered ? 2 : 0) | (r.bulk ? 4 : 0) | (r.one_click ? 8 : 0);
    this.next[k] = -1;
    this.of[k] = s;
    this.n[k] = r.sender_name;
    this.l[k] = r.list_id;
    this.h[k] = r.unsub_http;
    this.m[k] = r.unsub_mailto;
    this.i[k] = r.message_id;
    if (s.tail === -1) s.head = k;
    else this.next[s.tail] = k;
    s.tail = k;
    s.add(r);
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
    const uids: number[] = [];
    const t: Array<number | null> = [];
    const z: number[] = [];
    const f: number[] = [];
    const p: number[] = [];
    const n: Array<string | null> = [];
    const l: Array<string | null> = [];
    const h: Array<string | null> = [];
    const m: Array<string | null> = [];
    const i: Array<string | null> = [];
    for (let k = s.head; k !== -1; k = this.next[k]!) {
      uids.push(this.uid[k]!);
      const time = this.t[k]!;
      t.push(Number.isNaN(time) ? null : time);
      z.push(this.z[k]!);
      f.push(this.f[k]!);
      p.push(this.p[k]!);
      n.push(this.n[k]!);
      l.push(this.l[k]!);
      h.push(this.h[k]!);
      m.push(this.m[k]!);
      i.push(this.i[k]!);
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
    return { sender: s.sender, lo: s.lo, hi: s.hi, tMax: s.tMax, uids, data: JSON.stringify(data) };
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
