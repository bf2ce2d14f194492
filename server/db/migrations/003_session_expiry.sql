-- Sliding session expiry: a session unused for SESSION_IDLE_DAYS ends (server/data/sessions.ts).
ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now();
