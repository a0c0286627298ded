import type { Granularity } from '@marketdesk/contracts';

/**
 * Periods for display, the same as the forecast library's (weeks start Monday; quarters Jan/Apr/Jul/Oct;
 * halves Jan/Jul): a period is named by its first day (YYYY-MM-DD), so forecast_dates (period starts) and
 * the actual figures land on the same axis points. Dates are calendar dates, computed in UTC.
 */
const DAY_MS = 86_400_000;

const parse = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const format = (d: Date): string => d.toISOString().slice(0, 10);
const pad = (n: number): string => String(n).padStart(2, '0');

export function periodStart(iso: string, granularity: Granularity): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  switch (granularity) {
    case 'Daily':
      return iso;
    case 'Weekly': {
      const d = parse(iso);
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      return format(new Date(d.getTime() - sinceMonday * DAY_MS));
    }
    case 'Monthly':
      return `${y}-${pad(m)}-01`;
    case 'Quarterly':
      return `${y}-${pad(Math.floor((m - 1) / 3) * 3 + 1)}-01`;
    case 'Bi-Annually':
      return `${y}-${m <= 6 ? '01' : '07'}-01`;
    case 'Annually':
      return `${y}-01-01`;
  }
}

/** Every day from start to end, both included. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = parse(start).getTime(), last = parse(end).getTime(); t <= last; t += DAY_MS) {
    out.push(format(new Date(t)));
  }
  return out;
}

/** The starts of every period touching start..end, in order. */
export function periodsBetween(start: string, end: string, granularity: Granularity): string[] {
  if (start > end) return [];
  const seen = new Set<string>();
  for (const day of daysBetween(start, end)) seen.add(periodStart(day, granularity));
  return [...seen];
}

/** How a period is written on the axis, in the table and in the CSV. */
export function periodLabel(start: string, granularity: Granularity): string {
  const [y, m] = start.split('-').map(Number) as [number, number];
  switch (granularity) {
    case 'Daily':
    case 'Weekly':
      return start;
    case 'Monthly':
      return `${y}-${pad(m)}`;
    case 'Quarterly':
      return `${y} Q${Math.floor((m - 1) / 3) + 1}`;
    case 'Bi-Annually':
      return `${y} H${m <= 6 ? 1 : 2}`;
    case 'Annually':
      return String(y);
  }
}

/** Sums daily values into periods of the granularity; days without a value count as 0. */
export function aggregate(
  daily: ReadonlyMap<string, number>,
  periods: readonly string[],
  granularity: Granularity,
): number[] {
  const index = new Map(periods.map((p, i) => [p, i]));
  const out = periods.map(() => 0);
  for (const [day, value] of daily) {
    const i = index.get(periodStart(day, granularity));
    if (i !== undefined) out[i] = (out[i] ?? 0) + value;
  }
  return out;
}
