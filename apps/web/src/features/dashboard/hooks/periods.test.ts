import { describe, expect, it } from 'vitest';
import { labelStep, showTickLabel } from './axis';
import { aggregate, daysBetween, periodLabel, periodStart, periodsBetween } from './periods';

describe('periods', () => {
  it('names each period by its first day: Monday weeks, calendar months, quarters and halves', () => {
    expect(periodStart('2025-05-14', 'Daily')).toBe('2025-05-14');
    expect(periodStart('2025-05-14', 'Weekly')).toBe('2025-05-12');
    expect(periodStart('2025-05-18', 'Weekly')).toBe('2025-05-12'); // a Sunday
    expect(periodStart('2025-05-12', 'Weekly')).toBe('2025-05-12');
    expect(periodStart('2025-01-01', 'Weekly')).toBe('2024-12-30');
    expect(periodStart('2025-05-14', 'Monthly')).toBe('2025-05-01');
    expect(periodStart('2025-05-14', 'Quarterly')).toBe('2025-04-01');
    expect(periodStart('2025-12-31', 'Quarterly')).toBe('2025-10-01');
    expect(periodStart('2025-06-30', 'Bi-Annually')).toBe('2025-01-01');
    expect(periodStart('2025-07-01', 'Bi-Annually')).toBe('2025-07-01');
    expect(periodStart('2025-07-01', 'Annually')).toBe('2025-01-01');
  });

  it('labels periods for display', () => {
    expect(periodLabel('2025-04-01', 'Monthly')).toBe('2025-04');
    expect(periodLabel('2025-04-01', 'Quarterly')).toBe('2025 Q2');
    expect(periodLabel('2025-07-01', 'Bi-Annually')).toBe('2025 H2');
    expect(periodLabel('2025-01-01', 'Annually')).toBe('2025');
    expect(periodLabel('2025-05-12', 'Weekly')).toBe('2025-05-12');
  });

  it('lists the days and periods of a range, leap day and year end included', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(periodsBetween('2024-11-15', '2025-02-03', 'Monthly')).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
    expect(periodsBetween('2025-05-10', '2025-05-20', 'Weekly')).toEqual([
      '2025-05-05',
      '2025-05-12',
      '2025-05-19',
    ]);
    expect(periodsBetween('2025-05-10', '2025-05-01', 'Daily')).toEqual([]);
  });

  it('sums days into periods for display and counts missing days as 0', () => {
    const daily = new Map([
      ['2025-01-31', 5],
      ['2025-02-01', 2],
      ['2025-02-28', 3.5],
      ['2025-04-01', 99], // outside the periods asked for
    ]);
    const periods = ['2025-01-01', '2025-02-01', '2025-03-01'];
    expect(aggregate(daily, periods, 'Monthly')).toEqual([5, 5.5, 0]);
    expect(aggregate(daily, ['2025-01-01'], 'Quarterly')).toEqual([10.5]);
  });
});

describe('axis label density', () => {
  it('labels every tick up to 10 points, every 2nd up to 30, else every 5th', () => {
    expect([1, 10, 11, 30, 31, 365].map(labelStep)).toEqual([1, 1, 2, 2, 5, 5]);
    const twelve = showTickLabel(12);
    expect([0, 1, 2, 3].map((i) => twelve(null, i))).toEqual([true, false, true, false]);
    const many = showTickLabel(40);
    expect([0, 4, 5, 10].map((i) => many(null, i))).toEqual([true, false, true, true]);
    expect(showTickLabel(10)(null, 7)).toBe(true);
  });
});
