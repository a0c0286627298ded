import type { FocusedSkuAnalysis, FocusedSkuExportRow } from './focused-sku-record';
import { buyBoxPercentage, profitMarginPercent } from './focused-sku-rules';

/**
 * Focused SKUs: the export row of a record. Search, filters, sort and the summary cards are the server's, over
 * the whole marketplace (the list call), never computed over a page on screen.
 */

/** The computed fields of an exported report (section 3); the stored list columns sort and filter on them. */
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
