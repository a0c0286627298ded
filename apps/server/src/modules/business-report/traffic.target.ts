import {
  BUSINESS_REPORT_TEXT,
  BUSINESS_REPORT_TYPES,
  type BusinessReportTotals,
  type BusinessReportType,
} from '@marketdesk/contracts/business-report';
import { FLAT_FILE_EXTENSIONS, SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { UploadTarget } from '../../platform/uploads';
import { type LayoutContext, reportLayout, reportTypeOf, type TrafficRecord } from './report-layouts';
import { trafficRepository } from './traffic.repository';

/** What one upload found, filled while the pipeline runs (the answer's report_type, rows, totals, replaced). */
export interface TrafficRun {
  reportType: BusinessReportType | null;
  rows: number;
  replaced: number;
  totals: BusinessReportTotals;
}

const cents = (n: number) => Math.round(n * 100);

/** The file's figures added up (amounts in cents, so the comparison is exact). */
export function fileTotals(records: readonly TrafficRecord[]): BusinessReportTotals {
  let sessions = 0;
  let page_views = 0;
  let units = 0;
  let sales = 0;
  for (const r of records) {
    sessions += r.sessions;
    page_views += r.page_views;
    units += r.units_ordered;
    sales += cents(r.ordered_product_sales);
  }
  return { sessions, page_views, units, sales: sales / 100 };
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

/**
 * Rows of one key in one file (a SKU listed twice, two ASINs of one SKU) add up, so no session or sale is lost;
 * their percentages are then recomputed from the sums (buy box weighted by page views).
 */
export function addUp(records: readonly TrafficRecord[]): TrafficRecord[] {
  const byKey = new Map<string, TrafficRecord>();
  for (const r of records) {
    const key = `${r.start_date}|${r.sku_code}`;
    const a = byKey.get(key);
    if (!a) {
      byKey.set(key, r);
      continue;
    }
    const boxViews = (x: TrafficRecord) => ((x.buy_box_percentage ?? 0) * x.page_views) / 100;
    const page_views = a.page_views + r.page_views;
    const sessions = a.sessions + r.sessions;
    const units_ordered = a.units_ordered + r.units_ordered;
    byKey.set(key, {
      ...r,
      sessions,
      page_views,
      units_ordered,
      ordered_product_sales: (cents(a.ordered_product_sales) + cents(r.ordered_product_sales)) / 100,
      total_order_items:
        a.total_order_items === null && r.total_order_items === null
          ? null
          : (a.total_order_items ?? 0) + (r.total_order_items ?? 0),
      buy_box_percentage:
        a.buy_box_percentage === null && r.buy_box_percentage === null
          ? null
          : ratio(boxViews(a) + boxViews(r), page_views),
      unit_session_percentage: ratio(units_ordered, sessions),
    });
  }
  return [...byKey.values()];
}

/** The sum check failed: a defect of the write, never the user's file; the transaction is rolled back. */
export class SumCheckError extends Error {}

/**
 * The upload target of a Business Report for one marketplace and stated period: the kind from the header, every
 * row read (by-ASIN rows without exactly one SKU skipped with the reason), then in the pipeline's transaction the
 * period's rows replaced and the sum check: the file's sessions, page views, units and sales are what the
 * period holds afterwards, or nothing is written.
 */
export function trafficTarget(
  o: Omit<LayoutContext, 'onRow'> & { clientId: number; mpId: number; currency: string },
  run: TrafficRun,
): UploadTarget<TrafficRecord> {
  const ctx: LayoutContext = { ...o, onRow: () => run.rows++ };
  return {
    key: `business-report:${o.mpId}`,
    extensions: [...FLAT_FILE_EXTENSIONS, ...SPREADSHEET_EXTENSIONS],
    layouts: BUSINESS_REPORT_TYPES.map((type) => reportLayout(type, ctx)),
    refuseHeader(header) {
      run.reportType = reportTypeOf(header);
      return run.reportType
        ? null
        : BUSINESS_REPORT_TEXT.unknownLayout(header.filter((h) => h.trim() !== ''));
    },
    async write(tx, records, meta) {
      // A file whose every row was skipped (no ASIN of it listed) says nothing about the period: keep what is held.
      if (records.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
      const level = run.reportType === 'date' ? 'day' : 'sku';
      const scope = { clientId: o.clientId, mpId: o.mpId, start: o.start, end: o.end, level } as const;
      const repo = trafficRepository(tx);
      const written = await repo.replace(scope, addUp(records), {
        currency: o.currency,
        fileId: meta.fileId,
      });
      const file = fileTotals(records);
      const stored = await repo.totals(scope);
      const off = (Object.keys(file) as (keyof BusinessReportTotals)[]).filter((k) => stored[k] !== file[k]);
      if (off.length > 0)
        throw new SumCheckError(
          `Business Report sum check: ${off.map((k) => `${k} file ${file[k]}, stored ${stored[k]}`).join('; ')}`,
        );
      run.totals = file;
      run.replaced = written.replaced;
      return { inserted: written.inserted, updated: written.updated, unchanged: written.unchanged };
    },
  };
}
