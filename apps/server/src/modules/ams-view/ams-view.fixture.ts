import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { type AdMetricInput, insertRows, writeAdMetrics } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import {
  adCampaigns,
  adGroups,
  adNegativeKeywords,
  adProducts,
  adSearchTerms,
  adTargets,
  skus,
} from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-dates';

/**
 * The AMS view's test data: client A with two profiles on an Amazon marketplace (P assigned to the limited user,
 * P2 not), client B with one; in P three ad groups (G1 brand 1 enabled, G2 brand 2 paused, G3 without a brand
 * and without products, archived), ad products, targets (T2 paused, never any metric), search terms, negatives,
 * and random daily metrics at every level over 120 days (campaign and ad-group level rows too, which no grid
 * may count), some of them in P2.
 */
export async function amsFixture(t: TestApp) {
  const r = mulberry32(2101);
  const today = todayUtc();
  const a = await t.make.client();
  const b = await t.make.client();
  // An Amazon.de marketplace: its amounts are in EUR, never shown as dollars.
  const mp = await t.make.marketplace({
    short_code: `AZ_T${Date.now() % 100000}`,
    country_code: 'DE',
    currency_code: 'EUR',
  });
  const brand1 = await t.make.brand();
  const brand2 = await t.make.brand();
  const P = await t.make.profile(a.pk_client_id, mp.pk_mp_id);
  const P2 = await t.make.profile(a.pk_client_id, mp.pk_mp_id);
  const PB = await t.make.profile(b.pk_client_id, mp.pk_mp_id);
  const clientId = a.pk_client_id;
  const [sku] = await t.db
    .insert(skus)
    .values({
      client_id: clientId,
      sku_code: 'SKU-1',
      sku_name: 'Kettle 1.7 l',
      fk_brand_id: brand1.pk_brand_id,
    })
    .returning();

  for (const [profile, client] of [
    [P, clientId],
    [P2, clientId],
    [PB, b.pk_client_id],
  ] as const) {
    const key = { client_id: client, profile_id: profile.profile_id };
    await t.db
      .insert(adCampaigns)
      .values({ ...key, campaign_id: 'C1', campaign_name: 'Camp 1', currency_code: 'EUR' });
    await t.db.insert(adGroups).values([
      {
        ...key,
        ad_group_id: 'G1',
        campaign_id: 'C1',
        ad_group_name: 'Alpha',
        fk_brand_id: brand1.pk_brand_id,
      },
      {
        ...key,
        ad_group_id: 'G2',
        campaign_id: 'C1',
        ad_group_name: 'Beta',
        state: 'paused',
        fk_brand_id: brand2.pk_brand_id,
      },
      { ...key, ad_group_id: 'G3', campaign_id: 'C1', ad_group_name: 'Gamma', state: 'archived' },
    ]);
    await insertRows(t.db, adProducts, [
      {
        ...key,
        ad_id: 'AD1',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        asin: 'B000000001',
        sku_code: 'SKU-1',
        fk_sku_id: sku!.pk_sku_id,
        state: 'enabled',
      },
      {
        ...key,
        ad_id: 'AD2',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        asin: 'B000000002',
        sku_code: null,
        fk_sku_id: null,
        state: 'paused',
      },
      {
        ...key,
        ad_id: 'AD3',
        ad_group_id: 'G2',
        campaign_id: 'C1',
        asin: 'B000000003',
        sku_code: null,
        fk_sku_id: null,
        state: 'enabled',
      },
    ]);
    await insertRows(t.db, adTargets, [
      {
        ...key,
        target_id: 'T1',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        target: 'kettle',
        target_type: 'keyword',
        match_type: 'exact',
        state: 'enabled',
        bid: '0.85',
      },
      {
        ...key,
        target_id: 'T2',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        target: 'asin="B0X"',
        target_type: 'product',
        match_type: null,
        state: 'paused',
        bid: '1.10',
      },
      {
        ...key,
        target_id: 'T3',
        ad_group_id: 'G2',
        campaign_id: 'C1',
        target: 'toaster',
        target_type: 'keyword',
        match_type: 'broad',
        state: 'enabled',
        bid: '0.50',
      },
    ]);
    await insertRows(t.db, adSearchTerms, [
      {
        ...key,
        search_term_id: 'S1',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        target_id: 'T1',
        search_term: 'electric kettle',
        keyword: 'kettle',
      },
      {
        ...key,
        search_term_id: 'S2',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        target_id: 'T1',
        search_term: '=cmd|calc',
        keyword: 'kettle',
      },
      {
        ...key,
        search_term_id: 'S3',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        target_id: 'T2',
        search_term: 'glass kettle',
        keyword: null,
      },
    ]);
    await insertRows(t.db, adNegativeKeywords, [
      {
        ...key,
        keyword_id: 'N1',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        keyword_text: 'cheap',
        match_type: 'negativeExact',
        state: 'enabled',
        bid: null,
      },
      {
        ...key,
        keyword_id: 'N2',
        ad_group_id: 'G1',
        campaign_id: 'C1',
        keyword_text: 'used kettle',
        match_type: 'negativePhrase',
        state: 'archived',
        bid: '0.20',
      },
    ]);

    const entities: [AdMetricInput['entity_type'], string, string | null][] = [
      ['ad_product', 'AD1', 'G1'],
      ['ad_product', 'AD2', 'G1'],
      ['ad_product', 'AD3', 'G2'],
      ['target', 'T1', 'G1'],
      ['target', 'T3', 'G2'],
      ['search_term', 'S1', 'G1'],
      ['search_term', 'S2', 'G1'],
      ['search_term', 'S3', 'G1'],
      ['ad_group', 'G1', 'G1'],
      ['campaign', 'C1', null],
    ];
    const metrics: AdMetricInput[] = [];
    for (const [entity_type, entity_id, ad_group_id] of entities) {
      for (let d = 0; d < 120; d++) {
        if (r.next() < 0.4) continue;
        metrics.push({
          profile_id: profile.profile_id,
          entity_type,
          entity_id,
          ad_group_id,
          campaign_id: 'C1',
          date: addDays(today, -d),
          impressions: r.int(0, 4000),
          clicks: r.int(0, 50),
          spend: Math.round(r.next() * 4000) / 100,
          sales: Math.round(r.next() * 20000) / 100,
          orders: r.int(0, 5),
          units: r.int(0, 7),
        });
      }
    }
    await writeAdMetrics(t.db, client, metrics);
  }
  return { today, clientId, otherClientId: b.pk_client_id, mp, brand1, brand2, P, P2, PB };
}

export type AmsFixture = Awaited<ReturnType<typeof amsFixture>>;

export interface RawMetric {
  profile_id: string;
  entity_type: string;
  entity_id: string;
  date: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  units: number;
}

/** Every raw daily metric of a client, as stored (the tests' oracle sums these itself). */
export async function rawMetrics(t: TestApp, clientId: number): Promise<RawMetric[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    t.db,
    sql`select profile_id, entity_type, entity_id, to_char(date, 'YYYY-MM-DD') as date, impressions, clicks,
      spend, sales, orders, units from ad_metrics_daily where client_id = ${clientId}::int`,
  );
  return rows.map((x) => ({
    profile_id: String(x.profile_id),
    entity_type: String(x.entity_type),
    entity_id: String(x.entity_id),
    date: String(x.date),
    impressions: Number(x.impressions),
    clicks: Number(x.clicks),
    spend: Number(x.spend),
    sales: Number(x.sales),
    orders: Number(x.orders),
    units: Number(x.units),
  }));
}
