import {
  type FocusedSkuAnalysis,
  type FocusedSkuDetail,
  focusedExportRow,
} from '@marketdesk/contracts/focused-sku';
import { type FocusedSkuPatch, focusedSkuFixture } from '@marketdesk/contracts/test/focused-sku';
import { fireEvent, screen } from '@testing-library/react';
import { json, mockFetch, role, user } from '../factories';
import { renderRoutes, signedIn } from '../render';

export { catchDownloads, textOf } from '../downloads';

/** Test helpers of the analysis screen: records, a fake of its calls, the marketplace pick, downloads. */

const days = (values: number[]) =>
  values.map((value, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, value }));

/** SKU n of the fake marketplace: B00000000n, "Product n", product id n; `patch` as focusedSkuFixture's. */
export const sku = (n: number, patch: FocusedSkuPatch = {}): FocusedSkuAnalysis =>
  focusedSkuFixture({
    id: n,
    product_id: n,
    asin: `B00000000${n}`,
    title: `Product ${n}`,
    mp_id: 4,
    marketplace: 'Amazon DE',
    currency_code: 'EUR',
    ...patch,
  });

/** Three SKUs: a healthy one, one at STOCKOUT_RISK (high risk, falling sales), one medium with a return problem. */
export const RECORDS: FocusedSkuAnalysis[] = [
  sku(1, {
    sales: { revenue_30d: 1200, velocity_percentage: 10, daily_sales: days([1, 2, 3, 2]) },
  }),
  sku(2, {
    title: 'Red Toaster',
    risk_level: 'high',
    isFocused: false,
    focused_sku: false,
    rating: 3.2,
    reviewCount: 40,
    sales: { revenue_30d: 3000, velocity_percentage: -25 },
    inventory: {
      total_available: 10,
      fba_available_quantity: 4,
      stock_coverage_days: 5,
      daily_sales_rate: 2,
    },
    buybox: { is_winning: false, is_buy_box_winner: false },
    ams: { spend_30d: 0, acos_30d: null },
    traffic: {
      period_start: '2026-11-18',
      period_end: '2026-11-24',
      sessions: 1500,
      page_views: 1710,
      units_ordered: 90,
      unit_session_percentage: 6,
      buy_box_percentage: 97.5,
      previous_period_start: '2026-11-11',
      previous_sessions: 1000,
      previous_unit_session_percentage: 10,
    },
    issues: [
      {
        issue_type: 'STOCKOUT_RISK',
        priority: 'high',
        title: 'Stockout Risk',
        description: 'Stock of 10 units covers 5 days at 2 units/day (under 15 days).',
        details: {},
        created_at: '2026-11-25T02:00:00Z',
      },
    ],
  }),
  sku(3, {
    title: 'Green Blender',
    risk_level: 'medium',
    rating: 4.9,
    sales: { revenue_30d: 500, velocity_percentage: null },
    profitability: { selling_price: 20, net_margin: 1.5 },
    inventory: { stock_coverage_days: 40 },
    returns: { return_rate_30d: 8, units_returned_30d: 4, units_sold_30d: 50 },
    issues: [
      {
        issue_type: 'HIGH_RETURN_RATE',
        priority: 'medium',
        title: 'High Return Rate',
        description: '4 of 50 units sold in 30 days were returned: 8% (over 5%).',
        details: {},
        created_at: '2026-11-25T02:00:00Z',
      },
    ],
  }),
];

/** The detail answer of a record: its risk over three days and a recorded comparison. */
export const detailOf = (r: FocusedSkuAnalysis): FocusedSkuDetail => ({
  ...r,
  risk_history: [
    { analysis_date: '2026-11-23', risk_level: 'low', issue_count: 0 },
    { analysis_date: '2026-11-24', risk_level: 'medium', issue_count: 1 },
    { analysis_date: '2026-11-25', risk_level: r.risk_level, issue_count: r.issues.length },
  ],
  comparison: {
    recorded_at: '2026-11-20T10:00:00Z',
    recorded_by: 'Ada Lovelace',
    client_retailer_sku: r.asin,
    comp1_retailer_sku: 'B0COMP0001',
    comp2_retailer_sku: 'B0COMP0002',
    client_price: 19.99,
    comp1_price: 17.49,
    comp2_price: 21.5,
    client_delivery_days: 2,
    comp1_delivery_days: 1,
    comp2_delivery_days: 4,
    client_ranking: 3,
    catalog_issues: 'no_issues',
  },
});

export const MARKETPLACES = [
  {
    pk_mp_id: 4,
    name: 'Amazon DE',
    short_code: 'AZ_DE',
    country_code: 'DE',
    currency_code: 'EUR',
    website_url: '',
  },
  {
    pk_mp_id: 5,
    name: 'Amazon UK',
    short_code: 'AZ_UK',
    country_code: 'GB',
    currency_code: 'GBP',
    website_url: '',
  },
];

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** The fake's sort value of a record (the server's stored columns); unknown values sort last. */
const sortValue = (r: FocusedSkuAnalysis, key: string): number | null =>
  key === 'rating' ? r.rating : (focusedExportRow(r)[key as 'sales30Day'] ?? null);

/**
 * A list answer of the fake, as the server answers: search (ASIN, seller SKU, title, brand), every filter and
 * the sort over all the marketplace's records, a page of `size`, and the summary over every match.
 */
function listAnswer(records: FocusedSkuAnalysis[], url: URL) {
  const q = url.searchParams;
  const num = (k: string) => Number(q.get(k));
  const term = (q.get('search') ?? '').trim().toLowerCase();
  const any = (k: string, v: string | null) => !q.getAll(k).length || q.getAll(k).includes(v ?? '');
  const hits = records.filter((r) => {
    const cov = r.inventory.stock_coverage_days;
    const rating = r.rating ?? 0;
    return (
      [r.asin, r.seller_sku, r.title, r.brand].some((v) => (v ?? '').toLowerCase().includes(term)) &&
      any('riskLevel', r.risk_level) &&
      any('categories', r.category) &&
      (!q.getAll('issues').length || r.issues.some((i) => q.getAll('issues').includes(i.issue_type))) &&
      cov >= num('stockCoverageMin') &&
      cov <= num('stockCoverageMax') &&
      rating >= num('ratingMin') &&
      rating <= num('ratingMax')
    );
  });
  const key = q.get('sortBy') ?? 'sales30Day';
  const dir = q.get('sortOrder') === 'asc' ? 1 : -1;
  hits.sort((a, b) => {
    const [x, y] = [sortValue(a, key), sortValue(b, key)];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return dir * (x - y) || a.product_id - b.product_id;
  });
  const page = num('page');
  const size = num('size');
  const velocities = hits.map((r) => r.sales.velocity_percentage).filter((v): v is number => v !== null);
  return json(200, {
    items: hits.slice((page - 1) * size, page * size),
    next_page: page * size < hits.length ? page + 1 : null,
    current_page: page,
    previous_page: page > 1 ? page - 1 : null,
    total: hits.length,
    summary: {
      totalRevenue30d: hits.reduce((s, r) => s + r.sales.revenue_30d, 0),
      trendPercent: velocities.length ? velocities.reduce((s, v) => s + v, 0) / velocities.length : null,
      criticalIssues: hits.reduce((s, r) => s + r.issues.length, 0),
      totalSkus: hits.length,
    },
  });
}

/** The fake's catalogue categories (GET /focused-sku/categories). */
export const CATEGORIES = ['Home & Kitchen', 'Kettles'];

/**
 * Opens the screen (at `entry`, e.g. an address with filters) over a fake of its calls: the list answers `records` (for every marketplace), the detail
 * answers detailOf, analyze answers the asked ASINs (all=true: every record), toggle-focus sets the flag.
 * `routes` replace a call ("GET /focused-sku/analysis/detail" and "POST /focused-sku/toggle-focus" name the
 * calls whose path carries an id).
 */
export function openAnalyzer(
  records: FocusedSkuAnalysis[] = RECORDS,
  routes: Record<string, Route> = {},
  entry = '/focused-data/analyzer',
) {
  const store = records.map((r) => ({ ...r }));
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /focused-sku/analysis': (url) => listAnswer(store, url),
    'GET /focused-sku/categories': () => json(200, { categories: CATEGORIES }),
    'GET /focused-sku/analyze-skus': (url) => {
      const asins = url.searchParams.getAll('asins');
      const results =
        url.searchParams.get('all') === 'true' ? store : store.filter((r) => asins.includes(r.asin));
      return json(200, { success: true, count: results.length, results });
    },
    ...routes,
  });
  const routed = net.fn.getMockImplementation()!;
  net.fn.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const toggle = /^\/focused-sku\/(\d+)\/toggle-focus$/.exec(url.pathname);
    const detail = /^\/focused-sku\/analysis\/([^/]+)$/.exec(url.pathname);
    if (!(toggle && init.method === 'POST') && !(detail && detail[1] !== 'export'))
      return routed(input, init);
    net.calls.push({ method: init.method ?? 'GET', url, init });
    if (detail) {
      const own = routes['GET /focused-sku/analysis/detail'];
      if (own) return own(url, init);
      const r = store.find((s) => s.asin === decodeURIComponent(detail[1]!));
      return r ? json(200, detailOf(r)) : json(404, {});
    }
    const own = routes['POST /focused-sku/toggle-focus'];
    if (own) return own(url, init);
    const r = store.find((s) => s.product_id === Number(toggle![1]));
    if (!r) return json(404, {});
    const { focused } = JSON.parse(String(init.body)) as { focused: boolean };
    const changed = r.isFocused !== focused;
    r.isFocused = focused;
    r.focused_sku = focused;
    return json(200, { product_id: r.product_id, focused, changed });
  });
  signedIn(user({ roles: [role(1, 'Seller', ['channel_report:view', 'channel_report:create'])] }));
  const view = renderRoutes(entry);
  const calls = (path: string) => net.calls.filter((c) => c.url.pathname === path);
  return {
    view,
    net,
    store,
    lists: () => calls('/focused-sku/analysis'),
    analyses: () => calls('/focused-sku/analyze-skus'),
  };
}

/** Picks a marketplace in the screen's selector. */
export async function chooseMarketplace(name = 'Amazon DE') {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

/**
 * The screen's tests render the real route tree with its charts; the first of a file also transforms MUI's
 * drawer, slider and chart modules. On a machine busy with the whole suite that can pass the 30-second default.
 */
export const SCREEN_TEST = { timeout: 60_000 };
