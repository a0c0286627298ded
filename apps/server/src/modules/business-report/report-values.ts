import { type Cell, cellAsText, parseNumber } from '../../platform/spreadsheets';

/**
 * The values of a Business Report as Amazon writes them, and as Excel writes them back: counts with thousands
 * separators (`"3,395"`), money with the marketplace's symbol (`"$5,216.29"`, `£`, `€`, `₹`, `Rs.`, `USD 58.89`),
 * percentages `12.34%` and dates `MM/DD/YYYY`. Each answers null for a value it cannot read (the row is refused).
 */

const text = (cell: Cell | undefined) => (cell ? cellAsText(cell).trim() : '');

/** Currency written before or after an amount: a symbol, `Rs.`, or a code (`USD 58.89`, `CA$12`). */
const CURRENCY_BEFORE = /^(?:[A-Z]{2,3}\s?\$|Rs\.?|[A-Z]{3}|[$€£¥₹￥])\s*/;
const CURRENCY_AFTER = /\s*(?:[$€£¥₹￥]|[A-Z]{3})$/;

/** Blank cells: Amazon leaves a figure blank, or writes `--`, where there is nothing to show. */
export const isBlank = (cell: Cell | undefined) => {
  const t = text(cell);
  return t === '' || t === '--' || t === '-';
};

/** Digits in groups of three, as European marketplaces write counts (`1.234`, `1 234`). */
const GROUPED_COUNT = /^\d{1,3}(?:([.,\u00a0\u202f ])\d{3})(?:\1\d{3})*$/;

/** A whole count of 0 or more (`"3,395"`, `1.234` of Amazon.de); blank is 0. */
export function countOf(cell: Cell | undefined): number | null {
  if (isBlank(cell)) return 0;
  const t = text(cell);
  const n =
    cell!.type === 'number'
      ? cell!.value
      : GROUPED_COUNT.test(t)
        ? Number(t.replace(/\D/g, ''))
        : parseNumber(t);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null;
}

/** An amount in the marketplace's currency, to the cent; blank is 0. */
export function moneyOf(cell: Cell | undefined): number | null {
  if (isBlank(cell)) return 0;
  if (cell!.type === 'number') return Math.round(cell!.value * 100) / 100;
  let t = text(cell);
  const negative = /^-/.test(t);
  t = t.replace(/^-\s*/, '').replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  const n = parseNumber(t);
  if (n === null || Math.abs(n) >= 1e12) return null;
  return Math.round((negative ? -n : n) * 100) / 100;
}

/**
 * A percentage as Amazon shows it (12.34 for `12.34%`). A number cell is what Excel stores under a percent
 * format (0.1234), so it is scaled; blank is null (no figure, not 0 %).
 */
export function percentOf(cell: Cell | undefined): number | null | undefined {
  if (isBlank(cell)) return null;
  if (cell!.type === 'number') return Math.round(cell!.value * 10_000) / 100;
  const t = text(cell).replace(/\s*%$/, '');
  const n = parseNumber(t);
  return n === null || n < 0 || n > 100_000 ? undefined : Math.round(n * 100) / 100;
}

/** A day of the by-Date report: `MM/DD/YYYY` (Excel writes `M/D/YYYY`), or a date cell; null if none. */
export function dayOf(cell: Cell | undefined): string | null {
  if (!cell) return null;
  if (cell.type === 'date') return cell.value.slice(0, 10);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text(cell));
  if (!m) return null;
  const iso = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A text cell's value, null when blank. */
export const textOf = (cell: Cell | undefined): string | null => text(cell) || null;
