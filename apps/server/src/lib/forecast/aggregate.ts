import { fromDay, nextPeriod, periodStart, toDay } from './dates';
import type { Granularity, SeriesPoint } from './types';

export interface PeriodSeries {
  /** Start date of each period (ISO), consecutive, no gaps. */
  dates: string[];
  /** Sum of the daily values in each period; days without a point count as 0. */
  values: number[];
  /** Share of each period's days that lie inside the history range (1 for whole periods). */
  coverage: number[];
}

export interface RangeOptions {
  /** First day of the history (default: the earliest point). Earlier points are ignored. */
  start?: string;
  /** Last day of the history (default: the latest point). Later points are ignored. */
  end?: string;
}

/** Valid points as [day, value], skipping unparsable dates and non-finite values. */
function cleanPoints(series: readonly SeriesPoint[]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of series) {
    const day = toDay(p.date);
    if (Number.isFinite(day) && Number.isFinite(p.value)) out.push([day, p.value]);
  }
  return out;
}

/** Range of days [first, last] of the history, or null when there is nothing to cover. */
export function historyRange(
  series: readonly SeriesPoint[],
  opts: RangeOptions = {},
): [number, number] | null {
  const points = cleanPoints(series);
  let first = opts.start ? toDay(opts.start) : Number.POSITIVE_INFINITY;
  let last = opts.end ? toDay(opts.end) : Number.NEGATIVE_INFINITY;
  if (!opts.start) for (const [d] of points) first = Math.min(first, d);
  if (!opts.end) for (const [d] of points) last = Math.max(last, d);
  if (!Number.isFinite(first) || !Number.isFinite(last) || first > last) return null;
  return [first, last];
}

/**
 * Sums a daily series into consecutive periods of the granularity (weeks start on Monday; quarters on
 * January, April, July, October 1; halves on January and July 1). Missing days count as zero.
 */
export function aggregate(
  series: readonly SeriesPoint[],
  granularity: Granularity,
  opts: RangeOptions = {},
): PeriodSeries {
  const range = historyRange(series, opts);
  if (!range) return { dates: [], values: [], coverage: [] };
  const [first, last] = range;
  const starts: number[] = [];
  for (let p = periodStart(first, granularity); p <= last; p = nextPeriod(p, granularity)) starts.push(p);
  const values = new Array<number>(starts.length).fill(0);
  const index = new Map(starts.map((s, i) => [s, i]));
  for (const [day, value] of cleanPoints(series)) {
    if (day < first || day > last) continue;
    const i = index.get(periodStart(day, granularity));
    if (i !== undefined) values[i] = (values[i] ?? 0) + value;
  }
  const coverage = starts.map((s) => {
    const end = nextPeriod(s, granularity);
    const covered = Math.min(end, last + 1) - Math.max(s, first);
    return covered / (end - s);
  });
  return { dates: starts.map(fromDay), values, coverage };
}

/**
 * History fit for modelling: a partial first or last period is scaled up to a whole-period equivalent when at
 * least half of it is covered, and dropped otherwise. `skip` is 1 when the last period was dropped, so the
 * forecast has to step over it.
 */
export function wholePeriods(p: PeriodSeries): { values: number[]; skip: number } {
  const values = p.values.slice();
  const coverage = p.coverage.slice();
  let skip = 0;
  const lastCov = coverage[coverage.length - 1] ?? 1;
  if (values.length > 1 && lastCov < 0.5) {
    values.pop();
    coverage.pop();
    skip = 1;
  }
  if (values.length > 1 && (coverage[0] ?? 1) < 0.5) {
    values.shift();
    coverage.shift();
  }
  return { values: values.map((v, i) => v / Math.max(coverage[i] ?? 1, 0.5)), skip };
}

/** Season length used for a granularity and history length (in periods); 1 means no season. */
export function seasonLength(granularity: Granularity, n: number): number {
  switch (granularity) {
    case 'Daily':
      return 7;
    case 'Weekly':
      return n >= 104 ? 52 : 1;
    case 'Monthly':
      return 12;
    case 'Quarterly':
      return 4;
    case 'Bi-Annually':
      return 2;
    default:
      return 1;
  }
}

/** Minimum daily history for the Fourier yearly term (about 20 months, so backtests of 1-2 years data keep it). */
export const YEARLY_MIN_DAYS = 600;
