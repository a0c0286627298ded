import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, measuring } from './storage';

/**
 * The local driver: files under `root` (DATA_DIR/files) at their storage key. A file is written to a
 * temporary name beside its final one and renamed when complete, so a reader never sees half a file and a
 * failed write leaves nothing behind.
 */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error('Invalid storage key');
    return path;
  };

  return {
    async put(key, stream) {
      const path = pathOf(key);
      // Until pipeline listens, an error of the stream would have no listener and crash the process.
      let early: unknown;
      const onEarly = (error: unknown) => {
        early ??= error;
      };
      stream.on('error', onEarly);
      try {
        await mkdir(dirname(path), { recursive: true });
      } finally {
        stream.off('error', onEarly);
      }
      if (early !== undefined) throw early;
      const partial = `${path}.${randomUUID()}.part`;
      const meter = measuring();
      try {
        await pipeline(stream, meter.transform, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return meter.result();
    },

    async get(key) {
      const path = pathOf(key);
      // Open before answering, so a missing file rejects here rather than failing mid-response.
      const file = createReadStream(path);
      await new Promise<void>((ok, fail) => {
        const opened = () => {
          file.off('error', failed);
          ok();
        };
        const failed = (error: Error) => {
          file.off('open', opened);
          fail(error);
        };
        file.once('open', opened);
        file.once('error', failed);
      });
      return file;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
