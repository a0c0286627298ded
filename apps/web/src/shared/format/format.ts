/**
 * How lists show dates and sizes (spec 02 section 9: "Dates shown as YYYY-MM-DD"), one rule for every screen.
 * A date is the local calendar day of the instant; a size is bytes, kB or MB (1 kB = 1024 bytes, as the
 * upload limits are stated), one decimal below 10.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as its local calendar day, 'YYYY-MM-DD'. */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** An ISO instant or date as 'YYYY-MM-DD' (its local day); text that is no date is shown as it is. */
export function formatDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : isoDay(d);
}

const UNITS = ['kB', 'MB'] as const;

/** A size in bytes as '812 B', '4.5 kB', '37 kB' or '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.6 kB reads as 1 MB, not 1024 kB.
  if (shown >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${shown} ${UNITS[unit]}`;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount in its currency with 2 decimals, en-US (spec 02 section 9: "Currency shown with 2 decimals in en-US
 * format, falling back to the code plus the amount"): '$1,234.50', 'EUR' as '€1,234.50', an unknown code as
 * 'XYZ 1,234.50'; null as the empty mark.
 */
export function formatMoney(value: number | null | undefined, currency: string, empty = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${currency} ${twoDecimals.format(value)}`;
  }
}

const wholeNumbers = new Intl.NumberFormat('en-US');
/** A count with thousands separators ('30,712'); null as the empty mark. */
export const formatCount = (value: number | null | undefined, empty = '—'): string =>
  value === null || value === undefined || !Number.isFinite(value) ? empty : wholeNumbers.format(value);

/**
 * The line a converted report shows under its filters: which currency its amounts were converted to, and how
 * (the server converts each amount from its row's currency with the rate of its day).
 */
export const convertedNote = (currency: string): string =>
  `Amounts in ${currency}, converted from each marketplace's currency at each day's rate.`;
