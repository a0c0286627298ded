import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { TASK_UNEXPECTED_ERROR } from '@marketdesk/contracts/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import { files, tasks } from '../../db/schema';
import { filesFor } from '../files';
import { GridQueryError } from '../grid';
import { registerTaskHandler, type TaskLog } from './registry';
import { taskRunner } from './runner';

// A handler that fails like a bug would, with internals in its message.
registerTaskHandler('test.crash', async () => {
  throw new Error('relation "secret_internal_table" does not exist at /srv/app/x.ts:12');
});
// A handler that finds its task finished by another run while it worked (two runs racing).
registerTaskHandler('test.overtaken', async ({ task, db, files: own }) => {
  await db
    .update(tasks)
    .set({ status: 'SUCCESS', date_done: new Date() })
    .where(eq(tasks.task_id, task.task_id));
  const file = await own.save({ name: 'late.csv', contentType: 'text/csv', stream: Readable.from(['late']) });
  return { fileId: file.id };
});
// A handler whose grid refuses the query (a sort on a column that does not exist): retrying cannot help.
registerTaskHandler('test.refused-query', async () => {
  throw new GridQueryError('sort', 'Cannot sort on no_such_column: no such column', 'field');
});
registerTaskHandler('test.ok', async ({ files: own }) => {
  const file = await own.save({ name: 'ok.txt', contentType: 'text/plain', stream: Readable.from(['ok']) });
  return { fileId: file.id };
});

let testDb: TestDatabase;
let dataDir: string;
let runner: ReturnType<typeof taskRunner>;
let clientId: number;
let userId: number;
const logged: { level: string; obj: object }[] = [];
const log: TaskLog = {
  info: (obj) => logged.push({ level: 'info', obj }),
  warn: (obj) => logged.push({ level: 'warn', obj }),
  error: (obj) => logged.push({ level: 'error', obj }),
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'md-runner-'));
  const db = testDb.database.db;
  runner = taskRunner({ db, files: filesFor({ config: { DATA_DIR: dataDir }, db }), log });
  const make = factories(db);
  clientId = (await make.client()).pk_client_id;
  userId = (await make.user()).id;
});
afterAll(async () => {
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newTask(kind: string, status: 'PENDING' | 'STARTED' | 'SUCCESS' = 'PENDING') {
  const [row] = await testDb.database.db
    .insert(tasks)
    .values({ client_id: clientId, user_id: userId, kind, label: kind, status })
    .returning();
  return row!.task_id;
}
const taskRow = async (taskId: string) =>
  (await testDb.database.db.select().from(tasks).where(eq(tasks.task_id, taskId)))[0]!;

describe('the task runner', () => {
  it('asks for a retry while attempts remain, keeping the task STARTED', async () => {
    const taskId = await newTask('test.crash');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 0, retryLimit: 2 })).toBe('retry');
    expect(await taskRow(taskId)).toMatchObject({ status: 'STARTED', error: null, date_done: null });
  });

  it('on the last attempt records FAILURE with a safe message; the cause goes to the log only', async () => {
    const taskId = await newTask('test.crash');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 2, retryLimit: 2 })).toBe('failure');
    const row = await taskRow(taskId);
    expect(row).toMatchObject({ status: 'FAILURE', error: TASK_UNEXPECTED_ERROR });
    expect(row.date_done).toBeInstanceOf(Date);
    expect(row.error).not.toContain('secret_internal_table');
    const entry = logged.find((l) => l.level === 'error' && (l.obj as { taskId?: string }).taskId === taskId);
    expect((entry?.obj as { err?: Error } | undefined)?.err?.message).toContain('secret_internal_table');
  });

  it('fails at once, with its message and no stack in the log, a refusal such as an unknown sort column', async () => {
    const taskId = await newTask('test.refused-query');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 0, retryLimit: 2 })).toBe('failure');
    expect(await taskRow(taskId)).toMatchObject({
      status: 'FAILURE',
      error: 'Cannot sort on no_such_column: no such column',
    });
    const entries = logged.filter((l) => (l.obj as { taskId?: string }).taskId === taskId);
    expect(entries.map((l) => l.level)).toEqual(['warn']);
    expect(entries[0]!.obj).not.toHaveProperty('err');
  });

  it('runs a STARTED task again (its worker died) and records the result', async () => {
    const taskId = await newTask('test.ok', 'STARTED');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 1, retryLimit: 2 })).toBe('success');
    const row = await taskRow(taskId);
    expect(row.status).toBe('SUCCESS');
    expect(row.result_file_id).not.toBeNull();
  });

  it('skips a finished or unknown task without running its handler', async () => {
    const taskId = await newTask('test.crash', 'SUCCESS');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 0, retryLimit: 2 })).toBe('skipped');
    expect((await taskRow(taskId)).status).toBe('SUCCESS');
    expect(
      await runner.run({ taskId: crypto.randomUUID(), payload: null }, { retryCount: 0, retryLimit: 2 }),
    ).toBe('skipped');
  });

  it('deletes the file of a run that another run beat to the finish', async () => {
    const taskId = await newTask('test.overtaken');
    const before = await testDb.database.db.$count(files);
    expect(await runner.run({ taskId, payload: null }, { retryCount: 0, retryLimit: 2 })).toBe('success');
    expect(await testDb.database.db.$count(files)).toBe(before);
    expect((await taskRow(taskId)).result_file_id).toBeNull();
  });

  it('fails a task whose kind has no handler', async () => {
    const taskId = await newTask('test.nobody-handles-this');
    expect(await runner.run({ taskId, payload: null }, { retryCount: 0, retryLimit: 2 })).toBe('failure');
    expect(await taskRow(taskId)).toMatchObject({ status: 'FAILURE', error: TASK_UNEXPECTED_ERROR });
  });

  it('marks a task the job system gave up on as FAILURE, and leaves a finished one alone', async () => {
    const abandoned = await newTask('test.ok', 'STARTED');
    await runner.giveUp(abandoned);
    expect(await taskRow(abandoned)).toMatchObject({ status: 'FAILURE', error: TASK_UNEXPECTED_ERROR });

    const done = await newTask('test.ok', 'SUCCESS');
    const before = await taskRow(done);
    await runner.giveUp(done);
    expect(await taskRow(done)).toEqual(before);
  });
});

describe('registerTaskHandler', () => {
  it('accepts the same handler twice but not a second handler for a kind, nor a malformed kind', async () => {
    const handler = async () => undefined;
    registerTaskHandler('test.twice', handler);
    registerTaskHandler('test.twice', handler);
    expect(() => registerTaskHandler('test.twice', async () => undefined)).toThrow(/already has a handler/);
    expect(() => registerTaskHandler('Bad Kind', handler)).toThrow(/Invalid task kind/);
  });
});
