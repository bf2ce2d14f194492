-- Senders without any header evidence whose newest mail's body was read (bounded) for an unsubscribe
-- link: once per sender and newest mail, so the cost stays bounded per sender.
CREATE TABLE IF NOT EXISTS mail_body_checks (
  mailbox_id text NOT NULL REFERENCES mail_mailboxes (id) ON DELETE CASCADE,
  sender text NOT NULL,
  uid bigint NOT NULL,
  link text,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mailbox_id, sender)
);
