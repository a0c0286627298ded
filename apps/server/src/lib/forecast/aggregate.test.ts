import { describe, expect, it } from 'vitest';
import { aggregate, seasonLength, wholePeriods } from './aggregate';
import { periodStart, periodsAfter, toDay } from './dates';
import { toPoints } from './synthetic';

const start = (date: string, g: Parameters<typeof periodStart>[1]) =>
  new Date(periodStart(toDay(date), g) * 86_400_000).toISOString().slice(0, 10);

describe('periods', () => {
  it('weeks start on Monday', () => {
    expect(start('2024-06-03', 'Weekly')).toBe('2024-06-03'); // Monday
    expect(start('2024-06-09', 'Weekly')).toBe('2024-06-03'); // Sunday
    expect(start('2024-06-10', 'Weekly')).toBe('2024-06-10');
    expect(start('2025-01-01', 'Weekly')).toBe('2024-12-30'); // across the year end
  });

  it('months, quarters, halves and years start on their first day', () => {
    expect(start('2024-02-29', 'Monthly')).toBe('2024-02-01');
    expect(start('2024-03-31', 'Quarterly')).toBe('2024-01-01');
    expect(start('2024-05-15', 'Quarterly')).toBe('2024-04-01');
    expect(start('2024-12-31', 'Quarterly')).toBe('2024-10-01');
    expect(start('2024-06-30', 'Bi-Annually')).toBe('2024-01-01');
    expect(start('2024-07-01', 'Bi-Annually')).toBe('2024-07-01');
    expect(start('2024-11-11', 'Annually')).toBe('2024-01-01');
    expect(start('2024-11-11', 'Daily')).toBe('2024-11-11');
  });

  it('lists the periods after the one holding a day', () => {
    expect(periodsAfter(toDay('2024-06-05'), 'Weekly', 2)).toEqual(['2024-06-10', '2024-06-17']);
    expect(periodsAfter(toDay('2024-11-15'), 'Quarterly', 3)).toEqual([
      '2025-01-01',
      '2025-04-01',
      '2025-07-01',
    ]);
    expect(periodsAfter(toDay('2024-01-31'), 'Monthly', 2)).toEqual(['2024-02-01', '2024-03-01']);
    expect(periodsAfter(toDay('2024-03-01'), 'Bi-Annually', 2)).toEqual(['2024-07-01', '2025-01-01']);
    expect(periodsAfter(toDay('2024-12-31'), 'Daily', 2)).toEqual(['2025-01-01', '2025-01-02']);
  });
});

describe('aggregate', () => {
  // 2024-01-01 (a Monday) .. 2024-12-31, value = 1 per day, plus 100 on 2024-07-01.
  const days = toPoints('2024-01-01', new Array(366).fill(1));
  days[182]!.value += 100; // 2024-07-01

  it('sums days into weeks starting Monday, with coverage of a partial last week', () => {
    const w = aggregate(days, 'Weekly');
    expect(w.dates[0]).toBe('2024-01-01');
    expect(w.values[0]).toBe(7);
    expect(w.dates).toHaveLength(53);
    expect(w.dates[52]).toBe('2024-12-30');
    expect(w.values[52]).toBe(2);
    expect(w.coverage[52]).toBeCloseTo(2 / 7);
    expect(w.values.reduce((a, b) => a + b, 0)).toBe(466);
  });

  it('sums into months, quarters, halves and years', () => {
    expect(aggregate(days, 'Monthly').values.slice(0, 7)).toEqual([31, 29, 31, 30, 31, 30, 131]);
    expect(aggregate(days, 'Quarterly')).toEqual({
      dates: ['2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01'],
      values: [91, 91, 192, 92],
      coverage: [1, 1, 1, 1],
    });
    expect(aggregate(days, 'Bi-Annually').values).toEqual([182, 284]);
    expect(aggregate(days, 'Annually').values).toEqual([466]);
  });

  it('counts missing days as zero, sums duplicate dates, skips invalid points and honours the range', () => {
    const pts = [
      { date: '2024-01-01', value: 2 },
      { date: '2024-01-01', value: 3 },
      { date: '2024-01-04', value: 1 },
      { date: 'not a date', value: 9 },
      { date: '2024-01-05', value: Number.NaN },
      { date: '2024-01-20', value: 50 },
    ];
    expect(aggregate(pts, 'Daily', { end: '2024-01-05' }).values).toEqual([5, 0, 0, 1, 0]);
    const r = aggregate(pts, 'Daily', { start: '2023-12-31', end: '2024-01-02' });
    expect(r.dates).toEqual(['2023-12-31', '2024-01-01', '2024-01-02']);
    expect(r.values).toEqual([0, 5, 0]);
    expect(aggregate([], 'Monthly')).toEqual({ dates: [], values: [], coverage: [] });
  });

  it('scales partial end periods to whole ones, or drops them when less than half is covered', () => {
    const m = aggregate(toPoints('2024-01-17', new Array(60).fill(1)), 'Monthly'); // Jan 17 .. Mar 16
    expect(m.values).toEqual([15, 29, 16]);
    const whole = wholePeriods(m);
    expect(whole.skip).toBe(0);
    expect(whole.values).toHaveLength(2); // January (15/31 covered) dropped
    expect(whole.values[0]).toBe(29);
    expect(whole.values[1]).toBeCloseTo(31); // 16 of 31 days covered, scaled up
    const short = wholePeriods(aggregate(toPoints('2024-01-01', new Array(40).fill(1)), 'Monthly'));
    expect(short).toEqual({ values: [31], skip: 1 }); // Feb 1..9 dropped: the forecast steps over February
  });

  it('chooses season lengths by granularity', () => {
    expect(seasonLength('Daily', 100)).toBe(7);
    expect(seasonLength('Weekly', 103)).toBe(1);
    expect(seasonLength('Weekly', 104)).toBe(52);
    expect(seasonLength('Monthly', 30)).toBe(12);
    expect(seasonLength('Quarterly', 30)).toBe(4);
    expect(seasonLength('Bi-Annually', 30)).toBe(2);
    expect(seasonLength('Annually', 30)).toBe(1);
  });
});
