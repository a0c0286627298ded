import { taskLimitReached } from '@marketdesk/contracts/tasks';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { tasks } from '../../db/schema';
import { TASK_LIMITS, TASK_QUEUE } from '../../platform/tasks';

// No worker: every export stays PENDING, so what the start call decides is all there is to see.
let t: TaskTestApp;
let a: VaultClient;
let b: VaultClient;
type Caller = { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTaskTestApp({ worker: false });
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  b = await vaultClient(t, mp);
});
afterAll(() => t?.close());

const user = (client: VaultClient) =>
  vaultUser(t, client.clientId, ['view:sku', 'view:orders'], [client.mp.az]);

/** Starts a SKU export sorted on `field` (one distinct export per field and direction). */
function exportSku(who: Caller, client: VaultClient, sort: { field: string; sort: 'asc' | 'desc' }[] = []) {
  const params = new URLSearchParams({ client_id: String(client.clientId), sort: JSON.stringify(sort) });
  return t.app.inject({ method: 'GET', url: `/data/sku/download?${params}`, headers: who.headers });
}

const SORTS = ['sku_code', 'sku_name', 'weight_g'].flatMap((field) =>
  (['asc', 'desc'] as const).map((sort) => [{ field, sort }]),
);

const tasksOf = (clientId: number, userId?: number) =>
  t.db.$count(
    tasks,
    userId === undefined
      ? eq(tasks.client_id, clientId)
      : and(eq(tasks.client_id, clientId), eq(tasks.user_id, userId)),
  );

describe('export limits', () => {
  it('answers a repeated identical export with the task already queued, and a changed one with a new task', async () => {
    const seller = await user(a);
    const first = await exportSku(seller, a, SORTS[0]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await exportSku(seller, a, SORTS[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await tasksOf(a.clientId, seller.id)).toBe(1);

    // Another sort is another export; the same export by a colleague is the colleague's own task.
    const other = await exportSku(seller, a, SORTS[1]);
    expect(other.json().task_id).not.toBe(first.json().task_id);
    const colleague = await user(a);
    const theirs = await exportSku(colleague, a, SORTS[0]);
    expect(theirs.json().task_id).not.toBe(first.json().task_id);

    // Once a worker has started it, its rows may already be read: a new request gets a new task.
    await t.db.update(tasks).set({ status: 'STARTED' }).where(eq(tasks.task_id, first.json().task_id));
    const later = await exportSku(seller, a, SORTS[0]);
    expect(later.statusCode).toBe(200);
    expect(later.json().task_id).not.toBe(first.json().task_id);
  });

  it(`refuses a user's export beyond ${TASK_LIMITS.perUser} unfinished tasks with 429, a duplicate still answered`, async () => {
    const seller = await user(a);
    const ids: string[] = [];
    for (const sort of SORTS.slice(0, TASK_LIMITS.perUser)) {
      const res = await exportSku(seller, a, sort);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().task_id);
    }
    const refused = await exportSku(seller, a, SORTS[TASK_LIMITS.perUser]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: taskLimitReached.user(TASK_LIMITS.perUser) });
    expect(await tasksOf(a.clientId, seller.id)).toBe(TASK_LIMITS.perUser);
    // Asking again for one already queued is not a new task, so the limit does not refuse it.
    const duplicate = await exportSku(seller, a, SORTS[0]);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().task_id).toBe(ids[0]);

    // A finished task frees its place.
    await t.db
      .update(tasks)
      .set({ status: 'SUCCESS', date_done: new Date() })
      .where(eq(tasks.task_id, ids[0]!));
    expect((await exportSku(seller, a, SORTS[TASK_LIMITS.perUser])).statusCode).toBe(200);
  });

  it(`refuses a client's export beyond ${TASK_LIMITS.perClient} unfinished tasks with 429; other clients go on`, async () => {
    const users = [];
    for (let i = 0; i * TASK_LIMITS.perUser < TASK_LIMITS.perClient; i++) users.push(await user(b));
    for (const seller of users) {
      for (const sort of SORTS.slice(0, TASK_LIMITS.perUser)) {
        if ((await tasksOf(b.clientId)) >= TASK_LIMITS.perClient) break;
        expect((await exportSku(seller, b, sort)).statusCode).toBe(200);
      }
    }
    expect(await tasksOf(b.clientId)).toBe(TASK_LIMITS.perClient);
    const newcomer = await user(b);
    const refused = await exportSku(newcomer, b, SORTS[0]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: taskLimitReached.client(TASK_LIMITS.perClient) });
    expect(await tasksOf(b.clientId)).toBe(TASK_LIMITS.perClient);
    // Client A is not held back by client B's queue.
    expect((await exportSku(await user(a), a, SORTS[0])).statusCode).toBe(200);
  });

  it("queues a client's export behind fewer of its own tasks first: priority = minus its unfinished tasks", async () => {
    const busy = await user(a);
    const idle = await user(b);
    await t.db.delete(tasks).where(eq(tasks.client_id, b.clientId));
    const aBefore = await t.db.$count(
      tasks,
      and(eq(tasks.client_id, a.clientId), inArray(tasks.status, ['PENDING', 'STARTED'])),
    );
    const started = await exportSku(busy, a, SORTS[1]);
    const jobA = await t.jobs.getJobById(TASK_QUEUE, started.json().task_id);
    expect(jobA?.priority).toBe(-aBefore);
    const lone = await exportSku(idle, b, SORTS[1]);
    const jobB = await t.jobs.getJobById(TASK_QUEUE, lone.json().task_id);
    expect(jobB?.priority).toBe(0);
  });

  it('refuses an unknown sort or filter column with 422, as the page call does, and queues nothing', async () => {
    const seller = await user(a);
    const before = await t.db.$count(tasks);
    const badSort = await exportSku(seller, a, [{ field: 'no_such_column', sort: 'asc' }]);
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json()).toEqual({
      detail: [
        { loc: ['query', 'sort'], msg: 'Cannot sort on no_such_column: no such column', type: 'field' },
      ],
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/data/sku?${new URLSearchParams({ client_id: String(a.clientId), cursor: '1', size: '10', sort: JSON.stringify([{ field: 'no_such_column', sort: 'asc' }]) })}`,
      headers: seller.headers,
    });
    expect(page.statusCode).toBe(422);
    expect(badSort.json()).toEqual(page.json());

    const filter = { items: [{ field: 'password', operator: 'equals', value: 'x' }], logicOperator: 'and' };
    const badFilter = await t.app.inject({
      method: 'GET',
      url: `/az/data/orders/download?${new URLSearchParams({ client_id: String(a.clientId), mp_id: String(a.mp.az), filter: JSON.stringify(filter) })}`,
      headers: seller.headers,
    });
    expect(badFilter.statusCode).toBe(422);
    expect(await t.db.$count(tasks)).toBe(before);
  });
});
