/**
 * Test data for the dashboard tests: random commerce facts written through the fact writers (so the rollups the
 * API reads are the writers' own), and the raw rows read back for recomputation. Used by tests only.
 */
import { CURRENCIES } from '@marketdesk/contracts/constants';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import {
  type AdMetricInput,
  insertRows,
  type OrderLineInput,
  type ReturnInput,
  writeAdMetrics,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import { adCampaigns, adGroups, adProducts, currencyRates, skus } from '../../db/schema';
import { addDays } from './dashboard.scope';

export interface Market {
  id: number;
  currency: string;
}

export interface ClientFacts {
  clientId: number;
  skuCodes: string[];
}

const money = (r: Random, max = 300) => Math.round(r.next() * max * 100) / 100;

/**
 * Daily rates for every currency of the dashboard (and the marketplaces'), with random gaps and starting a few
 * days after `from`, so both fallbacks (nearest earlier, nearest later) are exercised.
 */
export async function writeRates(t: TestApp, r: Random, from: string, to: string, extra: string[] = []) {
  const base: Record<string, number> = { USD: 1, INR: 83, EUR: 0.92, GBP: 0.79, AUD: 1.52, AED: 3.6725 };
  base.SAR = 3.75;
  const rows: { date: string; currency_code: string; units_per_usd: string }[] = [];
  for (const code of [...new Set([...CURRENCIES, ...extra])]) {
    for (let d = addDays(from, 3); d <= to; d = addDays(d, 1)) {
      if (code !== 'USD' && r.next() < 0.15) continue;
      const v = code === 'USD' ? 1 : (base[code] ?? 10) * (0.95 + 0.1 * r.next());
      rows.push({ date: d, currency_code: code, units_per_usd: v.toFixed(8) });
    }
  }
  await insertRows(t.db, currencyRates, rows);
}

/** SKUs of a client: one per brand in turn, the last without a brand. */
export async function writeSkus(t: TestApp, clientId: number, brandIds: number[], count: number) {
  const codes = Array.from({ length: count }, (_, i) => `C${clientId}-SKU-${String(i).padStart(3, '0')}`);
  await t.db.insert(skus).values(
    codes.map((code, i) => ({
      client_id: clientId,
      sku_code: code,
      sku_name: `Product ${i} of client ${clientId}`,
      fk_brand_id: i === count - 1 ? null : brandIds[i % brandIds.length]!,
    })),
  );
  return codes;
}

/** Orders, returns and ad metrics of one client on `markets` between `from` and `to` (future days included). */
export async function writeFacts(
  t: TestApp,
  r: Random,
  c: ClientFacts,
  markets: Market[],
  range: { from: string; days: number },
  n = { orders: 1200, returns: 250, metrics: 700 },
) {
  const day = () => addDays(range.from, r.int(0, range.days - 1));
  const sku = () => (r.next() < 0.08 ? 'NOT-A-SKU' : r.pick(c.skuCodes));
  const lines: OrderLineInput[] = Array.from({ length: n.orders }, (_, i) => {
    const m = r.pick(markets);
    return {
      mp_id: m.id,
      order_id: `O${c.clientId}-${i}`,
      order_item_id: String(r.int(1, 3)),
      order_type: r.pick(['R', 'R', 'R', 'PO', 'DF'] as const),
      sku_code: sku(),
      purchase_date: day(),
      order_status: r.pick(['Shipped', 'Shipped', 'Pending', 'Cancelled', 'canceled', null]),
      quantity_ordered: r.int(0, 5),
      item_price: money(r),
      currency_code: m.currency,
    };
  });
  await writeOrderLines(t.db, c.clientId, lines);
  const returns: ReturnInput[] = Array.from({ length: n.returns }, (_, i) => {
    const m = r.pick(markets);
    return {
      mp_id: m.id,
      return_id: `RT${c.clientId}-${i}`,
      order_id: `O${c.clientId}-${i}`,
      sku_code: sku(),
      return_date: day(),
      quantity: r.int(1, 4),
      price: money(r, 80),
      currency_code: m.currency,
    };
  });
  await writeReturns(t.db, c.clientId, returns);

  // One advertising profile per marketplace, one campaign and group, ad products for most SKUs.
  const metrics: AdMetricInput[] = [];
  for (const m of markets) {
    const profile = await t.make.profile(c.clientId, m.id);
    const key = { client_id: c.clientId, profile_id: profile.profile_id };
    await t.db.insert(adCampaigns).values({
      ...key,
      campaign_id: 'CMP',
      campaign_name: 'Campaign',
      currency_code: m.currency,
    });
    await t.db
      .insert(adGroups)
      .values({ ...key, ad_group_id: 'GRP', campaign_id: 'CMP', ad_group_name: 'G' });
    const skuRows = (await t.db.execute(
      sql`select pk_sku_id as id, sku_code from skus where client_id = ${c.clientId} order by pk_sku_id`,
    )) as unknown as { rows: { id: number; sku_code: string }[] };
    const advertised = skuRows.rows.slice(0, -2);
    await insertRows(
      t.db,
      adProducts,
      advertised.map((s, i) => ({
        ...key,
        ad_id: `AD${i}`,
        ad_group_id: 'GRP',
        campaign_id: 'CMP',
        sku_code: s.sku_code,
        fk_sku_id: s.id,
        state: 'enabled',
      })),
    );
    for (let i = 0; i < n.metrics / markets.length; i++) {
      // Other levels repeat the same money and must never be counted.
      const level = r.pick(['ad_product', 'ad_product', 'ad_product', 'target', 'campaign'] as const);
      metrics.push({
        profile_id: profile.profile_id,
        entity_type: level,
        entity_id: level === 'ad_product' ? `AD${r.int(0, advertised.length - 1)}` : `E${r.int(0, 3)}`,
        ad_group_id: level === 'target' ? 'GRP' : null,
        campaign_id: level === 'campaign' ? 'CMP' : null,
        date: day(),
        impressions: r.int(0, 9000),
        clicks: r.int(0, 90),
        spend: money(r, 60),
        sales: money(r, 400),
        orders: r.int(0, 6),
        units: r.int(0, 8),
      });
    }
  }
  await writeAdMetrics(t.db, c.clientId, metrics);
}
