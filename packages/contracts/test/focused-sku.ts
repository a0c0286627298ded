import type { FocusedSkuAnalysis } from '../src/focused-sku-record';

/**
 * A healthy analysis record for tests (contracts, server and web): no rule of focused-sku-rules fires, so risk is
 * low. `patch` overrides top-level fields and, merged, the fields of each group.
 */
type Groups = 'sales' | 'profitability' | 'inventory' | 'returns' | 'catalogue' | 'buybox' | 'ams';
export type FocusedSkuPatch = Partial<Omit<FocusedSkuAnalysis, Groups>> & {
  [K in Groups]?: Partial<FocusedSkuAnalysis[K]>;
};

export function focusedSkuFixture(patch: FocusedSkuPatch = {}): FocusedSkuAnalysis {
  const base: FocusedSkuAnalysis = {
    id: 1,
    product_id: 7,
    asin: 'B000TEST01',
    seller_sku: 'SKU-7',
    title: 'Blue Kettle',
    main_image_url: null,
    marketplace: 'Amazon US',
    mp_id: 3,
    currency_code: 'USD',
    category: 'Home & Kitchen',
    brand: 'Acme',
    rating: 4.5,
    reviewCount: 120,
    keywordRank: null,
    lastUpdated: null,
    analysis_date: '2026-11-25',
    risk_level: 'low',
    focused_sku: true,
    isFocused: true,
    buybox_win_percentage: 100,
    sales_velocity_30d: 2,
    sales: {
      units_7d: 14,
      revenue_7d: 280,
      units_30d: 60,
      revenue_30d: 1200,
      velocity_percentage: 0,
      trend_slope: 0,
      daily_sales: [],
      daily_revenue: [],
    },
    profitability: {
      selling_price: 20,
      commission_amount: 3,
      buying_cost: 10,
      net_margin: 7,
      price_source: 'regular_price',
    },
    inventory: {
      total_available: 200,
      fba_available_quantity: 50,
      stock_coverage_days: 100,
      daily_sales_rate: 2,
    },
    returns: { return_rate_30d: 1.67, units_returned_30d: 1, units_sold_30d: 60 },
    catalogue: {
      reviews_average_rating: 4.5,
      reviews_count: 120,
      idq_score: 90,
      sales_rank: 1500,
      image_count: 7,
      bullet_count: 5,
      has_a_plus: true,
      missing_attributes: [],
      product_type: 'HOME',
      has_brand: true,
      has_model: true,
      has_color: true,
      has_size: true,
      has_variation: true,
      has_dimensions: true,
    },
    buybox: {
      is_winning: true,
      is_buy_box_winner: true,
      selling_price: 20,
      our_selling_price: 20,
      competitor_selling_price: 21,
      competitor_count: 2,
      is_prime: true,
    },
    ams: {
      spend_7d: 10,
      sales_7d: 50,
      acos_7d: 20,
      roas_7d: 5,
      impressions_7d: 1000,
      clicks_7d: 10,
      ctr_7d: 1,
      cpc_7d: 1,
      spend_30d: 40,
      sales_30d: 100,
      acos_30d: 40,
      roas_30d: 2.5,
      impressions_30d: 4000,
      clicks_30d: 40,
      ctr_30d: 1,
      cpc_30d: 1,
    },
    issues: [],
  };
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] =
      cur && typeof cur === 'object' && !Array.isArray(cur) && v && typeof v === 'object'
        ? { ...cur, ...v }
        : v;
  }
  return out as FocusedSkuAnalysis;
}
