/**
 * Per-sender aggregates (mail_senders), kept up to date by the scan so that listing senders reads a few
 * hundred rows instead of grouping every message on each call (the app polls it every second while a scan
 * runs). Each chunk's inserted rows are added as a delta in the same statement as the insert; anything else
 * that changes rows (flags, expunges, moves, body checks, a folder starting over) recomputes the senders
 * it touched.
 */
import type { SqlClient } from '../db/sql-client';

export const SENDER_COLUMNS =
  'mailbox_id, sender, name, name_at, count, seen_count, size, spam_sum, bulk_count, answered_count, last_received, list_id, list_at, http, one_click, http_at, mailto, mailto_at, list_count, list_size, new_scan_no, new_count';

/** Column types of a delta row (SENDER_COLUMNS without mailbox_id), for jsonb_to_recordset. */
export const DELTA_COLUMNS =
  'sender text, name text, name_at timestamptz, count integer, seen_count integer, size bigint, spam_sum float8, bulk_count integer, answered_count integer, last_received timestamptz, list_id text, list_at timestamptz, http text, one_click boolean, http_at timestamptz, mailto text, mailto_at timestamptz, list_count integer, list_size bigint, new_scan_no integer, new_count integer';

const NEWEST = "COALESCE(m.received_at, '-infinity'::timestamptz)";
const newestOf = (column: string, filter: string) =>
  `(array_agg(${column} ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE ${filter}))[1]`;

/** The aggregate of rows `m` (with `mx` = the highest scan_no of the sender's rows) grouped by sender. */
export function aggregateSelect(from: string): string {
  return `SELECT m.mailbox_id, m.sender,
    ${newestOf('m.sender_name', 'm.sender_name IS NOT NULL')},
    max(${NEWEST}) FILTER (WHERE m.sender_name IS NOT NULL),
    count(*), count(*) FILTER (WHERE m.seen), COALESCE(sum(m.size), 0), COALESCE(sum(m.spam), 0),
    count(*) FILTER (WHERE m.bulk), count(*) FILTER (WHERE m.answered), max(m.received_at),
    ${newestOf('m.list_id', 'm.list_id IS NOT NULL')}, max(${NEWEST}) FILTER (WHERE m.list_id IS NOT NULL),
    ${newestOf('m.unsub_http', 'm.unsub_http IS NOT NULL')}, ${newestOf('m.one_click', 'm.unsub_http IS NOT NULL')},
    max(${NEWEST}) FILTER (WHERE m.unsub_http IS NOT NULL),
    ${newestOf('m.unsub_mailto', 'm.unsub_mailto IS NOT NULL')}, max(${NEWEST}) FILTER (WHERE m.unsub_mailto IS NOT NULL),
    count(*) FILTER (WHERE m.list_id IS NOT NULL), COALESCE(sum(m.size) FILTER (WHERE m.list_id IS NOT NULL), 0),
    max(m.mx), count(*) FILTER (WHERE m.scan_no = m.mx)
  FROM ${from} WHERE m.sender <> '' GROUP BY m.mailbox_id, m.sender`;
}

const newer = (col: string, at: string) =>
  `${col} = CASE WHEN EXCLUDED.${col} IS NOT NULL AND (mail_senders.${at} IS NULL OR EXCLUDED.${at} > mail_senders.${at})
     THEN EXCLUDED.${col} ELSE mail_senders.${col} END`;

/** ON CONFLICT clause adding a delta (rows just inserted) to a sender's aggregate. */
export const MERGE_DELTA = `ON CONFLICT (mailbox_id, sender) DO UPDATE SET
  ${newer('name', 'name_at')}, name_at = GREATEST(mail_senders.name_at, EXCLUDED.name_at),
  count = mail_senders.count + EXCLUDED.count, seen_count = mail_senders.seen_count + EXCLUDED.seen_count,
  size = mail_senders.size + EXCLUDED.size, spam_sum = mail_senders.spam_sum + EXCLUDED.spam_sum,
  bulk_count = mail_senders.bulk_count + EXCLUDED.bulk_count,
  answered_count = mail_senders.answered_count + EXCLUDED.answered_count,
  last_received = GREATEST(mail_senders.last_received, EXCLUDED.last_received),
  ${newer('list_id', 'list_at')}, list_at = GREATEST(mail_senders.list_at, EXCLUDED.list_at),
  ${newer('http', 'http_at')}, ${newer('one_click', 'http_at')}, http_at = GREATEST(mail_senders.http_at, EXCLUDED.http_at),
  ${newer('mailto', 'mailto_at')}, mailto_at = GREATEST(mail_senders.mailto_at, EXCLUDED.mailto_at),
  list_count = mail_senders.list_count + EXCLUDED.list_count, list_size = mail_senders.list_size + EXCLUDED.list_size,
  new_count = CASE WHEN EXCLUDED.new_scan_no > mail_senders.new_scan_no THEN EXCLUDED.new_count
                   WHEN EXCLUDED.new_scan_no = mail_senders.new_scan_no THEN mail_senders.new_count + EXCLUDED.new_count
                   ELSE mail_senders.new_count END,
  new_scan_no = GREATEST(mail_senders.new_scan_no, EXCLUDED.new_scan_no)`;

/** Recomputes the aggregates of some senders of a mailbox (all of them with `senders` null). */
export async function refreshSenders(
  sql: SqlClient,
  mailboxId: string,
  senders: string[] | null,
): Promise<void> {
  if (senders && senders.length === 0) return;
  await sql.transaction((tx) => recomputeSenders(tx, mailboxId, senders));
}

/** refreshSenders inside the caller's transaction. */
export async function recomputeSenders(
  tx: SqlClient,
  mailboxId: string,
  senders: string[] | null,
): Promise<void> {
  if (senders && senders.length === 0) return;
  const list = senders
    ? `{${[...new Set(senders)].map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
    : null;
  await tx.query(
    'DELETE FROM mail_senders WHERE mailbox_id = $1 AND ($2::text[] IS NULL OR sender = ANY($2::text[]))',
    [mailboxId, list],
  );
  await tx.query(
    `INSERT INTO mail_senders (${SENDER_COLUMNS})
     ${aggregateSelect(`(SELECT r.*, max(r.scan_no) OVER (PARTITION BY r.sender) AS mx FROM mail_messages_all r
        WHERE r.mailbox_id = $1 AND r.gone IS NULL AND ($2::text[] IS NULL OR r.sender = ANY($2::text[]))) m`)}`,
    [mailboxId, list],
  );
}

/** Tests: the stored aggregates of a mailbox next to the ones recomputed from its messages. */
export async function compareSenders(
  sql: SqlClient,
  mailboxId: string,
): Promise<{ stored: unknown[]; recomputed: unknown[] }> {
  const cols = SENDER_COLUMNS.split(', ')
    .map((c) =>
      c.endsWith('_at') || c === 'last_received'
        ? `${c}::text AS ${c}`
        : c === 'spam_sum'
          ? 'round(spam_sum::numeric, 3)::text AS spam_sum'
          : c === 'size' || c === 'list_size'
            ? `${c}::text AS ${c}`
            : c,
    )
    .join(', ');
  const stored = await sql.query(`SELECT ${cols} FROM mail_senders WHERE mailbox_id = $1 ORDER BY sender`, [
    mailboxId,
  ]);
  const recomputed = await sql.query(
    `SELECT ${cols} FROM (SELECT * FROM (${aggregateSelect(`(SELECT r.*, max(r.scan_no) OVER (PARTITION BY r.sender) AS mx
        FROM mail_messages_all r WHERE r.mailbox_id = $1 AND r.gone IS NULL) m`)}) AS a(${SENDER_COLUMNS})) x ORDER BY sender`,
    [mailboxId],
  );
  return { stored: stored.rows, recomputed: recomputed.rows };
}
