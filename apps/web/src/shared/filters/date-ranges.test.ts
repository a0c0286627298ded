import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  daysThroughTomorrow,
  isQuickRange,
  lastDays,
  lastMonth,
  previousPeriod,
  QUICK_RANGES_WITH_MONTH,
  quickRangeOf,
  tomorrow,
} from './date-ranges';
import { byName, countryFlag } from './options';

const today = dayjs('2025-03-10T15:30:00');
const iso = (r: { start: dayjs.Dayjs; end: dayjs.Dayjs }) =>
  [r.start, r.end].map((d) => d.format('YYYY-MM-DD'));

describe('quick ranges', () => {
  it('the last N days end today and include it', () => {
    expect(iso(lastDays(7, today))).toEqual(['2025-03-04', '2025-03-10']);
    expect(iso(lastDays(30, today))).toEqual(['2025-02-09', '2025-03-10']);
    expect(iso(lastDays(1, today))).toEqual(['2025-03-10', '2025-03-10']);
    expect(iso(lastDays(0, today))).toEqual(['2025-03-10', '2025-03-10']);
  });

  it('knows the quick range a date range is', () => {
    const week = lastDays(7, today);
    expect(isQuickRange(week, 7, today)).toBe(true);
    expect(isQuickRange(week, 15, today)).toBe(false);
    expect(isQuickRange({ start: week.start, end: week.end.subtract(1, 'day') }, 7, today)).toBe(false);
  });

  it('Last Month is the previous calendar month, also across a year and in a short month', () => {
    expect(iso(lastMonth(today))).toEqual(['2025-02-01', '2025-02-28']);
    expect(iso(lastMonth(dayjs('2025-01-31T23:00:00')))).toEqual(['2024-12-01', '2024-12-31']);
    const month = QUICK_RANGES_WITH_MONTH.find((q) => q.label === 'Last Month')!;
    expect(iso(quickRangeOf(month, today))).toEqual(['2025-02-01', '2025-02-28']);
    expect(isQuickRange(lastMonth(today), month, today)).toBe(true);
    expect(isQuickRange(lastDays(30, today), month, today)).toBe(false);
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(iso(previousPeriod(lastDays(7, today)))).toEqual(['2025-02-25', '2025-03-03']);
    expect(iso(previousPeriod(lastMonth(today)))).toEqual(['2025-01-04', '2025-01-31']);
    const one = { start: today, end: today };
    expect(iso(previousPeriod(one))).toEqual(['2025-03-09', '2025-03-09']);
  });

  it("a comparison history's window: the N days before today through tomorrow, at the start of the day", () => {
    expect(iso(daysThroughTomorrow(30, today))).toEqual(['2025-02-08', '2025-03-11']);
    expect(daysThroughTomorrow(30, today).start.hour()).toBe(0);
    expect(tomorrow(today).format('YYYY-MM-DDTHH:mm')).toBe('2025-03-11T00:00');
    expect(iso(daysThroughTomorrow(30, dayjs('2024-03-01T00:10:00')))).toEqual(['2024-01-31', '2024-03-02']);
  });
});

describe('picker options', () => {
  it('sorts by name without touching the input, and draws flags from alpha-2 codes only', () => {
    const input = [{ n: 'Otto Germany' }, { n: 'Amazon US' }, { n: 'bol Netherlands' }];
    expect(byName(input, (x) => x.n).map((x) => x.n)).toEqual([
      'Amazon US',
      'bol Netherlands',
      'Otto Germany',
    ]);
    expect(input[0]!.n).toBe('Otto Germany');
    expect(countryFlag('de')).toBe('🇩🇪');
    expect(countryFlag('AE')).toBe('🇦🇪');
    expect(countryFlag('')).toBe('');
    expect(countryFlag('EUR')).toBe('');
  });
});
