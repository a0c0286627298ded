import { randomUUID } from 'node:crypto';
import { TASK_UNAVAILABLE, type TaskStatusItem, taskStatusResponse } from '@marketdesk/contracts/tasks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { files, tasks } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import {
  keysetBatches,
  registerTaskHandler,
  TASK_QUEUE,
  TaskError,
  type TaskJobData,
  tasksService,
  writeChunk,
} from '../../platform/tasks';

// Test handlers. Real ones write through platform/spreadsheets; these join numbers with commas.
const calls: Record<string, number> = {};
const count = (kind: string) => {
  calls[kind] = (calls[kind] ?? 0) + 1;
};

registerTaskHandler<{ upTo: number }>('test.numbers', async ({ task, payload, files, db }) => {
  count('test.numbers');
  // Rows from the database in batches of 100, by keyset: the export's memory holds one batch.
  const page = async (after: number | null, limit: number) => {
    const result = (await db.execute(
      sql`select n from generate_series(1, ${payload.upTo}::int) as n where n > ${after ?? 0}::int order by n limit ${limit}::int`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows.map((r) => Number(r.n));
  };
  const file = await files.write({
    name: `${task.label}.csv`,
    contentType: 'text/csv; charset=utf-8',
    writeRows: async (out) => {
      await writeChunk(out, 'n,square\n');
      for await (const batch of keysetBatches(page, (n) => n, 100)) {
        await writeChunk(out, batch.map((n) => `${n},${n * n}\n`).join(''));
      }
    },
  });
  return { fileId: file.id };
});

registerTaskHandler('test.refuse', async () => {
  count('test.refuse');
  throw new TaskError('No rows match the filter');
});

registerTaskHandler('test.no-file', async () => {
  count('test.no-file');
  return undefined;
});

const expectedNumbers = (upTo: number) =>
  `n,square\n${Array.from({ length: upTo }, (_, i) => `${i + 1},${(i + 1) ** 2}\n`).join('')}`;

let t: TaskTestApp;
let acme: number;
let borealis: number;
type Caller = { id: number; headers: Record<string, string> };
let seller: Caller;
let colleague: Caller;
let service: ReturnType<typeof tasksService>;

beforeAll(async () => {
  t = await createTaskTestApp();
  acme = (await t.make.client()).pk_client_id;
  borealis = (await t.make.client()).pk_client_id;
  const s = (await t.make.member(acme, { permissions: ['dashboard:view'] })).user;
  await t.make.membership(s.id, borealis);
  seller = { id: s.id, headers: await t.auth(s.id) };
  const c = (await t.make.member(acme, { permissions: ['dashboard:view'] })).user;
  colleague = { id: c.id, headers: await t.auth(c.id) };
  service = tasksService({ db: t.db, jobs: t.jobs, links: t.links });
});
afterAll(() => t?.close());

const start = (kind: string, payload: unknown = {}, who = seller, clientId = acme) =>
  service.startTask({ clientId, userId: who.id, kind, label: `Test ${kind}`, payload });

async function status(taskIds: string[], who = seller, clientId = acme) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/tasks/task-status?client_id=${clientId}`,
    headers: who.headers,
    payload: { task_ids: taskIds },
  });
  expect(res.statusCode, res.body).toBe(200);
  return taskStatusResponse.parse(res.json());
}

/** Polls as the web does until the task is finished (the test timeout bounds it). */
async function finished(taskId: string, who = seller): Promise<TaskStatusItem> {
  for (;;) {
    const [item] = await status([taskId], who);
    if (item && (item.status === 'SUCCESS' || item.status === 'FAILURE')) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a task from start to download', () => {
  it('is PENDING, then SUCCESS with a signed result path that downloads the file', async () => {
    const { task_id } = await start('test.numbers', { upTo: 250 });
    const [first] = await status([task_id]);
    expect(first).toMatchObject({ task_id, result: null, error: null, date_done: null });
    expect(['PENDING', 'STARTED']).toContain(first!.status);

    const done = await finished(task_id);
    expect(done).toMatchObject({ task_id, status: 'SUCCESS', error: null });
    expect(new Date(done.date_done!).getTime()).not.toBeNaN();
    expect(done.result).toMatch(new RegExp(`^/files/download/\\d+\\?u=${seller.id}&exp=\\d+&sig=[\\w-]+$`));

    // The browser opens base address + result in a new window, without a token.
    const download = await t.app.inject({ method: 'GET', url: done.result! });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(expectedNumbers(250));
    expect(download.headers['content-disposition']).toContain('filename="Test test.numbers.csv"');

    const [row] = await t.db.select().from(tasks).where(eq(tasks.task_id, task_id));
    const [file] = await t.db.select().from(files).where(eq(files.id, row!.result_file_id!));
    expect(file).toMatchObject({ client_id: acme, kind: 'export', created_by: seller.id });
  });

  it('ends SUCCESS without a result when the handler makes no file', async () => {
    const { task_id } = await start('test.no-file');
    expect(await finished(task_id)).toMatchObject({ status: 'SUCCESS', result: null, error: null });
  });

  it("ends FAILURE with the handler's user-facing message", async () => {
    const { task_id } = await start('test.refuse');
    const done = await finished(task_id);
    expect(done).toMatchObject({ status: 'FAILURE', result: null, error: 'No rows match the filter' });
    expect(done.date_done).not.toBeNull();
  });
});

describe('POST /tasks/task-status', () => {
  it("answers only the caller's own tasks in the selected client, in the order asked", async () => {
    const mine = await start('test.no-file');
    const theirs = await start('test.no-file', {}, colleague);
    const elsewhere = await start('test.no-file', {}, seller, borealis);
    const unknown = randomUUID();

    const answer = await status([unknown, theirs.task_id, mine.task_id, elsewhere.task_id, mine.task_id]);
    expect(answer.map((a) => a.task_id)).toEqual([mine.task_id]);
    // The colleague cannot see the seller's task, nor learn that it exists.
    expect(await status([mine.task_id], colleague)).toEqual([]);
    expect((await status([elsewhere.task_id], seller, borealis)).map((a) => a.task_id)).toEqual([
      elsewhere.task_id,
    ]);
    expect(await status([])).toEqual([]);
  });

  it('refuses ids that are not uuids, more than 100 ids, and a client the caller is not in', async () => {
    const post = (payload: object, clientId = acme) =>
      t.app.inject({
        method: 'POST',
        url: `/tasks/task-status?client_id=${clientId}`,
        headers: colleague.headers,
        payload,
      });
    expect((await post({ task_ids: ['1'] })).statusCode).toBe(422);
    expect((await post({ task_ids: Array.from({ length: 101 }, () => randomUUID()) })).statusCode).toBe(422);
    expect((await post({})).statusCode).toBe(422);
    expect((await post({ task_ids: [] }, borealis)).statusCode).toBe(403);
  });
});

describe('retries', () => {
  it('does nothing when the job of a finished task runs again', async () => {
    const { task_id } = await start('test.numbers', { upTo: 3 });
    const done = await finished(task_id);
    const [before] = await t.db.select().from(tasks).where(eq(tasks.task_id, task_id));
    const handled = calls['test.numbers'];
    const fileCount = await t.db.$count(files);

    const data: TaskJobData = { taskId: task_id, payload: { upTo: 3 } };
    const jobId = (await t.jobs.send(TASK_QUEUE, data))!;
    let job = await t.jobs.getJobById<TaskJobData>(TASK_QUEUE, jobId);
    while (job?.state !== 'completed') {
      await new Promise((r) => setTimeout(r, 100));
      job = await t.jobs.getJobById<TaskJobData>(TASK_QUEUE, jobId);
    }
    expect(job.output).toEqual({ outcome: 'skipped' });
    expect(calls['test.numbers']).toBe(handled);
    expect(await t.db.$count(files)).toBe(fileCount);
    const [after] = await t.db.select().from(tasks).where(eq(tasks.task_id, task_id));
    expect(after).toEqual(before);
    expect((await status([task_id]))[0]).toMatchObject({ status: 'SUCCESS', date_done: done.date_done });
  });
});

describe('startTask', () => {
  it('answers 503 when the job system is not running, and refuses a kind without a handler', async () => {
    const offline = tasksService({ db: t.db, links: t.links });
    const input = { clientId: acme, userId: seller.id, kind: 'test.no-file', label: 'x' };
    await expect(offline.startTask(input)).rejects.toEqual(new HttpError(503, TASK_UNAVAILABLE));
    await expect(service.startTask({ ...input, kind: 'test.unknown' })).rejects.toThrow(/No task handler/);
  });
});
