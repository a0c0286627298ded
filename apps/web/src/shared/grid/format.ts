import type { ColumnKind } from '@marketdesk/contracts/data-vault';
import { formatMoney, isoDay } from '../format/format';

/**
 * How a Data Vault value reads in a grid cell (spec 02 section 9): fractions as percentages with 2 decimals,
 * multiples with an 'x', dates as YYYY-MM-DD, money with 2 decimals (in its currency through moneyCell), lists
 * space-joined. Blank stays blank.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as its local calendar day: the one rule of shared/format. */
export { isoDay };

/** 'YYYY-MM-DD' (or the day of an ISO instant) as a local Date, for the grid's date editor and filter. */
export function parseDay(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

const number = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const fixed = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'fraction': {
      const n = number(value);
      return n === null ? String(value) : `${fixed(n * 100, 2)}%`;
    }
    case 'multiple': {
      const n = number(value);
      return n === null ? String(value) : `${fixed(n, 2)}x`;
    }
    case 'money': {
      const n = number(value);
      return n === null ? String(value) : fixed(n, 2);
    }
    case 'date': {
      const d = parseDay(value);
      return d ? isoDay(d) : String(value);
    }
    case 'datetime': {
      const d = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(d.getTime())
        ? String(value)
        : `${isoDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }
    case 'boolean':
      return value === true || value === 'true'
        ? 'Yes'
        : value === false || value === 'false'
          ? 'No'
          : String(value);
    case 'list':
      return Array.isArray(value) ? value.join(' ') : String(value);
    default:
      return String(value);
  }
}

const CODE = /^[A-Z]{3}$/;

/**
 * A money cell in its currency: the row's own currency_code where it has one (orders, fees, SKU costs), else the
 * grid's (its marketplace's); with neither (the SKU master) 2 decimals without a symbol.
 */
export function moneyCell(
  value: unknown,
  row: Record<string, unknown>,
  gridCurrency?: string | null,
): string {
  const n = number(value);
  const own = row.currency_code;
  const currency = typeof own === 'string' && CODE.test(own) ? own : gridCurrency;
  return n !== null && currency ? formatMoney(n, currency) : formatValue('money', value);
}
