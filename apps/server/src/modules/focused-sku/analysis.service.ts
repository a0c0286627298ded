import {
  FOCUSED_SKU_LIMITS,
  FOCUSED_SKU_TEXT,
  FOCUSED_THRESHOLDS,
  type FocusedSkuAnalysis,
  type FocusedSkuDetail,
  type FocusedSkuExportRow,
  type FocusedSkuListAnswer,
  type FocusedSkuListQuery,
  focusedExportRow,
} from '@marketdesk/contracts/focused-sku';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { notFound } from '../../platform/errors';
import { catalogueService } from '../catalogue';
import { analysisFactsRepository, type DailySalesRow } from './analysis-facts.repository';
import { buildRecord } from './analysis-record';
import {
  type AnalysisListFilter,
  analysisStoreRepository,
  type StoreScope,
} from './analysis-store.repository';
import { analysisTrafficRepository, type TrafficPeriodRow } from './analysis-traffic.repository';
import { raiseAnalysisTickets } from './tickets/raise-analysis-tickets';

/**
 * Which products an analysis covers: the focused ones, every product of the marketplace, or those with these
 * identifiers (ASINs on AZ); at most `limit`, focused first.
 */
export type AnalysisWhich = 'focused' | 'all' | readonly string[];

/** One analysis run of a marketplace, with no request behind it (the screen's Analyze and the nightly job). */
export interface AnalyzeMarketplaceInput {
  clientId: number;
  mpId: number;
  /** The analysis day (YYYY-MM-DD): the 30 and 7 days end on it; records are stored under it. */
  date: string;
  which: AnalysisWhich;
  limit: number;
  /** The brand limit (platform/report-scope THE BRAND RULE); null: every brand. */
  brandIds: readonly number[] | null;
}

const { windowDays } = FOCUSED_THRESHOLDS;

/** The end of a day (UTC) as an instant: the Buy Box window ends there. */
const endOfDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 - 1);

const groupBy = <T>(rows: readonly T[], key: (r: T) => number) => {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
};

/**
 * The focused-SKU analysis engine (issue 19 item 2). The scheduled job calls, without a request:
 *
 *   focusedAnalysis(db).analyzeMarketplace({ clientId, mpId, date, which: 'focused' | 'all' | asins, limit,
 *     brandIds: null }): Promise<FocusedSkuAnalysis[]>
 *
 * It reads the facts of the chosen products in a few set-based statements, builds each record with the rules of
 * contracts (focused-sku-rules), stores them under `date` (replacing that day's earlier run) and raises the
 * analysis tickets, in one transaction; it answers the stored records (with their row ids).
 */
export function focusedAnalysis(db: Executor) {
  const facts = analysisFactsRepository(db);
  const traffic = analysisTrafficRepository(db);
  const store = analysisStoreRepository(db);

  async function marketplaceOf(mpId: number) {
    const [mp] = await rowsOf<{ pk_mp_id: number; name: string; currency_code: string }>(
      db,
      sql`select pk_mp_id, name, currency_code from marketplaces where pk_mp_id = ${mpId}::int`,
    );
    if (!mp) throw notFound('Marketplace not found');
    return mp;
  }

  /** The records of these products on `date`, from the facts (not stored). */
  async function build(input: AnalyzeMarketplaceInput, productIds: number[]): Promise<FocusedSkuAnalysis[]> {
    if (productIds.length === 0) return [];
    const scope = { clientId: input.clientId, mpId: input.mpId, productIds, date: input.date };
    const [marketplace, products, daily, returns, stock, costs, ads, catalogue, periods] = await Promise.all([
      marketplaceOf(input.mpId),
      facts.products(scope),
      facts.dailySales(scope),
      facts.returns(scope),
      facts.stock(scope),
      facts.costs(scope),
      facts.ads(scope),
      catalogueService(db).forMarketplace(scope, { days: windowDays, end: endOfDay(input.date) }),
      traffic.traffic(scope),
    ]);
    const trafficOf = groupBy<TrafficPeriodRow>(periods, (r) => r.fk_product_id);
    const dailyOf = groupBy<DailySalesRow>(daily, (r) => r.fk_product_id);
    const returnedOf = new Map(returns.map((r) => [r.fk_product_id, r.units_returned]));
    const stockOf = new Map(stock.map((r) => [r.fk_product_id, r]));
    const costOf = new Map(costs.map((r) => [r.fk_product_id, r]));
    const adsOf = new Map(ads.map((r) => [r.fk_product_id, r]));
    const analysedAt = new Date().toISOString();
    return products.map((product) =>
      buildRecord({
        marketplace,
        date: input.date,
        analysedAt,
        product,
        daily: dailyOf.get(product.pk_product_id) ?? [],
        unitsReturned: returnedOf.get(product.pk_product_id) ?? 0,
        stock: stockOf.get(product.pk_product_id),
        cost: costOf.get(product.pk_product_id),
        ads: adsOf.get(product.pk_product_id),
        catalogue: catalogue.get(product.pk_product_id),
        traffic: trafficOf.get(product.pk_product_id),
      }),
    );
  }

  return {
    build,

    async analyzeMarketplace(input: AnalyzeMarketplaceInput): Promise<FocusedSkuAnalysis[]> {
      const productIds = await facts.chooseProducts(input);
      const records = await build(input, productIds);
      if (records.length === 0) return [];
      return db.transaction(async (tx) => {
        const ids = await analysisStoreRepository(tx).save(input.clientId, records);
        const stored = records.map((r) => ({ ...r, id: ids.get(r.product_id) ?? r.id }));
        await raiseAnalysisTickets(tx, { clientId: input.clientId, mpId: input.mpId, records: stored });
        return stored;
      });
    },

    /** One page of the latest records of the marketplace and the summary over every match (the list call). */
    async list(s: StoreScope, q: FocusedSkuListQuery): Promise<FocusedSkuListAnswer> {
      const { page, size, ...filter } = q;
      const [{ items, total }, summary] = await Promise.all([
        store.page(s, filter, { offset: (page - 1) * size, size }),
        store.summary(s, filter),
      ]);
      return {
        items,
        next_page: page * size < total ? page + 1 : null,
        current_page: page,
        previous_page: page > 1 ? page - 1 : null,
        total,
        summary,
      };
    },

    /** The category filter's choices on the marketplace. */
    categories: (s: StoreScope) => store.categories(s),

    /** The export rows of every latest record that matches, in the list's order. */
    async exportRows(s: StoreScope, f: AnalysisListFilter): Promise<FocusedSkuExportRow[]> {
      return (await store.page(s, f, null)).items.map(focusedExportRow);
    },

    /** The latest record of an ASIN with its risk history (90 days) and latest comparison; 404 without one. */
    async detail(s: StoreScope, asin: string): Promise<FocusedSkuDetail> {
      const record = await store.latestByAsin(s, asin);
      if (!record) throw notFound(FOCUSED_SKU_TEXT.noDetails(asin));
      const [risk_history, comparison] = await Promise.all([
        store.riskHistory(s.clientId, record.product_id, record.analysis_date),
        store.latestComparison(s.clientId, s.mpId, record.product_id),
      ]);
      return { ...record, risk_history, comparison };
    },
  };
}

export type FocusedAnalysis = ReturnType<typeof focusedAnalysis>;

/** The analyse call's choice: all=true every product, else the ASINs asked (all of them), else the focused. */
export function whichOf(q: { all: boolean; asins: readonly string[]; limit: number }): {
  which: AnalysisWhich;
  limit: number;
} {
  if (q.all) return { which: 'all', limit: q.limit };
  if (q.asins.length > 0) {
    return { which: q.asins, limit: Math.min(FOCUSED_SKU_LIMITS.fullFetchLimit, q.asins.length) };
  }
  return { which: 'focused', limit: q.limit };
}
