/**
 * A scanned chunk built mail by mail as the FETCH streams in: each mail's values go straight into its
 * sender's pack columns and aggregate delta (packs.ts, senders.ts), so no row object per mail outlives
 * its parse. The chunk of a 20,000-mail FETCH used to keep 20,000 row objects (and their numbers and
 * hashes) alive until its commit: every young-generation collection copied them and they filled the old
 * generation, whose collections then ran during the scan. The result is the same as grouping the rows
 * afterwards: packs in the order their senders first appear, each pack's values in arrival order, the
 * "newest" values of the delta the first of equal received times.
 */
import { type Pack, type PackableRow, type PackParams, packParams } from './packs';

/** One sender's mails of the chunk: pack columns (arrival order) and its aggregate delta so far. */
class SenderChunk {
  readonly uids: number[] = [];
  /** Each mail's position in the chunk (to give the rows back in arrival order). */
  readonly order: number[] = [];
  readonly t: Array<number | null> = [];
  readonly z: number[] = [];
  readonly f: number[] = [];
  readonly p: number[] = [];
  readonly n: Array<string | null> = [];
  readonly l: Array<string | null> = [];
  readonly h: Array<string | null> = [];
  readonly m: Array<string | null> = [];
  readonly i: Array<string | null> = [];
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

  add(r: PackableRow, position: number): void {
    this.uids.push(r.uid);
    this.order.push(position);
    const received = r.received_ms;
    this.t.push(received);
    this.z.push(r.size);
    this.f.push((r.seen ? 1 : 0) | (r.answered ? 2 : 0) | (r.bulk ? 4 : 0) | (r.one_click ? 8 : 0));
    this.p.push(r.spam);
    this.n.push(r.sender_name);
    this.l.push(r.list_id);
    this.h.push(r.unsub_http);
    this.m.push(r.unsub_mailto);
    this.i.push(r.message_id);
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

  pack(): Pack {
    const data = {
      t: column(this.t),
      z: column(this.z),
      f: column(this.f),
      p: column(this.p),
      n: column(this.n),
      l: column(this.l),
      h: column(this.h),
      m: column(this.m),
      i: column(this.i),
    };
    return {
      sender: this.sender,
      lo: this.lo,
      hi: this.hi,
      tMax: this.tMax,
      uids: this.uids,
      data: JSON.stringify(data),
    };
  }

  delta(scanNo: number): Record<string, unknown> {
    const count = this.uids.length;
    return {
      sender: this.sender,
      name: this.name,
      name_at: this.name !== null ? atText(this.nameAt) : null,
      count,
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
      new_count: count,
    };
  }

  /** Its mails as rows, each with its position in the chunk. */
  rows(into: Array<PackableRow | undefined>): void {
    for (let k = 0; k < this.uids.length; k++) {
      const f = this.f[k]!;
      into[this.order[k]!] = {
        uid: this.uids[k]!,
        sender: this.sender,
        sender_name: this.n[k]!,
        list_id: this.l[k]!,
        received_ms: this.t[k]!,
        size: this.z[k]!,
        seen: (f & 1) !== 0,
        answered: (f & 2) !== 0,
        bulk: (f & 4) !== 0,
        spam: this.p[k]!,
        unsub_http: this.h[k]!,
        unsub_mailto: this.m[k]!,
        one_click: (f & 8) !== 0,
        message_id: this.i[k]!,
      };
    }
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

/** Mails added one by one (their rows need not be kept), then the chunk's packs and senders' delta. */
export class ChunkBuilder {
  private readonly senders = new Map<string, SenderChunk>();
  private count = 0;
  private lo = 0;
  private hi = 0;

  add(r: PackableRow): void {
    if (this.count === 0) {
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
    s.add(r, this.count);
    this.count += 1;
  }

  finish(scanNo: number): BuiltChunk {
    const packs: Pack[] = [];
    const delta: Array<Record<string, unknown>> = [];
    for (const s of this.senders.values()) {
      packs.push(s.pack());
      if (s.sender) delta.push(s.delta(scanNo));
    }
    const senders = [...this.senders.values()];
    const count = this.count;
    return {
      count,
      lo: this.lo,
      hi: this.hi,
      packs: packParams(packs),
      delta: JSON.stringify(delta),
      rows: () => {
        const rows = new Array<PackableRow | undefined>(count);
        for (const s of senders) s.rows(rows);
        return rows as PackableRow[];
      },
    };
  }
}
