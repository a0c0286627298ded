import type { DataColumn, DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import {
  type ParsedValue,
  type PlainRow,
  type PlainValue,
  parseRow,
  validateRow,
} from '../../../platform/grid';
import { type Cell, cellAsDate, cellAsNumber } from '../../../platform/spreadsheets';
import { uploadRowRules } from './upload-rules';

/** How a file writes numbers and text dates (templates: '.'; a European Amazon report: ','). */
export interface Locale {
  decimal: '.' | ',';
  dateOrder: 'dmy' | 'mdy';
}

export const TEMPLATE_LOCALE: Locale = { decimal: '.', dateOrder: 'dmy' };

const NUMERIC = new Set(['integer', 'number', 'money', 'fraction', 'multiple']);
const TEXTUAL = new Set(['text', 'key', 'list']);

/**
 * A cell as the value the Data Vault's validation reads. Text under a number or date column is converted in
 * the file's locale ('1.141,18', '14.03.2023 07:49:55 UTC'); what does not convert stays text, so the
 * validation answers its own 'X must be a valid number.' A date-time without a zone is UTC.
 */
export function cellToPlain(column: Pick<DataColumn, 'kind'>, cell: Cell, locale: Locale): PlainValue {
  switch (cell.type) {
    case 'empty':
      return null;
    case 'boolean':
    case 'number':
      return cell.value;
    case 'error':
      return cell.value;
    case 'date':
      return column.kind === 'datetime' && cell.value.includes('T') ? `${cell.value}Z` : cell.value;
    case 'string': {
      if (NUMERIC.has(column.kind)) return cellAsNumber(cell, { decimal: locale.decimal }) ?? cell.value;
      if (column.kind === 'date' || column.kind === 'datetime') {
        const d = cellAsDate(cell, { order: locale.dateOrder });
        if (!d) return cell.value;
        return column.kind === 'datetime' && d.includes('T') ? `${d}Z` : d;
      }
      return cell.value;
    }
  }
}

export type VaultResult =
  | { ok: true; values: Record<string, ParsedValue> }
  | { ok: false; messages: string[] };

/**
 * One row through the Data Vault's rules: a spreadsheet error shown in a text cell first (a number or date
 * column reports it as its own type error), then validateRow's messages in the spec's order, then the
 * upload-only rules; the parsed values when there is none.
 */
export function validateVaultRow(
  dataType: DataType,
  family: MarketplaceFamily | null,
  columns: readonly DataColumn[],
  row: PlainRow,
  errorCells: readonly { column: DataColumn; value: string }[] = [],
): VaultResult {
  const messages = [
    ...errorCells
      .filter((e) => TEXTUAL.has(e.column.kind))
      .map((e) => `${e.column.label} holds the spreadsheet error ${e.value}.`),
    ...validateRow(dataType, family, row),
    ...uploadRowRules(dataType, family, row),
  ];
  if (messages.length > 0) return { ok: false, messages };
  return { ok: true, values: parseRow(columns, row) };
}

/** The plain row of a template row (cells keyed by field) and its spreadsheet-error cells. */
export function plainOfCells(
  columns: readonly DataColumn[],
  cells: Readonly<Record<string, Cell>>,
  locale: Locale,
): { row: Record<string, PlainValue>; errorCells: { column: DataColumn; value: string }[] } {
  const row: Record<string, PlainValue> = {};
  const errorCells: { column: DataColumn; value: string }[] = [];
  for (const column of columns) {
    const cell = cells[column.field];
    if (!cell) continue;
    row[column.field] = cellToPlain(column, cell, locale);
    if (cell.type === 'error') errorCells.push({ column, value: cell.value });
  }
  return { row, errorCells };
}
