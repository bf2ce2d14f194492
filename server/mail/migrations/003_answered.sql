-- \Answered per mail: a sender the user has replied to is a correspondent and is never listed.
ALTER TABLE mail_messages ADD COLUMN IF NOT EXISTS answered boolean NOT NULL DEFAULT false;
