/**
 * Frozen copy of the scan's per-mail path as of round five (scanner.ts headerFields / messageToRow /
 * chunkOfRows, senders.ts senderDeltas): what the faster parser and chunk builder are compared with.
 */
import { isAscii } from 'node:buffer';
import type { FetchedMessage } from '../../scan-types';
import { classifyMessage, DETECTION_FIELDS } from './detection';
import {
  cleanHeaderValue,
  cleanOrNull,
  first,
  type HeaderMap,
  memo,
  parseAddress,
  parseHeaderBlock,
  parseListId,
  parseUnsubscribe,
} from './headers';
import { hashMessageId, type PackableRow, packParams, packRows } from './packs';

const senderOf = memo((value: string) => {
  const from = parseAddress(value);
  return {
    sender: from ? cleanHeaderValue(from.address, 320).replace(/\s/g, '') : '',
    name: cleanOrNull(from?.name, 200),
  };
});
const listIdOf = memo((value: string) => ({ id: cleanOrNull(parseListId(value), 500) }));
const unsubscribeOf = memo((value: string) => {
  const nl = value.indexOf('\n');
  const unsub = parseUnsubscribe(value.slice(0, nl) || undefined, value.slice(nl + 1) || undefined);
  return { http: cleanOrNull(unsub.http), mailto: cleanOrNull(unsub.mailto), oneClick: unsub.oneClick };
});

const NON_ASCII = /[\u0080-\u00ff]/;

export function headerFields(block: Buffer | null | undefined): HeaderMap {
  if (!block) return new Map();
  const headers = parseHeaderBlock(block.toString('latin1'), DETECTION_FIELDS);
  if (isAscii(block)) return headers;
  for (const values of headers.values())
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (NON_ASCII.test(v)) values[i] = Buffer.from(v, 'latin1').toString('utf8');
    }
  return headers;
}

export function messageToRow(msg: FetchedMessage, role: 'inbox' | 'junk'): PackableRow {
  const headers = headerFields(msg.headers);
  const from = senderOf(first(headers, 'from') ?? '');
  const cls = classifyMessage(headers, { inJunk: role === 'junk' });
  const unsub = unsubscribeOf(
    `${first(headers, 'list-unsubscribe') ?? ''}\n${first(headers, 'list-unsubscribe-post') ?? ''}`,
  );
  const dateHeader = first(headers, 'date');
  const parsed = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  const when = Number.isFinite(parsed)
    ? parsed
    : msg.internalDate instanceof Date
      ? msg.internalDate.getTime()
      : typeof msg.internalDate === 'string'
        ? Date.parse(msg.internalDate)
        : Number.NaN;
  const messageId = first(headers, 'message-id');
  return {
    uid: msg.uid,
    sender: from.sender,
    sender_name: from.name,
    list_id: listIdOf(first(headers, 'list-id') ?? '').id,
    received_ms: Number.isFinite(when) ? when : null,
    size: msg.size ?? 0,
    seen: msg.flags?.has('\\Seen') ?? false,
    answered: msg.flags?.has('\\Answered') ?? false,
    bulk: cls.bulk,
    spam: cls.spam,
    unsub_http: unsub.http,
    unsub_mailto: unsub.mailto,
    one_click: unsub.oneClick,
    message_id: messageId === undefined ? null : hashMessageId(cleanOrNull(messageId, 500)),
  };
}

export function chunkOfRows(rows: PackableRow[], scanNo: number) {
  let lo = rows[0]?.uid ?? 0;
  let hi = lo;
  for (const r of rows) {
    if (r.uid < lo) lo = r.uid;
    if (r.uid > hi) hi = r.uid;
  }
  return {
    count: rows.length,
    lo,
    hi,
    packs: packParams(packRows(rows)),
    delta: JSON.stringify(senderDeltas(rows, scanNo)),
  };
}

interface DeltaRow {
  sender: string;
  sender_name: string | null;
  received_at?: string | null;
  /** received_at in ms, when the caller has it (saves parsing the text) */
  received_ms?: number | null;
  size: number;
  seen: boolean;
  answered: boolean;
  bulk: boolean;
  spam: number;
  list_id: string | null;
  unsub_http: string | null;
  unsub_mailto: string | null;
  one_click: boolean;
}

const MINUS_INFINITY = '-infinity';
const at = (r: DeltaRow) =>
  r.received_ms !== undefined
    ? (r.received_ms ?? Number.NEGATIVE_INFINITY)
    : r.received_at === null || r.received_at === undefined
      ? Number.NEGATIVE_INFINITY
      : Date.parse(r.received_at);
const atText = (t: number) => (t === Number.NEGATIVE_INFINITY ? MINUS_INFINITY : new Date(t).toISOString());

/**
 * The aggregate delta of freshly inserted rows, per sender, computed here rather than by the database
 * (measured: grouping in SQL doubled the cost of each chunk's insert). "Newest" values follow the received
 * date, as the full recount does.
 */
export function senderDeltas(rows: DeltaRow[], scanNo: number): Array<Record<string, unknown>> {
  const by = new Map<string, DeltaRow[]>();
  for (const r of rows) {
    if (!r.sender) continue;
    const list = by.get(r.sender);
    if (list) list.push(r);
    else by.set(r.sender, [r]);
  }
  const out: Array<Record<string, unknown>> = [];
  for (const [sender, list] of by) {
    // One pass per sender: each row's time read once, the newest row per kind kept (the first of equals).
    let name: DeltaRow | null = null;
    let nameAt = 0;
    let listRow: DeltaRow | null = null;
    let listAt = 0;
    let http: DeltaRow | null = null;
    let httpAt = 0;
    let mailto: DeltaRow | null = null;
    let mailtoAt = 0;
    let last = Number.NEGATIVE_INFINITY;
    let seen = 0;
    let size = 0;
    let spam = 0;
    let bulk = 0;
    let answered = 0;
    let listCount = 0;
    let listSize = 0;
    for (const r of list) {
      const t = at(r);
      if (t > last) last = t;
      if (r.sender_name !== null && (name === null || t > nameAt)) {
        name = r;
        nameAt = t;
      }
      if (r.list_id !== null && (listRow === null || t > listAt)) {
        listRow = r;
        listAt = t;
      }
      if (r.unsub_http !== null && (http === null || t > httpAt)) {
        http = r;
        httpAt = t;
      }
      if (r.unsub_mailto !== null && (mailto === null || t > mailtoAt)) {
        mailto = r;
        mailtoAt = t;
      }
      if (r.seen) seen += 1;
      size += r.size;
      spam += r.spam;
      if (r.bulk) bulk += 1;
      if (r.answered) answered += 1;
      if (r.list_id !== null) {
        listCount += 1;
        listSize += r.size;
      }
    }
    out.push({
      sender,
      name: name?.sender_name ?? null,
      name_at: name ? atText(nameAt) : null,
      count: list.length,
      seen_count: seen,
      size,
      spam_sum: spam,
      bulk_count: bulk,
      answered_count: answered,
      last_received: last === Number.NEGATIVE_INFINITY ? null : new Date(last).toISOString(),
      list_id: listRow?.list_id ?? null,
      list_at: listRow ? atText(listAt) : null,
      http: http?.unsub_http ?? null,
      one_click: http ? http.one_click : null,
      http_at: http ? atText(httpAt) : null,
      mailto: mailto?.unsub_mailto ?? null,
      mailto_at: mailto ? atText(mailtoAt) : null,
      list_count: listCount,
      list_size: listSize,
      new_scan_no: scanNo,
      new_count: list.length,
    });
  }
  return out;
}
