/** Reads a test mailbox's folders straight from the server (to check what the engine did). */
import { ImapFlow } from 'imapflow';
import type { Dovecot } from './dovecot';

/** A logged-in IMAP client of a test mailbox (to act as the user's other mail client, or to peek). */
export async function connectTestClient(
  server: Pick<Dovecot, 'host' | 'port'>,
  user: string,
  password: string,
): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: true,
    tls: { rejectUnauthorized: false },
    auth: { user, pass: password },
    logger: false,
  });
  await client.connect();
  return client;
}

export async function folderSenders(
  dovecot: Dovecot,
  user: string,
  password: string,
  folder: string,
): Promise<string[]> {
  const client = await connectTestClient(dovecot, user, password);
  try {
    const box = await client.mailboxOpen(folder, { readOnly: true });
    if (box.exists === 0) return [];
    const out: string[] = [];
    for await (const msg of client.fetch('1:*', { envelope: true, flags: true })) {
      if (msg.flags?.has('\\Deleted')) continue;
      out.push(msg.envelope?.from?.[0]?.address?.toLowerCase() ?? '');
    }
    return out.sort();
  } finally {
    await client.logout();
  }
}

export function countBy(list: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of list) out[x] = (out[x] ?? 0) + 1;
  return out;
}
