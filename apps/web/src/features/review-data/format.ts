import {
  percentForDisplay,
  type ReviewDataColumn,
  type ReviewDataRow,
  type ReviewDataSummary,
} from '@marketdesk/contracts/review-data';
import { formatMoney } from '../../shared/format/format';

export { formatMoney };

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A percentage as it arrives (0–100) shown divided by 100 (spec 03 section 9), '—' when there is none. */
export const formatPercent = (value: number | null): string => {
  const fraction = percentForDisplay(value);
  return fraction === null ? '—' : percent.format(fraction);
};

/** A growth percentage of the summary ('—' without a previous figure), signed. */
export const formatGrowth = (value: number | null): string =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${formatPercent(value)}`;

/** One cell of the grid or the summary as text. */
export function formatCell(column: ReviewDataColumn, row: ReviewDataRow, currency: string): string {
  const v = row[column.field];
  if (v === null || v === undefined) return '—';
  switch (column.format) {
    case 'flag':
      return v ? 'Yes' : 'No';
    case 'money':
      return formatMoney(v as number, currency);
    case 'percent':
      return formatPercent(v as number);
    case 'count':
    case 'rank':
      return number.format(v as number);
    case 'days':
      return `${number.format(v as number)} d`;
    default:
      return String(v);
  }
}

/** The marketplaces of the summary as "Amazon US, Amazon DE". */
export const marketplaceNames = (s: ReviewDataSummary) => s.marketplaces.map((m) => m.name).join(', ') || '—';
