import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { files } from '../../db/schema';
import { type FilesService, filesFor } from '../files';
import { keysetBatches, offsetBatches, writeChunk, writeToFile } from './export';

describe('batches', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

  it('keysetBatches reads every row once, batch by batch, each query after the last key', async () => {
    const asked: (number | null)[] = [];
    const fetch = async (after: number | null, limit: number) => {
      asked.push(after);
      return rows.filter((r) => r.id > (after ?? 0)).slice(0, limit);
    };
    const batches = [];
    for await (const batch of keysetBatches(fetch, (r) => r.id, 10)) batches.push(batch.map((r) => r.id));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(rows.map((r) => r.id));
    expect(asked).toEqual([null, 10, 20]);
  });

  it('stops after a full last batch with one empty query, and yields nothing for no rows', async () => {
    const twenty = rows.slice(0, 20);
    const fetch = async (after: number | null, limit: number) =>
      twenty.filter((r) => r.id > (after ?? 0)).slice(0, limit);
    const sizes: number[] = [];
    for await (const batch of keysetBatches(fetch, (r) => r.id, 10)) sizes.push(batch.length);
    expect(sizes).toEqual([10, 10]);
    for await (const _ of keysetBatches(
      async () => [],
      (r: { id: number }) => r.id,
    ))
      throw new Error('no rows');
  });

  it('offsetBatches pages by offset', async () => {
    const offsets: number[] = [];
    const all: number[] = [];
    for await (const batch of offsetBatches(async (offset, limit) => {
      offsets.push(offset);
      return rows.slice(offset, offset + limit);
    }, 10))
      all.push(...batch.map((r) => r.id));
    expect(all).toEqual(rows.map((r) => r.id));
    expect(offsets).toEqual([0, 10, 20]);
  });
});

describe('writeChunk', () => {
  it('waits while the stream is full and goes on once it drains', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    let settled = false;
    const writing = writeChunk(out, 'abcdefgh').then(() => {
      settled = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    out.resume(); // the consumer reads: the buffer drains
    await writing;
    expect(settled).toBe(true);
  });

  it('rejects instead of waiting for ever when the stream is destroyed', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    const writing = writeChunk(out, 'abcdefgh');
    out.destroy(new Error('storage failed'));
    await expect(writing).rejects.toThrow('storage failed');
    await expect(writeChunk(out, 'more')).rejects.toThrow('storage failed');
  });
});

describe('writeToFile', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let service: FilesService;
  let clientId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'md-export-'));
    service = filesFor({ config: { DATA_DIR: dataDir }, db: testDb.database.db });
    clientId = (await factories(testDb.database.db).client()).pk_client_id;
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = () => ({
    clientId,
    userId: null,
    kind: 'export' as const,
    name: 'x.csv',
    contentType: 'text/csv',
  });

  it('stores what the writer writes, in many chunks', async () => {
    const row = await writeToFile(service, base(), async (out) => {
      for (let i = 0; i < 2000; i++) await writeChunk(out, `${i},${'x'.repeat(100)}\n`);
    });
    const content = await text((await service.openFile(clientId, row.id)).stream);
    expect(content.split('\n')).toHaveLength(2001);
    expect(row.size).toBe(Buffer.byteLength(content));
  });

  it('leaves no file and no row when the writer fails halfway', async () => {
    const before = await testDb.database.db.$count(files);
    await expect(
      writeToFile(service, base(), async (out) => {
        await writeChunk(out, 'a,b\n');
        throw new Error('query failed');
      }),
    ).rejects.toThrow('query failed');
    expect(await testDb.database.db.$count(files)).toBe(before);
    const leftovers = readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name.endsWith('.part'),
    );
    expect(leftovers).toEqual([]);
  });
});
