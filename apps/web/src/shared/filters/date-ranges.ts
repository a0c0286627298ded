import dayjs, { type Dayjs } from 'dayjs';

/** A quick button of a date range: its text and how many days up to today it selects. */
export interface QuickRange {
  label: string;
  days: number;
}

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

/** True when the range is exactly the quick range (its button is shown pressed). */
export function isQuickRange(range: DateRange, days: number, today: Dayjs = dayjs()): boolean {
  const quick = lastDays(days, today);
  return range.start.isSame(quick.start, 'day') && range.end.isSame(quick.end, 'day');
}

/** The day after `today`: a comparison history's window may end tomorrow (spec 02 section 9). */
export function tomorrow(today: Dayjs = dayjs()): Dayjs {
  return today.startOf('day').add(1, 'day');
}

/** A comparison history's default window: the `days` days before today through tomorrow (spec 02 section 9). */
export function daysThroughTomorrow(days: number, today: Dayjs = dayjs()): DateRange {
  return { start: today.startOf('day').subtract(days, 'day'), end: tomorrow(today) };
}
