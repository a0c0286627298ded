/**
 * Reading a cell the way a column wants it. The reader keeps text as text (an EAN '0012345' must keep its
 * zeros); a column that wants a number or a date asks here, with the file's locale where the caller knows it.
 */
import { cellText } from './cells';
import type { Cell } from './types';

export interface NumberOptions {
  /** The decimal separator of the file. Default: decided per value (see `parseNumber`). */
  decimal?: '.' | ',';
}

/** A number cell's value, or a text cell parsed by `parseNumber`; null for anything else (and empty). */
export function cellAsNumber(cell: Cell, options: NumberOptions = {}): number | null {
  if (cell.type === 'number') return cell.value;
  if (cell.type === 'string') return parseNumber(cell.value, options);
  return null;
}

const CURRENCY = /^[$€£¥₹]|[$€£¥₹]$/g;
/** A currency written as letters: Amazon India's `Rs.1000.0`, the FBA reports' `USD 58.89`, `12.50 EUR`. */
const CURRENCY_CODE = /^(?:Rs\.?\s*|[A-Z]{3}\s+)|\s+[A-Z]{3}$/g;
/** Thousands separators besides '.' and ',': spaces (also no-break and thin) and apostrophes (Swiss). */
const GROUPING = /[ \u00a0\u202f\u2009'’]/;

/**
 * Parses '1,141.18', '1.141,18', '1141,18', '1 141,18', "1'141.18", '1,00,000' (Indian grouping), '-3,22',
 * '(12.50)', '€ 12,50', 'Rs.1000.0', 'USD 58.89', '1.5E+3'. Without `decimal`: when both '.' and ',' occur the last one is the decimal
 * separator; a single ',' followed by exactly three digits groups thousands, other single ones are decimal;
 * a repeated one groups thousands. Grouping must be regular (last group three digits), else null.
 */
export function parseNumber(text: string, options: NumberOptions = {}): number | null {
  let s = text.trim().replace(CURRENCY_CODE, '').replace(CURRENCY, '').trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (/^[-+\u2212]/.test(s)) {
    negative = s[0] !== '+';
    s = s.slice(1).trim().replace(CURRENCY, '').trim(); // '-€12'
  }
  const m = /^([\d.,\u00a0\u202f\u2009 '’]*\d[\d.,\u00a0\u202f\u2009 '’]*?)([eE][-+]?\d+)?$/.exec(s);
  if (!m || !/^[\d.,]/.test(s)) return null;
  const body = m[1]!;
  const decimal = options.decimal ?? guessDecimal(body);
  const [intPart, fraction, extra] = body.split(decimal);
  if (extra !== undefined || (fraction !== undefined && !/^\d*$/.test(fraction))) return null;
  const groups = intPart!.split(new RegExp(`[${decimal === '.' ? ',' : '.'}\u00a0\u202f\u2009 '’]`));
  if (groups.length > 1 && !regularGroups(groups)) return null;
  const digits = groups.join('');
  if (!/^\d*$/.test(digits) || (digits === '' && !fraction)) return null;
  const value = Number(`${digits || '0'}.${fraction || '0'}${m[2] ?? ''}`);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

function guessDecimal(body: string): '.' | ',' {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  if (comma >= 0) {
    if (body.indexOf(',') !== comma) return '.'; // '1,000,000'
    return /^\d{1,3},\d{3}$/.test(body.replace(new RegExp(GROUPING, 'g'), '')) ? '.' : ',';
  }
  if (dot >= 0 && body.indexOf('.') !== dot) return ','; // '1.000.000'
  return '.';
}

/** '1', '141' / '1', '00', '000': first group 1-3 digits, middle ones 2 or 3, the last exactly 3. */
function regularGroups(groups: string[]): boolean {
  const last = groups.length - 1;
  return groups.every((g, i) =>
    i === 0 ? /^\d{1,3}$/.test(g) : i === last ? /^\d{3}$/.test(g) : /^\d{2,3}$/.test(g),
  );
}

export interface DateOptions {
  /** Order of day and month in '03/04/2023'-like text; default 'dmy'. Obvious cases (a part > 12) need none. */
  order?: 'dmy' | 'mdy';
}

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|UTC|GMT|[-+]\d{2}:?\d{2})?$/i;
const LOCAL =
  /^(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(AM|PM)?)?\s*(Z|UTC|GMT|[-+]\d{2}:?\d{2})?$/i;

/**
 * A date cell's value, or text such as '2023-03-14', '2022-07-18T18:52:47+00:00', '14.03.2023 07:49:55 UTC'
 * or '03/14/2023 7:49 PM' as 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS'. A time with an offset is converted to UTC;
 * one without stays as written. '.' between the parts always means day.month.year (as in Germany). Null when
 * it is no valid date.
 */
export function cellAsDate(cell: Cell, options: DateOptions = {}): string | null {
  if (cell.type === 'date') return cell.value;
  if (cell.type !== 'string') return null;
  const s = cell.value.trim();
  let y: number;
  let mo: number;
  let d: number;
  let time: [string?, string?, string?, string?];
  let zone: string | undefined;
  const iso = ISO.exec(s);
  if (iso) {
    [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    time = [iso[4], iso[5], iso[6]];
    zone = iso[7];
  } else {
    const l = LOCAL.exec(s);
    if (!l) return null;
    const a = Number(l[1]);
    const b = Number(l[3]);
    const dayFirst = l[2] === '.' || a > 12 || (b <= 12 && (options.order ?? 'dmy') === 'dmy');
    [d, mo] = dayFirst ? [a, b] : [b, a];
    y = l[4]!.length === 2 ? 2000 + Number(l[4]) : Number(l[4]);
    time = [l[5], l[6], l[7], l[8]];
    zone = l[9];
  }
  let h = Number(time[0] ?? 0);
  const mi = Number(time[1] ?? 0);
  const se = Number(time[2] ?? 0);
  if (time[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (time[3].toUpperCase() === 'PM' ? 12 : 0);
  }
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 59) return null;
  let ms = Date.UTC(y, mo - 1, d, h, mi, se);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null; // 31 April
  if (zone && /^[-+]/.test(zone)) {
    const off = zone.replace(':', '');
    ms -= (off[0] === '-' ? -1 : 1) * (Number(off.slice(1, 3)) * 60 + Number(off.slice(3, 5))) * 60_000;
  }
  const iso8601 = new Date(ms).toISOString();
  return iso8601.endsWith('T00:00:00.000Z') ? iso8601.slice(0, 10) : iso8601.slice(0, 19);
}

/** Any cell as text: '' when empty, numbers as JavaScript writes them, dates as ISO, errors as shown. */
export function cellAsText(cell: Cell): string {
  return cell.type === 'string' ? cell.value : cellText(cell);
}

/** The key header texts are matched on: case, spaces, '-' and '_' ignored ('Order ID' = 'order-id'). */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}
