import { sql } from 'drizzle-orm';
import { type AdMetricInput, writeAdMetrics } from '../../../db/facts';
import { json, rowsOf, type Tx } from '../../../db/facts/executor';
import type { AdEntityType } from '../../../db/schema';
import type { UploadCounts } from '../../../platform/uploads';
import type { ReportKind } from './detect';
import {
  adGroupIds,
  campaignIds,
  campaignSettings,
  groupKey,
  type Owner,
  productIds,
  productKey,
  searchTermIds,
  targetIds,
  targetKey,
  termKey,
} from './entities';
import { FIGURES, type Figures, noFigures, type ReportRow } from './report-row';

/**
 * A report's rows written into the profile's ad entities and metrics, inside the upload's transaction: daily
 * rows into `ad_metrics_daily` (with their attribution window; the ads rollups follow), summary rows into
 * `ad_metrics_period` for the period they state. Rows of one entity and day (or period) add up into one metric
 * row. Only new and changed metric rows are written, so a file uploaded again answers all unchanged. The sum
 * check closes the write: the file's figures equal what the database then holds for its metric rows, or the
 * transaction is rolled back.
 */

/** The metric level each kind writes (a purchased product report writes none: see the service). */
export const LEVEL: Record<Exclude<ReportKind, 'purchased_product'>, AdEntityType> = {
  search_term: 'search_term',
  targeting: 'target',
  advertised_product: 'ad_product',
  campaign: 'campaign',
  placement: 'placement',
};

interface Metric {
  entity_id: string;
  campaign_id: string;
  ad_group_id: string | null;
  start: string;
  end: string;
  daily: boolean;
  figures: Figures;
}

export class SumCheckError extends Error {
  override name = 'SumCheckError';
}

/** The entity id of every row (entities found or created by name). */
async function entityIds(tx: Tx, o: Owner, kind: ReportKind, rows: readonly ReportRow[]) {
  const campaigns = await campaignIds(
    tx,
    o,
    rows.map((r) => r.campaign),
  );
  const campaignOf = (r: ReportRow) => campaigns.get(r.campaign)!;
  if (kind === 'campaign') {
    await campaignSettings(
      tx,
      o,
      rows.map((r) => ({
        campaign_id: campaignOf(r),
        state: r.campaignState,
        budget: r.budget,
        targeting_type: r.targetingType,
      })),
    );
    return rows.map((r) => ({ entity_id: campaignOf(r), campaign_id: campaignOf(r), ad_group_id: null }));
  }
  if (kind === 'placement')
    return rows.map((r) => ({
      entity_id: `${campaignOf(r)}|${r.placement!.toLowerCase()}`,
      campaign_id: campaignOf(r),
      ad_group_id: null,
    }));
  const groups = await adGroupIds(
    tx,
    o,
    rows.map((r) => ({ campaign_id: campaignOf(r), ad_group_name: r.adGroup! })),
  );
  const groupOf = (r: ReportRow) => groups.get(groupKey(campaignOf(r), r.adGroup!))!;
  const at = (r: ReportRow, entity_id: string) => ({
    entity_id,
    campaign_id: campaignOf(r),
    ad_group_id: groupOf(r),
  });
  if (kind === 'advertised_product') {
    const products = await productIds(
      tx,
      o,
      rows.map((r) => ({ ad_group_id: groupOf(r), campaign_id: campaignOf(r), sku: r.sku, asin: r.asin })),
    );
    return rows.map((r) => at(r, products.get(productKey(groupOf(r), r.sku, r.asin))!));
  }
  const targets = await targetIds(
    tx,
    o,
    rows.map((r) => ({
      ad_group_id: groupOf(r),
      campaign_id: campaignOf(r),
      targeting: r.targeting!,
      matchType: r.matchType,
    })),
  );
  const targetOf = (r: ReportRow) => targets.get(targetKey(groupOf(r), r.targeting!, r.matchType))!;
  if (kind === 'targeting') return rows.map((r) => at(r, targetOf(r)));
  const terms = await searchTermIds(
    tx,
    o,
    rows.map((r) => ({
      ad_group_id: groupOf(r),
      campaign_id: campaignOf(r),
      target_id: targetOf(r),
      keyword: r.targeting!,
      term: r.searchTerm!,
    })),
  );
  return rows.map((r) => at(r, terms.get(termKey(groupOf(r), targetOf(r), r.searchTerm!))!));
}

/** The rows of one entity and day (or period) added up. */
function metricsOf(rows: readonly ReportRow[], ids: Awaited<ReturnType<typeof entityIds>>): Metric[] {
  const out = new Map<string, Metric>();
  rows.forEach((r, i) => {
    const id = ids[i]!;
    const k = `${id.entity_id}|${r.start}|${r.end}|${r.daily}`;
    const m = out.get(k) ?? { ...id, start: r.start, end: r.end, daily: r.daily, figures: noFigures() };
    for (const f of FIGURES) m.figures[f] += r.figures[f];
    out.set(k, m);
  });
  return [...out.values()];
}

type Stored = { k: string } & Record<keyof Figures, string> & { attribution_days: number | null };

/** What the database holds for these metric rows (figures as cents and counts, as text). */
async function storedOf(
  tx: Tx,
  o: Owner,
  level: AdEntityType,
  metrics: readonly Metric[],
): Promise<Map<string, Stored>> {
  const keys = metrics.map((m) => ({ entity_id: m.entity_id, start: m.start, end: m.end, daily: m.daily }));
  const figures =
    sql.raw(`impressions::text as impressions, clicks::text as clicks, round(spend * 100)::text as spend,
    round(sales * 100)::text as sales, orders::text as orders, units::text as units, attribution_days`);
  const rows = await rowsOf<Stored>(
    tx,
    sql`select k.entity_id || '|' || k.start || '|' || k."end" || '|' || k.daily as k, s.*
      from jsonb_to_recordset(${json(keys)}) as k(entity_id text, start text, "end" text, daily boolean)
      join lateral (
        select ${figures} from ad_metrics_daily d
        where k.daily and d.client_id = ${o.clientId} and d.profile_id = ${o.profileId} and d.entity_type = ${level}
          and d.entity_id = k.entity_id and d.date = k.start::date
        union all
        select ${figures} from ad_metrics_period p
        where not k.daily and p.client_id = ${o.clientId} and p.profile_id = ${o.profileId} and p.entity_type = ${level}
          and p.entity_id = k.entity_id and p.start_date = k.start::date and p.end_date = k."end"::date
      ) s on true`,
  );
  return new Map(rows.map((r) => [r.k, r]));
}

const metricKey = (m: Metric) => `${m.entity_id}|${m.start}|${m.end}|${m.daily}`;
const same = (m: Metric, s: Stored, days: number) =>
  FIGURES.every((f) => Number(s[f]) === m.figures[f]) && Number(s.attribution_days) === days;

/** Writes the rows (see the file comment) and answers the counts of metric rows. */
export async function writeReportRows(
  tx: Tx,
  o: Owner & { mpId: number },
  kind: Exclude<ReportKind, 'purchased_product'>,
  attributionDays: number,
  rows: readonly ReportRow[],
): Promise<UploadCounts> {
  const level = LEVEL[kind];
  const metrics = metricsOf(rows, await entityIds(tx, o, kind, rows));
  const before = await storedOf(tx, o, level, metrics);
  const counts: UploadCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const changed = metrics.filter((m) => {
    const s = before.get(metricKey(m));
    if (!s) counts.inserted++;
    else if (same(m, s, attributionDays)) counts.unchanged++;
    else counts.updated++;
    return !s || !same(m, s, attributionDays);
  });
  const money = (c: number) => (c / 100).toFixed(2);
  const daily: AdMetricInput[] = changed
    .filter((m) => m.daily)
    .map((m) => ({
      profile_id: o.profileId,
      entity_type: level,
      entity_id: m.entity_id,
      date: m.start,
      campaign_id: m.campaign_id,
      ad_group_id: m.ad_group_id,
      ...m.figures,
      spend: money(m.figures.spend),
      sales: money(m.figures.sales),
      attribution_days: attributionDays,
    }));
  await writeAdMetrics(tx, o.clientId, daily);
  const period = changed
    .filter((m) => !m.daily)
    .map((m) => ({
      entity_id: m.entity_id,
      start_date: m.start,
      end_date: m.end,
      campaign_id: m.campaign_id,
      ad_group_id: m.ad_group_id,
      ...m.figures,
      spend: money(m.figures.spend),
      sales: money(m.figures.sales),
    }));
  if (period.length > 0)
    await tx.execute(sql`
      insert into ad_metrics_period (client_id, profile_id, entity_type, entity_id, start_date, end_date, mp_id,
        campaign_id, ad_group_id, attribution_days, impressions, clicks, spend, sales, orders, units)
      select ${o.clientId}, ${o.profileId}, ${level}, x.entity_id, x.start_date, x.end_date, ${o.mpId}, x.campaign_id,
        x.ad_group_id, ${attributionDays}, x.impressions, x.clicks, x.spend, x.sales, x.orders, x.units
      from jsonb_to_recordset(${json(period)}) as x(entity_id text, start_date date, end_date date, campaign_id text,
        ad_group_id text, impressions bigint, clicks int, spend numeric, sales numeric, orders int, units int)
      on conflict (client_id, profile_id, entity_type, entity_id, start_date, end_date) do update set
        campaign_id = excluded.campaign_id, ad_group_id = excluded.ad_group_id,
        attribution_days = excluded.attribution_days, impressions = excluded.impressions, clicks = excluded.clicks,
        spend = excluded.spend, sales = excluded.sales, orders = excluded.orders, units = excluded.units`);
  await checkSums(tx, o, level, metrics, rows);
  return counts;
}

/** The sum check: the file's figures equal what its metric rows hold now. */
async function checkSums(
  tx: Tx,
  o: Owner,
  level: AdEntityType,
  metrics: readonly Metric[],
  rows: readonly ReportRow[],
) {
  const file = noFigures();
  for (const r of rows) for (const f of FIGURES) file[f] += r.figures[f];
  const held = noFigures();
  for (const s of (await storedOf(tx, o, level, metrics)).values())
    for (const f of FIGURES) held[f] += Number(s[f]);
  const off = FIGURES.filter((f) => held[f] !== file[f]);
  if (off.length > 0)
    throw new SumCheckError(
      `The file's ${off.join(', ')} do not add up to what was stored (${off.map((f) => `${file[f]} in the file, ${held[f]} stored`).join('; ')}); nothing written`,
    );
}
