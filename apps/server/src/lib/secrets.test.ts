import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskSecret, resolveSecretsKey, secretBox } from './secrets';

describe('secretBox', () => {
  const box = secretBox(Buffer.alloc(32, 7));

  it('round-trips and never stores the clear text', () => {
    const stored = box.encrypt('amzn-client-secret-1234');
    expect(stored).not.toContain('amzn');
    expect(box.decrypt(stored)).toBe('amzn-client-secret-1234');
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses tampered ciphertext and a wrong key', () => {
    const stored = box.encrypt('secret');
    const parts = stored.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
  });

  it('masks all but the last 4 characters', () => {
    expect(maskSecret('abcdefgh1234')).toBe('****1234');
    expect(maskSecret('')).toBeNull();
    expect(maskSecret(null)).toBeNull();
  });
});

describe('resolveSecretsKey', () => {
  it('generates a 32-byte key once into the data directory with mode 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'md-key-'));
    const first = resolveSecretsKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(resolveSecretsKey(undefined, dir).equals(first)).toBe(true);
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('uses the configured key', () => {
    const key = Buffer.alloc(32, 3);
    expect(resolveSecretsKey(key.toString('base64'), '/nonexistent').equals(key)).toBe(true);
  });
});
