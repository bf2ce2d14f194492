import type { DomainMap } from '../auth/mx';
import type { AppContext } from '../context';
import { listMailboxes, type MailboxRow } from '../data/users';
import type { EngineOwner, ImapEndpoint, MailboxAccess } from '../engine/port';

type DomainEntry = DomainMap['domains'][string];

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The domain map's entry of an address (exact domain, else a `name.*` pattern), as lookupProvider reads it. */
function entryOf(map: DomainMap, email: string): DomainEntry | undefined {
  const domain = domainOf(email);
  const exact = map.domains[domain];
  if (exact) return exact;
  for (const [pattern, entry] of Object.entries(map.domains)) {
    if (pattern.endsWith('.*') && domain.startsWith(pattern.slice(0, -1))) return entry;
  }
  return undefined;
}

const sameEndpoint = (a: ImapEndpoint | null | undefined, host: string, port: number) =>
  Boolean(a && a.host.toLowerCase() === host.toLowerCase() && a.port === port);

/**
 * The stored IMAP host + port of a mailbox, completed from the domain map (which stored them): its
 * `secure` decides implicit TLS vs STARTTLS (never the port number: an IMAPS server may listen anywhere), and
 * its `smtp` is the submission server for mailto unsubscribes. A host the map no longer knows: the generic
 * `imap.<domain>` and any other port are implicit TLS, except the IMAP port 143 (STARTTLS).
 */
export function endpointsOf(
  map: DomainMap,
  email: string,
  host: string,
  port: number,
): { imap: ImapEndpoint; smtp: ImapEndpoint | null } {
  const own = entryOf(map, email);
  const entry = sameEndpoint(own?.imap, host, port)
    ? own
    : Object.values(map.domains).find((candidate) => sameEndpoint(candidate.imap, host, port));
  if (entry?.imap) return { imap: { host, port, secure: entry.imap.secure }, smtp: entry.smtp ?? null };
  return { imap: { host, port, secure: port !== 143 }, smtp: null };
}

/** What an engine needs of one mailbox: credentials decrypted for the call only. */
export function accessOf(ctx: AppContext, row: MailboxRow): MailboxAccess {
  const access: MailboxAccess = { email: row.email, provider: row.provider, imap: null };
  if (row.imap_host) {
    const { imap, smtp } = endpointsOf(ctx.domainMap, row.email, row.imap_host, row.imap_port ?? 993);
    access.imap = imap;
    if (smtp) access.smtp = smtp;
  }
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
  return { rows, owner: ownerFromRows(ctx, userId, rows) };
}

/** The engine owner of mailbox rows already read. */
export function ownerFromRows(ctx: AppContext, userId: string, rows: MailboxRow[]): EngineOwner {
  return { userId, mailboxes: rows.filter((row) => row.is_active).map((row) => accessOf(ctx, row)) };
}
