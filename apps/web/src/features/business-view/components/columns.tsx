import {
  BUSINESS_VIEW_AMOUNT_COLUMNS,
  BUSINESS_VIEW_COLUMN_LABELS,
  BUSINESS_VIEW_PRODUCT_COLUMNS,
  type BusinessViewRow,
  businessViewCell,
  businessViewColumns,
} from '@marketdesk/contracts/business-view';
import { formatMoney } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';

const NONE = '—';
/** The listing's own columns are text (row_number apart). */
const TEXT: ReadonlySet<string> = new Set(BUSINESS_VIEW_PRODUCT_COLUMNS.filter((c) => c !== 'row_number'));
const count = new Intl.NumberFormat('en-US');
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Group headers of the sales kinds (spec 02 section 3: normal, DF, PO and total). */
const GROUPS: Record<string, string> = {
  normal: 'Normal Sales',
  df: 'DF Sales',
  po: 'PO Sales',
  total: 'Total Sales',
};

/** A cell as the screen writes it: amounts in the marketplace currency with 2 decimals, percentages, counts. */
export function cellText(column: string, value: string | number | null, currency: string): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'string') return value;
  if (BUSINESS_VIEW_AMOUNT_COLUMNS.has(column)) return formatMoney(value, currency);
  if (column === 'buybox_win_percentage' || column === 'unit_session_percentage')
    return `${two.format(value)}%`;
  if (column === 'rating') return two.format(value);
  return count.format(value);
}

/**
 * The table's columns for a marketplace (spec 02 section 9: AZ everything, NN the sales only, others the sales
 * quantity and amount), each sorting the report on the server by its field, the sales kinds under group headers.
 */
export function tableColumns(shortCode: string, currency: string): PagedColumn<BusinessViewRow>[] {
  return businessViewColumns(shortCode).map((field) => {
    const numeric = !TEXT.has(field);
    const group = field.includes('.') ? GROUPS[field.split('.')[0]!] : undefined;
    return {
      // Headers are unique (the table keys its cells by them): 'Normal Sales Qty' even under its group.
      header: BUSINESS_VIEW_COLUMN_LABELS[field] ?? field,
      cell: (row) => cellText(field, businessViewCell(row, field), currency),
      align: numeric ? 'right' : 'left',
      sx: numeric ? { whiteSpace: 'nowrap' } : undefined,
      sortField: field === 'row_number' ? undefined : field,
      group,
    };
  });
}
