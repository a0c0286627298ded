import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  one,
  orderId,
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodeRowKey } from '../../platform/grid';

/**
 * Issue 15: a `_key` whose JSON decodes to NUL or a lone surrogate answered 500 (the input guard sees only
 * the escaped outer text). Such a key is not one of the grid's keys: 404 as any unknown key, nothing written.
 */
let t: TestApp;
let a: VaultClient;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  const codes = ['orders', 'returns', 'purchase_orders'].flatMap((x) => [`view:${x}`, `modify:${x}`]);
  headers = (await vaultUser(t, a.clientId, codes, Object.values(mp))).headers;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', path: string, mpId: number, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${path}?client_id=${a.clientId}&mp_id=${mpId}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

// Written as the client sends them: JSON escapes inside the `_key` text, which itself is storable.
const BAD_TEXT = [String.raw`\u0000`, String.raw`a\u0000b`, String.raw`\ud800`, String.raw`x\udc00`];

describe('grid keys that decode to text PostgreSQL cannot hold', () => {
  it('PUT orders: a NUL or lone surrogate in either key part answers 404 and writes none of the rows', async () => {
    const own = orderId(a.clientId, 0);
    for (const bad of BAD_TEXT) {
      for (const key of [`["${bad}","1"]`, `["${own}","${bad}"]`]) {
        const res = await call('PUT', '/az/data/orders', a.mp.az, [
          { _key: JSON.stringify([own, '1']), order_status: 'Pending' },
          { _key: key, order_status: 'Pending' },
        ]);
        expect(res.statusCode, key).toBe(404);
        expect(res.json().detail).toBe(`Row not found: ${key}`);
      }
    }
    const row = await one<{ order_status: string }>(
      t,
      sql`select order_status from orders where client_id = ${a.clientId} and order_id = ${own}`,
    );
    expect(row.order_status).toBe('Shipped');
  });

  it('PUT returns and the NN purchase-order grid answer 404 for such keys', async () => {
    for (const bad of BAD_TEXT) {
      const ret = await call('PUT', '/az/data/returns', a.mp.az, [{ _key: `["${bad}"]`, quantity: 2 }]);
      expect(ret.statusCode, bad).toBe(404);
      const po = await call('PUT', '/noon/purchase-order', a.mp.nn, [
        { _key: `["PO-${a.clientId}-0","${bad}"]`, quantity_ordered: 3 },
      ]);
      expect(po.statusCode, bad).toBe(404);
    }
  });

  it('answers each row its key as encodeRowKey writes it, and saves by that key', async () => {
    const page = (await call('GET', '/az/data/returns', a.mp.az)).json() as { items: { _key: string }[] };
    expect(page.items.map((r) => r._key)).toEqual([encodeRowKey([`R-${a.clientId}-1`])]);
    const orders = (await call('GET', '/az/data/orders', a.mp.az)).json() as { items: { _key: string }[] };
    expect(orders.items.map((r) => r._key)).toContain(encodeRowKey([orderId(a.clientId, 4), '1']));
    const res = await call('PUT', '/az/data/returns', a.mp.az, [
      { _key: encodeRowKey([`R-${a.clientId}-1`]), quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
  });
});
