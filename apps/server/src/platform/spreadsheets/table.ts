/**
 * From a sheet's non-empty rows to a header and data rows, the same for every format: the header row found
 * (see ReadOptions.headerRow and expectedColumns), rows above it dropped, empty rows skipped (so trailing
 * ones vanish) while every row keeps Excel's number, cells made dense up to the header's width, and every
 * row counted against what one read may hand over (limits.ts).
 */
import { cellText, EMPTY } from './cells';
import { headerKey } from './coerce';
import { errors } from './errors';
import { readBudget } from './limits';
import type { RawRow, SheetSource } from './source';
import type { Cell, SheetInfo, SheetRow } from './types';

export interface TableOptions {
  maxRows: number;
  headerRow?: number;
  expectedColumns?: readonly string[];
}

/** Rows looked at for a header that matches the expected columns. */
const HEADER_SEARCH_ROWS = 30;

export interface Table {
  info: SheetInfo;
  rows: AsyncGenerator<SheetRow>;
}

export async function readTable(source: SheetSource, options: TableOptions): Promise<Table> {
  const it = source.rows[Symbol.asyncIterator]();
  const buffered: RawRow[] = [];
  const pull = async () => {
    const next = await it.next();
    return next.done ? undefined : next.value;
  };

  let header: RawRow | undefined;
  if (options.headerRow !== undefined) {
    const wanted = options.headerRow;
    for (let r = await pull(); r; r = await pull()) {
      if (r.row === wanted) header = r;
      else if (r.row > wanted) buffered.push(r);
      if (r.row >= wanted) break;
    }
    header ??= { row: wanted, cells: [] };
  } else {
    const look = options.expectedColumns?.length ? HEADER_SEARCH_ROWS : 1;
    while (buffered.length < look) {
      const r = await pull();
      if (!r) break;
      buffered.push(r);
    }
    if (buffered.length === 0) throw errors.empty();
    const at = bestHeader(buffered, options.expectedColumns ?? []);
    header = buffered[at]!;
    buffered.splice(0, at + 1);
  }

  // Everything handed over counts against the read's ceiling (limits.ts), the header too.
  const budget = readBudget();
  const headerCells = dense(header.cells, 0);
  budget.add({ row: header.row, cells: headerCells });
  const names = headerCells.map(cellText);
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const info: SheetInfo = {
    format: source.format,
    sheetNames: source.sheetNames,
    sheetName: source.sheetName,
    header: names,
    headerRow: header.row,
  };

  async function* rows(): AsyncGenerator<SheetRow> {
    let count = 0;
    const emit = (r: RawRow): SheetRow => {
      if (++count > options.maxRows) throw errors.tooManyRows(options.maxRows);
      const row = { row: r.row, cells: dense(r.cells, names.length) };
      budget.add(row);
      return row;
    };
    for (const r of buffered.splice(0)) yield emit(r);
    for (let r = await pull(); r; r = await pull()) yield emit(r);
  }
  return { info, rows: rows() };
}

/** Index of the buffered row matching most expected columns; 0 (the first row) when none matches any. */
function bestHeader(rows: RawRow[], expected: readonly string[]): number {
  if (expected.length === 0) return 0;
  const keys = new Set(expected.map(headerKey));
  let best = 0;
  let bestHits = 0;
  rows.forEach((r, i) => {
    const seen = new Set<string>();
    for (const c of r.cells) {
      const k = c ? headerKey(cellText(c)) : '';
      if (k && keys.has(k)) seen.add(k);
    }
    if (seen.size > bestHits) {
      best = i;
      bestHits = seen.size;
    }
  });
  return best;
}

/** Holes filled with the empty cell, at least `width` long, no trailing empties past it. */
function dense(cells: (Cell | undefined)[], width: number): Cell[] {
  let end = cells.length;
  while (end > width && (cells[end - 1] === undefined || cells[end - 1] === EMPTY)) end--;
  const out = new Array<Cell>(Math.max(end, width));
  for (let i = 0; i < out.length; i++) out[i] = cells[i] ?? EMPTY;
  return out;
}
