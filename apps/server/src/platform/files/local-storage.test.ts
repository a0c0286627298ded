import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './local-storage';
import { newStorageKey } from './storage';

const root = mkdtempSync(join(tmpdir(), 'md-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = localFileStorage(root);

  it('puts, gets and deletes by key', async () => {
    const key = newStorageKey(3, new Date('2025-01-31T23:59:59Z'));
    expect(key).toMatch(/^3\/2025\/01\/[0-9a-f-]{36}$/);
    expect(await storage.put(key, Readable.from(['hello']))).toEqual({
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect(await text(await storage.get(key))).toBe('hello');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow(/ENOENT/);
    await storage.delete(key); // deleting nothing is fine
  });

  it('rejects (and does not crash the process) when the stream fails before storing starts', async () => {
    const stream = new PassThrough();
    const putting = storage.put(newStorageKey(3), stream);
    stream.destroy(new Error('upload aborted'));
    await expect(putting).rejects.toThrow('upload aborted');
  });

  it('refuses any key it did not make, so no request text can name a path', async () => {
    for (const key of ['../etc/passwd', '3/2025/01/../../x', '/etc/passwd', '3/2025/01/not-a-uuid', '']) {
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
    expect(() => newStorageKey(0)).toThrow();
    expect(() => newStorageKey(Number.NaN)).toThrow();
  });
});
