import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { writeAdMetrics } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import {
  adCampaigns,
  adGroups,
  adNegativeKeywords,
  adProducts,
  adSearchTerms,
  adTargets,
  buyBoxSnapshots,
  catalogueSnapshots,
  fbaStock,
  products,
  salesDailySku,
  skus,
  stock,
} from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-dates';

/**
 * Test data for the advertising analyses' tests (used by tests only).
 *
 * One client's advertising account for the analyses' tests, every fact written relative to today:
 * - ad group G1 (target ACOS 0.25, default bid 0.50) advertising MUG (B0MUG: 100 in stock, 60 units sold in the
 *   30 days → 2 a day, 50 days of cover; Buy Box won 2 of the last 7 days) and a non-retail ASIN (no SKU);
 * - ad group G2 (no target ACOS → the default 0.30) advertising KETTLE (B0KET: 5 in stock, 30 sold → 5 days of
 *   cover: short of stock; Buy Box always won);
 * - ad group G3, paused, whose target and product must never be analysed;
 * - targets and search terms whose metrics each rule must read as the comments say.
 */
export async function writeAdAccount(t: TestApp, clientId: number, mpId: number, tag: string) {
  const today = todayUtc();
  const day = (n: number) => addDays(today, -n);
  const profile = await t.make.profile(clientId, mpId, {
    profile_id: `PR${tag}`,
    seller_name: `Seller ${tag}`,
  });
  const P = profile.profile_id;
  const wh = await t.make.warehouse(clientId, [mpId]);
  const [mug, kettle] = await t.db
    .insert(skus)
    .values([
      { client_id: clientId, sku_code: `MUG${tag}`, sku_name: 'Mug' },
      { client_id: clientId, sku_code: `KET${tag}`, sku_name: 'Kettle' },
    ])
    .returning();
  const [pMug, pKet] = await t.db
    .insert(products)
    .values([
      {
        client_id: clientId,
        mp_id: mpId,
        identifier: `B0MUG${tag}`,
        sku_code: mug!.sku_code,
        fk_sku_id: mug!.pk_sku_id,
        title: 'Blue mug',
      },
      {
        client_id: clientId,
        mp_id: mpId,
        identifier: `B0KET${tag}`,
        sku_code: kettle!.sku_code,
        fk_sku_id: kettle!.pk_sku_id,
        title: 'Kettle',
      },
    ])
    .returning();
  await t.db.insert(stock).values([
    {
      client_id: clientId,
      fk_warehouse_id: wh.pk_warehouse_id,
      sku_code: mug!.sku_code,
      quantity: 100,
      as_of: new Date(),
      source: 'upload',
    },
    {
      client_id: clientId,
      fk_warehouse_id: wh.pk_warehouse_id,
      sku_code: kettle!.sku_code,
      quantity: 3,
      as_of: new Date(),
      source: 'upload',
    },
  ]);
  await t.db.insert(fbaStock).values({
    client_id: clientId,
    mp_id: mpId,
    seller_id: 'S1',
    sku_code: kettle!.sku_code,
    available: 2,
    inbound: 0,
    reserved: 0,
    unfulfillable: 0,
    as_of: new Date(),
    source: 'upload',
  });
  // 30 days of sales: MUG 2 a day, KETTLE 1 a day; a sale today (outside the window) must not count.
  await t.db.insert(salesDailySku).values(
    Array.from({ length: 31 }, (_, i) => [
      {
        client_id: clientId,
        date: day(i),
        mp_id: mpId,
        brand_id: 0,
        sku_id: mug!.pk_sku_id,
        units_r: i === 0 ? 500 : 2,
      },
      {
        client_id: clientId,
        date: day(i),
        mp_id: mpId,
        brand_id: 0,
        sku_id: kettle!.pk_sku_id,
        units_po: i === 0 ? 0 : 1,
      },
    ]).flat(),
  );
  // Buy Box in the last 7 days: MUG won 2 of 7, KETTLE 7 of 7.
  await t.db.insert(buyBoxSnapshots).values(
    Array.from({ length: 7 }, (_, i) => [
      {
        client_id: clientId,
        fk_product_id: pMug!.pk_product_id,
        taken_at: new Date(`${day(i + 1)}T10:00:00Z`),
        is_buy_box_winner: i < 2,
        currency_code: 'USD',
      },
      {
        client_id: clientId,
        fk_product_id: pKet!.pk_product_id,
        taken_at: new Date(`${day(i + 1)}T10:00:00Z`),
        is_buy_box_winner: true,
        currency_code: 'USD',
      },
    ]).flat(),
  );
  // Keyword ranks: MUG 10 last week → 16 this week (dropped); KETTLE 10 → 14 (not past the threshold).
  await t.db.insert(catalogueSnapshots).values(
    Array.from({ length: 14 }, (_, i) => [
      {
        client_id: clientId,
        fk_product_id: pMug!.pk_product_id,
        date: day(i + 1),
        idq_score: 80,
        keyword: 'mug',
        keyword_rank: i < 7 ? 16 : 10,
      },
      {
        client_id: clientId,
        fk_product_id: pKet!.pk_product_id,
        date: day(i + 1),
        idq_score: 80,
        keyword: 'kettle',
        keyword_rank: i < 7 ? 14 : 10,
      },
    ]).flat(),
  );

  await t.db.insert(adCampaigns).values({
    client_id: clientId,
    profile_id: P,
    campaign_id: `C${tag}`,
    campaign_name: 'Kitchen',
    currency_code: 'USD',
  });
  await t.db.insert(adGroups).values([
    {
      client_id: clientId,
      profile_id: P,
      ad_group_id: `G1${tag}`,
      campaign_id: `C${tag}`,
      ad_group_name: 'Mugs',
      default_bid: '0.50',
      target_acos: '0.25',
    },
    {
      client_id: clientId,
      profile_id: P,
      ad_group_id: `G2${tag}`,
      campaign_id: `C${tag}`,
      ad_group_name: 'Kettles',
      default_bid: '0.50',
    },
    // Paused: nothing of it is analysed.
    {
      client_id: clientId,
      profile_id: P,
      ad_group_id: `G3${tag}`,
      campaign_id: `C${tag}`,
      ad_group_name: 'Paused',
      state: 'paused',
    },
  ]);
  const g1 = { client_id: clientId, profile_id: P, campaign_id: `C${tag}`, ad_group_id: `G1${tag}` };
  const g2 = { ...g1, ad_group_id: `G2${tag}` };
  const g3 = { ...g1, ad_group_id: `G3${tag}` };
  await t.db.insert(adProducts).values([
    { ...g1, ad_id: `AD1${tag}`, asin: pMug!.identifier, sku_code: mug!.sku_code },
    { ...g1, ad_id: `AD3${tag}`, asin: `B0NONE${tag}` },
    // MUG again, in the paused ad group: neither paused (T12) nor named as its ad group (T14).
    { ...g3, ad_id: `AD5${tag}`, asin: pMug!.identifier, sku_code: mug!.sku_code },
    { ...g2, ad_id: `AD2${tag}`, asin: pKet!.identifier, sku_code: kettle!.sku_code },
    // Paused: never analysed.
    { ...g2, ad_id: `AD4${tag}`, asin: `B0OLD${tag}`, state: 'paused' },
  ]);
  const target = (id: string, g: typeof g1, text: string, bid: string | null) => ({
    ...g,
    target_id: `${id}${tag}`,
    target: text,
    target_type: 'keyword',
    match_type: 'broad',
    bid,
  });
  await t.db
    .insert(adTargets)
    .values([
      target('TG1', g1, 'mug', '0.60'),
      target('TG2', g2, 'kettle', '0.60'),
      target('TG3', g1, 'cup', '0.60'),
      target('TG4', g1, 'beaker', '0.60'),
      target('TG5', g1, 'tumbler', '0.60'),
      target('TG6', g1, 'flask', '0.60'),
      target('TG7', g3, 'saucer', '0.60'),
    ]);
  const term = (id: string, text: string) => ({
    ...g1,
    search_term_id: `${id}${tag}`,
    target_id: `TG1${tag}`,
    search_term: text,
    keyword: 'mug',
  });
  await t.db
    .insert(adSearchTerms)
    .values([term('ST1', 'blue mug'), term('ST2', 'MUG'), term('ST3', 'free mug'), term('ST4', 'cheap mug')]);
  await t.db
    .insert(adNegativeKeywords)
    .values({ ...g1, keyword_id: `NK${tag}`, keyword_text: 'cheap mug', match_type: 'negativeExact' });

  const m = (
    type: 'target' | 'search_term',
    id: string,
    ago: number,
    clicks: number,
    spend: number,
    sales: number,
    orders = sales > 0 ? 3 : 0,
  ) => ({
    profile_id: P,
    entity_type: type,
    entity_id: `${id}${tag}`,
    date: day(ago),
    impressions: clicks * 40,
    clicks,
    spend,
    sales,
    orders,
    units: orders,
  });
  await writeAdMetrics(t.db, clientId, [
    // TG1: 40 clicks, spend 20 (CPC 0.50), sales 200 → ACOS 0.10 under 0.25 → raise to 0.50 × 0.25 ÷ 0.10 = 1.25.
    m('target', 'TG1', 5, 20, 10, 100),
    m('target', 'TG1', 20, 20, 10, 100),
    // TG2: the same figures in G2, short of stock: never raised.
    m('target', 'TG2', 5, 40, 20, 200),
    // TG3: 9 clicks without sales: not enough evidence.
    m('target', 'TG3', 6, 9, 4.5, 0),
    // TG4: 30 clicks, spend 15, no sales → pause.
    m('target', 'TG4', 10, 30, 15, 0),
    // TG5: 20 clicks, spend 10, sales 20 → ACOS 0.50 over 0.25 → lower to 0.50 × 0.25 ÷ 0.50 = 0.25.
    m('target', 'TG5', 12, 20, 10, 20),
    // TG6: 9 clicks in the window; 50 more without sales in the restatement days (today−3 to today) are never read.
    m('target', 'TG6', 4, 9, 4.5, 0),
    m('target', 'TG6', 3, 25, 12.5, 0),
    m('target', 'TG6', 0, 25, 12.5, 0),
    // TG7: 30 clicks, spend 15, no sales, but its ad group is paused: nothing.
    m('target', 'TG7', 10, 30, 15, 0),
    // Older than the 28 days: not read.
    m('target', 'TG3', 40, 100, 50, 0),
    // ST1: 12 clicks, spend 6, 3 orders, sales 60 → ACOS 0.10: converting → add as target at its CPC 0.50.
    m('search_term', 'ST1', 8, 12, 6, 60),
    // ST2: the same, but "MUG" is already the keyword of TG1: nothing.
    m('search_term', 'ST2', 8, 12, 6, 60),
    // ST3: 25 clicks, no sale → negate.
    m('search_term', 'ST3', 9, 25, 12.5, 0),
    // ST4: 25 clicks, no sale, but already a negative keyword of its ad group: nothing.
    m('search_term', 'ST4', 9, 25, 12.5, 0),
  ]);
  return { profile, tag, mug: mug!, kettle: kettle!, pMug: pMug!, pKet: pKet! };
}

/** A ticket of the client with its items' data, for assertions. */
export async function ticketsOf(t: TestApp, clientId: number, type: string) {
  return rowsOf<{
    pk_ticket_id: number;
    creator_name: string;
    fk_creator_id: number | null;
    fk_mp_id: number;
    status: string;
    items: Record<string, unknown>[];
  }>(
    t.db,
    sql`select t.pk_ticket_id, t.creator_name, t.fk_creator_id, t.fk_mp_id, t.status,
        coalesce(json_agg(i.data order by i.item_no) filter (where i.item_no is not null), '[]') as items
      from tickets t left join ticket_items i on i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id
      where t.client_id = ${clientId}::int and t.fk_ticket_type_id = ${type}
      group by t.client_id, t.pk_ticket_id order by t.pk_ticket_id`,
  );
}
