import { createHash } from 'node:crypto';
import type { Executor } from '../../db/facts';
import type { PlanningLine } from './fba-planning.report';
import { writePlanning } from './fba-planning.writer';
import type { FbaLine } from './stock.writer';

/** A deterministic number in [0, n) from the parts (the same demo on every fresh start). */
const pick = (n: number, ...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) % n;

const DAY = 86_400_000;
/** The weeks of sales Amazon's demo restock advice covers. */
const RESTOCK_DAYS = 60;

const blank = {
  snapshot_date: null,
  age_0_90: null,
  age_91_180: null,
  age_181_270: null,
  age_271_365: null,
  age_365_plus: null,
  recommended_order_qty: null,
  recommended_order_date: null,
  excess_units: null,
  days_of_supply: null,
  currency: null,
  price: null,
} as const;

/**
 * The demo's FBA planning reports of one AZ marketplace, as if the seller had uploaded them: an inventory age
 * report (the FBA line's aged units split over Amazon's buckets, the rest under 90 days) and a restock report
 * (Amazon's advice: RESTOCK_DAYS of the SKU's sales less what is at FBA and inbound, to order within two weeks),
 * so Auto Ordering shows Amazon's recommendation beside its own and the analysis finds aged stock.
 */
export async function writeDemoPlanning(
  ex: Executor,
  p: { clientId: number; mpId: number; currency: string; asOf: Date },
  lines: readonly (FbaLine & { dailyRate: number })[],
) {
  const day = p.asOf.toISOString().slice(0, 10);
  const write = (reportType: PlanningLine['report_type'], rows: PlanningLine[]) =>
    writePlanning(ex, { ...p, reportType, source: 'demo', fileId: null }, rows);
  const base = (l: FbaLine) => ({ ...blank, sku_code: l.sku_code, asin: l.asin, fnsku: l.fnsku });
  await write(
    'inventory_age',
    lines.map((l) => {
      const old = l.aged_181_plus ?? 0;
      const over270 = Math.floor(old / 2);
      const over365 = Math.floor(over270 / 3);
      const mid = l.aged_91_180 ?? 0;
      return {
        ...base(l),
        report_type: 'inventory_age',
        snapshot_date: day,
        units: l.available,
        age_0_90: Math.max(0, l.available - mid - old),
        age_91_180: mid,
        age_181_270: old - over270,
        age_271_365: over270 - over365,
        age_365_plus: over365,
        currency: p.currency,
      };
    }),
  );
  await write(
    'restock',
    lines.map((l) => {
      const qty = Math.max(0, Math.round(l.dailyRate * RESTOCK_DAYS) - l.available - l.inbound);
      return {
        ...base(l),
        report_type: 'restock',
        units: l.available,
        recommended_order_qty: qty,
        recommended_order_date:
          qty > 0
            ? new Date(p.asOf.getTime() + pick(14, l.sku_code, 'order') * DAY).toISOString().slice(0, 10)
            : null,
        days_of_supply:
          l.dailyRate > 0 ? Math.min(999, Math.round((l.available / l.dailyRate) * 10) / 10) : null,
        currency: p.currency,
      };
    }),
  );
}
