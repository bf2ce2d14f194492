import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web Push VAPID keys: `<dataDir>/vapid.json`, generated on first start. */
export async function loadVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  await mkdir(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
