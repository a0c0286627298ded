import { createHash, randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';

/** What storing a stream measured: the byte count and the hex SHA-256 of the bytes. */
export interface StoredBlob {
  size: number;
  sha256: string;
}

/**
 * Where file bytes live (DESIGN section 9 "Files"). Keys are built by `newStorageKey` only, never from a
 * request. The local driver keeps them under DATA_DIR/files; an S3-compatible driver is the same interface.
 */
export interface FileStorage {
  /** Stores the whole stream under `key`; nothing is left behind when the stream fails. */
  put(key: string, stream: Readable): Promise<StoredBlob>;
  /** The stored bytes; rejects when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** `<client_id>/<yyyy>/<mm>/<uuid>`: a client's files together, months apart, names unguessable. */
export function newStorageKey(clientId: number, now = new Date()): string {
  if (!Number.isSafeInteger(clientId) || clientId <= 0) throw new Error(`Invalid client id ${clientId}`);
  const yyyy = String(now.getUTCFullYear()).padStart(4, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${clientId}/${yyyy}/${mm}/${randomUUID()}`;
}

const KEY = /^\d+\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Drivers refuse any key `newStorageKey` could not have made (defence in depth against path tricks). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
}

/** Counts and hashes the bytes passing through, so one read of the stream gives size and SHA-256 (every driver). */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { transform, result: (): StoredBlob => ({ size, sha256: hash.digest('hex') }) };
}
