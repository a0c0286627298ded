import dayjs, { type Dayjs } from 'dayjs';

/**
 * A quick button of a date range: its text and what it selects, either the last `days` days up to today or a
 * range of its own (`range`, e.g. Last Month).
 */
export type QuickRange = { label: string; days: number } | { label: string; range(today: Dayjs): DateRange };

/** The quick ranges of the reports (spec 02 and 03: 7, 15 and 30 days), in the two wordings the specs use. */
export const QUICK_RANGES_SHORT: readonly QuickRange[] = [
  { label: '7D', days: 7 },
  { label: '15D', days: 15 },
  { label: '30D', days: 30 },
];
export const QUICK_RANGES_LONG: readonly QuickRange[] = [
  { label: 'Last 7 Days', days: 7 },
  { label: 'Last 15 Days', days: 15 },
  { label: 'Last 30 Days', days: 30 },
];

/** The previous calendar month, first to last day (issue 20: "Last Month"). */
export function lastMonth(today: Dayjs = dayjs()): DateRange {
  const start = today.startOf('month').subtract(1, 'month');
  return { start, end: start.endOf('month').startOf('day') };
}

/** The quick ranges with Last Month (7, 15 and 30 days and the previous calendar month). */
export const QUICK_RANGES_WITH_MONTH: readonly QuickRange[] = [
  ...QUICK_RANGES_LONG,
  { label: 'Last Month', range: lastMonth },
];

/**
 * Review data's shortcuts (spec 03 section 2): Last 7 Days, Last 30 Days and Last Month each set the current
 * period; `previousPeriod` gives the equal-length period immediately before it.
 */
export const REVIEW_QUICK_RANGES: readonly QuickRange[] = [
  { label: 'Last 7 Days', days: 7 },
  { label: 'Last 30 Days', days: 30 },
  { label: 'Last Month', range: lastMonth },
];

/** The equal-length period that ends the day before `range` starts (both ends included). */
export function previousPeriod(range: DateRange): DateRange {
  const days = range.end.startOf('day').diff(range.start.startOf('day'), 'day') + 1;
  const end = range.start.startOf('day').subtract(1, 'day');
  return { start: end.subtract(days - 1, 'day'), end };
}

/** The earliest date any report accepts (DESIGN 9 "Report scope"). */
export const EARLIEST_DATE = dayjs('2000-01-01');

export interface DateRange {
  start: Dayjs;
  end: Dayjs;
}

/** The last `days` days, today included: 7 days ending today start 6 days ago. */
export function lastDays(days: number, today: Dayjs = dayjs()): DateRange {
  const end = today.startOf('day');
  return { start: end.subtract(Math.max(1, days) - 1, 'day'), end };
}

/** The range a quick button selects today. */
export function quickRangeOf(q: QuickRange, today: Dayjs = dayjs()): DateRange {
  return 'days' in q ? lastDays(q.days, today) : q.range(today);
}

/** True when the range is exactly the quick range (its button is shown pressed); a number means the last N days. */
export function isQuickRange(range: DateRange, quick: QuickRange | number, today: Dayjs = dayjs()): boolean {
  const r = typeof quick === 'number' ? lastDays(quick, today) : quickRangeOf(quick, today);
  return range.start.isSame(r.start, 'day') && range.end.isSame(r.end, 'day');
}

/** The day after `today`: a comparison history's window may end tomorrow (spec 02 section 9). */
export function tomorrow(today: Dayjs = dayjs()): Dayjs {
  return today.startOf('day').add(1, 'day');
}

/** A comparison history's default window: the `days` days before today through tomorrow (spec 02 section 9). */
export function daysThroughTomorrow(days: number, today: Dayjs = dayjs()): DateRange {
  return { start: today.startOf('day').subtract(days, 'day'), end: tomorrow(today) };
}

/**
 * The earliest start whose window of `months` reaches `end`, by the reports' rule (contracts' addMonths: the same
 * day `months` later, or that month's last day): 3 months before 31 May is 28 February, whose window ends on
 * 28 May, so the earliest start is 1 March.
 */
export function earliestStart(end: Dayjs, months: number): Dayjs {
  const start = end.subtract(months, 'month');
  return start.add(months, 'month').isBefore(end, 'day') ? start.add(1, 'day') : start;
}

/** The screen's quick ranges, labels and the limits its GO checks (a report bar passes them through). */
export interface DateRangeOptions {
  /** Quick buttons (QUICK_RANGES_SHORT, _LONG or _WITH_MONTH, as the screen's spec words them); none by default. */
  quickRanges?: readonly QuickRange[];
  /** Earliest selectable start; 2000-01-01 unless the screen's window is shorter. */
  minDate?: Dayjs;
  /** Latest selectable end; today unless the screen allows later. */
  maxDate?: Dayjs;
  startLabel?: string;
  endLabel?: string;
  /** The end lies at least this many days after the start (Partner View: 1, the end after the start). */
  minSpanDays?: number;
  /** The window spans at most this many months (Reconciliation: 3); the pickers offer no day beyond it. */
  maxSpanMonths?: number;
}

export interface DateRangeFilterProps extends DateRangeOptions {
  start: Dayjs;
  end: Dayjs;
  onChange(range: DateRange): void;
}
