import { sql } from 'drizzle-orm';
import type { AdEntityType } from '../schema';
import { chunks, type DayKey, type Executor, json, rowsOf, uniqueKeys } from './executor';
import { refreshAdsRollups } from './rollups';

/** One day of one advertising entity's metrics. Amounts in the profile marketplace's currency. */
export interface AdMetricInput {
  profile_id: string;
  entity_type: AdEntityType;
  entity_id: string;
  date: string;
  campaign_id?: string | null;
  ad_group_id?: string | null;
  /** Overrides the SKU of the ad product (ad_products.fk_sku_id) and the brand (SKU's, else ad group's, else campaign's). */
  fk_sku_id?: number | null;
  fk_brand_id?: number | null;
  impressions: number;
  clicks: number;
  spend: number | string;
  sales: number | string;
  orders: number;
  units: number;
  /** Days of attribution of sales and orders (console reports: 7 or 14); absent: the Ads API's 7 (null). */
  attribution_days?: number | null;
}

export interface AdMetricKey {
  profile_id: string;
  entity_type: AdEntityType;
  entity_id: string;
  date: string;
}

const CHUNK = 4000;
const COLUMNS = `profile_id text, entity_type text, entity_id text, date date, campaign_id text, ad_group_id text,
  fk_sku_id int, fk_brand_id int, impressions bigint, clicks int, spend numeric, sales numeric, orders int, units int, attribution_days smallint`;

/**
 * Inserts or updates daily ad metrics of one client (key: profile + entity + date). The marketplace comes from
 * the profile; an ad product's SKU, brand, ad group and campaign from the ad entities. Then recomputes the ads
 * rollups of every touched (marketplace, date).
 */
export async function writeAdMetrics(
  ex: Executor,
  clientId: number,
  rows: readonly AdMetricInput[],
): Promise<DayKey[]> {
  if (rows.length === 0) return [];
  const byKey = new Map<string, AdMetricInput>();
  for (const r of rows) byKey.set(`${r.profile_id}|${r.entity_type}|${r.entity_id}|${r.date}`, r);
  return ex.transaction(async (tx) => {
    const touched: DayKey[] = [];
    for (const part of chunks([...byKey.values()], CHUNK)) {
      touched.push(
        ...(await rowsOf<DayKey>(
          tx,
          sql`with x as (select * from jsonb_to_recordset(${json(part)}) as x(${sql.raw(COLUMNS)})),
          old as (
            select m.mp_id, m.date from ad_metrics_daily m
            join x on m.client_id = ${clientId} and m.profile_id = x.profile_id and m.entity_type = x.entity_type
              and m.entity_id = x.entity_id and m.date = x.date
          ),
          up as (
            insert into ad_metrics_daily (client_id, profile_id, entity_type, entity_id, date, mp_id, campaign_id,
              ad_group_id, fk_brand_id, fk_sku_id, impressions, clicks, spend, sales, orders, units, attribution_days)
            select ${clientId}, x.profile_id, x.entity_type, x.entity_id, x.date, p.fk_mp_id,
              coalesce(x.campaign_id, ap.campaign_id, g.campaign_id), coalesce(x.ad_group_id, ap.ad_group_id),
              coalesce(x.fk_brand_id, s.fk_brand_id, g.fk_brand_id, c.fk_brand_id), coalesce(x.fk_sku_id, ap.fk_sku_id),
              coalesce(x.impressions, 0), coalesce(x.clicks, 0), coalesce(x.spend, 0), coalesce(x.sales, 0),
              coalesce(x.orders, 0), coalesce(x.units, 0), x.attribution_days
            from x
            left join seller_profiles p on p.client_id = ${clientId} and p.profile_id = x.profile_id
            left join ad_products ap on x.entity_type = 'ad_product' and ap.client_id = ${clientId}
              and ap.profile_id = x.profile_id and ap.ad_id = x.entity_id
            left join skus s on s.client_id = ${clientId} and s.pk_sku_id = coalesce(x.fk_sku_id, ap.fk_sku_id)
            left join ad_groups g on g.client_id = ${clientId} and g.profile_id = x.profile_id
              and g.ad_group_id = coalesce(x.ad_group_id, ap.ad_group_id)
            left join ad_campaigns c on c.client_id = ${clientId} and c.profile_id = x.profile_id
              and c.campaign_id = coalesce(x.campaign_id, ap.campaign_id, g.campaign_id)
            on conflict (client_id, profile_id, entity_type, entity_id, date) do update set
              mp_id = excluded.mp_id, campaign_id = excluded.campaign_id, ad_group_id = excluded.ad_group_id,
              fk_brand_id = excluded.fk_brand_id, fk_sku_id = excluded.fk_sku_id, impressions = excluded.impressions,
              clicks = excluded.clicks, spend = excluded.spend, sales = excluded.sales, orders = excluded.orders,
              units = excluded.units, attribution_days = excluded.attribution_days
            returning mp_id, date
          )
          select distinct mp_id, date::text as date from old
          union select distinct mp_id, date::text from up`,
        )),
      );
    }
    const keys = uniqueKeys(touched);
    await refreshAdsRollups(tx, clientId, { keys });
    return keys;
  });
}

export async function deleteAdMetrics(
  ex: Executor,
  clientId: number,
  keys: readonly AdMetricKey[],
): Promise<DayKey[]> {
  if (keys.length === 0) return [];
  return ex.transaction(async (tx) => {
    const touched: DayKey[] = [];
    for (const part of chunks(keys, CHUNK)) {
      touched.push(
        ...(await rowsOf<DayKey>(
          tx,
          sql`delete from ad_metrics_daily m
          using jsonb_to_recordset(${json(part)}) as k(profile_id text, entity_type text, entity_id text, date date)
          where m.client_id = ${clientId} and m.profile_id = k.profile_id and m.entity_type = k.entity_type
            and m.entity_id = k.entity_id and m.date = k.date
          returning m.mp_id, m.date::text as date`,
        )),
      );
    }
    const out = uniqueKeys(touched);
    await refreshAdsRollups(tx, clientId, { keys: out });
    return out;
  });
}
