/**
 * Test data for the auto-ordering tests (used by tests only): one client's warehouse serving two marketplaces,
 * another warehouse serving a third, SKUs with stock in both, FBA stock, SKU costs, 120 days of regular, DF and
 * purchase-order lines written through the fact writers (cancelled lines, a stockout, open and finished POs),
 * and rows that must never count (the other warehouse's stock and marketplace). The raw rows are returned so
 * the tests recompute every figure from them.
 */
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import { insertRows, type OrderLineInput, writeOrderLines } from '../../db/facts';
import { fbaStock, products, skuCosts, skus, stock } from '../../db/schema';
import { addDays } from '../../platform/report-scope';

export interface ReportFixture {
  clientId: number;
  warehouseId: number;
  otherWarehouseId: number;
  /** The marketplaces of the warehouse, and the other warehouse's. */
  mpIds: number[];
  otherMpId: number;
  brandIds: number[];
  skus: { id: number; code: string; name: string; brand_id: number | null; brand_name: string | null }[];
  products: { mp_id: number; sku_id: number; sku_code: string; mp_sku_code: string }[];
  stock: { warehouse_id: number; sku_code: string; quantity: number }[];
  fba: { mp_id: number; sku_code: string; available: number }[];
  costs: { warehouse_id: number; sku_id: number; status: string | null }[];
  orders: OrderLineInput[];
}

export const HISTORY_DAYS = 120;
/** The SKU (index) that sells nothing for 15 days in the middle of the history, and when. */
export const GAP_SKU = 1;
export const GAP = { from: -40, to: -26 } as const;
/** The SKU without stock now that sold nothing in its last 5 days; the one holding far more than it sells. */
export const EMPTY_SKU = 0;
export const FULL_SKU = 2;
/** The SKU with open purchase orders (besides the random ones). */
export const PO_SKU = 4;
/** A SKU listed only on the other warehouse's marketplace. */
export const ELSEWHERE_SKU = 9;

export async function writeReportFixture(t: TestApp, r: Random, today: string): Promise<ReportFixture> {
  const clientId = (await t.make.client()).pk_client_id;
  const mpA = await t.make.marketplace({ short_code: `AZ-${clientId}`, currency_code: 'USD' });
  const mpB = await t.make.marketplace({
    short_code: `NN-${clientId}`,
    currency_code: 'AED',
    country_code: 'AE',
  });
  const mpC = await t.make.marketplace({ short_code: `AZ-C${clientId}`, currency_code: 'EUR' });
  const w = await t.make.warehouse(clientId, [mpA.pk_mp_id, mpB.pk_mp_id]);
  const w2 = await t.make.warehouse(clientId, [mpC.pk_mp_id]);
  const brandRows = [await t.make.brand(), await t.make.brand()];
  const brandIds = brandRows.map((b) => b.pk_brand_id);

  const made = await t.db
    .insert(skus)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        client_id: clientId,
        sku_code: `AO${clientId}-${String(i).padStart(2, '0')}`,
        sku_name: i === 5 ? '=cmd|"/c calc"!A1' : `Item ${i}`,
        fk_brand_id: i % 3 === 2 ? null : brandIds[i % 2]!,
      })),
    )
    .returning();
  const skuList = made.map((s) => ({
    id: s.pk_sku_id,
    code: s.sku_code,
    name: s.sku_name,
    brand_id: s.fk_brand_id,
    brand_name: brandRows.find((b) => b.pk_brand_id === s.fk_brand_id)?.brand_name ?? null,
  }));

  const productRows = skuList.flatMap((s, i) => {
    const on = i === ELSEWHERE_SKU ? [mpC.pk_mp_id] : i < 8 ? [mpA.pk_mp_id, mpB.pk_mp_id] : [mpA.pk_mp_id];
    return on.map((mp) => ({ mp_id: mp, sku_id: s.id, sku_code: s.code, mp_sku_code: `${s.code}-M${mp}` }));
  });
  await insertRows(
    t.db,
    products,
    productRows.map((p, i) => ({
      client_id: clientId,
      mp_id: p.mp_id,
      identifier: `ID${clientId}X${i}`,
      mp_sku_code: p.mp_sku_code,
      sku_code: p.sku_code,
      fk_sku_id: p.sku_id,
    })),
  );

  const stockRows = skuList.flatMap((s, i) => {
    const here =
      i === ELSEWHERE_SKU
        ? []
        : [
            {
              warehouse_id: w.pk_warehouse_id,
              sku_code: s.code,
              quantity: i === EMPTY_SKU ? 0 : i === FULL_SKU ? 5000 : r.int(0, 60),
            },
          ];
    return [...here, { warehouse_id: w2.pk_warehouse_id, sku_code: s.code, quantity: r.int(100, 900) }];
  });
  const asOf = new Date().toISOString();
  await insertRows(
    t.db,
    stock,
    stockRows.map((s) => ({
      client_id: clientId,
      fk_warehouse_id: s.warehouse_id,
      sku_code: s.sku_code,
      quantity: s.quantity,
      as_of: asOf,
      source: 'upload',
    })),
  );
  // FBA: under a listing's seller SKU, under the SKU code, and on the other warehouse's marketplace (never counted).
  const fbaRows = skuList.flatMap((s, i) => {
    if (i === EMPTY_SKU) return [];
    if (i % 2 === 0)
      return [{ mp_id: mpA.pk_mp_id, sku_code: `${s.code}-M${mpA.pk_mp_id}`, available: r.int(0, 40) }];
    if (i === 3) return [{ mp_id: mpA.pk_mp_id, sku_code: s.code, available: r.int(1, 40) }];
    return [{ mp_id: mpC.pk_mp_id, sku_code: s.code, available: r.int(1, 40) }];
  });
  await insertRows(
    t.db,
    fbaStock,
    fbaRows.map((f) => ({
      client_id: clientId,
      mp_id: f.mp_id,
      seller_id: 'S1',
      sku_code: f.sku_code,
      available: f.available,
      inbound: 0,
      reserved: 0,
      unfulfillable: 0,
      as_of: asOf,
      source: 'upload',
    })),
  );
  const costRows = skuList.flatMap((s, i) => [
    ...(i % 4 === 3
      ? []
      : [{ warehouse_id: w.pk_warehouse_id, sku_id: s.id, status: i % 4 === 1 ? null : `invoice INV-${i}` }]),
    { warehouse_id: w2.pk_warehouse_id, sku_id: s.id, status: 'elsewhere' },
  ]);
  await insertRows(
    t.db,
    skuCosts,
    costRows.map((c) => ({
      client_id: clientId,
      fk_sku_id: c.sku_id,
      fk_warehouse_id: c.warehouse_id,
      status: c.status,
      currency_code: 'USD',
    })),
  );

  const orders: OrderLineInput[] = [];
  let seq = 0;
  const line = (mp: number, sku: string, day: string, qty: number, o: Partial<OrderLineInput> = {}) =>
    orders.push({
      mp_id: mp,
      order_id: `O${clientId}-${seq++}`,
      order_item_id: '1',
      sku_code: sku,
      purchase_date: day,
      order_status: 'Shipped',
      quantity_ordered: qty,
      item_price: qty * 10,
      currency_code: 'USD',
      ...o,
    });
  for (let k = -HISTORY_DAYS; k <= 0; k++) {
    const day = addDays(today, k);
    skuList.forEach((s, i) => {
      const mps =
        i === ELSEWHERE_SKU ? [mpC.pk_mp_id] : i < 8 ? [mpA.pk_mp_id, mpB.pk_mp_id] : [mpA.pk_mp_id];
      if (i === GAP_SKU && k >= GAP.from && k <= GAP.to) return;
      if (i === EMPTY_SKU && k > -5) return;
      // The gap SKU sells every day outside its gap, so the gap is exactly its stockout.
      if (i === GAP_SKU) line(mps[0]!, s.code, day, 1);
      for (const mp of mps) {
        const lines = r.int(0, i % 3 === 0 ? 3 : 1);
        for (let n = 0; n < lines; n++) {
          const cancelled = r.next() < 0.08;
          line(mp, s.code, day, r.int(1, 3), {
            order_status: cancelled ? (r.next() < 0.5 ? 'Cancelled' : 'Canceled') : 'Shipped',
            order_type: r.next() < 0.1 ? 'DF' : 'R',
          });
        }
      }
      // Purchase orders on Mondays: finished ones, open ones (part shipped), one cancelled.
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1 && (i === PO_SKU || r.next() < 0.3)) {
        const ordered = 12 * r.int(1, 4);
        const status = k < -30 ? 'Closed' : r.pick(['New', 'Confirmed', 'Cancelled', 'Confirmed']);
        line(i === ELSEWHERE_SKU ? mpC.pk_mp_id : mpA.pk_mp_id, s.code, day, ordered, {
          order_type: 'PO',
          order_status: status,
          quantity_confirmed: status === 'New' ? null : ordered - 12 * r.int(0, 1),
          quantity_shipped: status === 'Closed' ? ordered : r.int(0, 1) * 12,
        });
      }
    });
  }
  // A PO of the PO SKU on the other warehouse's marketplace: never counted here.
  line(mpC.pk_mp_id, skuList[PO_SKU]!.code, today, 48, { order_type: 'PO', order_status: 'New' });
  await writeOrderLines(t.db, clientId, orders);

  return {
    clientId,
    warehouseId: w.pk_warehouse_id,
    otherWarehouseId: w2.pk_warehouse_id,
    mpIds: [mpA.pk_mp_id, mpB.pk_mp_id],
    otherMpId: mpC.pk_mp_id,
    brandIds,
    skus: skuList,
    products: productRows,
    stock: stockRows,
    fba: fbaRows,
    costs: costRows,
    orders,
  };
}
