import { SKU_SEARCH_MIN_CHARS } from '@marketdesk/contracts/constants';
import type {
  DashboardQuery,
  MarketingAnswer,
  SalesAnswer,
  SkuSuggestionsAnswer,
} from '@marketdesk/contracts/dashboard';
import type { Db } from '../../db/client';
import { answerCache } from '../../platform/answer-cache';
import { groupedJson, type JsonText, jsonNumber } from '../../platform/plain-json-answer';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { DashboardRepository } from './dashboard.repository';
import { dailyScope, missingRate } from './dashboard.scope';

/** At most this many SKU suggestions (a typeahead list, not a search page). */
export const SKU_SUGGESTION_LIMIT = 20;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Sales and marketing figures of spec 01 section 3: per marketplace and day from the daily rollups, converted
 * to the chosen currency with the rate of each day, within the user's marketplaces and brands.
 * total_sales_amount = sales_R + sales_PO + sales_DF; total_returns = returned units (sum of num_returns).
 */
export function dashboardService(repo: DashboardRepository, db: Db) {
  // The series are re-read by every dashboard open and date pick; they are kept per user, client and query
  // until the next write (an upload, a rate, an assignment: any write drops them; answer-cache.ts).
  // A year of daily points is about 150 kB: 200 answers bound the memory to tens of MB.
  const kept = answerCache<JsonText<SalesAnswer | MarketingAnswer>>(db, { max: 200 });
  const keyOf = (call: string, ctx: RequestContext, q: DashboardQuery) =>
    JSON.stringify([call, ctx.user.id, ctx.clientId, q]);
  const service = {
    async sales(ctx: RequestContext, q: DashboardQuery): Promise<JsonText<SalesAnswer>> {
      const { scope, empty } = await dailyScope(db, repo, ctx, q);
      const rows = empty ? [] : await repo.salesDaily(scope);
      for (const r of rows) {
        if (r.sales_r === null || r.sales_po === null || r.sales_df === null) {
          throw missingRate(r.currency_code, scope.currency);
        }
      }
      const first = rows[0];
      const summary: SalesAnswer['summary'] = {
        total_sales_amount: first ? round2(first.total_sales ?? 0) : 0,
        total_returns: first ? first.total_returns : 0,
      };
      const daily = groupedJson(
        rows,
        (r) => String(r.mp_id),
        (r) => r.date,
        (r) =>
          `{"sales_R":${jsonNumber(r.sales_r!)},"sales_PO":${jsonNumber(r.sales_po!)},"sales_DF":${jsonNumber(r.sales_df!)},"num_returns":${jsonNumber(r.num_returns)}}`,
      );
      return { json: `{"summary":${JSON.stringify(summary)},"daily":${daily}}` };
    },

    async marketing(ctx: RequestContext, q: DashboardQuery): Promise<JsonText<MarketingAnswer>> {
      const { scope, empty } = await dailyScope(db, repo, ctx, q);
      const rows = empty ? [] : await repo.marketingDaily(scope);
      for (const r of rows) {
        if (r.ams_sales === null || r.ams_spend === null) throw missingRate(r.currency_code, scope.currency);
      }
      const first = rows[0];
      const summary: MarketingAnswer['summary'] = {
        total_ams_sales: first ? round2(first.total_ams_sales ?? 0) : 0,
        total_ams_spend: first ? round2(first.total_ams_spend ?? 0) : 0,
      };
      const daily = groupedJson(
        rows,
        (r) => String(r.mp_id),
        (r) => r.date,
        (r) => `{"ams_sales":${jsonNumber(r.ams_sales!)},"ams_spend":${jsonNumber(r.ams_spend!)}}`,
      );
      return { json: `{"summary":${JSON.stringify(summary)},"daily":${daily}}` };
    },

    /**
     * The client's SKUs matching the search (spec 01 section 5: at least 3 characters, else an empty list),
     * limited to the user's brands unless they are an admin.
     */
    async skuSuggestions(ctx: RequestContext, search: string): Promise<SkuSuggestionsAnswer> {
      const term = search.trim();
      if (term.length < SKU_SEARCH_MIN_CHARS) return { suggestions: [] };
      const { brandIds, empty } = await resolveScope(db, ctx, { brands: true });
      if (empty) return { suggestions: [] };
      const rows = await repo.skuSuggestions(ctx.clientId, term, brandIds, SKU_SUGGESTION_LIMIT);
      return { suggestions: rows.map((r) => ({ sku_code: r.sku_code, sku_name: r.sku_name })) };
    },
  };
  return {
    ...service,
    sales: (ctx: RequestContext, q: DashboardQuery) =>
      kept.get(keyOf('sales', ctx, q), () => service.sales(ctx, q)) as Promise<JsonText<SalesAnswer>>,
    marketing: (ctx: RequestContext, q: DashboardQuery) =>
      kept.get(keyOf('marketing', ctx, q), () => service.marketing(ctx, q)) as Promise<
        JsonText<MarketingAnswer>
      >,
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
