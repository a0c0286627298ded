import type { Granularity } from './types';

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 (UTC) of an ISO date; NaN when it is not one. */
export function toDay(date: string): number {
  const m = ISO.exec(date.slice(0, 10));
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Months per period for the calendar granularities. */
const MONTHS: Partial<Record<Granularity, number>> = {
  Monthly: 1,
  Quarterly: 3,
  'Bi-Annually': 6,
  Annually: 12,
};

/** First day of the period holding `day`: itself, its Monday, or the first day of its month/quarter/half/year. */
export function periodStart(day: number, granularity: Granularity): number {
  if (granularity === 'Daily') return day;
  if (granularity === 'Weekly') {
    const weekday = (((day + 3) % 7) + 7) % 7; // 0 = Monday (1970-01-01 was a Thursday)
    return day - weekday;
  }
  const months = MONTHS[granularity] ?? 1;
  const d = new Date(day * DAY_MS);
  const month = Math.floor(d.getUTCMonth() / months) * months;
  return Date.UTC(d.getUTCFullYear(), month, 1) / DAY_MS;
}

/** First day of the period after the one starting at `start`. */
export function nextPeriod(start: number, granularity: Granularity): number {
  if (granularity === 'Daily') return start + 1;
  if (granularity === 'Weekly') return start + 7;
  const months = MONTHS[granularity] ?? 1;
  const d = new Date(start * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) / DAY_MS;
}

/** Start dates of the `count` periods following the period that holds `day`. */
export function periodsAfter(day: number, granularity: Granularity, count: number): string[] {
  const out: string[] = [];
  let p = nextPeriod(periodStart(day, granularity), granularity);
  for (let i = 0; i < count; i++) {
    out.push(fromDay(p));
    p = nextPeriod(p, granularity);
  }
  return out;
}
