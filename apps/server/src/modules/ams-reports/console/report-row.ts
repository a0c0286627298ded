import type { Cell } from '../../../platform/spreadsheets';
import type { MappedRow, RowResult } from '../../../platform/uploads';
import { type CellResult, cents, count, day, text } from './cells';
import type { ReportField, ReportKind, ReportLayout } from './detect';

/**
 * One row of a Sponsored Products report as the writers take it: the days it covers (one day, or the summary's
 * period), the names that identify its entity, and its figures (amounts in cents).
 */

export interface Figures {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  units: number;
}
export const FIGURES = ['impressions', 'clicks', 'spend', 'sales', 'orders', 'units'] as const;
export const noFigures = (): Figures => ({
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  orders: 0,
  units: 0,
});

export interface ReportRow {
  row: number;
  start: string;
  end: string;
  /** A row of one `Date`; false: a summary row of `Start Date`..`End Date`. */
  daily: boolean;
  currency: string | null;
  campaign: string;
  adGroup: string | null;
  targeting: string | null;
  matchType: string | null;
  searchTerm: string | null;
  sku: string | null;
  asin: string | null;
  placement: string | null;
  purchasedAsin: string | null;
  /** The campaign report's settings of the campaign. */
  campaignState: string | null;
  budget: number | null;
  targetingType: string | null;
  figures: Figures;
}

/** The cells of one row by field. The upload layout's fields carry a prefix no header text can match. */
export const FIELD_PREFIX = '@';
export type RowCells = (field: ReportField) => Cell | undefined;
const cellsOf =
  (row: MappedRow): RowCells =>
  (f) =>
    row.cells[`${FIELD_PREFIX}${f}`];

/** What a kind's reader adds to the common part: its entity's names, or why the row is not read. */
export type KindReader = (cells: RowCells, layout: ReportLayout) => Partial<ReportRow> | { error: string };

const LABELS: Record<keyof Figures, ReportField> = {
  impressions: 'impressions',
  clicks: 'clicks',
  spend: 'spend',
  sales: 'sales',
  orders: 'orders',
  units: 'units',
};

/** Reads a report row: its days, campaign, figures (under the layout's header texts), then the kind's part. */
export function readReportRow(
  kind: ReportKind,
  layout: ReportLayout,
  reader: KindReader,
  row: MappedRow,
): RowResult<ReportRow> {
  const cells = cellsOf(row);
  const label = (f: ReportField) => layout.columns[f] ?? f;
  const messages: string[] = [];
  const got = <T>(r: CellResult<T>, fallback: T): T => {
    if (r.ok) return r.value;
    messages.push(r.message);
    return fallback;
  };
  let start: string;
  let end: string;
  const daily = text(cells('date')) !== null;
  if (daily) {
    start = got(day(cells('date'), label('date')), '');
    end = start;
  } else {
    start = got(day(cells('start_date'), label('start_date')), '');
    end = got(day(cells('end_date'), label('end_date')), '');
    if (start && end && end < start)
      messages.push(`${label('end_date')} ${end} is before ${label('start_date')} ${start}`);
  }
  const campaign = text(cells('campaign'));
  if (campaign === null) messages.push(`${label('campaign')} is empty`);
  const figures = noFigures();
  const purchased = kind === 'purchased_product';
  for (const k of FIGURES) {
    // A purchased product row's figures are the other (halo) products' sales, orders and units.
    const field = purchased
      ? ({ sales: 'other_sales', orders: 'other_orders', units: 'other_units' } as const)[k as 'sales']
      : LABELS[k];
    if (!field) continue;
    const cell = cells(field);
    figures[k] = got(
      k === 'spend' || k === 'sales' ? cents(cell, label(field)) : count(cell, label(field)),
      0,
    );
  }
  const own = reader(cells, layout);
  if ('error' in own) messages.push(own.error as string);
  if (messages.length > 0) return { ok: false, messages };
  return {
    ok: true,
    records: [
      {
        row: row.row,
        start,
        end,
        daily,
        currency: text(cells('currency')),
        campaign: campaign!,
        adGroup: null,
        targeting: null,
        matchType: null,
        searchTerm: null,
        sku: null,
        asin: null,
        placement: null,
        purchasedAsin: null,
        campaignState: null,
        budget: null,
        targetingType: null,
        figures,
        ...(own as Partial<ReportRow>),
      },
    ],
  };
}

/** The ad group name, required by every kind below the campaign. */
export function adGroupOf(cells: RowCells, layout: ReportLayout): { adGroup: string } | { error: string } {
  const adGroup = text(cells('ad_group'));
  return adGroup === null ? { error: `${layout.columns.ad_group ?? 'Ad Group Name'} is empty` } : { adGroup };
}
