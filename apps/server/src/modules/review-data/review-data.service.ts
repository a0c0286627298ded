import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import {
  growthPercent,
  type ReviewDataBody,
  type ReviewDataPage,
  type ReviewDataQuery,
  type ReviewDataRow,
  type ReviewDataSummary,
} from '@marketdesk/contracts/review-data';
import type { Db } from '../../db/client';
import { notFound, queryInvalid } from '../../platform/errors';
import { missingRate, resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import {
  hasRates,
  marketplacesOf,
  type Period,
  type ReviewScope,
  type ReviewSqlRow,
  reviewCount,
  reviewRows,
  warehouseOf,
} from './review-data.repository';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';

/** Two decimals, as every percentage and day count of the report. */
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentOf = (part: number, whole: number) => (whole === 0 ? null : round2((part / whole) * 100));
const daysIn = (p: Period) => Math.round((Date.parse(p.end) - Date.parse(p.start)) / 86_400_000) + 1;

/**
 * A SQL row as the report's row: the figures SQL leaves to arithmetic on the sums (fill rates, ACOS, stock cover,
 * flags) are computed here from those sums, so the formula of docs/guide/business-reports/review-data.md is this one place.
 */
export function toRow(r: ReviewSqlRow, current: Period): ReviewDataRow {
  const total = r.stock_p1_wh + r.stock_fba;
  const perDay = (r.sales_units_current + r.df_units_current) / daysIn(current);
  return {
    sku_id: r.sku_id,
    sku_code: r.sku_code,
    sku_name: r.sku_name,
    brand_name: r.brand_name,
    category: r.category,
    subcategory: r.subcategory,
    is_focus_sku: r.is_focus_sku,
    LBB: r.lbb,
    is_stranded: r.stranded > 0,
    stock_p1_wh: r.stock_p1_wh,
    stock_fba: r.stock_fba,
    total_stock: total,
    stock_cover: perDay > 0 ? Math.round((total / perDay) * 10) / 10 : null,
    fba_overage_above_90: r.aged_90,
    fba_overage_above_180: r.aged_180,
    overage_fee: r.overage_fee,
    po_shipped_previous: r.po_shipped_previous,
    po_shipped_current: r.po_shipped_current,
    fill_rate_previous: percentOf(r.po_shipped_previous, r.po_ordered_previous),
    fill_rate_current: percentOf(r.po_shipped_current, r.po_ordered_current),
    sales_units_previous: r.sales_units_previous,
    sales_units_current: r.sales_units_current,
    sales_amount_previous: r.sales_amount_previous,
    sales_amount_current: r.sales_amount_current,
    df_units_previous: r.df_units_previous,
    df_units_current: r.df_units_current,
    df_amount_previous: r.df_amount_previous,
    df_amount_current: r.df_amount_current,
    payment_received: r.payment_received,
    payment_to_receive: r.payment_to_receive,
    loss_amount_current: r.loss_amount_current,
    returns_count: r.returns_count,
    az_ranking: r.az_ranking,
    marketing_clicks_previous: r.clicks_previous,
    marketing_clicks_current: r.clicks_current,
    marketing_units_previous: r.ad_units_previous,
    marketing_units_current: r.ad_units_current,
    marketing_sales_previous: r.ad_sales_previous,
    marketing_sales_current: r.ad_sales_current,
    marketing_spend_previous: r.ad_spend_previous,
    marketing_spend_current: r.ad_spend_current,
    acos_previous: percentOf(r.ad_spend_previous, r.ad_sales_previous),
    acos_current: percentOf(r.ad_spend_current, r.ad_sales_current),
  };
}

const cents = (n: number) => Math.round(n * 100);
const sumCents = (rows: readonly ReviewDataRow[], pick: (r: ReviewDataRow) => number) =>
  rows.reduce((s, r) => s + cents(pick(r)), 0) / 100;
const sum = (rows: readonly ReviewDataRow[], pick: (r: ReviewDataRow) => number) =>
  rows.reduce((s, r) => s + pick(r), 0);

/** The summary of every row (sums of the rows' own figures, money added in whole cents). */
export function summaryOf(
  rows: readonly ReviewDataRow[],
  marketplaces: ReviewDataSummary['marketplaces'],
): ReviewDataSummary {
  const salesPrev = sumCents(rows, (r) => r.sales_amount_previous);
  const salesCur = sumCents(rows, (r) => r.sales_amount_current);
  return {
    total_skus: rows.length,
    total_stock_p1_wh: sum(rows, (r) => r.stock_p1_wh),
    total_stock_fba: sum(rows, (r) => r.stock_fba),
    total_sales_current: salesCur,
    period_comparison: {
      sales_growth_percent: growthPercent(salesPrev, salesCur),
      units_growth_percent: growthPercent(
        sum(rows, (r) => r.sales_units_previous),
        sum(rows, (r) => r.sales_units_current),
      ),
    },
    total_payment_received: sumCents(rows, (r) => r.payment_received),
    total_payment_to_receive: sumCents(rows, (r) => r.payment_to_receive),
    total_loss_amount: sumCents(rows, (r) => r.loss_amount_current),
    total_returns: sum(rows, (r) => r.returns_count),
    marketplaces,
  };
}

/** A date rule broken by one period, named after that period's fields (start_date → previous_start_date). */
const namedAfter =
  (period: 'previous' | 'current') =>
  (e: { validation?: { instancePath: string }[] }): never => {
    for (const v of e.validation ?? [])
      v.instancePath = v.instancePath.replace(/^\/(start|end)_date/, `/${period}_$1_date`);
    throw e;
  };

/** A page of the report answered from its filter (warehouse, marketplace, currency, the two periods). */
export type ReviewFilter = Omit<ReviewDataQuery, 'mp_id'> & { mp_id?: number | null };

/**
 * What the caller may read for a filter, through the report scope: the marketplace (when one is chosen) must be
 * the user's, the warehouse must be the client's and the user's (404 otherwise: the screen shows the detail),
 * both periods follow the date rule (422) and end no later than today; the brand limit applies.
 */
export async function reviewScope(
  db: Db,
  ctx: RequestContext,
  f: ReviewFilter,
  from: 'querystring' | 'body' = 'querystring',
): Promise<ReviewScope> {
  const mpId = f.mp_id ?? undefined;
  const rules = (period: 'previous' | 'current') => ({
    in: from,
    maxMonths: REPORT_WINDOW_MONTHS.reviewData,
    texts: { startAfterEnd: `${period}_start_date must not be after ${period}_end_date` },
  });
  const scope = await resolveScope(db, ctx, {
    ...(mpId !== undefined ? { mpId } : {}),
    warehouses: [f.warehouse_id],
    brands: true,
    dates: { start: f.current_start_date, end: f.current_end_date, ...rules('current') },
  }).catch(namedAfter('current'));
  const previousScope = await resolveScope(db, ctx, {
    dates: { start: f.previous_start_date, end: f.previous_end_date, ...rules('previous') },
  }).catch(namedAfter('previous'));
  const warehouse = await warehouseOf(db, ctx.clientId, f.warehouse_id);
  if (!warehouse || scope.warehouseIds?.length === 0) throw notFound(WAREHOUSE_NOT_FOUND);
  if (!(await hasRates(db, f.currency_code))) throw missingRate('USD', f.currency_code);
  const allowed = scope.mpIds;
  const mpIds =
    mpId !== undefined ? [mpId] : warehouse.mpIds.filter((id) => allowed === null || allowed.includes(id));
  const names = await marketplacesOf(db, mpIds);
  const dates = scope.dates!;
  const previous = previousScope.dates!;
  if (dates.start > dates.end)
    throw queryInvalid('current_start_date', 'The current period starts after today');
  if (previous.start > previous.end)
    throw queryInvalid('previous_start_date', 'The previous period starts after today');
  return {
    clientId: ctx.clientId,
    warehouseId: f.warehouse_id,
    mpIds,
    azMpIds: names.filter((m) => prefixOf(m.short_code) === 'AZ').map((m) => m.mp_id),
    brandIds: scope.brandIds,
    previous,
    current: dates,
    currency: f.currency_code,
  };
}

export function reviewDataService(db: Db) {
  return {
    async page(ctx: RequestContext, body: ReviewDataBody): Promise<ReviewDataPage> {
      const s = await reviewScope(db, ctx, body, 'body');
      const total = await reviewCount(db, s);
      const offset = (body.page - 1) * body.page_size;
      const rows = await reviewRows(db, s, { limit: body.page_size, offset });
      return {
        data: rows.map((r) => toRow(r, s.current)),
        page: body.page,
        page_size: body.page_size,
        total_count: total,
        total_pages: Math.ceil(total / body.page_size),
      };
    },

    async summary(ctx: RequestContext, q: ReviewDataQuery): Promise<ReviewDataSummary> {
      const s = await reviewScope(db, ctx, q);
      const rows = (await reviewRows(db, s)).map((r) => toRow(r, s.current));
      return summaryOf(rows, await marketplacesOf(db, s.mpIds));
    },
  };
}
