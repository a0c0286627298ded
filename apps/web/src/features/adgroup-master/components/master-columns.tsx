import {
  type AdGroupMasterRow,
  adGroupMasterRow,
  FRACTION_FIELDS,
  fractionAsPercent,
} from '@marketdesk/contracts/adgroup-master';
import { formatMoney } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/ui/PagedTable';

type Field = keyof AdGroupMasterRow;
const FIELDS = Object.keys(adGroupMasterRow.shape) as Field[];
const PERCENT: ReadonlySet<string> = new Set(FRACTION_FIELDS);
const MONEY: ReadonlySet<string> = new Set(['budget', 'asp']);

/**
 * A cell as the grid shows it: fractions × 100 as percentages, budget and ASP in the row's currency (its
 * currency_code, the profile's) with two decimals, blanks blank.
 */
export function cellText(field: Field, row: AdGroupMasterRow): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (PERCENT.has(field)) return fractionAsPercent(value as number);
  if (MONEY.has(field)) return formatMoney(value as number, row.currency_code);
  return String(value);
}

/**
 * The grid's columns, read from the rows (dynamic columns, spec 03 section 2): the fields the answer's rows
 * carry, in the master row's order, headed by their field names; every field of the row before any answer.
 */
export function masterColumns(rows: readonly AdGroupMasterRow[]): PagedColumn<AdGroupMasterRow>[] {
  const present = rows[0] ? FIELDS.filter((f) => f in rows[0]!) : FIELDS;
  return present.map((field) => ({
    header: field,
    cell: (row) => cellText(field, row),
    align: PERCENT.has(field) || MONEY.has(field) || field === 'pk_ad_group' ? 'right' : 'left',
    sx: { whiteSpace: 'nowrap' },
  }));
}
