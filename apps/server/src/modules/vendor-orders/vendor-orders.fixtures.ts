/** Test helpers of the vendor-orders tests: a client with AZ and NN marketplaces, members, files, calls. */
import type { TestApp } from '../../../test/helper';
import { writeOrderLines } from '../../db/facts';

/** An .xlsx of one sheet 'Data' with a header row. */
export { xlsxOf as xlsx } from '../../platform/spreadsheets/testing';

export type Caller = { id: number; headers: Record<string, string> };

export async function vendorSetup(t: TestApp) {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const az = (
    await t.make.marketplace({ short_code: `AZ_${tag}`, name: `Amazon ${tag}`, currency_code: 'USD' })
  ).pk_mp_id;
  const nn = (
    await t.make.marketplace({ short_code: `NN_${tag}`, name: `Noon ${tag}`, currency_code: 'AED' })
  ).pk_mp_id;
  const clientId = (await t.make.client()).pk_client_id;
  const other = (await t.make.client()).pk_client_id;
  // Two AZ vendor POs with partial fills, on both clients (the other's must never show or be touched).
  for (const c of [clientId, other]) {
    await writeOrderLines(
      t.db,
      c,
      [
        ['PO-A', 'B01', 12, 6],
        ['PO-A', 'B02', 8, 8],
        ['PO-B', 'B01', 10, null],
      ].map(([po, asin, ordered, shipped]) => ({
        mp_id: az,
        order_id: String(po),
        order_item_id: String(asin),
        order_type: 'PO' as const,
        identifier: String(asin),
        purchase_date: '2025-03-03',
        quantity_ordered: Number(ordered),
        quantity_shipped: shipped as number | null,
        item_price: 100,
        currency_code: 'USD',
      })),
    );
  }
  return { az, nn, clientId, other };
}

export async function member(
  t: TestApp,
  clientId: number,
  permissions: string[],
  mpIds: number[],
): Promise<Caller> {
  const { user } = await t.make.member(clientId, { permissions });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  return { id: user.id, headers: await t.auth(user.id) };
}

/** A call with the client and query; a Buffer body goes as the multipart field `file` (a browser's FormData). */
export function call(t: TestApp, clientId: number) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    who: Caller,
    q: Record<string, unknown>,
    body?: unknown,
  ) => {
    const params = new URLSearchParams({ client_id: String(clientId) });
    for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    let payload: unknown = body;
    if (Buffer.isBuffer(body)) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(body)]), 'orders.xlsx');
      payload = form;
    }
    return t.app.inject({
      method,
      url: `${path}?${params}`,
      headers: who.headers,
      payload: payload as object,
    });
  };
}
