/** Building cells from what the files store: Excel serial dates, number formats, error codes. */
import type { Cell } from './types';

export const EMPTY: Cell = Object.freeze({ type: 'empty' });

/** A string cell, or empty when it holds only white space (a person sees an empty cell). */
export function stringCell(value: string): Cell {
  return value.trim() === '' ? EMPTY : { type: 'string', value };
}

export const numberCell = (value: number): Cell =>
  Number.isFinite(value) ? { type: 'number', value } : EMPTY;

const DAY_MS = 86_400_000;
const pad = (x: number, w = 2) => String(x).padStart(w, '0');

/**
 * Excel serial day number to 'YYYY-MM-DD' (or 'YYYY-MM-DDTHH:MM:SS' when it has a time of day), or null when
 * it is no date Excel can show (negative, day 0, the phantom 1900-02-29, after 9999-12-31).
 * 1900 system: day 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was (Lotus' bug), so days
 * from 61 on are one day later than a plain count. 1904 system (Mac Excel before 2011): day 0 is 1904-01-01.
 * The time is rounded to the second, as Excel shows it; float noise (0.99999999) rolls over to the next day.
 */
export function serialToIso(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465.99999) return null;
  let day = Math.floor(serial);
  let seconds = Math.round((serial - day) * 86_400);
  if (seconds >= 86_400) {
    day += 1;
    seconds -= 86_400;
  }
  let epochDay: number;
  if (date1904) epochDay = day - 24_107;
  else if (day === 0 || day === 60) return null;
  else epochDay = day < 60 ? day - 25_568 : day - 25_569;
  const d = new Date(epochDay * DAY_MS);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (seconds === 0) return date;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${date}T${pad(h)}:${pad(m)}:${pad(seconds % 60)}`;
}

/**
 * How a number format shows its number. 'date': a calendar date (with or without a time). 'time': a time of
 * day or a duration ([h]:mm) with no date; the reader keeps those as numbers (days), since they are no date.
 */
export type FormatKind = 'date' | 'time' | 'number';

/** Built-in format ids (ECMA-376 18.8.30) that show dates: 14-17, 22, and the East Asian 27-36, 50-58. */
const BUILTIN_DATE = new Set([14, 15, 16, 17, 22, ...range(27, 36), ...range(50, 58)]);
const BUILTIN_TIME = new Set([18, 19, 20, 21, 45, 46, 47]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function builtinFormatKind(id: number): FormatKind {
  if (BUILTIN_DATE.has(id)) return 'date';
  return BUILTIN_TIME.has(id) ? 'time' : 'number';
}

const kindCache = new Map<string, FormatKind>();

/** Classifies a format code such as 'yyyy\-mm\-dd', '[$-409]d-mmm-yy;@', '#,##0.00' or '[h]:mm:ss'. */
export function formatKind(code: string): FormatKind {
  let kind = kindCache.get(code);
  if (kind) return kind;
  const first = code
    .replace(/"[^"]*"/g, '') // quoted literals
    .replace(/\\./g, '') // escaped characters
    .replace(/[_*]./g, '') // padding and fill characters
    .split(';')[0]!;
  const elapsed = /\[(h+|m+|s+)\]/i.test(first);
  const tokens = first
    .replace(/\[[^\]]*\]/g, '') // colours, conditions, locales
    .replace(/general/gi, '')
    .replace(/am\/pm|a\/p/gi, '')
    .replace(/e[+-]/gi, ''); // scientific notation
  if (elapsed) kind = 'time';
  else if (/[ydgbe]/i.test(tokens)) kind = 'date';
  else if (/[hs]/i.test(tokens)) kind = 'time';
  else if (/m/i.test(tokens))
    kind = 'date'; // 'mmm' alone: a month name
  else kind = 'number';
  if (kindCache.size < 10_000) kindCache.set(code, kind);
  return kind;
}

/** A number as its format shows it: a date cell where the format is a date (and the serial is one). */
export function formattedNumberCell(value: number, kind: FormatKind, date1904: boolean): Cell {
  if (kind === 'date') {
    const iso = serialToIso(value, date1904);
    if (iso) return { type: 'date', value: iso };
  }
  return numberCell(value);
}

/** BIFF error codes (MS-XLS 2.5.97.2) as Excel shows them. */
const BIFF_ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

export const errorCell = (code: number | string): Cell => ({
  type: 'error',
  value: typeof code === 'number' ? (BIFF_ERRORS[code] ?? '#N/A') : code,
});

/** A cell as header text: trimmed; numbers, dates, booleans and errors as a person reads them. */
export function cellText(cell: Cell): string {
  switch (cell.type) {
    case 'empty':
      return '';
    case 'string':
      return cell.value.trim();
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    default:
      return String(cell.value);
  }
}

export const isEmptyCell = (cell: Cell | undefined): boolean => cell === undefined || cell.type === 'empty';
