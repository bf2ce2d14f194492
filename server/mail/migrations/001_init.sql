-- Mail engine tables (prefixed mail_); applied by migrateMailEngine(), tracked in mail_migrations.
CREATE TABLE IF NOT EXISTS mail_mailboxes (
  id text PRIMARY KEY,
  email text NOT NULL,
  provider text NOT NULL,
  settings jsonb NOT NULL,
  secret text NOT NULL,
  state text NOT NULL DEFAULT 'empty',
  error_code text,
  scan_no integer NOT NULL DEFAULT 0,
  completed_scans integer NOT NULL DEFAULT 0,
  progress_total integer NOT NULL DEFAULT 0,
  progress_done integer NOT NULL DEFAULT 0,
  scan_started_at timestamptz,
  scan_finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_mailboxes_email_idx ON mail_mailboxes (lower(email));

CREATE TABLE IF NOT EXISTS mail_folders (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  role text NOT NULL,
  path text NOT NULL,
  uidvalidity bigint NOT NULL,
  done_uid bigint NOT NULL DEFAULT 0,
  pass_top bigint,
  pass_cursor bigint,
  highest_modseq numeric,
  PRIMARY KEY (mailbox_id, role)
);

CREATE TABLE IF NOT EXISTS mail_messages (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  folder_role text NOT NULL,
  uidvalidity bigint NOT NULL,
  uid bigint NOT NULL,
  sender text NOT NULL,
  sender_name text,
  list_id text,
  received_at timestamptz,
  size integer NOT NULL DEFAULT 0,
  seen boolean NOT NULL DEFAULT false,
  bulk boolean NOT NULL DEFAULT false,
  spam real NOT NULL DEFAULT 0,
  unsub_http text,
  unsub_mailto text,
  one_click boolean NOT NULL DEFAULT false,
  scan_no integer NOT NULL DEFAULT 0,
  gone text,
  job_id bigint,
  PRIMARY KEY (mailbox_id, folder_role, uidvalidity, uid)
);
CREATE INDEX IF NOT EXISTS mail_messages_sender_idx ON mail_messages (mailbox_id, sender);
CREATE INDEX IF NOT EXISTS mail_messages_job_idx ON mail_messages (job_id) WHERE job_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS mail_decisions (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  sender text NOT NULL,
  kind text NOT NULL,
  list_id text,
  name text,
  spam real NOT NULL DEFAULT 0,
  unsubscribe jsonb,
  decided_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mailbox_id, sender)
);

CREATE TABLE IF NOT EXISTS mail_actions (
  id bigserial PRIMARY KEY,
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  sender text NOT NULL,
  action text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_actions_mailbox_idx ON mail_actions (mailbox_id, sender);

CREATE TABLE IF NOT EXISTS mail_jobs (
  id bigserial PRIMARY KEY,
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  kind text NOT NULL,
  sender text,
  list_id text,
  state text NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  lease_owner text,
  lease_until timestamptz,
  progress jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS mail_jobs_ready_idx ON mail_jobs (state, run_at);

CREATE TABLE IF NOT EXISTS mail_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
