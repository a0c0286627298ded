import { CURRENCIES } from '@marketdesk/contracts';
import { mulberry32 } from '../prng';
import { addDays, eachDay } from './calendar';

/** Units per USD around the start of the series, and how each currency moves (daily volatility, yearly drift). */
const BASE: Record<string, { rate: number; vol: number; drift: number }> = {
  USD: { rate: 1, vol: 0, drift: 0 },
  EUR: { rate: 0.91, vol: 0.0035, drift: 0 },
  GBP: { rate: 0.8, vol: 0.0035, drift: 0 },
  INR: { rate: 82.5, vol: 0.002, drift: 0.02 },
  AUD: { rate: 1.5, vol: 0.005, drift: 0 },
  AED: { rate: 3.6725, vol: 0, drift: 0 },
  SAR: { rate: 3.75, vol: 0, drift: 0 },
  TRY: { rate: 27, vol: 0.004, drift: 0.3 },
  CLP: { rate: 880, vol: 0.005, drift: 0.02 },
};

/** The series starts here whatever "today" is, so a date always gets the same rate. */
const EPOCH = '2023-01-01';

export const RATE_CURRENCIES = [...new Set([...CURRENCIES, ...Object.keys(BASE)])];

/**
 * Daily rates (units per USD) for every demo currency from `from` to `to`: a mean-reverting random walk around
 * a drifting level; pegged currencies (AED, SAR) stay fixed. Deterministic per date.
 */
export function buildRates(
  from: string,
  to: string,
): { date: string; currency_code: string; units_per_usd: string }[] {
  const out: { date: string; currency_code: string; units_per_usd: string }[] = [];
  const start = from < EPOCH ? from : EPOCH;
  const days = eachDay(start, to);
  RATE_CURRENCIES.forEach((code, i) => {
    const base = BASE[code] ?? { rate: 1, vol: 0.003, drift: 0 };
    const random = mulberry32(77_001 + i);
    let deviation = 0;
    days.forEach((date, t) => {
      const shock = (random.next() + random.next() + random.next() - 1.5) * 2 * base.vol;
      deviation = deviation * 0.985 + shock;
      const level = base.rate * (1 + base.drift) ** (t / 365) * Math.exp(deviation);
      if (date >= from) out.push({ date, currency_code: code, units_per_usd: level.toFixed(6) });
    });
  });
  return out;
}

/** The rate of one currency on the day before the history starts: used to set prices in local currency. */
export function priceRate(code: string): number {
  return BASE[code]?.rate ?? 1;
}

export const ratesWindow = (today: string, days: number) => ({ from: addDays(today, -days - 7), to: today });
