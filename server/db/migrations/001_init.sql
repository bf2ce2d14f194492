-- Tidy Fox server schema. Plain SQL that runs unchanged on PGlite and PostgreSQL 15+.

CREATE TABLE users (
  id BIGSERIAL PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  firstname TEXT,
  lastname TEXT,
  birth_year INTEGER,
  language TEXT,
  device TEXT,
  demo BOOLEAN NOT NULL DEFAULT FALSE,
  partner_code TEXT UNIQUE,
  referred_by_user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  referred_by_partner TEXT,
  referred_at TIMESTAMPTZ,
  terms_accepted_at TIMESTAMPTZ,
  privacy_accepted_at TIMESTAMPTZ,
  push_news BOOLEAN NOT NULL DEFAULT TRUE,
  push_important BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A mailbox belongs to one user at most (email is unique).
CREATE TABLE mailboxes (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  in_fox_panel BOOLEAN NOT NULL DEFAULT TRUE,
  invalid_grant BOOLEAN NOT NULL DEFAULT FALSE,
  provider_shutdown BOOLEAN NOT NULL DEFAULT FALSE,
  -- AES-256-GCM ciphertexts (server/security/crypto.ts), never plain text.
  password_enc TEXT,
  oauth_refresh_enc TEXT,
  imap_host TEXT,
  imap_port INTEGER,
  newsletters_found INTEGER NOT NULL DEFAULT 0,
  mails_to_sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX mailboxes_user_idx ON mailboxes (user_id);

-- Session tokens: only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Asynchronous jobs polled with x-async-token (login, mailbox deletion). The result may hold a
-- session token: it is stored encrypted and handed out once.
CREATE TABLE async_jobs (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  -- SET NULL: a deletion job outlives the user it deletes (its result says so).
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  subject TEXT,
  state TEXT NOT NULL DEFAULT 'pending',
  result_enc TEXT,
  error_code TEXT,
  error_data JSONB,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  consumed_at TIMESTAMPTZ
);

CREATE TABLE magic_codes (
  code_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE consents (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  language TEXT,
  device TEXT,
  sign_up JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX consents_email_idx ON consents (email);

CREATE TABLE partners (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  img TEXT NOT NULL,
  text TEXT NOT NULL,
  type TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  sqm_per_referee DOUBLE PRECISION NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);

INSERT INTO partners (code, name, img, text, type, seo_title, seo_description, sqm_per_referee, position) VALUES
  ('we-forest', 'WeForest', '/partners/we-forest.svg',
   'Every mailbox cleaned with this link helps restore forest land with WeForest.',
   'we-forest', 'Clean your mailbox, grow a forest', 'Sort your newsletters and help WeForest restore forests.', 2, 1),
  ('ocean-cleanup-crew', 'Ocean Cleanup Crew', '/partners/ocean-cleanup-crew.svg',
   'A volunteer crew cleaning beaches; each referee funds a square metre of cleaned shore.',
   'association', 'Clean your inbox, clean a beach', 'Sort your mails and support beach clean-ups.', 1, 2),
  ('green-campus', 'Green Campus', '/partners/green-campus.svg',
   'Students reducing the digital footprint of their campus.',
   'school', 'A lighter inbox for a greener campus', 'Join the students sorting their newsletters.', 1, 3);

-- One row per sender decision: the source of the statistics.
CREATE TABLE actions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  mailbox_email TEXT NOT NULL,
  sender TEXT NOT NULL,
  action TEXT NOT NULL,
  mails INTEGER NOT NULL DEFAULT 0,
  size_ko DOUBLE PRECISION NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX actions_user_idx ON actions (user_id);

CREATE TABLE feedbacks (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device TEXT NOT NULL,
  version TEXT NOT NULL,
  mood TEXT NOT NULL,
  tags JSONB NOT NULL DEFAULT '[]'::jsonb,
  message TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedbacks_user_idx ON feedbacks (user_id, device, version);

CREATE TABLE push_subscriptions (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  app_instance_id TEXT NOT NULL,
  subscription TEXT NOT NULL,
  device TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, app_instance_id)
);

CREATE TABLE gdpr_exports (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_enc TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  content TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ready_at TIMESTAMPTZ,
  downloaded_at TIMESTAMPTZ
);
