-- A block covers every List-Id mail of the sender (list_scope), not only its newest List-Id; the List-Ids
-- seen when it was decided; the proof of each unsubscribe request (method, when, host, outcome) and when
-- the first one was accepted (start of the honoured check).
ALTER TABLE mail_decisions ADD COLUMN IF NOT EXISTS list_scope boolean NOT NULL DEFAULT false;
ALTER TABLE mail_decisions ADD COLUMN IF NOT EXISTS list_ids text[];
ALTER TABLE mail_decisions ADD COLUMN IF NOT EXISTS proof jsonb;
ALTER TABLE mail_decisions ADD COLUMN IF NOT EXISTS unsubscribed_at timestamptz;
ALTER TABLE mail_jobs ADD COLUMN IF NOT EXISTS list_scope boolean NOT NULL DEFAULT false;
