/**
 * Test data for the Data Vault tests: a client with marketplaces of several families and a little of every
 * data type, written through the fact writers where rollups exist. Each test file builds its own; used by
 * tests only.
 */
import { and, eq, isNotNull, type sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { insertRows, type OrderLineInput, writeOrderLines, writeReturns } from '../../db/facts';
import { fees, prices, products, settlements, skuCosts, skus } from '../../db/schema';

export interface VaultClient {
  clientId: number;
  /** The brand of the client's SKUs. */
  brandId: number;
  mp: { az: number; bo: number; ot: number; nn: number };
  skuCodes: string[];
  warehouseId: number;
}

/** 'O-<client>-<n>' order ids, one line each on AZ (12 R, 2 DF, 3 PO lines). */
export const orderId = (clientId: number, n: number) => `O-${clientId}-${String(n).padStart(2, '0')}`;

export async function vaultMarketplaces(t: TestApp) {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const mk = (prefix: string, currency: string) =>
    t.make.marketplace({ short_code: `${prefix}_${tag}`, name: `${prefix} ${tag}`, currency_code: currency });
  return {
    az: (await mk('AZ', 'USD')).pk_mp_id,
    bo: (await mk('BO', 'EUR')).pk_mp_id,
    ot: (await mk('OT', 'EUR')).pk_mp_id,
    nn: (await mk('NN', 'AED')).pk_mp_id,
  };
}

/** A client with SKUs, costs, BO products and prices, AZ orders/fees/returns, OT settlements and NN POs. */
export async function vaultClient(t: TestApp, mp: VaultClient['mp']): Promise<VaultClient> {
  const clientId = (await t.make.client()).pk_client_id;
  const brand = await t.make.brand();
  const skuCodes = Array.from({ length: 6 }, (_, i) => `C${clientId}-SKU-${i}`);
  const skuRows = await t.db
    .insert(skus)
    .values(
      skuCodes.map((code, i) => ({
        client_id: clientId,
        sku_code: code,
        sku_name: i === 2 ? 'Blue 50%_off mug' : `Article ${i}`,
        fk_brand_id: brand.pk_brand_id,
        weight_g: String(100 * (i + 1)),
        keywords: ['kw', `k${i}`],
        is_eol: i === 5,
      })),
    )
    .returning();
  const wh = await t.make.warehouse(clientId);
  await t.db.insert(skuCosts).values(
    skuRows.slice(0, 4).map((s, i) => ({
      client_id: clientId,
      fk_sku_id: s.pk_sku_id,
      fk_warehouse_id: wh.pk_warehouse_id,
      purchase_cost: String(5 + i),
      currency_code: 'EUR',
    })),
  );
  const productRows = await t.db
    .insert(products)
    .values(
      skuCodes.map((code, i) => ({
        client_id: clientId,
        mp_id: mp.bo,
        identifier: `871000000000${i}`,
        sku_code: code,
        title: `Bol title ${i}`,
      })),
    )
    .returning();
  await t.db.insert(prices).values(
    productRows.slice(0, 3).map((p, i) => ({
      client_id: clientId,
      fk_product_id: p.pk_product_id,
      currency_code: 'EUR',
      regular_price: String(10 + i),
    })),
  );
  const lines: OrderLineInput[] = Array.from({ length: 17 }, (_, n) => ({
    mp_id: mp.az,
    order_id: orderId(clientId, n),
    order_item_id: '1',
    order_type: n >= 14 ? 'PO' : n >= 12 ? 'DF' : 'R',
    identifier: `B0${n}`,
    sku_code: skuCodes[n % 3]!,
    purchase_date: `2024-03-${String(1 + (n % 10)).padStart(2, '0')}`,
    order_status: n === 3 ? 'Cancelled' : 'Shipped',
    quantity_ordered: 2,
    quantity_shipped: 1,
    item_price: 10 + n,
    currency_code: 'USD',
    last_update_date: '2024-03-20T10:00:00Z',
  }));
  await writeOrderLines(t.db, clientId, lines);
  await writeOrderLines(
    t.db,
    clientId,
    [0, 1, 2].map((n) => ({
      mp_id: mp.nn,
      order_id: `PO-${clientId}-${n}`,
      order_item_id: `Z${n}`,
      order_type: 'PO' as const,
      identifier: `N00${n}`,
      purchase_date: `2024-02-0${n + 1}`,
      quantity_ordered: 10,
      quantity_shipped: 5,
      item_price: 100 + n,
      currency_code: 'AED',
      extras: { amount_delivered: 50 + n },
    })),
  );
  await writeReturns(t.db, clientId, [
    {
      mp_id: mp.az,
      return_id: `R-${clientId}-1`,
      order_id: orderId(clientId, 1),
      sku_code: skuCodes[1]!,
      return_date: '2024-03-15',
      quantity: 1,
      price: 11,
      currency_code: 'USD',
    },
  ]);
  await insertRows(t.db, fees, [
    {
      client_id: clientId,
      mp_id: mp.az,
      identifier: 'B00',
      sku_code: skuCodes[0],
      fee_variable_frac: '0.15',
      currency_code: 'USD',
    },
  ]);
  await insertRows(
    t.db,
    settlements,
    Array.from({ length: 5 }, (_, i) => ({
      client_id: clientId,
      mp_id: mp.ot,
      settlement_id: `S-${i < 3 ? 'A' : 'B'}`,
      deposit_date: i < 3 ? '2024-04-01' : '2024-05-01',
      amount_total: i < 3 ? '300.00' : '120.50',
      order_id: `OT-${clientId}-${i}`,
      sku_code: skuCodes[i],
      identifier: `P${i}`,
      transaction_type: i === 4 ? 'Refund' : 'Order',
      amount: String(20 * (i + 1)),
      currency_code: 'EUR',
    })),
  );
  return { clientId, brandId: brand.pk_brand_id, mp, skuCodes, warehouseId: wh.pk_warehouse_id };
}

/**
 * A member with these permissions, assigned the given marketplaces and every brand of the client's SKUs (the
 * SKU grids show a user's brands only); answers the request headers.
 */
export async function vaultUser(t: TestApp, clientId: number, permissions: string[], mpIds: number[]) {
  const { user } = await t.make.member(clientId, { permissions });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  const brands = await t.db
    .selectDistinct({ id: skus.fk_brand_id })
    .from(skus)
    .where(and(eq(skus.client_id, clientId), isNotNull(skus.fk_brand_id)));
  for (const b of brands) await t.make.assign.brand(user.id, b.id!);
  return { id: user.id, headers: await t.auth(user.id) };
}

export async function one<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}
