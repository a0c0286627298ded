/** What each format reader hands to the table logic (table.ts): the chosen sheet's non-empty rows in order. */
import { errors } from './errors';
import type { Cell, SpreadsheetFormat } from './types';

/** A row as read: `cells` may have holes (empty cells), it has at least one value. */
export interface RawRow {
  row: number;
  cells: (Cell | undefined)[];
}

export interface SheetSource {
  format: SpreadsheetFormat;
  sheetNames: string[];
  sheetName: string;
  rows: AsyncIterable<RawRow>;
  /** Merged ranges ('A1:B2'), complete once `rows` is done (.xlsx writes them after the cells). */
  merges(): string[];
  close(): void;
}

export interface SheetEntry {
  name: string;
  hidden: boolean;
  /** False for tabs that hold no cells (charts): listed by Excel, never read. */
  readable: boolean;
}

/**
 * The sheet to read. A name matches exactly, else ignoring case and surrounding spaces; a number is the
 * position among worksheets (0 = first tab). Default: the first visible worksheet.
 */
export function pickSheet(sheets: SheetEntry[], wanted: string | number | undefined): number {
  const names = sheets.filter((s) => s.readable).map((s) => s.name);
  let i = -1;
  if (wanted === undefined) {
    i = sheets.findIndex((s) => s.readable && !s.hidden);
    if (i < 0) i = sheets.findIndex((s) => s.readable);
    if (i < 0) throw errors.empty();
    return i;
  }
  if (typeof wanted === 'number') {
    const name = names[wanted];
    i = name === undefined ? -1 : sheets.findIndex((s) => s.readable && s.name === name);
  } else {
    i = sheets.findIndex((s) => s.readable && s.name === wanted);
    if (i < 0) {
      const key = wanted.trim().toLowerCase();
      i = sheets.findIndex((s) => s.readable && s.name.trim().toLowerCase() === key);
    }
  }
  if (i < 0) throw errors.noSheet(wanted, names);
  return i;
}

/** 'AB12' -> 27 (0-based column), or -1 when the reference has no letters. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

/** Excel's last column (XFD): a cell past it is no cell Excel could have written. */
export const MAX_COLUMN = 16_383;
