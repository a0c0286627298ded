import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { familyOf, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { COUNTED_ORDER_SQL } from '../../db/facts/order-status';
import { filesFor } from '../../platform/files';
import { writeDemoPlanning } from './demo-planning';
import { recordInventoryFile, writeFbaStock, writeStock } from './stock.writer';
import { buildInventoryTemplate } from './template';

const DAY = 86_400_000;
const WEEKS = 4;
const FILE_SKUS = 30;

/** A deterministic number in [0, n) from the parts (the demo must be the same on every fresh start). */
const pick = (n: number, ...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) % n;

/** Units of a SKU in a warehouse `week` weeks ago; about one in eight is out of stock. */
const units = (sku: string, where: string | number, week: number) =>
  pick(8, sku, where, week, 'out') === 0 ? 0 : 5 + pick(240, sku, where, week);

/**
 * About one SKU in eight runs low (issue 19 item 1): its current stock holds only a few days of its sales, so
 * the focused-SKU analysis finds stockout risks. The others keep the generic figures.
 */
export const runsLow = (sku: string) => pick(8, sku, 'low') === 0;
/** The days of sales a low SKU's stock holds: 1 to 6 in its warehouses, 0 to 3 more at FBA. */
const LOW_DAYS = { warehouse: 1, warehouseMore: 6, fba: 4 } as const;
/** The window its daily sales are counted over (the analysis's 30 days). */
const SALES_DAYS = 30;

/**
 * Units sold per day over the last SALES_DAYS days up to `end` of each product of the client, by product
 * (mp_id, identifier) and the slowest selling listing of each SKU code (what a low SKU's warehouse stock is cut
 * to, so every marketplace it sells on sees only a few days).
 */
async function salesRates(db: Db, clientId: number, end: Date) {
  const rows = await rowsOf<{ mp_id: number; identifier: string; sku_code: string; units: number }>(
    db,
    sql`select p.mp_id, p.identifier, p.sku_code, coalesce(sum(o.quantity_ordered), 0)::int as units
      from products p
      left join orders o on o.client_id = p.client_id and o.mp_id = p.mp_id and o.identifier = p.identifier
        and o.order_type = 'R' and ${COUNTED_ORDER_SQL}
        and o.purchase_date > ${end.toISOString().slice(0, 10)}::date - ${SALES_DAYS}::int
        and o.purchase_date <= ${end.toISOString().slice(0, 10)}::date
      where p.client_id = ${clientId}::int
      group by 1, 2, 3`,
  );
  const byProduct = new Map<string, number>();
  const slowest = new Map<string, number>();
  for (const r of rows) {
    const rate = r.units / SALES_DAYS;
    byProduct.set(`${r.mp_id}|${r.identifier}`, rate);
    if (rate > 0) slowest.set(r.sku_code, Math.min(slowest.get(r.sku_code) ?? rate, rate));
  }
  return { byProduct, slowest };
}

/** The demo's aged-inventory surcharge per unit older than 180 days, in the marketplace's currency. */
const AGED_FEE_PER_UNIT_CENTS = 150;

/**
 * Stock age and health of a demo FBA line (issue 20, Review Data): about one SKU in four holds units older than
 * 90 days, one in eight older than 180 (charged AGED_FEE_PER_UNIT_CENTS each), one in twelve is stranded.
 */
export function demoAges(sku: string) {
  const aged_181_plus = pick(8, sku, 'age180') === 0 ? 1 + pick(30, sku, 'a180') : 0;
  return {
    aged_91_180: pick(4, sku, 'age90') === 0 ? 1 + pick(60, sku, 'a90') : 0,
    aged_181_plus,
    aged_fee: ((aged_181_plus * AGED_FEE_PER_UNIT_CENTS) / 100).toFixed(2),
    stranded: pick(12, sku, 'stranded') === 0 ? 1 + pick(10, sku, 'str') : 0,
  };
}

/**
 * The demo's stock (issue 9, item 7): current stock of every SKU in every warehouse, FBA stock of every AZ
 * seller store's products, and WEEKS weekly inventory files per client (kept as files and records) on its
 * first eligible store; the newest file states exactly the current stock of its SKUs. Dated by the end of
 * the client's order history, so a fresh demo is the same every time.
 */
export async function writeDemoInventory(deps: { db: Db; config: Pick<Config, 'DATA_DIR'> }) {
  const { db } = deps;
  const files = filesFor(deps);
  const clients = await rowsOf<{ id: number; end: Date | null }>(
    db,
    sql`select c.pk_client_id as id, (select max(o.purchase_date) from orders o where o.client_id = c.pk_client_id) as end
      from clients c order by c.pk_client_id`,
  );
  for (const client of clients) {
    const end = new Date(client.end ? new Date(client.end).getTime() : Date.UTC(2026, 0, 1));
    // 06:00 of the last day with sales, but never later than now: seeded before 06:00 UTC, a file "uploaded" in
    // the future sorted above every real upload of the day in Inventory Update Logs.
    const asOf = new Date(
      Math.min(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate(), 6), Date.now() - 60_000),
    );
    const skus = await rowsOf<{ sku_code: string }>(
      db,
      sql`select sku_code from skus where client_id = ${client.id}::int order by sku_code`,
    );
    const warehouses = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select pk_warehouse_id as id, name from warehouses where client_id = ${client.id}::int order by pk_warehouse_id`,
    );
    const stores = await rowsOf<{
      mp_id: number;
      seller_id: string;
      short_code: string;
      currency_code: string;
    }>(
      db,
      sql`select s.mp_id, s.seller_id, m.short_code, m.currency_code from stores s join marketplaces m on m.pk_mp_id = s.mp_id
        where s.client_id = ${client.id}::int order by s.pk_store_id`,
    );
    const provenance = { clientId: client.id, source: 'demo' as const, fileId: null, asOf };
    const rates = await salesRates(db, client.id, end);
    /** Current units of a SKU in a warehouse: a low SKU's few days shared by the warehouses. */
    const current = (sku: string, warehouse: number) => {
      if (!runsLow(sku)) return units(sku, warehouse, 0);
      const days = LOW_DAYS.warehouse + pick(LOW_DAYS.warehouseMore, sku, 'days');
      return Math.floor(((rates.slowest.get(sku) ?? 0) * days) / Math.max(1, warehouses.length));
    };
    await writeStock(
      db,
      provenance,
      warehouses.flatMap((w) =>
        skus.map((s) => ({
          fk_warehouse_id: w.id,
          sku_code: s.sku_code,
          quantity: current(s.sku_code, w.id),
        })),
      ),
    );

    for (const store of stores.filter((s) => prefixOf(s.short_code) === 'AZ')) {
      const products = await rowsOf<{ sku_code: string; mp_sku_code: string; identifier: string }>(
        db,
        sql`select sku_code, mp_sku_code, identifier from products
          where client_id = ${client.id}::int and mp_id = ${store.mp_id}::int order by identifier, mp_sku_code`,
      );
      const fba = products.map((p) => {
        const sku = p.mp_sku_code || p.sku_code;
        return {
          sku_code: sku,
          asin: p.identifier,
          fnsku: `X00${pick(1e7, sku, 'fnsku').toString().padStart(7, '0')}`,
          available: runsLow(p.sku_code)
            ? Math.floor(
                (rates.byProduct.get(`${store.mp_id}|${p.identifier}`) ?? 0) *
                  pick(LOW_DAYS.fba, sku, 'fbadays'),
              )
            : units(sku, `fba${store.mp_id}`, 0),
          inbound: pick(4, sku, 'in') === 0 ? 24 + pick(48, sku, 'inb') : 0,
          reserved: pick(6, sku, 'res'),
          unfulfillable: pick(10, sku, 'unf') === 0 ? 1 + pick(3, sku, 'u') : 0,
          ...demoAges(sku),
          dailyRate: rates.byProduct.get(`${store.mp_id}|${p.identifier}`) ?? 0,
        };
      });
      await writeFbaStock(
        db,
        { ...provenance, mpId: store.mp_id, sellerId: store.seller_id },
        fba.map(({ dailyRate: _, ...line }) => line),
      );
      await writeDemoPlanning(
        db,
        { clientId: client.id, mpId: store.mp_id, currency: store.currency_code, asOf },
        fba,
      );
    }

    const store = stores.find((s) => prefixOf(s.short_code) && familyOf(s.short_code).views.inventoryUpload);
    const warehouse = warehouses[0];
    if (!store || !warehouse || skus.length === 0) continue;
    const chosen = skus.filter((s) => pick(3, s.sku_code, 'file') === 0).slice(0, FILE_SKUS);
    for (let week = WEEKS - 1; week >= 0; week--) {
      const day = new Date(asOf.getTime() - week * 7 * DAY);
      const lines = chosen.map((s, i) => ({
        row: i + 2,
        ops_sku_code: s.sku_code,
        mp_sku_code: s.sku_code,
        retailer_sku_code: null,
        // The newest file states the current stock.
        quantity: week === 0 ? current(s.sku_code, warehouse.id) : units(s.sku_code, warehouse.id, week),
        warehouse: warehouse.name,
      }));
      const content = await buildInventoryTemplate(
        lines.map((l) => [l.ops_sku_code, l.mp_sku_code, '', l.quantity, l.warehouse]),
      );
      const file = await files.saveFile({
        clientId: client.id,
        userId: null,
        kind: 'inventory',
        name: `inventory_${day.toISOString().slice(0, 10)}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: Readable.from([content]),
      });
      await recordInventoryFile(db, {
        clientId: client.id,
        fileId: file.id,
        mpId: store.mp_id,
        sellerId: store.seller_id,
        userId: null,
        source: 'demo',
        createdAt: day,
        lines,
      });
    }
  }
}
