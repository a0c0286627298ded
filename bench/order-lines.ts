import type { Db } from '../apps/server/src/db/client';
import type { OrderLineInput } from '../apps/server/src/db/facts';
import { marketplaces } from '../apps/server/src/db/schema';

/**
 * Generated AZ order lines of the upload and export benches: two lines per order, 2,000 SKUs, a year of
 * purchase dates, every twentieth cancelled. Line i is always the same.
 */
export function benchOrderLine(i: number) {
  const day = new Date(Date.UTC(2024, 0, 1) + (i % 365) * 86_400_000);
  const qty = 1 + (i % 4);
  return {
    order_id: `111-${String(1_000_000 + Math.floor(i / 2))}`,
    order_item_id: `OI${i}`,
    asin: `B0${String(i % 2000).padStart(8, '0')}`,
    sku_code: `SKU-${i % 2000}`,
    purchase_date: day.toISOString().slice(0, 10),
    order_status: i % 20 === 0 ? 'Cancelled' : 'Shipped',
    quantity: qty,
    price: Math.round((9.99 + (i % 50)) * qty * 100) / 100,
    tax: Math.round((i % 7) * 100) / 100,
    updated: new Date(day.getTime() + 3 * 86_400_000).toISOString().slice(0, 19),
  };
}

/** `rows` of those lines as writeOrderLines takes them, in one marketplace. */
export const benchOrderLines = (mpId: number, rows: number): OrderLineInput[] =>
  Array.from({ length: rows }, (_, i) => {
    const l = benchOrderLine(i);
    return {
      mp_id: mpId,
      order_id: l.order_id,
      order_item_id: l.order_item_id,
      order_type: 'R',
      identifier: l.asin,
      sku_code: l.sku_code,
      purchase_date: l.purchase_date,
      order_status: l.order_status,
      shipping_address: 'Berlin, DE',
      quantity_ordered: l.quantity,
      quantity_shipped: l.quantity,
      item_price: l.price,
      amount_tax: l.tax,
      amount_shipping: 0,
      currency_code: 'USD',
      last_update_date: `${l.updated}Z`,
      is_fba: i % 3 === 0,
    };
  });

/** The benches' marketplace: Amazon US (AZ family, USD). */
export async function insertBenchMarketplace(db: Db): Promise<{ pk_mp_id: number }> {
  const [mp] = await db
    .insert(marketplaces)
    .values({
      name: 'Amazon US',
      short_code: 'AZ_US',
      website_url: 'https://www.amazon.com',
      country_code: 'US',
      currency_code: 'USD',
      language_code: 'en',
      timezone: 'America/New_York',
    })
    .returning();
  return mp!;
}
