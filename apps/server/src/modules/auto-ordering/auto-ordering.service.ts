import {
  AUTO_ORDERING_TEXT,
  type AutoOrderingAnswer,
  type AutoOrderingQuery,
} from '@marketdesk/contracts/auto-ordering';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import type { Db } from '../../db/client';
import type { ForecastPool } from '../../lib/forecast/pool';
import { notFound } from '../../platform/errors';
import { addDays, resolveScope, todayUtc } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { type AutoOrderingScope, autoOrderingRepository } from './auto-ordering.repository';
import { demandSeries, inStockDays, type SkuFacts, workRow } from './working';

/** Every day of the window, in order. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * GET /warehouse-marketplaces/admin/multi-channel-sales-report: one row per SKU of the warehouse with its
 * forecast order for the coverage days and the working of it (working.ts). The warehouse must be the client's
 * and the user's; its marketplaces are narrowed to the user's, brands by the brand rule, dates by the report
 * scope (end capped to today). Each SKU's demand is forecast on the forecast pool's worker threads (the model
 * chosen per SKU by backtest), off the event loop.
 */
export function autoOrderingService(db: Db, pool: Pick<ForecastPool, 'run'>, today = todayUtc) {
  const repo = autoOrderingRepository(db);

  async function scopeOf(ctx: RequestContext, q: AutoOrderingQuery): Promise<AutoOrderingScope | null> {
    const warehouse = await repo.warehouse(ctx.clientId, q.warehouse_id);
    const scope = await resolveScope(db, ctx, {
      warehouses: [q.warehouse_id],
      marketplaces: warehouse?.mpIds ?? [],
      brands: true,
      dates: {
        start: q.start_date,
        end: q.end_date,
        today: today(),
        maxMonths: REPORT_WINDOW_MONTHS.autoOrdering,
      },
    });
    // Another client's warehouse and one not assigned to the user read alike: not found.
    if (!warehouse || scope.warehouseIds?.length === 0) throw notFound(AUTO_ORDERING_TEXT.warehouseNotFound);
    const dates = scope.dates!;
    if (dates.start > dates.end) return null;
    // A warehouse serving no marketplace reads no sales (an empty request would mean "all" to the scope).
    const mpIds = warehouse.mpIds.length === 0 ? [] : (scope.mpIds ?? warehouse.mpIds);
    return {
      clientId: scope.clientId,
      warehouseId: q.warehouse_id,
      mpIds,
      brandIds: scope.brandIds,
      ...dates,
    };
  }

  /** Each SKU's facts: stock, open purchase orders and the units of every day of the window. */
  async function factsOf(s: AutoOrderingScope): Promise<SkuFacts[]> {
    const skus = await repo.skus(s);
    const ids = skus.map((k) => k.fk_sku_id);
    const [daily, open] = await Promise.all([repo.dailyUnits(s, ids), repo.openPoUnits(s, skus)]);
    const days = daysOf(s.start, s.end);
    const dayIndex = new Map(days.map((d, i) => [d, i]));
    const zeros = () => new Array<number>(days.length).fill(0);
    const units = new Map(ids.map((id) => [id, { regular: zeros(), po: zeros() }]));
    for (const r of daily) {
      const u = units.get(r.sku_id)!;
      const i = dayIndex.get(r.date)!;
      u.regular[i]! += r.regular;
      u.po[i]! += r.po;
    }
    const openBy = new Map(open.map((o) => [o.sku_id, o.units]));
    return skus.map((k) => ({
      ...k,
      open_po_units: openBy.get(k.fk_sku_id) ?? 0,
      ...units.get(k.fk_sku_id)!,
    }));
  }

  return {
    async report(ctx: RequestContext, q: AutoOrderingQuery): Promise<AutoOrderingAnswer> {
      const s = await scopeOf(ctx, q);
      if (!s) return [];
      const facts = await factsOf(s);
      const days = daysOf(s.start, s.end);
      const reachesToday = s.end >= addDays(today(), -1);
      return Promise.all(
        facts.map(async (f) => {
          const stock = inStockDays(f.regular, {
            stock: f.stock_quantity + f.fulfilled_stocks,
            reachesToday,
          });
          const series = demandSeries(f, stock);
          const fc = await pool.run(
            series.map((value, i) => ({ date: days[i]!, value })),
            { horizon: q.coverage_days, granularity: 'Daily', level: 0.95, start: s.start, end: s.end },
          );
          return workRow(f, stock, fc, q.coverage_days);
        }),
      );
    },
  };
}
export type AutoOrderingService = ReturnType<typeof autoOrderingService>;
