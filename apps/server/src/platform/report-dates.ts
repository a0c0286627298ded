import { addMonths } from '@marketdesk/contracts/reconciliation';
import { windowTooLong } from '@marketdesk/contracts/report-window';
import { FieldError, type FieldSource } from './errors';

/**
 * The date window of a report (DESIGN section 9, Report scope): the rules every report shares, each screen's
 * own limits as options, and each broken rule refused with the screen's text (a 422 in the list shape).
 */

/** The earliest date any report answers. */
export const EARLIEST_DATE = '2000-01-01';

/** Today's date in UTC: the latest end date a report answers. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The earlier of two ISO dates. */
export const earlier = (a: string, b: string): string => (a < b ? a : b);

/** Shifts an ISO date by whole days. */
export const addDays = (s: string, days: number): string =>
  new Date(Date.parse(`${s}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rules a window can break, in the order they are checked. */
export type DateRule =
  | 'invalid'
  | 'beforeEarliest'
  | 'startAfterEnd'
  | 'endAfterToday'
  | 'tooLong'
  | 'tooShort';

const DEFAULT_TEXTS: Record<DateRule, string> = {
  invalid: 'Not a valid calendar date',
  beforeEarliest: `Dates start at ${EARLIEST_DATE}`,
  startAfterEnd: 'start_date must not be after end_date',
  endAfterToday: 'end_date must not be after today',
  tooLong: 'The date range is too long',
  tooShort: 'The date range is too short',
};

/** The 422's `type` of each rule (the first three as the dashboard has always answered them). */
const TYPES: Record<DateRule, string> = {
  invalid: 'date',
  beforeEarliest: 'date_range',
  startAfterEnd: 'date_order',
  endAfterToday: 'date_range',
  tooLong: 'date_range',
  tooShort: 'date_range',
};

export interface DateWindowRequest {
  start: string;
  end: string;
  /** Today (UTC) unless a test says otherwise. */
  today?: string;
  /** The longest window: the end at most this many calendar months after the start (business view: 3). */
  maxMonths?: number;
  /** The shortest window in days: the end at least this many days after the start (partner view: 1). */
  minDays?: number;
  /** The earliest start the screen allows, when later than 2000-01-01 (AMS view: 90 days back); refused with `beforeEarliest`. */
  earliest?: string;
  /** An end after today is capped to today (default) or refused ('refuse': reconciliation). */
  future?: 'cap' | 'refuse';
  /** The screen's text for each rule (defaults above). */
  texts?: Partial<Record<DateRule, string>>;
  /** Where the dates came from, for the 422's `loc` (default the query string). */
  in?: FieldSource;
}

const isRealDate = (s: string): boolean => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
};

/**
 * The window read: real calendar dates, earliest 2000-01-01, start not after end, the screen's shortest and
 * longest span, and an end after today capped (or refused). A capped window may come out empty (start > end).
 */
export function dateWindow(d: DateWindowRequest): { start: string; end: string } {
  const today = d.today ?? todayUtc();
  // The default refusal of a too long window names the limit.
  const byDefault = (rule: DateRule) =>
    rule === 'tooLong' && d.maxMonths !== undefined ? windowTooLong(d.maxMonths) : DEFAULT_TEXTS[rule];
  const refuse = (rule: DateRule, field: 'start_date' | 'end_date') =>
    new FieldError(d.in ?? 'querystring', field, d.texts?.[rule] ?? byDefault(rule), TYPES[rule]);
  for (const [field, value] of [
    ['start_date', d.start],
    ['end_date', d.end],
  ] as const) {
    if (!isRealDate(value)) throw refuse('invalid', field);
    if (value < EARLIEST_DATE) throw refuse('beforeEarliest', field);
  }
  if (d.earliest !== undefined && d.start < d.earliest) throw refuse('beforeEarliest', 'start_date');
  if (d.start > d.end) throw refuse('startAfterEnd', 'start_date');
  if (d.future === 'refuse' && d.end > today) throw refuse('endAfterToday', 'end_date');
  // The window read is the limited one: an end capped to today does not make it longer.
  if (d.maxMonths !== undefined && earlier(d.end, today) > addMonths(d.start, d.maxMonths))
    throw refuse('tooLong', 'end_date');
  if (d.minDays !== undefined && d.end < addDays(d.start, d.minDays)) throw refuse('tooShort', 'end_date');
  return { start: d.start, end: earlier(d.end, today) };
}
