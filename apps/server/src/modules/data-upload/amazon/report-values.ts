import { type Cell, cellAsNumber, cellAsText } from '../../../platform/spreadsheets';
import type { MappedRow } from '../../../platform/uploads';
import type { Locale } from '../vault/plain';

/** How a report column outside the Data Vault's fields is kept in a line's extras. */
export type ExtraKind = 'text' | 'number' | 'boolean';

const TRUE = /^(true|yes)$/i;
const FALSE = /^(false|no)$/i;

/** The extras key of a report column: 'is-business-order' → 'is_business_order'. */
export const extrasKey = (column: string) =>
  column
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A cell's text as Amazon means it: trailing and leading spaces are not part of a value. */
export const cellText = (cell: Cell | undefined): string => (cell ? cellAsText(cell).trim() : '');

/** A whole cell in quotes with every inner quote doubled: how a spreadsheet writes a cell it must quote. */
const SPREADSHEET_QUOTED = /^"((?:[^"]|"")*)"$/s;

/**
 * A cell's value as the report meant it when a spreadsheet re-saved the file as tab-separated text: such a
 * cell holding a comma, a quote or a line break comes wrapped in quotes ('"Alnwick, Northumberland"',
 * '"8"" pan"'). Amazon's own files never quote, so any other '"' (an unquoted '8" pan') is text and stays.
 */
export function unquotedCell(cell: Cell): Cell {
  if (cell.type !== 'string') return cell;
  const inner = SPREADSHEET_QUOTED.exec(cell.value.trim())?.[1];
  if (inner === undefined || !/[,"\r\n]/.test(inner)) return cell;
  const value = inner.replaceAll('""', '"');
  return value.trim() === '' ? { type: 'empty' } : { type: 'string', value };
}

/** A report row with every spreadsheet-quoted cell read as its text (unquotedCell). */
export const unquotedRow = (row: MappedRow): MappedRow => ({
  ...row,
  cells: Object.fromEntries(Object.entries(row.cells).map(([k, c]) => [k, unquotedCell(c)])),
});

/**
 * The extras of one report row: each listed column by its kind, then every column the layout does not know
 * (read under its header text, unknownColumns 'keep'), so no value of the file is dropped. Values are typed so a
 * file re-saved by Excel holds the same extras as Amazon's original: 'FALSE' is false like 'false', '0' is 0
 * like '0.00'. A number column whose value is not a number is refused, naming the column.
 */
export function reportExtras(
  row: MappedRow,
  listed: Readonly<Record<string, ExtraKind>>,
  known: ReadonlySet<string>,
  locale: Locale,
): { extras: Record<string, unknown>; messages: string[] } {
  const extras: Record<string, unknown> = {};
  const messages: string[] = [];
  const put = (column: string, kind: ExtraKind) => {
    const cell = row.cells[column];
    const text = cellText(cell);
    if (!cell || text === '') return;
    if (kind === 'number') {
      const n = cellAsNumber(cell, { decimal: locale.decimal });
      if (n === null) messages.push(`${column} must be a valid number.`);
      else extras[extrasKey(column)] = n;
      return;
    }
    const key = extrasKey(column);
    if (cell.type === 'boolean') extras[key] = cell.value;
    else if (kind === 'boolean' && (TRUE.test(text) || FALSE.test(text))) extras[key] = TRUE.test(text);
    // Any column's 'TRUE' / 'false' is the boolean (Excel writes them upper-case).
    else if (/^(true|false)$/i.test(text)) extras[key] = text.toLowerCase() === 'true';
    else extras[key] = text;
  };
  for (const [column, kind] of Object.entries(listed)) put(column, kind);
  for (const column of Object.keys(row.cells)) if (!known.has(column)) put(column, 'text');
  return { extras, messages };
}
