/**
 * .xlsx: the chosen worksheet streamed through a SAX parser, so a 100,000-row sheet never sits in memory
 * whole (only the shared strings do). Not exceljs' WorkbookReader: it loses the type of formula results
 * (an error such as #DIV/0! comes out as NaN, TRUE as 1), ignores the 1904 date system, skips merged ranges,
 * fails on cells without a reference, and finds sheets only by the file names Excel uses.
 */
import { EMPTY, errorCell, type FormatKind, formattedNumberCell, stringCell } from './cells';
import { errors } from './errors';
import { checkCellText, READ_CEILING } from './limits';
import { extensionOf } from './signature';
import { columnOf, MAX_COLUMN, pickSheet, type RawRow, type SheetSource } from './source';
import type { Cell } from './types';
import { readSharedStrings, readStyles, readWorkbook } from './xlsx-parts';
import { createXmlParser, OOXML_ESCAPE_CHARS, textChunks, unescapeOoxml } from './xml';
import { openZip } from './zip';

export interface XlsxOptions {
  fileName: string;
  sheet?: string | number;
  /** Largest shared string table (uncompressed bytes) to load. */
  maxPartBytes: number;
}

export async function openXlsx(
  source: { path: string } | { buffer: Uint8Array },
  options: XlsxOptions,
): Promise<SheetSource> {
  const zip = await openZip(source);
  try {
    const wb = await readWorkbook(zip, extensionOf(options.fileName));
    const entries = wb.sheets.map((s) => ({ name: s.name, hidden: s.hidden, readable: s.part !== null }));
    const chosen = wb.sheets[pickSheet(entries, options.sheet)]!;
    const styles = await readStyles(zip, wb.styles);
    const strings = await readSharedStrings(zip, wb.sharedStrings, options.maxPartBytes);
    const part = chosen.part!;
    const merges: string[] = [];
    const sheet = { part, styles, strings, date1904: wb.date1904, merges };
    return {
      format: 'xlsx',
      sheetNames: entries.filter((s) => s.readable).map((s) => s.name),
      sheetName: chosen.name,
      rows: zip.has(part) ? streamRows(await zip.open(part), sheet) : emptyRows(),
      merges: () => merges,
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

async function* emptyRows(): AsyncGenerator<RawRow> {}

interface SheetContext {
  part: string;
  styles: FormatKind[];
  strings: string[];
  date1904: boolean;
  merges: string[];
}

/** One <c>: its column, type attribute, style, and the text of its <v> or inline <is>. */
interface PendingCell {
  col: number;
  t: string | undefined;
  s: number;
  v: string | null;
}

async function* streamRows(
  stream: import('node:stream').Readable,
  ctx: SheetContext,
): AsyncGenerator<RawRow> {
  const ready: RawRow[] = [];
  let rowNumber = 0;
  let cells: (Cell | undefined)[] = [];
  let filled = false;
  let lastCol = -1;
  let cell: PendingCell | null = null;
  let capture = false; // inside <v>, or a <t> of an inline string (not its phonetic guide)
  let phonetic = 0;
  let inSheetData = false;

  const maxCellChars = READ_CEILING.cellChars;
  const tooLong = () =>
    errors.cellTooLong(maxCellChars, cell ? { row: rowNumber, col: cell.col } : undefined);
  const parser = createXmlParser(ctx.part, {
    tooLong,
    open(name, a) {
      switch (name) {
        case 'sheetData':
          inSheetData = true;
          break;
        case 'row':
          if (!inSheetData) break;
          rowNumber = a.r ? Number(a.r) : rowNumber + 1; // rows without r follow the previous one
          if (!Number.isInteger(rowNumber) || rowNumber < 1) throw errors.corrupt(`bad row number ${a.r}`);
          cells = [];
          filled = false;
          lastCol = -1;
          break;
        case 'c': {
          if (!inSheetData) break;
          const col = a.r ? columnOf(a.r) : lastCol + 1;
          if (col < 0 || col > MAX_COLUMN) throw errors.corrupt(`bad cell reference ${a.r}`);
          lastCol = col;
          cell = { col, t: a.t, s: a.s ? Number(a.s) : 0, v: null };
          break;
        }
        case 'v':
          if (cell) {
            capture = true;
            cell.v = '';
          }
          break;
        case 'is':
          if (cell) cell.v = '';
          break;
        case 't':
          if (cell && cell.t === 'inlineStr') capture = phonetic === 0;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 'mergeCell':
          if (a.ref) ctx.merges.push(a.ref);
          break;
      }
    },
    text(t) {
      if (!capture || !cell) return;
      cell.v = (cell.v ?? '') + t;
      // Escaped text (_xHHHH_) may be longer than the cell it makes; exactly checked once the cell ends.
      if (cell.v.length > maxCellChars * OOXML_ESCAPE_CHARS) throw tooLong();
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (cell) {
            const value = toCell(cell, ctx);
            if (value.type === 'string') checkCellText(value.value, { row: rowNumber, col: cell.col });
            if (value !== EMPTY) {
              cells[cell.col] = value;
              filled = true;
            }
            cell = null;
          }
          break;
        case 'row':
          if (filled) ready.push({ row: rowNumber, cells });
          break;
        case 'sheetData':
          inSheetData = false;
          break;
      }
    },
  });

  for await (const chunk of textChunks(stream)) {
    parser.write(chunk);
    if (ready.length > 0) yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
}

/** The cell as Excel shows it; a formula cell shows its cached result (the file keeps no formula engine). */
function toCell(c: PendingCell, ctx: SheetContext): Cell {
  const v = c.v;
  if (v === null) return EMPTY; // no value: a formatted blank, or a formula never calculated
  switch (c.t) {
    case 's': {
      const s = ctx.strings[Number(v)];
      return s === undefined ? EMPTY : stringCell(s);
    }
    case 'inlineStr':
    case 'str':
      return stringCell(unescapeOoxml(v));
    case 'b':
      return { type: 'boolean', value: v.trim() === '1' || v.trim().toLowerCase() === 'true' };
    case 'e':
      return errorCell(v.trim());
    case 'd':
      return isoDateCell(v);
    default: {
      if (v.trim() === '') return EMPTY;
      return formattedNumberCell(Number(v), ctx.styles[c.s] ?? 'number', ctx.date1904);
    }
  }
}

/** t="d" (strict OOXML and some writers): an ISO 8601 date-time as text. */
function isoDateCell(v: string): Cell {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(v.trim());
  if (!m) return stringCell(v);
  return { type: 'date', value: m[2] && m[2] !== '00:00:00' ? `${m[1]}T${m[2]}` : m[1]! };
}
