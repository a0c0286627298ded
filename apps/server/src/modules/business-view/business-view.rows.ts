import {
  BUSINESS_VIEW_SALES_KINDS,
  type BusinessViewRow,
  type BusinessViewSales,
  type BusinessViewSalesKind,
} from '@marketdesk/contracts/business-view';
import type { BusinessViewSqlRow } from './business-view.repository';

const salesOf = (r: BusinessViewSqlRow, k: BusinessViewSalesKind): BusinessViewSales => ({
  sales_quantity: Number(r[`${k}_sales_quantity`]),
  sales_amount: Number(r[`${k}_sales_amount`]),
});

const orNull = (v: number | string | null) => (v === null ? null : Number(v));

/** The SQL's flat row as the spec's row (spec 02 section 3), numbered from `rowNumber`. */
export function toBusinessViewRow(r: BusinessViewSqlRow, rowNumber: number): BusinessViewRow {
  const sales = Object.fromEntries(BUSINESS_VIEW_SALES_KINDS.map((k) => [k, salesOf(r, k)])) as Record<
    BusinessViewSalesKind,
    BusinessViewSales
  >;
  return {
    row_number: rowNumber,
    retailer_sku: r.retailer_sku,
    mp_sku_code: r.mp_sku_code,
    sku_code: r.sku_code,
    title: r.title,
    brand_name: r.brand_name,
    category: r.category,
    subcategory: r.subcategory,
    ...sales,
    buybox_win_percentage: orNull(r.buybox_win_percentage),
    sales_rank: orNull(r.sales_rank),
    rating: orNull(r.rating),
    rating_count: orNull(r.rating_count),
    sales_quantity: sales.total.sales_quantity,
    sales_amount: sales.total.sales_amount,
    payment: Number(r.payment),
    num_returns: Number(r.num_returns),
    stock_quantity_in_p1_wh: Number(r.stock_quantity_in_p1_wh),
    stock_quantity_in_non_p1_wh: Number(r.stock_quantity_in_non_p1_wh),
    stock_quantity_in_FBA: Number(r.stock_quantity_in_FBA),
    marketing_sales: Number(r.marketing_sales),
    marketing_units: Number(r.marketing_units),
    marketing_spend: Number(r.marketing_spend),
    sessions: orNull(r.sessions),
    unit_session_percentage: orNull(r.unit_session_percentage),
  };
}
