import { taskLimitReached } from '@marketdesk/contracts/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { tasks } from '../../db/schema';
import { HttpError } from '../errors';
import { TASK_LIMITS } from './limits';
import { registerTaskHandler } from './registry';
import { requestKey } from './request-key';
import { tasksService } from './tasks.service';

registerTaskHandler('test.limits', async () => undefined);

// No worker: tasks stay PENDING, so only the start decides.
let t: TaskTestApp;
let service: ReturnType<typeof tasksService>;

beforeAll(async () => {
  t = await createTaskTestApp({ worker: false });
  service = tasksService({ db: t.db, jobs: t.jobs, links: t.links });
});
afterAll(() => t?.close());

const settle = (starts: Promise<{ task_id: string }>[]) => Promise.allSettled(starts);

describe('startTask under concurrent starts', () => {
  it("never lets one user's simultaneous starts past the limit, nor queue one request twice", async () => {
    const clientId = (await t.make.client()).pk_client_id;
    const { user } = await t.make.member(clientId, { permissions: ['dashboard:view'] });
    const start = (n: number) =>
      service.startTask({ clientId, userId: user.id, kind: 'test.limits', label: 'x', payload: { n } });

    const same = await settle(Array.from({ length: 10 }, () => start(0)));
    const ids = same.map((r) => (r.status === 'fulfilled' ? r.value.task_id : 'refused'));
    expect(new Set(ids)).toEqual(new Set([ids[0]]));

    const burst = await settle(Array.from({ length: 30 }, (_, i) => start(i + 1)));
    const refused = burst.filter((r) => r.status === 'rejected');
    expect(burst.length - refused.length).toBe(TASK_LIMITS.perUser - 1);
    for (const r of refused) {
      expect(r.reason).toEqual(new HttpError(429, taskLimitReached.user(TASK_LIMITS.perUser)));
    }
    expect(await t.db.$count(tasks, eq(tasks.client_id, clientId))).toBe(TASK_LIMITS.perUser);
  });

  it("never lets a client's simultaneous starts past the client's limit", async () => {
    const clientId = (await t.make.client()).pk_client_id;
    const users = [];
    for (let i = 0; i < 10; i++)
      users.push((await t.make.member(clientId, { permissions: ['dashboard:view'] })).user);
    const burst = await settle(
      users.flatMap((u) =>
        [1, 2, 3].map((n) =>
          service.startTask({ clientId, userId: u.id, kind: 'test.limits', label: 'x', payload: { n } }),
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(TASK_LIMITS.perClient);
    expect(await t.db.$count(tasks, eq(tasks.client_id, clientId))).toBe(TASK_LIMITS.perClient);
  });
});

describe('requestKey', () => {
  it('is the same for the same payload built in another key order, and differs when a value differs', () => {
    const a = { selection: { sort: [{ field: 'x', sort: 'asc' }], search: 'q' }, mpId: 3 };
    const b = { mpId: 3, selection: { search: 'q', sort: [{ sort: 'asc', field: 'x' }] } };
    expect(requestKey(a)).toBe(requestKey(b));
    expect(requestKey({ ...a, mpId: 4 })).not.toBe(requestKey(a));
    expect(requestKey(undefined)).toBe(requestKey(null));
  });
});
