-- Demo (discovery) mailboxes keep their scan start and sender decisions in the database like real
-- ones: a restart changes neither the list nor the statistics (server/engine/demo/demo-engine.ts).
CREATE TABLE demo_mailboxes (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  scan_started_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, email)
);

CREATE TABLE demo_decisions (
  user_id BIGINT NOT NULL,
  email TEXT NOT NULL,
  sender TEXT NOT NULL,
  list TEXT NOT NULL,
  decided_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, email, sender),
  FOREIGN KEY (user_id, email) REFERENCES demo_mailboxes (user_id, email) ON DELETE CASCADE
);
