/** Test helpers of the inventory tests: a client with OT and AZ marketplaces, a store, warehouses, callers. */
import type { TestApp } from '../../../test/helper';
import { stores } from '../../db/schema';

/** An .xlsx of one sheet 'Data' with a header row. */
export { xlsxOf as xlsx } from '../../platform/spreadsheets/testing';

export type Caller = { id: number; headers: Record<string, string> };

export async function member(t: TestApp, clientId: number, permissions: string[], mpIds: number[]) {
  const { user } = await t.make.member(clientId, { permissions });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  return { id: user.id, headers: await t.auth(user.id) } as Caller;
}

/** A call with the client and query; a Buffer body goes as the multipart field `file`. */
export function call(t: TestApp, clientId: number) {
  return (
    method: 'GET' | 'POST',
    path: string,
    who: Caller,
    q: Record<string, string | number>,
    body?: Buffer,
  ) => {
    const params = new URLSearchParams({ client_id: String(clientId) });
    for (const [k, v] of Object.entries(q)) params.set(k, String(v));
    let payload: FormData | undefined;
    if (body) {
      payload = new FormData();
      payload.append('file', new Blob([new Uint8Array(body)]), 'stock.xlsx');
    }
    return t.app.inject({
      method,
      url: `${path}?${params}`,
      headers: who.headers,
      payload: payload as never,
    });
  };
}

export const HEADER = ['Ops_SKU_Code', 'MP_SKU_Code', 'Retailer_SKU_Code', 'Quantity', 'Warehouse'];

export async function inventorySetup(t: TestApp) {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const mp = async (code: string, name: string) =>
    (await t.make.marketplace({ short_code: `${code}_${tag}`, name: `${name} ${tag}`, currency_code: 'EUR' }))
      .pk_mp_id;
  const ot = await mp('OT', 'Otto');
  const az = await mp('AZ', 'Amazon');
  const fk = await mp('FK', 'Flipkart'); // not eligible for inventory upload
  const clientId = (await t.make.client()).pk_client_id;
  const other = (await t.make.client()).pk_client_id;
  const main = await t.make.warehouse(clientId, [ot, az], { name: 'Main' });
  const second = await t.make.warehouse(clientId, [], { name: 'Second' });
  await t.make.warehouse(other, [ot, az], { name: 'Theirs' });
  const store = (client: number, seller: string) =>
    t.db
      .insert(stores)
      .values({
        client_id: client,
        mp_id: az,
        seller_id: seller,
        store_name: `Store ${seller}`,
        account_type: 'seller',
      })
      .returning();
  const [own] = await store(clientId, `S-${tag}`);
  const [theirs] = await store(other, `X-${tag}`);
  return {
    ot,
    az,
    fk,
    clientId,
    other,
    main,
    second,
    seller: own!.seller_id,
    otherSeller: theirs!.seller_id,
    ownStore: own!,
  };
}
