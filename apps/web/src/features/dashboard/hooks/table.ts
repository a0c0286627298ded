import type { MarketingAnswer, SalesAnswer } from '@marketdesk/contracts';
import type { CsvCell } from '../../../shared/csv/csv';
import { daySales, round2 } from './metrics';

export interface DetailRow {
  id: string;
  marketplace: string;
  date: string;
  sales_amount: number;
  po_sales: number;
  df_sales: number;
  returns: number;
  ams_sales: number;
  ams_spend: number;
}

export const DETAIL_COLUMNS: { field: keyof Omit<DetailRow, 'id'>; header: string }[] = [
  { field: 'marketplace', header: 'Marketplace' },
  { field: 'date', header: 'Date' },
  { field: 'sales_amount', header: 'Sales Amount' },
  { field: 'po_sales', header: 'PO Sales' },
  { field: 'df_sales', header: 'DF Sales' },
  { field: 'returns', header: 'Returns' },
  { field: 'ams_sales', header: 'AMS Sales' },
  { field: 'ams_spend', header: 'AMS Spend' },
];

/**
 * One row per marketplace and date found in either answer. Sales Amount is the day's total sales (regular,
 * PO and DF); PO Sales and DF Sales are its parts. Newest date first, then marketplace name.
 */
export function detailRows(
  sales: SalesAnswer | undefined,
  marketing: MarketingAnswer | undefined,
  nameOf: (mpId: string) => string,
): DetailRow[] {
  const rows = new Map<string, DetailRow>();
  const row = (mp: string, date: string): DetailRow => {
    const id = `${mp}|${date}`;
    let r = rows.get(id);
    if (!r) {
      r = {
        id,
        marketplace: nameOf(mp),
        date,
        sales_amount: 0,
        po_sales: 0,
        df_sales: 0,
        returns: 0,
        ams_sales: 0,
        ams_spend: 0,
      };
      rows.set(id, r);
    }
    return r;
  };
  for (const [mp, days] of Object.entries(sales?.daily ?? {})) {
    for (const [date, d] of Object.entries(days)) {
      const r = row(mp, date);
      r.sales_amount = round2(daySales(d));
      r.po_sales = round2(d.sales_PO);
      r.df_sales = round2(d.sales_DF);
      r.returns = round2(d.num_returns);
    }
  }
  for (const [mp, days] of Object.entries(marketing?.daily ?? {})) {
    for (const [date, d] of Object.entries(days)) {
      const r = row(mp, date);
      r.ams_sales = round2(d.ams_sales);
      r.ams_spend = round2(d.ams_spend);
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.marketplace.localeCompare(b.marketplace),
  );
}

export const detailCsvRows = (rows: readonly DetailRow[]): CsvCell[][] =>
  rows.map((r) => DETAIL_COLUMNS.map((c) => r[c.field]));
