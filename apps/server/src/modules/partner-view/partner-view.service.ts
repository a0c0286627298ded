import {
  orderTypesText,
  PARTNER_EMPTY_SUMMARY,
  PARTNER_UNKNOWN_SKU,
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
  type PartnerSkusQuery,
  type PartnerSummary,
  type PartnerViewQuery,
  profitLoss,
  stockCoverageDays,
  PARTNER_VIEW_TEXT as TX,
} from '@marketdesk/contracts/partner-view';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { missingRate, type ReportScope, resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { PartnerViewRepository } from './partner-view.repository';
import type { PartnerLevel, PartnerScope } from './partner-view.sql';

/**
 * Partner View (spec 03; issue 20 item 5). What a call reads is the report scope's (resolveScope): the client,
 * the warehouse (one of the caller's; client admins: any of the client's), its marketplaces narrowed to the
 * caller's, the caller's brand limit, and the window by the screen's rule (at least one day, the end not after
 * today, from 2000-01-01; 422 with the screen's texts). Each level's figures come from the statements of
 * partner-view.sql.ts; profit and loss is the contracts' rule over the rounded parts.
 */

const WAREHOUSE_NOT_FOUND = 'Warehouse not found';
const MARKETPLACE_NOT_SERVED = 'The warehouse does not serve this marketplace';
const NOT_YOUR_MARKETPLACE = 'You do not have access to this marketplace';

const dateRules = (q: PartnerViewQuery) => ({
  start: q.start_date,
  end: q.end_date,
  minDays: 1,
  maxMonths: REPORT_WINDOW_MONTHS.partnerView,
  future: 'refuse' as const,
  texts: {
    beforeEarliest: TX.startBeforeEarliest,
    startAfterEnd: TX.endNotAfterStart,
    tooShort: TX.endNotAfterStart,
    endAfterToday: TX.endAfterToday,
  },
});

type Figures = Omit<PartnerSummary, 'order_types_count'> & {
  order_types_count: NonNullable<PartnerSummary['order_types_count']>;
};

const ZERO = PARTNER_EMPTY_SUMMARY as Figures;

export function partnerViewService(db: Db, repo: PartnerViewRepository) {
  /** The scope of a call, or null when nothing can match (none of the warehouse's marketplaces is the caller's). */
  async function scopeOf(
    ctx: RequestContext,
    q: PartnerViewQuery,
    mpId?: number,
  ): Promise<{ scope: PartnerScope | null; warehouse: string }> {
    const [warehouse] = await repo.warehouses(ctx.clientId, [q.warehouse_id]);
    const r: ReportScope = await resolveScope(db, ctx, {
      marketplaces: warehouse?.marketplaces ?? [],
      warehouses: [q.warehouse_id],
      dates: dateRules(q),
    });
    // Another client's warehouse, or one of this client's the caller is not given: not found either way.
    if (!warehouse || !(r.warehouseIds === null || r.warehouseIds.includes(warehouse.pk_warehouse_id)))
      throw notFound(WAREHOUSE_NOT_FOUND);
    // The marketplaces read: the warehouse's, narrowed to the caller's (asking for none would mean all of theirs).
    const mpIds = warehouse.marketplaces.length === 0 ? [] : (r.mpIds ?? warehouse.marketplaces);
    if (mpId !== undefined && !warehouse.marketplaces.includes(mpId)) throw notFound(MARKETPLACE_NOT_SERVED);
    if (mpId !== undefined && !mpIds.includes(mpId)) throw forbidden(NOT_YOUR_MARKETPLACE);
    const dates = r.dates ?? { start: q.start_date, end: q.end_date };
    const scope: PartnerScope | null =
      mpIds.length === 0
        ? null
        : {
            clientId: ctx.clientId,
            warehouseId: warehouse.pk_warehouse_id,
            mpIds,
            brandIds: r.brandIds,
            start: dates.start,
            end: dates.end,
            currency: q.currency_code,
          };
    return { scope, warehouse: warehouse.name };
  }

  /** The figures of a level by key; refuses when a row's currency has no rate at all. */
  async function figures(s: PartnerScope, level: PartnerLevel): Promise<Map<number, Figures>> {
    const f = await repo.figures(s, level);
    const unrated = [...f.lines, ...f.returns, ...f.ads].find((r) => r.unrated !== null)?.unrated;
    if (unrated) throw missingRate(unrated, s.currency);
    const out = new Map<number, Figures>();
    const at = (key: number) => {
      const k = Number(key);
      if (!out.has(k)) out.set(k, { ...ZERO, order_types_count: {} });
      return out.get(k)!;
    };
    for (const l of f.lines) {
      Object.assign(at(l.key), {
        sales_amount: l.sales_amount,
        units_sold: l.units_sold,
        total_commission: l.total_commission,
        total_fees: l.total_fees,
        payment_received: l.payment_received,
        payment_to_receive: l.payment_to_receive,
      });
    }
    for (const o of f.orders) {
      at(o.key).order_types_count = Object.fromEntries(
        (['po', 'df', 'others'] as const).filter((t) => o[t] > 0).map((t) => [t, o[t]]),
      );
    }
    for (const c of f.costs) at(c.key).buying_cost = c.buying_cost;
    for (const r of f.returns)
      Object.assign(at(r.key), { returns_count: r.returns_count, returns_amount: r.returns_amount });
    for (const a of f.ads) Object.assign(at(a.key), { ams_sales: a.ams_sales, ams_spend: a.ams_spend });
    for (const v of out.values()) {
      v.profit_loss = profitLoss({
        sales: v.sales_amount,
        commission: v.total_commission,
        fees: v.total_fees,
        buying_cost: v.buying_cost,
        advertising_spend: v.ams_spend ?? 0,
        returns: v.returns_amount,
      });
    }
    return out;
  }

  const bySales = <T extends { sales_amount: number }>(a: T, b: T, tie: (x: T) => string) =>
    b.sales_amount - a.sales_amount || tie(a).localeCompare(tie(b));

  return {
    async summary(ctx: RequestContext, q: PartnerViewQuery): Promise<PartnerSummary> {
      const { scope } = await scopeOf(ctx, q);
      if (!scope) return { ...ZERO };
      return (await figures(scope, { by: 'summary' })).get(0) ?? { ...ZERO };
    },

    async marketplaces(ctx: RequestContext, q: PartnerViewQuery): Promise<PartnerMarketplaceRow[]> {
      const { scope } = await scopeOf(ctx, q);
      if (!scope) return [];
      const [byMp, names] = await Promise.all([
        figures(scope, { by: 'marketplace' }),
        repo.marketplaces(scope.mpIds),
      ]);
      return names
        .map((m) => {
          const f = byMp.get(m.id) ?? { ...ZERO };
          return {
            ...f,
            marketplace_id: m.id,
            marketplace_name: m.name,
            marketplace_code: m.code,
            order_types: orderTypesText(f.order_types_count),
          };
        })
        .sort((a, b) => bySales(a, b, (x) => x.marketplace_name));
    },

    async skus(ctx: RequestContext, q: PartnerSkusQuery): Promise<PartnerSkuRow[]> {
      const { scope } = await scopeOf(ctx, q, q.marketplace_id);
      if (!scope) return [];
      const bySku = await figures(scope, { by: 'sku', mpId: q.marketplace_id });
      const ids = [...bySku.keys()].filter((id) => id !== 0);
      const [names, stock] = await Promise.all([repo.skuNames(ctx.clientId, ids), repo.stock(scope, ids)]);
      const nameOf = new Map(names.map((n) => [n.id, n]));
      const stockOf = new Map(stock.map((s) => [s.sku_id, s]));
      const days = Math.round((Date.parse(scope.end) - Date.parse(scope.start)) / 86_400_000) + 1;
      return [...bySku.entries()]
        .map(([id, f]) => {
          const sku =
            id === 0
              ? PARTNER_UNKNOWN_SKU
              : { sku_id: id, sku_code: nameOf.get(id)?.code ?? '', sku_name: nameOf.get(id)?.name ?? '' };
          const st = stockOf.get(id);
          const current = id === 0 ? null : (st?.current_stock ?? null);
          return {
            ...f,
            sku_id: sku.sku_id,
            sku_code: sku.sku_code,
            sku_name: sku.sku_name,
            order_types: orderTypesText(f.order_types_count),
            current_stock: current,
            stock_coverage_days: stockCoverageDays(current, st?.units_all ?? 0, days),
          };
        })
        .sort((a, b) => bySales(a, b, (x) => x.sku_code));
    },
  };
}

export type PartnerViewService = ReturnType<typeof partnerViewService>;
