import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals mailbox credentials at rest. The engine stores only sealed strings. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** AES-256-GCM with a key derived (SHA-256) from `secret`. Output: base64url(iv|tag|ciphertext). */
export function createSecretBox(secret: string): SecretBox {
  if (!secret || secret.length < 16) throw new Error('mail engine secret key must be at least 16 characters');
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
