-- Message-ID lets a retried move tell a mail the server re-listed under a new UID (after a crash
-- mid-MOVE) from one that really reached the Trash.
ALTER TABLE mail_messages ADD COLUMN IF NOT EXISTS message_id text;
CREATE INDEX IF NOT EXISTS mail_messages_message_id_idx ON mail_messages (mailbox_id, folder_role, message_id)
  WHERE message_id IS NOT NULL;
