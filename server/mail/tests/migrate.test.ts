import { afterEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { migrateMailEngine } from '../migrate';
import { hashMessageId } from '../packs';
import { messageToRow } from '../scanner';
import { createTestDb } from '../testing/fixtures';
import { buildMessage } from '../testing/messages';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function legacyDb(): Promise<SqlClient> {
  const db = await createTestDb();
  close = db.close;
  await migrateMailEngine(db.sql);
  await db.sql.query(
    `INSERT INTO mail_mailboxes (id, email, provider, settings, secret) VALUES ('mb', 'a@b.test', 'other', '{}', 'x')`,
  );
  return db.sql;
}

describe('migrations', () => {
  it('a Message-ID stored in full before the packs (008) is hashed like the scan hashes it now', async () => {
    const sql = await legacyDb();
    // Rows as a scan before migration 008 stored them (full text), one already hashed, one without.
    const ids = ['<old-1@news.example>', '<old-2@news.example>'];
    for (const [uid, messageId] of [
      [1, ids[0]],
      [2, ids[1]],
      [3, hashMessageId('<new@news.example>')],
      [4, null],
    ] as const)
      await sql.query(
        `INSERT INTO mail_messages (mailbox_id, folder_role, uidvalidity, uid, sender, received_at, size, seen, answered,
           bulk, spam, one_click, message_id, scan_no)
         VALUES ('mb', 'inbox', 7, $1, 'n@news.example', now(), 10, false, false, true, 0, false, $2, 1)`,
        [uid, messageId],
      );
    await sql.query("DELETE FROM mail_migrations WHERE name = '009_message_id_hash'");

    expect(await migrateMailEngine(sql)).toEqual(['009_message_id_hash']);
    const rows = await sql.query<{ uid: string; message_id: string | null }>(
      "SELECT uid::text, message_id FROM mail_messages WHERE mailbox_id = 'mb' ORDER BY uid",
    );
    // The same value the scan stores for that mail re-listed under a new UID today.
    const relisted = messageToRow(
      {
        uid: 99,
        size: 10,
        flags: new Set(),
        headers: Buffer.from(
          buildMessage({ from: 'n@news.example', messageId: 'old-1@news.example' }).split('\r\n\r\n')[0]!,
        ),
      },
      'inbox',
    );
    expect(rows.rows.map((r) => r.message_id)).toEqual([
      relisted.message_id,
      hashMessageId(ids[1]!),
      hashMessageId('<new@news.example>'),
      null,
    ]);
    expect(rows.rows[0]!.message_id).toMatch(/^[0-9a-f]{16}$/);
    // Applied once.
    expect(await migrateMailEngine(sql)).toEqual([]);
  });
});
