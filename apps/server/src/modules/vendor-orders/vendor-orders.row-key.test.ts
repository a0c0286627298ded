import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, member, vendorSetup } from '../../../test/fixtures/vendor-orders';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';

/**
 * Issue 15: a grid key whose JSON decodes to NUL or a lone surrogate answered 500 on the PO and DF deletes
 * and the DF save. Such a key names no row: 404 as any unknown key, and nothing in the call is applied.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof vendorSetup>>;
let ops: Caller;
let req: ReturnType<typeof call>;

beforeAll(async () => {
  t = await createTestApp();
  s = await vendorSetup(t);
  req = call(t, s.clientId);
  const codes = ['purchase_orders', 'df_orders'].flatMap((a) => [`view:${a}`, `modify:${a}`, `delete:${a}`]);
  ops = await member(t, s.clientId, codes, [s.az, s.nn]);
});
afterAll(() => t?.close());

// As the client sends them: JSON escapes inside the key text, which itself is storable.
const BAD_KEYS = [
  String.raw`["\u0000","B01"]`,
  String.raw`["PO-A","a\u0000"]`,
  String.raw`["\ud800","B01"]`,
  String.raw`["PO-A","\udc00"]`,
];

const poLines = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int n from orders where client_id = ${s.clientId} and order_type = 'PO'`,
    )
  )[0]!.n;

describe('PO and DF grid keys that decode to text PostgreSQL cannot hold', () => {
  it('DELETE on both PO grids and the DF grid answers 404 and deletes nothing', async () => {
    const before = await poLines();
    const valid = JSON.stringify(['PO-A', 'B01']);
    for (const key of BAD_KEYS) {
      for (const [path, mpId] of [
        ['/az/purchaseorders', s.az],
        ['/noon/purchase-order', s.nn],
        ['/az/dforders', s.az],
      ] as const) {
        const res = await req('DELETE', path, ops, { mp_id: String(mpId) }, { keys: [valid, key] });
        expect(res.statusCode, `${path} ${key}`).toBe(404);
        expect(res.json().detail).toBe(`Row not found: ${key}`);
      }
    }
    expect(await poLines()).toBe(before);
  });

  it('PUT on the DF grid answers 404', async () => {
    for (const key of BAD_KEYS) {
      const res = await req('PUT', '/az/dforders', ops, { mp_id: String(s.az) }, [
        { _key: key, item_price: 25 },
      ]);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().detail).toBe(`Row not found: ${key}`);
    }
  });
});
