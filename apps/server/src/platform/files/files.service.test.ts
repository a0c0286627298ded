import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { clients, files, tasks } from '../../db/schema';
import { HttpError } from '../errors';
import { fileStorageFor, filesService } from '.';

let testDb: TestDatabase;
let dataDir: string;
let service: ReturnType<typeof filesService>;
let make: ReturnType<typeof factories>;
let clientId: number;
let otherClientId: number;
let userId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'md-files-'));
  service = filesService({ db: testDb.database.db, storage: fileStorageFor({ DATA_DIR: dataDir }) });
  make = factories(testDb.database.db);
  clientId = (await make.client()).pk_client_id;
  otherClientId = (await make.client()).pk_client_id;
  userId = (await make.user()).id;
});
afterAll(async () => {
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const save = (content: string | Readable, o: { name?: string; contentType?: string; client?: number } = {}) =>
  service.saveFile({
    clientId: o.client ?? clientId,
    userId,
    kind: 'export',
    name: o.name ?? 'orders.csv',
    contentType: o.contentType ?? 'text/csv; charset=utf-8',
    stream: typeof content === 'string' ? Readable.from([Buffer.from(content)]) : content,
  });
const fileCount = () => testDb.database.db.$count(files);
/** Every stored file under DATA_DIR/files, temporary ones included. */
const storedPaths = () =>
  existsSync(join(dataDir, 'files'))
    ? readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('files service on local storage', () => {
  it('stores a stream under DATA_DIR/files/<client>/<yyyy>/<mm>/<uuid> and records size and SHA-256', async () => {
    const content = 'sku,qty\nA-1,3\nÄ-2,4\n';
    const row = await save(content);
    expect(row).toMatchObject({
      client_id: clientId,
      kind: 'export',
      name: 'orders.csv',
      content_type: 'text/csv; charset=utf-8',
      size: Buffer.byteLength(content),
      sha256: sha256(content),
      created_by: userId,
    });
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(row.storage_key).toMatch(new RegExp(`^${clientId}/${month}/[0-9a-f-]{36}$`));
    expect(readFileSync(join(dataDir, 'files', row.storage_key), 'utf8')).toBe(content);

    const opened = await service.openFile(clientId, row.id);
    expect(opened.file.id).toBe(row.id);
    const back = await text(opened.stream);
    expect(back).toBe(content);
    expect(sha256(back)).toBe(row.sha256);
  });

  it('streams a large file through without changing a byte', async () => {
    const chunk = Buffer.alloc(64 * 1024, 7);
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.concat([chunk, Buffer.from([i])]));
    const row = await save(Readable.from(chunks));
    const whole = Buffer.concat(chunks);
    expect(row.size).toBe(whole.length);
    expect(row.sha256).toBe(sha256(whole));
  });

  it('answers 404 for a file of another client, for open, find and delete alike', async () => {
    const theirs = await save('theirs', { client: otherClientId });
    // One call at a time: promises made up front reject before they are awaited (an unhandled rejection).
    for (const call of [
      () => service.openFile(clientId, theirs.id),
      () => service.findFile(clientId, theirs.id),
      () => service.deleteFile(clientId, theirs.id),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(404);
    }
    expect(await text((await service.openFile(otherClientId, theirs.id)).stream)).toBe('theirs');
  });

  it('keeps only the last segment of a path-like name and never uses it for the path', async () => {
    const row = await save('x', {
      name: 'C:\\fakepath\\..\\..\\report\u0000.csv',
      contentType: 'text/html<script>',
    });
    expect(row.name).toBe('report.csv');
    expect(row.content_type).toBe('application/octet-stream');
    expect(row.storage_key).not.toContain('report');
  });

  it('leaves neither bytes nor a row behind when the stream fails', async () => {
    const before = storedPaths().length;
    const rowsBefore = await fileCount();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('client went away');
      })(),
    );
    await expect(save(failing)).rejects.toThrow('client went away');
    expect(storedPaths().length).toBe(before);
    expect(await fileCount()).toBe(rowsBefore);
  });

  it('deletes the row and the bytes; refuses (409) while a task still names the file', async () => {
    const row = await save('bye');
    const path = join(dataDir, 'files', row.storage_key);
    const [task] = await testDb.database.db
      .insert(tasks)
      .values({
        client_id: clientId,
        user_id: userId,
        kind: 'k',
        label: 'l',
        status: 'SUCCESS',
        result_file_id: row.id,
      })
      .returning();
    const error = await rejection(service.deleteFile(clientId, row.id));
    expect((error as HttpError).statusCode).toBe(409);
    expect(existsSync(path)).toBe(true);

    await testDb.database.db.delete(tasks).where(eq(tasks.task_id, task!.task_id));
    await service.deleteFile(clientId, row.id);
    expect(existsSync(path)).toBe(false);
    expect(await testDb.database.db.select().from(files).where(eq(files.id, row.id))).toEqual([]);
  });

  it('lets a deleted client take its files and tasks with it', async () => {
    const client = (await make.client()).pk_client_id;
    const row = await save('gone', { client });
    await testDb.database.db.insert(tasks).values({
      client_id: client,
      user_id: userId,
      kind: 'k',
      label: 'l',
      status: 'SUCCESS',
      result_file_id: row.id,
    });
    await testDb.database.db.delete(clients).where(eq(clients.pk_client_id, client));
    expect(await testDb.database.db.select().from(files).where(eq(files.client_id, client))).toEqual([]);
  });
});
