-- The scan stores a chunk's mails as one compact row per sender ("pack", server/mail/packs.ts) instead of
-- one row per mail: a row per mail with its indexes cost more than the IMAP FETCH of the same mails.
-- mail_messages keeps the mails something acted on (a job's claim, a flag change, an expunge, a body
-- check, stats tombstones): a pack is exploded into it before such a change. mail_messages_all reads both.
CREATE TABLE IF NOT EXISTS mail_packs (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  folder_role text NOT NULL,
  uidvalidity bigint NOT NULL,
  sender text NOT NULL,
  scan_no integer NOT NULL,
  uid_lo bigint NOT NULL,
  uid_hi bigint NOT NULL,
  -- The newest received time of the pack's mails (ms), so the newest mail of a sender is found by reading
  -- one pack.
  t_max bigint,
  -- The UIDs, and per mail (same order) in a JSON object: a key holds one value shared by every mail of
  -- the pack, or an array with one value per mail. t received (ms since epoch), z size, f flags (1 seen,
  -- 2 answered, 4 bulk, 8 one-click), p spam, n display name, l List-Id, h / m unsubscribe link / mailto,
  -- i Message-ID hash. Kept as text (parsed only when read).
  uids bigint[] NOT NULL,
  data text NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_packs_sender_idx ON mail_packs (mailbox_id, sender);

-- One value of a pack key for the mail at index i (0-based).
CREATE OR REPLACE FUNCTION mail_pack_value(d jsonb, k text, i integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(d -> k) = 'array' THEN d -> k ->> i ELSE d ->> k END
$$;

-- The mails of one pack as rows.
CREATE OR REPLACE FUNCTION mail_pack_rows(uids bigint[], data text)
RETURNS TABLE (uid bigint, sender_name text, list_id text, received_at timestamptz, size integer,
  seen boolean, answered boolean, bulk boolean, spam real, unsub_http text, unsub_mailto text,
  one_click boolean, message_id text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT uids[n], mail_pack_value(j.d, 'n', n - 1), mail_pack_value(j.d, 'l', n - 1),
    to_timestamp(mail_pack_value(j.d, 't', n - 1)::float8 / 1000), mail_pack_value(j.d, 'z', n - 1)::integer,
    (mail_pack_value(j.d, 'f', n - 1)::integer & 1) <> 0, (mail_pack_value(j.d, 'f', n - 1)::integer & 2) <> 0,
    (mail_pack_value(j.d, 'f', n - 1)::integer & 4) <> 0, mail_pack_value(j.d, 'p', n - 1)::real,
    mail_pack_value(j.d, 'h', n - 1), mail_pack_value(j.d, 'm', n - 1),
    (mail_pack_value(j.d, 'f', n - 1)::integer & 8) <> 0, mail_pack_value(j.d, 'i', n - 1)
  FROM (SELECT data::jsonb AS d OFFSET 0) j, generate_subscripts(uids, 1) AS n
$$;

-- Every stored mail: the rows of mail_messages and the mails of the packs.
CREATE OR REPLACE VIEW mail_messages_all AS
  SELECT mailbox_id, folder_role, uidvalidity, uid, sender, sender_name, list_id, received_at, size, seen,
    answered, bulk, spam, unsub_http, unsub_mailto, one_click, message_id, scan_no, gone, job_id
  FROM mail_messages
  UNION ALL
  SELECT p.mailbox_id, p.folder_role, p.uidvalidity, r.uid, p.sender, r.sender_name, r.list_id, r.received_at,
    r.size, r.seen, r.answered, r.bulk, r.spam, r.unsub_http, r.unsub_mailto, r.one_click, r.message_id,
    p.scan_no, NULL::text, NULL::bigint
  FROM mail_packs p CROSS JOIN LATERAL mail_pack_rows(p.uids, p.data) r;
