/**
 * What one read may hold (docs/guide/data-vault.md, "Memory ceiling and turns"). A hostile .xlsx of a few hundred KB unpacks to gigabytes:
 * a 500 MB cell, or one long shared string that every cell of a sheet refers to (a copy of it per cell once the
 * rows reach the main thread). The file's size bounds none of that, so the reader bounds what it builds, while
 * the XML streams and before any text is held whole, and refuses with the error that names the bound.
 */
import { errors } from './errors';
import type { SheetRow } from './types';

export const READ_CEILING = {
  /** Characters in one cell: Excel's own limit, so no file a person saved from Excel holds more. */
  cellChars: 32_767,
  /** Characters of an .xlsx's shared strings together (the table is held whole while the sheet streams). */
  sharedStringChars: 50_000_000,
  /** Characters of all cells one read hands over (a shared string counts at every cell that shows it). */
  textChars: 100_000_000,
  /** Cells one read hands over: each row's cells up to the header's width or its last value. */
  cells: 10_000_000,
  /**
   * Characters the XML parser may gather before it can pass them on (a text, a tag with its attributes, a
   * comment): 32,767 characters even written as numeric character references (`&#x10FFFF;`) fit.
   */
  xmlRunChars: 1 << 20,
  /** Heap of the reading thread: streamed formats, and .xls (SheetJS holds the whole workbook). */
  heapMb: { xlsx: 256, csv: 256, xls: 512 },
  /** Young generation of the reading thread (part of its memory, besides the heap above). */
  youngMb: 32,
} as const;

/** A batch the worker sends holds at most this much (besides its row count), so a message stays small. */
export const BATCH_CEILING = { chars: 1 << 20, cells: 100_000 } as const;

/** What a row costs once handed over: its cells and the characters of its texts. */
export function rowSize(row: SheetRow): { cells: number; chars: number } {
  let chars = 0;
  for (const c of row.cells) if (c.type === 'string') chars += c.value.length;
  return { cells: row.cells.length, chars };
}

/** Refuses a text longer than a cell may hold (`at`: where it is, when known). */
export function checkCellText(text: string, at?: { row: number; col: number }): void {
  if (text.length > READ_CEILING.cellChars) throw errors.cellTooLong(READ_CEILING.cellChars, at);
}

/**
 * The running total of one read: every row handed over is counted, and the read is refused as soon as it
 * passes the ceiling (each cell's length is checked on the way, whatever the format).
 */
export function readBudget() {
  let cells = 0;
  let chars = 0;
  return {
    add(row: SheetRow): void {
      row.cells.forEach((c, col) => {
        if (c.type !== 'string') return;
        checkCellText(c.value, { row: row.row, col });
        chars += c.value.length;
      });
      cells += row.cells.length;
      if (cells > READ_CEILING.cells) throw errors.tooManyCells(READ_CEILING.cells);
      if (chars > READ_CEILING.textChars) throw errors.tooMuchText(READ_CEILING.textChars);
    },
  };
}
