import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { tasks } from '../../db/schema';
import { TASK_LIMITS } from './limits';
import { registerTaskHandler } from './registry';
import { tasksService } from './tasks.service';

// Exports that hang until the test opens the gate: one client's backlog that would hold any worker it gets.
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
let running = 0;
let mostRunning = 0;
registerTaskHandler('test.gated', async () => {
  running += 1;
  mostRunning = Math.max(mostRunning, running);
  try {
    await gate;
  } finally {
    running -= 1;
  }
  return undefined;
});
registerTaskHandler('test.quick', async () => undefined);

let t: TaskTestApp;
let service: ReturnType<typeof tasksService>;

beforeAll(async () => {
  // The worker as main.ts starts it, but a deferred job comes back after one second instead of several.
  t = await createTaskTestApp({ workerOptions: { deferSeconds: 1 } });
  service = tasksService({ db: t.db, jobs: t.jobs, links: t.links });
});
afterAll(async () => {
  openGate();
  await t?.close();
});

async function statusOf(taskIds: string[]) {
  return t.db.select({ status: tasks.status }).from(tasks).where(inArray(tasks.task_id, taskIds));
}

/** Waits until every task is finished (the test's timeout bounds it: no timing is asserted). */
async function allFinished(taskIds: string[]) {
  for (;;) {
    const rows = await statusOf(taskIds);
    if (rows.every((r) => r.status === 'SUCCESS' || r.status === 'FAILURE')) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('fairness between clients', () => {
  it("finishes another client's export while one client's full queue of exports hangs", async () => {
    const busy = (await t.make.client()).pk_client_id;
    const other = (await t.make.client()).pk_client_id;
    const hanging: string[] = [];
    while (hanging.length < TASK_LIMITS.perClient) {
      const { user } = await t.make.member(busy, { permissions: ['dashboard:view'] });
      for (let i = 0; i < TASK_LIMITS.perUser && hanging.length < TASK_LIMITS.perClient; i++) {
        const started = await service.startTask({
          clientId: busy,
          userId: user.id,
          kind: 'test.gated',
          label: 'Hanging export',
          payload: { i },
        });
        hanging.push(started.task_id);
      }
    }
    // The busy client's share of the workers hangs; its other tasks wait in the queue.
    while (running < TASK_LIMITS.activePerClient) await new Promise((r) => setTimeout(r, 50));
    const { user } = await t.make.member(other, { permissions: ['dashboard:view'] });
    const quick = await service.startTask({
      clientId: other,
      userId: user.id,
      kind: 'test.quick',
      label: 'Quick',
    });

    expect(await allFinished([quick.task_id])).toEqual([{ status: 'SUCCESS' }]);
    // The busy client never held more than its share of the workers, and its tasks are all still there.
    expect(mostRunning).toBe(TASK_LIMITS.activePerClient);
    const stillBusy = await t.db.$count(
      tasks,
      and(eq(tasks.client_id, busy), inArray(tasks.status, ['PENDING', 'STARTED'])),
    );
    expect(stillBusy).toBe(TASK_LIMITS.perClient);

    // Once they can, the deferred ones all run: deferring loses no task.
    openGate();
    const done = await allFinished(hanging);
    expect(done.map((r) => r.status)).toEqual(hanging.map(() => 'SUCCESS'));
    expect(mostRunning).toBe(TASK_LIMITS.activePerClient);
  }, 90_000);
});
