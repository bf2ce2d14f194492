-- A failed scan (other than a refused login) is retried later: when, so the API can say it and a restarted
-- process can pick it up.
ALTER TABLE mail_mailboxes ADD COLUMN IF NOT EXISTS retry_at timestamptz;
