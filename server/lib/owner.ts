import type { AppContext } from '../context';
import { listMailboxes, type MailboxRow } from '../data/users';
import type { EngineOwner, MailboxAccess } from '../engine/port';

/** What an engine needs of one mailbox: credentials decrypted for the call only. */
export function accessOf(ctx: AppContext, row: MailboxRow): MailboxAccess {
  const access: MailboxAccess = {
    email: row.email,
    provider: row.provider,
    imap: row.imap_host
      ? { host: row.imap_host, port: row.imap_port ?? 993, secure: (row.imap_port ?? 993) === 993 }
      : null,
  };
  if (row.password_enc) access.password = ctx.cipher.decrypt(row.password_enc);
  if (row.oauth_refresh_enc) access.oauthRefreshToken = ctx.cipher.decrypt(row.oauth_refresh_enc);
  return access;
}

/** The engine owner: the user's ACTIVE mailboxes. */
export async function ownerOf(
  ctx: AppContext,
  userId: string,
): Promise<{ owner: EngineOwner; rows: MailboxRow[] }> {
  const rows = await listMailboxes(ctx.db, userId);
  return {
    rows,
    owner: { userId, mailboxes: rows.filter((row) => row.is_active).map((row) => accessOf(ctx, row)) },
  };
}
