import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderId,
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';

let t: TaskTestApp;
let a: VaultClient;
type Caller = { id: number; headers: Record<string, string> };
let seller: Caller;
let colleague: Caller;

beforeAll(async () => {
  t = await createTaskTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  await vaultClient(t, mp); // another client's rows on the same marketplaces never leak into an export
  seller = await vaultUser(t, a.clientId, ['view:orders', 'view:sku'], [mp.az]);
  colleague = await vaultUser(t, a.clientId, ['view:orders', 'view:sku'], [mp.az]);
});
afterAll(() => t?.close());

const url = (path: string, q: Record<string, unknown>) => {
  const params = new URLSearchParams({ client_id: String(a.clientId) });
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return `${path}?${params}`;
};

async function statusOf(taskId: string, who: Caller) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/tasks/task-status?client_id=${a.clientId}`,
    headers: who.headers,
    payload: { task_ids: [taskId] },
  });
  return res.json() as { task_id: string; status: string; result: string | null; error: string | null }[];
}

async function finished(taskId: string, who: Caller) {
  for (let i = 0; i < 120; i++) {
    const [s] = await statusOf(taskId, who);
    if (s && (s.status === 'SUCCESS' || s.status === 'FAILURE')) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

describe('grid export', () => {
  it('exports exactly the filtered rows in the grid order, labels as header, for the caller only', async () => {
    const filter = {
      items: [{ field: 'sku_code', operator: 'equals', value: a.skuCodes[1] }],
      logicOperator: 'and',
    };
    const start = await t.app.inject({
      method: 'GET',
      url: url('/az/data/orders/download', {
        mp_id: String(a.mp.az),
        filter,
        sort: [{ field: 'item_price', sort: 'desc' }],
        download: 'true',
      }),
      headers: seller.headers,
    });
    expect(start.statusCode).toBe(200);
    const { task_id } = start.json() as { task_id: string };
    const done = await finished(task_id, seller);
    expect(done).toMatchObject({ status: 'SUCCESS', error: null });
    // Another user of the same client does not see the task.
    expect(await statusOf(task_id, colleague)).toEqual([]);

    const file = await t.app.inject({ method: 'GET', url: done.result! });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Order Item ID,ASIN,SKU Code,Purchase date,Order Status,Order Type,Shipping Address,Quantity ordered,' +
        'Quantity shipped,Item price,Tax amount,Shipping amount,Discount amount,Buying cost,Currency Code,' +
        'Last update date,FBA',
    );
    // Lines 1, 4, 7, 10, 13 carry SKU 1 (16 is a purchase order): most expensive first.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      [13, 10, 7, 4, 1].map((n) => orderId(a.clientId, n)),
    );
    expect(lines[1]).toContain(`,${a.skuCodes[1]},2024-03-04,Shipped,DF,,2,1,23,`);
  });

  it('refuses an export that matches nothing, and one the caller may not read', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: url('/data/sku/download', { search: 'no such sku anywhere' }),
      headers: seller.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'No rows match: there is nothing to export' });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: url('/az/data/returns/download', { mp_id: String(a.mp.az) }),
      headers: seller.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
