/**
 * Test data for the Price Check tests (used by tests only): one client's euro marketplace with products (some
 * focused), prices with running and ended sales, fee rules (some partial, some missing), SKU costs in dollars and
 * euros written on different days (a newer serving-warehouse cost inside the order window, a cost first written
 * late, a newer cost at a warehouse not serving the marketplace), daily rates, and order lines of every kind over
 * 40 days; plus a second marketplace of the same client whose rows must never count.
 */
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import { insertRows, type OrderLineInput, writeOrderLines } from '../../db/facts';
import { currencyRates, fees, prices, products, skuCosts, skus } from '../../db/schema';
import { addDays } from '../../platform/report-scope';

export interface PriceCheckFixture {
  clientId: number;
  mpId: number;
  otherMpId: number;
  brandIds: number[];
  identifiers: string[];
  today: string;
}

const cents = (r: Random, max: number) => Math.round(r.next() * max * 100) / 100;
const maybe = <T>(r: Random, p: number, v: () => T): T | null => (r.next() < p ? v() : null);
/** A cost row written at noon of a day (so it is known from that day on). */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export async function writePriceCheckFixture(
  t: TestApp,
  r: Random,
  today: string,
): Promise<PriceCheckFixture> {
  const n = 18;
  const clientId = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({
    short_code: `AZ-DE${clientId}`,
    currency_code: 'EUR',
    country_code: 'DE',
  });
  const other = await t.make.marketplace({ short_code: `AZ-US${clientId}`, currency_code: 'USD' });
  const brandIds = [(await t.make.brand()).pk_brand_id, (await t.make.brand()).pk_brand_id];
  const wUs = await t.make.warehouse(clientId, [mp.pk_mp_id, other.pk_mp_id], { country: 'US' });
  const wDe = await t.make.warehouse(clientId, [mp.pk_mp_id], { country: 'DE' });
  const wElse = await t.make.warehouse(clientId, [other.pk_mp_id]);

  // Rates for 60 days; euros missing on some days (the latest earlier rate applies).
  const rates: { date: string; currency_code: string; units_per_usd: string }[] = [];
  for (let d = addDays(today, -60); d <= today; d = addDays(d, 1)) {
    rates.push({ date: d, currency_code: 'USD', units_per_usd: '1' });
    if (r.next() < 0.8 || d === addDays(today, -60))
      rates.push({ date: d, currency_code: 'EUR', units_per_usd: (0.85 + r.next() * 0.1).toFixed(8) });
  }
  await insertRows(t.db, currencyRates, rates, { onConflictDoNothing: true });

  const codes = Array.from({ length: n }, (_, i) => `PC${clientId}-${String(i).padStart(3, '0')}`);
  const skuRows = await t.db
    .insert(skus)
    .values(
      codes.map((code, i) => ({
        client_id: clientId,
        sku_code: code,
        sku_name: `Thing ${i}`,
        fk_brand_id: i % 4 === 3 ? null : brandIds[i % 2]!,
      })),
    )
    .returning({ id: skus.pk_sku_id, code: skus.sku_code });
  const identifiers = codes.map((_, i) => `B0PC${clientId}X${String(i).padStart(3, '0')}`);
  const productRows = await t.db
    .insert(products)
    .values(
      identifiers.map((identifier, i) => ({
        client_id: clientId,
        mp_id: mp.pk_mp_id,
        identifier,
        mp_sku_code: i % 5 === 4 ? '' : `${codes[i]}-DE`,
        sku_code: codes[i]!,
        fk_sku_id: skuRows[i]!.id,
        title: i === 2 ? '=HYPERLINK("http://x")' : `Title ${i}`,
        focused_sku: i % 3 !== 2,
      })),
    )
    .returning({ id: products.pk_product_id });
  // The same listings on the other marketplace, all focused: never on this marketplace's rows.
  await t.db.insert(products).values(
    identifiers.map((identifier, i) => ({
      client_id: clientId,
      mp_id: other.pk_mp_id,
      identifier,
      sku_code: codes[i]!,
      fk_sku_id: skuRows[i]!.id,
      focused_sku: true,
    })),
  );
  await insertRows(
    t.db,
    prices,
    productRows.flatMap((p, i) => {
      if (i % 7 === 6) return [];
      const sale = maybe(r, 0.4, () => 4 + cents(r, 30));
      const start = sale === null ? null : addDays(today, r.int(-10, 3));
      return [
        {
          client_id: clientId,
          fk_product_id: p.id,
          currency_code: 'EUR',
          regular_price: i % 9 === 8 ? null : 10 + cents(r, 60),
          sale_price: sale,
          sale_start_date: start,
          sale_end_date: start === null || r.next() < 0.3 ? null : addDays(start, r.int(0, 12)),
        },
      ];
    }),
  );
  await insertRows(
    t.db,
    fees,
    identifiers.flatMap((identifier, i) =>
      i % 6 === 1
        ? []
        : [
            {
              client_id: clientId,
              mp_id: mp.pk_mp_id,
              identifier,
              selling_price: 10 + cents(r, 50),
              fee_fixed: maybe(r, 0.6, () => cents(r, 2)),
              fee_variable_frac: maybe(r, 0.9, () => Number((0.05 + r.next() * 0.2).toFixed(4))),
              fee_shipping: maybe(r, 0.6, () => cents(r, 5)),
              currency_code: 'EUR',
            },
          ],
    ),
  );
  // Costs: a dollar cost at the US warehouse written 50 days ago; for even SKUs a newer euro cost at the German
  // warehouse written 12 days ago (a cost change inside the window); for every third SKU a still newer cost at a
  // warehouse that does not serve the marketplace (never preferred); SKU 5 has only a cost written 4 days ago
  // (orders before it take it: the first known cost); SKU 7 none.
  await insertRows(
    t.db,
    skuCosts,
    skuRows.flatMap((s, i) => {
      const row = (w: number, cur: string, day: string) => ({
        client_id: clientId,
        fk_sku_id: s.id,
        fk_warehouse_id: w,
        purchase_cost: i === 9 ? null : 2 + cents(r, 20),
        shipping_cost: maybe(r, 0.7, () => cents(r, 3)),
        additional_cost: maybe(r, 0.5, () => cents(r, 2)),
        currency_code: cur,
        dt_update: noon(day),
      });
      if (i === 7) return [];
      if (i === 5) return [row(wDe.pk_warehouse_id, 'EUR', addDays(today, -4))];
      const out = [row(wUs.pk_warehouse_id, 'USD', addDays(today, -50))];
      if (i % 2 === 0) out.push(row(wDe.pk_warehouse_id, 'EUR', addDays(today, -12)));
      if (i % 3 === 0) out.push(row(wElse.pk_warehouse_id, 'USD', addDays(today, -2)));
      return out;
    }),
  );

  // Order lines over 40 days on both marketplaces: every status and type, some with tax, a few without a SKU
  // the client knows, two lines in one order.
  const lines: OrderLineInput[] = [];
  for (let i = 0; i < 260; i++) {
    const k = r.int(0, n - 1);
    const onOther = r.next() < 0.1;
    lines.push({
      mp_id: onOther ? other.pk_mp_id : mp.pk_mp_id,
      order_id: `PO${i}`,
      order_item_id: '1',
      order_type: r.pick(['R', 'R', 'R', 'R', 'PO', 'DF'] as const),
      identifier: identifiers[k]!,
      sku_code: r.next() < 0.05 ? 'SOMEONE-ELSE' : codes[k]!,
      purchase_date: addDays(today, -r.int(0, 40)),
      order_status: r.pick(['Shipped', 'Shipped', 'Shipped', 'Pending', 'Cancelled', null]),
      quantity_ordered: r.int(1, 4),
      item_price: 5 + cents(r, 120),
      amount_tax: maybe(r, 0.7, () => cents(r, 20)),
      currency_code: onOther ? 'USD' : 'EUR',
    });
    if (i % 50 === 0)
      lines.push({ ...lines[lines.length - 1]!, order_item_id: '2', identifier: identifiers[(k + 1) % n]! });
  }
  await writeOrderLines(t.db, clientId, lines);
  return { clientId, mpId: mp.pk_mp_id, otherMpId: other.pk_mp_id, brandIds, identifiers, today };
}
