-- Per-sender aggregates kept up to date by the scan (server/mail/senders.ts): listing reads these rows.
CREATE TABLE IF NOT EXISTS mail_senders (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  sender text NOT NULL,
  name text,
  name_at timestamptz,
  count integer NOT NULL DEFAULT 0,
  seen_count integer NOT NULL DEFAULT 0,
  size bigint NOT NULL DEFAULT 0,
  spam_sum float8 NOT NULL DEFAULT 0,
  bulk_count integer NOT NULL DEFAULT 0,
  answered_count integer NOT NULL DEFAULT 0,
  last_received timestamptz,
  list_id text,
  list_at timestamptz,
  http text,
  one_click boolean,
  http_at timestamptz,
  mailto text,
  mailto_at timestamptz,
  list_count integer NOT NULL DEFAULT 0,
  list_size bigint NOT NULL DEFAULT 0,
  new_scan_no integer NOT NULL DEFAULT 0,
  new_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mailbox_id, sender)
);
CREATE INDEX IF NOT EXISTS mail_decisions_sender_idx ON mail_decisions (mailbox_id, sender);
CREATE INDEX IF NOT EXISTS mail_jobs_sender_idx ON mail_jobs (mailbox_id, sender) WHERE state IN ('queued', 'running');
-- Existing data: computed once from the stored mails.
INSERT INTO mail_senders (mailbox_id, sender, name, name_at, count, seen_count, size, spam_sum, bulk_count,
  answered_count, last_received, list_id, list_at, http, one_click, http_at, mailto, mailto_at, list_count,
  list_size, new_scan_no, new_count)
SELECT m.mailbox_id, m.sender,
  (array_agg(m.sender_name ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE m.sender_name IS NOT NULL))[1],
  max(COALESCE(m.received_at, '-infinity'::timestamptz)) FILTER (WHERE m.sender_name IS NOT NULL),
  count(*), count(*) FILTER (WHERE m.seen), COALESCE(sum(m.size), 0), COALESCE(sum(m.spam), 0),
  count(*) FILTER (WHERE m.bulk), count(*) FILTER (WHERE m.answered), max(m.received_at),
  (array_agg(m.list_id ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE m.list_id IS NOT NULL))[1],
  max(COALESCE(m.received_at, '-infinity'::timestamptz)) FILTER (WHERE m.list_id IS NOT NULL),
  (array_agg(m.unsub_http ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE m.unsub_http IS NOT NULL))[1],
  (array_agg(m.one_click ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE m.unsub_http IS NOT NULL))[1],
  max(COALESCE(m.received_at, '-infinity'::timestamptz)) FILTER (WHERE m.unsub_http IS NOT NULL),
  (array_agg(m.unsub_mailto ORDER BY m.received_at DESC NULLS LAST) FILTER (WHERE m.unsub_mailto IS NOT NULL))[1],
  max(COALESCE(m.received_at, '-infinity'::timestamptz)) FILTER (WHERE m.unsub_mailto IS NOT NULL),
  count(*) FILTER (WHERE m.list_id IS NOT NULL), COALESCE(sum(m.size) FILTER (WHERE m.list_id IS NOT NULL), 0),
  max(m.mx), count(*) FILTER (WHERE m.scan_no = m.mx)
FROM (SELECT r.*, max(r.scan_no) OVER (PARTITION BY r.mailbox_id, r.sender) AS mx FROM mail_messages r
      WHERE r.gone IS NULL) m
WHERE m.sender <> ''
GROUP BY m.mailbox_id, m.sender
ON CONFLICT DO NOTHING;
