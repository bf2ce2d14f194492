import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * AES-256-GCM for secrets at rest (mailbox passwords, OAuth refresh tokens, pending session tokens).
 * Ciphertext format: `v1.<iv b64url>.<tag b64url>.<data b64url>`.
 */
export interface Cipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== KEY_BYTES) throw new Error('SECRET_KEY must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(
        '.',
      );
    },
    decrypt(sealed) {
      const [format, iv, tag, data] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || data === undefined)
        throw new Error('unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key: `SECRET_KEY` (64 hex chars or base64 of 32 bytes), else `<dataDir>/secret.key`, created with
 * mode 0600 on first start.
 */
export async function loadSecretKey(secretKey: string | undefined, dataDir: string): Promise<Buffer> {
  if (secretKey) {
    const key = /^[0-9a-f]{64}$/i.test(secretKey)
      ? Buffer.from(secretKey, 'hex')
      : Buffer.from(secretKey, 'base64');
    if (key.length !== KEY_BYTES)
      throw new Error('SECRET_KEY must be 64 hex characters or 32 bytes in base64');
    return key;
  }
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  await writeFile(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** A random URL-safe token (sessions, async jobs, magic codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
