import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { startS3rver, type TestS3 } from '../../../test/fixtures/s3';
import { testConfig } from '../../../test/helper';
import { files } from '../../db/schema';
import { fileStorageFor, filesService, s3ClientFor, s3FileStorage } from '.';
import { localFileStorage } from './local-storage';
import type { FileStorage } from './storage';
import { newStorageKey } from './storage';

let s3: TestS3;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3rver();
  storage = s3FileStorage({ bucket: s3.bucket, ...s3.settings });
});
afterAll(() => s3?.close());

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** Yields `chunks` buffers, then fails as a client that goes away mid-upload does. */
const failingAfter = (chunks: Buffer[]) =>
  Readable.from(
    (async function* () {
      yield* chunks;
      throw new Error('client went away');
    })(),
  );

describe('S3 file storage', () => {
  it('streams a multi-megabyte file through a multipart upload and back, measuring size and SHA-256', async () => {
    // 13 MiB in odd-sized chunks: three parts of a multipart upload, none aligned with a chunk.
    const chunks = Array.from({ length: 13 }, (_, i) => randomBytes(1024 * 1024 + (i % 3) - 1));
    const whole = Buffer.concat(chunks);
    const key = newStorageKey(7);
    expect(await storage.put(key, Readable.from(chunks))).toEqual({
      size: whole.length,
      sha256: sha256(whole),
    });
    expect(await s3.keys()).toContain(key);
    const back = await buffer(await storage.get(key));
    expect(back.length).toBe(whole.length);
    expect(sha256(back)).toBe(sha256(whole));
  });

  it('stores a small file and an empty one with one request each', async () => {
    const small = newStorageKey(7);
    expect(await storage.put(small, Readable.from(['hello']))).toEqual({
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect(await text(await storage.get(small))).toBe('hello');
    const empty = newStorageKey(7);
    expect(await storage.put(empty, Readable.from([]))).toEqual({ size: 0, sha256: sha256('') });
    expect(await text(await storage.get(empty))).toBe('');
  });

  it('rejects a missing key as the local driver does (ENOENT), and deleting twice is fine', async () => {
    const key = newStorageKey(7);
    await storage.put(key, Readable.from(['bye']));
    await storage.delete(key);
    expect(await s3.keys()).not.toContain(key);
    const local = localFileStorage(join(tmpdir(), 'md-nothing-here'));
    for (const driver of [storage, local]) {
      await expect(driver.get(key)).rejects.toThrow(/ENOENT/);
      await expect(driver.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    }
    await storage.delete(key); // deleting nothing is fine
    await storage.delete(newStorageKey(7)); // nor a key that never held anything
  });

  it('leaves no object behind when the stream fails: before it is read, in the first part, or parts later', async () => {
    // A client of its own that notes each command sent (the driver takes a client as well as settings).
    const sent: string[] = [];
    const client = new S3Client(s3.settings);
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    const watched = s3FileStorage({ client, bucket: s3.bucket });
    const before = await s3.keys();

    // Destroyed before the driver reads it: a rejection, not a crash of the process.
    const stream = new PassThrough();
    const putting = watched.put(newStorageKey(7), stream);
    stream.destroy(new Error('upload aborted'));
    await expect(putting).rejects.toThrow('upload aborted');
    const early = watched.put(newStorageKey(7), failingAfter([Buffer.from('partial')]));
    await expect(early).rejects.toThrow('client went away');

    // Two full parts are on the server when the stream fails: the upload is aborted and the key deleted.
    sent.length = 0;
    const late = newStorageKey(7);
    const parts = [randomBytes(6 * 1024 * 1024), randomBytes(6 * 1024 * 1024)];
    await expect(watched.put(late, failingAfter(parts))).rejects.toThrow('client went away');
    expect(sent[0]).toBe('CreateMultipartUploadCommand');
    expect(sent).toContain('UploadPartCommand');
    expect(sent.slice(-2)).toEqual(['AbortMultipartUploadCommand', 'DeleteObjectCommand']);
    expect(await s3.keys()).toEqual(before);
    await expect(watched.get(late)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('passes on a failure of the store and releases the stream it was reading', async () => {
    const nowhere = s3FileStorage({ bucket: 'no-such-bucket', ...s3.settings });
    const stream = Readable.from([Buffer.from('x')]);
    await expect(nowhere.put(newStorageKey(7), stream)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(stream.destroyed).toBe(true);
    await expect(nowhere.get(newStorageKey(7))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses any key it did not make, before calling the store', async () => {
    for (const key of ['../etc/passwd', '3/2025/01/../../x', '/etc/passwd', '3/2025/01/not-a-uuid', '']) {
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('choosing the driver from the configuration', () => {
  it('takes FILE_STORAGE=s3 to the bucket, with one S3 client per process and settings', async () => {
    const config = testConfig(s3.env);
    const key = newStorageKey(8);
    await fileStorageFor(config).put(key, Readable.from(['configured']));
    expect(await text(await storage.get(key))).toBe('configured');
    expect(s3ClientFor({ ...s3.settings })).toBe(s3ClientFor(s3.settings));
    expect(s3ClientFor({ ...s3.settings, region: 'eu-west-1' })).not.toBe(s3ClientFor(s3.settings));
  });

  it('refuses FILE_STORAGE=s3 without a bucket at start, and half a pair of credentials', () => {
    expect(() => testConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORAGE=s3/);
    const { S3_SECRET_ACCESS_KEY: _, ...half } = s3.env;
    expect(() => fileStorageFor(testConfig(half))).toThrow(/set both, or neither/);
  });
});

describe('files service on S3 storage', () => {
  let testDb: TestDatabase;
  let service: ReturnType<typeof filesService>;
  let clientId: number;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = filesService({ db: testDb.database.db, storage });
    clientId = (await factories(testDb.database.db).client()).pk_client_id;
  });
  afterAll(() => testDb?.drop());

  const save = (stream: Readable) =>
    service.saveFile({
      clientId,
      userId: null,
      kind: 'export',
      name: 'orders.csv',
      contentType: 'text/csv',
      stream,
    });

  it('saves, opens and deletes a file: the row names the object', async () => {
    const row = await save(Readable.from(['sku,qty\nA-1,3\n']));
    expect(row).toMatchObject({ size: 14, sha256: sha256('sku,qty\nA-1,3\n') });
    expect(await s3.keys()).toContain(row.storage_key);
    expect(await text((await service.openFile(clientId, row.id)).stream)).toBe('sku,qty\nA-1,3\n');
    await service.deleteFile(clientId, row.id);
    expect(await s3.keys()).not.toContain(row.storage_key);
  });

  it('leaves neither an object nor a row behind when the stream fails', async () => {
    const before = await s3.keys();
    const rows = await testDb.database.db.$count(files);
    await expect(save(failingAfter([randomBytes(6 * 1024 * 1024)]))).rejects.toThrow('client went away');
    expect(await s3.keys()).toEqual(before);
    expect(await testDb.database.db.$count(files)).toBe(rows);
  });
});
