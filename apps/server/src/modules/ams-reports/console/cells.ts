import { type Cell, cellAsDate, cellAsNumber, cellAsText } from '../../../platform/spreadsheets';

/**
 * A console file's cells as the readers want them. Amazon writes money as `$5,216.29`, `Rs.1000.0`,
 * `₹1,000.00` or a plain number (a file re-saved in Excel: `12.5` for `12.50`), counts as `3,395`, and dates as
 * Excel dates, `2023-01-31`, `01/31/2023` or `Jan 31, 2023`; every cell of a bulk file is text.
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const text = (cell: Cell | undefined): string | null => {
  if (!cell) return null;
  const s = cellAsText(cell).trim();
  return s === '' ? null : s;
};

/** Cents of a money cell (empty: 0); not a number: the message. */
export function cents(cell: Cell | undefined, label: string): CellResult<number> {
  if (!cell || cell.type === 'empty') return { ok: true, value: 0 };
  const n = cellAsNumber(cell, { decimal: '.' });
  if (n === null) return { ok: false, message: `${label}: '${cellAsText(cell)}' is not an amount` };
  return { ok: true, value: Math.round(n * 100) };
}

/** An amount or null (bids and budgets: an empty cell keeps what is stored). */
export function amountOrNull(cell: Cell | undefined, label: string): CellResult<string | null> {
  if (!cell || cell.type === 'empty' || text(cell) === null) return { ok: true, value: null };
  const c = cents(cell, label);
  return c.ok ? { ok: true, value: (c.value / 100).toFixed(2) } : c;
}

/** A whole count (impressions, clicks, orders, units); empty: 0. */
export function count(cell: Cell | undefined, label: string): CellResult<number> {
  if (!cell || cell.type === 'empty') return { ok: true, value: 0 };
  const n = cellAsNumber(cell, { decimal: '.' });
  if (n === null || n < 0 || !Number.isInteger(n))
    return { ok: false, message: `${label}: '${cellAsText(cell)}' is not a whole number` };
  return { ok: true, value: n };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NAMED = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i;

/** A day: Excel date (or its day number), ISO, `20230131`, US `01/31/2023` (month first), or `Jan 31, 2023`. */
export function day(cell: Cell | undefined, label: string): CellResult<string> {
  const s = text(cell);
  if (!cell || s === null) return { ok: false, message: `${label} is empty` };
  // Bulk files write 20260110; a file re-saved without its date format holds Excel's day number.
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (compact) {
    const parsed = cellAsDate({ type: 'string', value: `${compact[1]}-${compact[2]}-${compact[3]}` });
    if (parsed) return { ok: true, value: parsed };
  }
  if (cell.type === 'number' && Number.isInteger(cell.value) && cell.value > 36_000 && cell.value < 73_000)
    return {
      ok: true,
      value: new Date(Date.UTC(1899, 11, 30) + cell.value * 86_400_000).toISOString().slice(0, 10),
    };
  const named = NAMED.exec(s);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase());
    const parsed = cellAsDate({
      type: 'string',
      value: `${named[3]}-${String(month + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`,
    });
    if (month >= 0 && parsed) return { ok: true, value: parsed };
  }
  const d = cellAsDate(cell, { order: 'mdy' });
  if (d === null) return { ok: false, message: `${label}: '${s}' is not a date` };
  return { ok: true, value: d.slice(0, 10) };
}
