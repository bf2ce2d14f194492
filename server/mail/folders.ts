import type { ImapFlow } from 'imapflow';

export interface FolderRef {
  role: 'inbox' | 'junk';
  path: string;
}

const JUNK_NAMES =
  /^(\[gmail\]\/spam|junk|junk e-?mail|spam|bulk mail|courrier ind[ée]sirable|spamverdacht|unerw[üu]nscht)$/i;
const TRASH_NAMES =
  /^(\[gmail\]\/(trash|bin|corbeille)|trash|deleted items|deleted messages|bin|papierkorb|corbeille|gel[öo]schte elemente)$/i;

/** INBOX plus the special-use \Junk folder (or a well-known junk name), and the Trash path. */
export async function resolveFolders(client: ImapFlow): Promise<{ scan: FolderRef[]; trash: string | null }> {
  const list = await client.list();
  const junk = list.find((l) => l.specialUse === '\\Junk') ?? list.find((l) => JUNK_NAMES.test(l.path));
  const trash = list.find((l) => l.specialUse === '\\Trash') ?? list.find((l) => TRASH_NAMES.test(l.path));
  const scan: FolderRef[] = [{ role: 'inbox', path: 'INBOX' }];
  if (junk && junk.path.toUpperCase() !== 'INBOX') scan.push({ role: 'junk', path: junk.path });
  return { scan, trash: trash?.path ?? null };
}

/** Compresses UIDs into an IMAP sequence set ("1:5,9,12:14"). */
export function uidSet(uids: number[]): string {
  // A scan chunk is strictly descending already (a slice of the pass, newest first): reversed, not sorted.
  let descending = true;
  for (let i = 1; i < uids.length && descending; i++) descending = uids[i]! < uids[i - 1]!;
  const sorted = descending ? [...uids].reverse() : [...new Set(uids)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (let i = 1; i <= sorted.length; i++) {
    const u = sorted[i];
    if (u !== undefined && prev !== undefined && u === prev + 1) {
      prev = u;
      continue;
    }
    if (start !== undefined && prev !== undefined)
      parts.push(start === prev ? `${start}` : `${start}:${prev}`);
    start = u;
    prev = u;
  }
  return parts.join(',');
}
