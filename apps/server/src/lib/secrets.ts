import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';

/** Encrypts secrets at rest (AES-256-GCM, random 96-bit IV per value) and masks them for screens. */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(
        ':',
      );
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** What a screen may see of a secret: its last 4 characters, the rest masked. */
export function maskSecret(plain: string | null | undefined): string | null {
  if (!plain) return null;
  return `****${plain.slice(-4)}`;
}

/**
 * The 32-byte key: SECRETS_KEY (base64) when configured, else one generated on first start into
 * DATA_DIR/secrets.key (mode 0600). Losing that file makes stored secrets unreadable, so it is never rotated
 * silently.
 */
export function resolveSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = join(dataDir, 'secrets.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
