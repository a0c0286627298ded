/**
 * Row validation and value parsing by column kind and the registry's rules, shared by every grid's edits and the
 * upload pipeline (Data Vault, DF orders, uploads):
 * `validateRow(dataType, family, row)` answers the spec's messages for one row of plain values (keyed by
 * column field), `parseRow(columns, row)` the values to write once it passed.
 */
import type { DataColumn } from '@marketdesk/contracts/data-vault';
import { type ParsedValue, type PlainRow, parseValue } from './values';

export { type RowMessage, rowMessages, validateRow } from './rules';
export {
  isBlank,
  type Parsed,
  type ParsedValue,
  type PlainRow,
  type PlainValue,
  parseValue,
  typeMessage,
} from './values';

/** The parsed values of the row's fields that are columns (call after validateRow found nothing). */
export function parseRow(columns: readonly DataColumn[], row: PlainRow): Record<string, ParsedValue> {
  const out: Record<string, ParsedValue> = {};
  for (const col of columns) {
    if (!Object.hasOwn(row, col.field)) continue;
    const p = parseValue(col, row[col.field]);
    if (!p.ok) throw new Error(`${col.field}: ${p.message}`);
    out[col.field] = p.value;
  }
  return out;
}
