import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { type Jobs, startJobs, stopJobs } from './jobs';

let testDb: TestDatabase;
let jobs: Jobs;
beforeAll(async () => {
  testDb = await createTestDatabase();
  jobs = await startJobs(testDb.database, { error: () => {} }, { schedule: false, supervise: false });
});
afterAll(async () => {
  await stopJobs(jobs);
  await testDb.drop();
});

describe('pg-boss on the application database', () => {
  it('runs a job that was sent and records its output', async () => {
    await jobs.createQueue('echo');
    const seen = new Promise<{ id: string; data: { word: string } }>((resolve) => {
      void jobs.work<{ word: string }>('echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        resolve(job!);
        return { shouted: job!.data.word.toUpperCase() };
      });
    });
    const id = await jobs.send('echo', { word: 'hello' });
    expect(id).toBeTruthy();
    const job = await seen;
    expect(job.id).toBe(id);
    expect(job.data).toEqual({ word: 'hello' });

    // The worker completes the job after the handler returns; wait for that state, not for a time.
    let done = await jobs.getJobById('echo', id!);
    while (done?.state !== 'completed') {
      await new Promise((r) => setTimeout(r, 100));
      done = await jobs.getJobById('echo', id!);
    }
    expect(done.output).toEqual({ shouted: 'HELLO' });
  });

  it('keeps its tables in the same database as the application', async () => {
    // Both drivers answer raw SQL with { rows }.
    const { rows } = (await testDb.database.db.execute(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'",
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });
});
