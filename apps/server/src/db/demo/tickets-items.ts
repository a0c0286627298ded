import { T14_ACTIONS, type TicketTypeId } from '@marketdesk/contracts/tickets';
import type { Random } from './prng';
import type { AdProductRow, AdTermRow, TicketContext, TicketMarket, TicketSku } from './tickets-context';

/**
 * The items of a demo ticket by type, with the keys of spec 03 section 3: the generic columns of T1–T7 (contracts
 * TICKET_TYPES[].columns), SKU lists of T9/T10, the advertising rows of T11 (real targets and search terms with
 * their metrics), T12 (real ad products) and T14 (ranks of real ad products), and T16 uploaded files. Values
 * are drawn from the client's real SKUs and listings. Item data never holds the action fields (action_taken,
 * result, reflected_*): those are columns of ticket_items.
 */

export type ItemData = Record<string, string | number | boolean | null | Record<string, unknown>>;

export interface ItemScope {
  ctx: TicketContext;
  market: TicketMarket | null;
  brandId: number | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10_000) / 10_000;

const MISSING = [
  'bullet_point_3',
  'search_terms',
  'material',
  'item_weight',
  'color',
  'size',
  'a_plus_content',
];
const SKU_NOTES = [
  'Title too short for the category',
  'Images below 1000 px',
  'Check the size chart',
  'Bullet points copied from another SKU',
  'Main image has a watermark',
  '',
  '',
];

/** SKUs of the brand (all SKUs when none or none match), `n` distinct in a stable random order. */
function someSkus(random: Random, s: ItemScope, n: number): TicketSku[] {
  const ofBrand = s.brandId ? s.ctx.skus.filter((k) => k.brand_id === s.brandId) : [];
  return random.sample(ofBrand.length > 0 ? ofBrand : s.ctx.skus, n);
}

function listingOf(s: ItemScope, sku: TicketSku) {
  return s.ctx.listings.find((l) => l.sku_id === sku.sku_id && (!s.market || l.mp_id === s.market.mp_id));
}

const common = (s: ItemScope, sku?: TicketSku): ItemData => ({
  client_id: s.ctx.clientId,
  mp_id: s.market?.mp_id ?? null,
  brand_id: s.brandId ?? sku?.brand_id ?? null,
});

/** Items of the types raised by people (T1–T7, T9, T10); T8 and T15 carry none. */
export function skuItems(random: Random, type: TicketTypeId, s: ItemScope): ItemData[] {
  if (type === 'T8' || type === 'T15' || s.ctx.skus.length === 0) return [];
  const n = type === 'T1' || type === 'T9' ? random.int(3, 20) : random.int(1, 12);
  return someSkus(random, s, n).map((sku) => {
    const base = common(s, sku);
    const price = r2(9 + random.next() * 110);
    const listing = listingOf(s, sku);
    switch (type) {
      case 'T1':
        return {
          ...base,
          retailer_sku: sku.sku_code,
          idq_score: random.int(38, 86),
          missing_attributes: random.sample(MISSING, random.int(1, 3)).join(', '),
          comments: random.pick(SKU_NOTES),
        };
      case 'T2':
        return {
          ...base,
          retailer_sku: sku.sku_code,
          our_selling_price: price,
          competitor_selling_price: r2(price * (0.82 + random.next() * 0.15)),
        };
      case 'T3':
        return { ...base, ops_sku_code: sku.sku_code };
      case 'T4':
        return {
          ...base,
          retailer_sku: sku.sku_code,
          marketplace_sku: listing?.identifier ?? listing?.mp_sku_code ?? sku.sku_code,
        };
      case 'T5': {
        const sales = random.int(20, 400);
        const stock = random.int(0, Math.round(sales / 3));
        const fba = random.int(0, 40);
        return {
          ...base,
          retailer_sku: sku.sku_code,
          warehouse_stock: stock,
          fba_stock: fba,
          total_warehouse_sales: sales,
          current_coverage: r2(((stock + fba) / sales) * 30),
        };
      }
      case 'T6':
        return { ...base, ops_sku: sku.sku_code, available_stock: random.int(0, 600) };
      case 'T7':
        return {
          ...base,
          retailer_sku: sku.sku_code,
          selling_price: price,
          net_margin: r2(-12 + random.next() * 18),
        };
      default:
        return { ...base, retailer_sku: sku.sku_code, comments: random.pick(SKU_NOTES) };
    }
  });
}

/** Amazon-style minimum bids by currency. */
const MIN_BID: Record<string, number> = { INR: 1, AED: 0.1, SAR: 0.1, JPY: 2 };

/** One T11 row from a real target or search term; good when it sells under the ad group's target ACOS. */
export function t11Item(ctx: TicketContext, row: AdTermRow): ItemData {
  const { impressions, clicks, spend, sales, units } = row;
  const acos = sales > 0 ? spend / sales : 0;
  const good = units > 0 && acos <= row.target_acos;
  return {
    client_id: ctx.clientId,
    mp_id: row.mp_id,
    currency_code: row.currency,
    brand_id: row.brand_id,
    profile_id: row.profile_id,
    seller_name: row.seller_name,
    item_type: row.item_type,
    action_type: good ? 'good' : 'bad',
    targeting_id: row.targeting_id,
    campaign_id: row.campaign_id,
    adgroup_id: row.adgroup_id,
    adgroup_name: row.adgroup_name,
    target_or_search_term: row.text,
    existing_bid: r2(row.bid),
    new_bid: null,
    min_bid: MIN_BID[row.currency] ?? 0.02,
    impressions,
    clicks,
    ctr: impressions > 0 ? r4(clicks / impressions) : 0,
    units,
    conversion: clicks > 0 ? r4(units / clicks) : 0,
    spend: r2(spend),
    cpc: clicks > 0 ? r2(spend / clicks) : 0,
    sales: r2(sales),
    acos: r4(acos),
  };
}

/** The rows of one seller profile for a T11 ticket: a mix of its targets and search terms. */
export function t11Rows(random: Random, ctx: TicketContext, profileId: string): ItemData[] {
  const pool = ctx.adTerms.filter((r) => r.profile_id === profileId);
  return random.sample(pool, random.int(4, 20)).map((r) => t11Item(ctx, r));
}

/** T12: advertised products of one profile that ran out of stock or lost the buy box. */
export function t12Rows(random: Random, ctx: TicketContext, profileId: string): ItemData[] {
  const pool = ctx.adProducts.filter((p) => p.profile_id === profileId);
  return random.sample(pool, random.int(1, Math.min(8, pool.length))).map((p) => {
    const retail = random.next() < 0.85;
    return {
      client_id: ctx.clientId,
      mp_id: p.mp_id,
      currency_code: ctx.markets.find((m) => m.mp_id === p.mp_id)?.currency ?? null,
      brand_id: p.brand_id,
      profile_id: p.profile_id,
      ad_id: p.ad_id,
      campaign_id: p.campaign_id,
      adgroup_id: p.adgroup_id,
      mp_sku_code: p.mp_sku_code,
      asin: p.asin,
      warehouse_stock: retail ? random.int(0, 3) : null,
      fba_stock: retail ? random.int(0, 2) : null,
      buybox_win_percentage: r2(random.next() < 0.5 ? random.next() * 40 : 40 + random.next() * 60),
      is_retail: retail,
    };
  });
}

/** T14: real ad products whose search rank dropped since last week. */
export function t14Rows(random: Random, ctx: TicketContext, profileId: string, week: string): ItemData[] {
  // Rows name the keyword as the analysis' do (its open-ticket check matches ASIN and keyword).
  const pool = ctx.adProducts.filter((p) => p.profile_id === profileId && p.keyword);
  return random.sample(pool, random.int(2, Math.min(12, pool.length))).map((p: AdProductRow) => {
    const before = random.int(1, 60);
    return {
      client_id: ctx.clientId,
      mp_id: p.mp_id,
      profile_id: p.profile_id,
      item_id: `RK-${week}-${p.ad_id.slice(-6)}`,
      ad_group_name: p.adgroup_name,
      asin: p.asin,
      keyword: p.keyword,
      product_title: p.title,
      previous_week_rank: before,
      new_rank: before + random.int(3, 45),
    };
  });
}

export const T14_DONE = T14_ACTIONS;

const VENDORS = [
  'Ningbo Homeware Co.',
  'Guangzhou Kitchen Supply',
  'Shenzhen Textile Works',
  'Porto Ceramica',
];

/** T16: one uploaded invoice file awaiting approval (the demo stores no file: every demo T16 row is acted on). */
export function t16Rows(random: Random, ctx: TicketContext, no: number, day: string): ItemData[] {
  const invoice = `INV-${day.slice(0, 4)}-${String(no).padStart(4, '0')}`;
  const units = random.int(200, 4000);
  return [
    {
      client_id: ctx.clientId,
      mp_id: null,
      brand_id: null,
      data_type: 'INVOICE',
      file_name: `invoice_${invoice}.xlsx`,
      metadata: {
        vendor_name: random.pick(VENDORS),
        invoice_no: invoice,
        invoice_date: day,
        invoice_units: units,
        invoice_value: r2(units * (2 + random.next() * 9)),
        currency_code: random.pick(['USD', 'EUR', 'USD', 'INR']),
      },
    },
  ];
}
