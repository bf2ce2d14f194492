import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The data directory holds the embedded database, the keys and the dev outbox (live magic links):
 * readable by the server's user only. Creates it 0700 and tightens what an older start left readable
 * (directories 0700, files 0600); new files follow the process umask (main.ts sets 077).
 */
export async function secureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tighten(dir, 0);
}

async function tighten(dir: string, depth: number): Promise<void> {
  await chmod(dir, 0o700);
  if (depth > 16) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await tighten(path, depth + 1);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}
