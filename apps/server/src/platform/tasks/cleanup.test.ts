import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { files, tasks } from '../../db/schema';
import { filesService, localFileStorage } from '../files';
import { cleanupTasks } from './cleanup';

let testDb: TestDatabase;
let dir: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'md-cleanup-'));
});
afterAll(async () => {
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the 24-hour rule', () => {
  it('deletes tasks finished over a day ago with their export files, and export files no task names', async () => {
    const db = testDb.database.db;
    const make = factories(db);
    const client = await make.client();
    const user = await make.user();
    const svc = filesService({ db, storage: localFileStorage(dir) });
    const file = (name: string) =>
      svc.saveFile({
        clientId: client.pk_client_id,
        userId: user.id,
        kind: 'export',
        name,
        contentType: 'text/csv',
        stream: Readable.from(['a,b\n']),
      });
    const now = new Date('2026-11-26T12:00:00Z');
    const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const old = await file('old.csv');
    const recent = await file('recent.csv');
    const orphan = await file('orphan.csv');
    await db.execute(
      sql`update files set created_at = ${ago(30).toISOString()}::timestamptz where id in (${old.id}, ${orphan.id})`,
    );
    const task = (
      status: 'SUCCESS' | 'FAILURE' | 'PENDING',
      doneHoursAgo: number | null,
      fileId: number | null,
    ) =>
      db.insert(tasks).values({
        client_id: client.pk_client_id,
        user_id: user.id,
        kind: 'export',
        label: 'Export',
        status,
        result_file_id: fileId,
        date_done: doneHoursAgo === null ? null : ago(doneHoursAgo),
      });
    await task('SUCCESS', 25, old.id);
    await task('FAILURE', 48, null);
    await task('SUCCESS', 2, recent.id);
    await task('PENDING', null, null);

    expect(await cleanupTasks({ db, files: svc }, now)).toEqual({ tasks: 2, files: 2 });
    const left = await db
      .select({ status: tasks.status })
      .from(tasks)
      .where(eq(tasks.client_id, client.pk_client_id));
    expect(left.map((t) => t.status).sort()).toEqual(['PENDING', 'SUCCESS']);
    const kept = await db
      .select({ name: files.name })
      .from(files)
      .where(eq(files.client_id, client.pk_client_id));
    expect(kept.map((f) => f.name)).toEqual(['recent.csv']);
    await expect(svc.stream(old)).rejects.toThrow();
    expect(await cleanupTasks({ db, files: svc }, now)).toEqual({ tasks: 0, files: 0 });
  });
});
