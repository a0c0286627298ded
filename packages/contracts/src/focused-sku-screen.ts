import type { FocusedSkuFilters } from './focused-sku-calls';
import type { FocusedSortKey } from './focused-sku-model';
import type { FocusedSkuAnalysis, FocusedSkuExportRow } from './focused-sku-record';
import { buyBoxPercentage, profitMarginPercent, roundFigure as round } from './focused-sku-rules';

/** Focused SKUs: the analysis screen's list: export fields, sort values, client-side filters, summary cards. */

/** The computed fields of an exported report (section 3), also the sort keys' values. */
export function focusedExportRow(r: FocusedSkuAnalysis): FocusedSkuExportRow {
  return {
    asin: r.asin,
    seller_sku: r.seller_sku,
    title: r.title,
    brand: r.brand,
    category: r.category,
    marketplace: r.marketplace,
    analysis_date: r.analysis_date,
    risk_level: r.risk_level,
    issue_count: r.issues.length,
    sales30Day: r.sales.revenue_30d,
    profitMargin: profitMarginPercent(r.profitability.net_margin, r.profitability.selling_price),
    stockLevel: r.inventory.total_available,
    stockCoverage: r.inventory.stock_coverage_days,
    returnRate: r.returns.return_rate_30d,
    buyBoxPercentage: buyBoxPercentage(r.buybox.is_winning),
    adSpend: r.ams.spend_30d,
    adSales: r.ams.sales_30d,
    acos: r.ams.acos_30d,
    velocity: r.sales.velocity_percentage,
  };
}

/** The value a sort key orders by; unknown values sort as lowest. */
export function focusedSortValue(r: FocusedSkuAnalysis, key: FocusedSortKey): number {
  const v = key === 'rating' ? r.rating : focusedExportRow(r)[key];
  return v ?? Number.NEGATIVE_INFINITY;
}

/** Search filters by ASIN or title, case-insensitive. */
export function matchesFocusedSearch(r: Pick<FocusedSkuAnalysis, 'asin' | 'title'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return r.asin.toLowerCase().includes(q) || (r.title ?? '').toLowerCase().includes(q);
}

/**
 * The client-side part of the filters (section 5): search, stock coverage, rating and issues; margin, risk
 * level and category are the server's. An unrated SKU counts as rating 0.
 */
export function matchesFocusedClientFilters(
  r: FocusedSkuAnalysis,
  f: FocusedSkuFilters,
  search = '',
): boolean {
  const cov = r.inventory.stock_coverage_days;
  const rating = r.rating ?? 0;
  return (
    matchesFocusedSearch(r, search) &&
    cov >= f.stockCoverage.min &&
    cov <= f.stockCoverage.max &&
    rating >= f.rating.min &&
    rating <= f.rating.max &&
    (f.issues.length === 0 || r.issues.some((i) => f.issues.includes(i.issue_type)))
  );
}

/**
 * The summary cards: Total Revenue (30d) with its trend (the average velocity of the SKUs that have one, null
 * when none has), Critical Issues (every active issue counted) and Total SKUs in the current view.
 */
export function focusedSummary(records: readonly FocusedSkuAnalysis[]) {
  const velocities = records.map((r) => r.sales.velocity_percentage).filter((v): v is number => v !== null);
  return {
    totalRevenue30d: round(
      records.reduce((s, r) => s + r.sales.revenue_30d, 0),
      2,
    ),
    trendPercent: velocities.length
      ? round(velocities.reduce((s, v) => s + v, 0) / velocities.length, 2)
      : null,
    criticalIssues: records.reduce((s, r) => s + r.issues.length, 0),
    totalSkus: records.length,
  };
}
