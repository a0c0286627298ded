import { describe, expect, it } from 'vitest';
import {
  ADMIN_METRICS_TEXT,
  activityRate,
  countOn,
  daysInRange,
  everyDay,
  pieSlices,
  streaks,
} from './comparison-metrics';

describe('admin metrics rules (spec 03 constants)', () => {
  it('counts the days of a range with both ends', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInRange('2026-02-28', '2026-03-01')).toBe(2);
    expect(daysInRange('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('activity rate is active days divided by days in range, as a percent', () => {
    expect(activityRate(15, 30)).toBe(50);
    expect(activityRate(1, 3)).toBe(33.3);
    expect(activityRate(0, 0)).toBe(0);
  });

  it("takes yesterday's count from the daily counts", () => {
    const counts = [
      { date: '2026-11-24', count: 3 },
      { date: '2026-11-25', count: 7 },
    ];
    expect(countOn(counts, '2026-11-25')).toBe(7);
    expect(countOn(counts, '2026-11-23')).toBe(0);
  });

  it('fills the days without uploads with 0 for the chart', () => {
    expect(everyDay([{ date: '2026-11-02', count: 4 }], '2026-11-01', '2026-11-03')).toEqual([
      { date: '2026-11-01', count: 0 },
      { date: '2026-11-02', count: 4 },
      { date: '2026-11-03', count: 0 },
    ]);
  });

  it('shows the top 5 users and Others with the rest, Others left out when nothing is left', () => {
    const users = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ user_id: n, username: `u${n}`, total_uploads: n }));
    expect(pieSlices(users)).toEqual([
      { label: 'u7', value: 7 },
      { label: 'u6', value: 6 },
      { label: 'u5', value: 5 },
      { label: 'u4', value: 4 },
      { label: 'u3', value: 3 },
      { label: ADMIN_METRICS_TEXT.others, value: 3 },
    ]);
    expect(pieSlices(users.slice(0, 5)).map((s) => s.label)).toEqual(['u5', 'u4', 'u3', 'u2', 'u1']);
  });

  it('streaks: the longest run, and the run ending on the last day or the day before', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06', '2026-11-06'];
    expect(streaks(days, '2026-11-06')).toEqual({ current: 2, max: 3 });
    expect(streaks(days, '2026-11-07')).toEqual({ current: 2, max: 3 });
    expect(streaks(days, '2026-11-08')).toEqual({ current: 0, max: 3 });
    expect(streaks(['2026-10-31', '2026-11-01'], '2026-11-01')).toEqual({ current: 2, max: 2 });
    expect(streaks([], '2026-11-01')).toEqual({ current: 0, max: 0 });
  });

  it("holds the spec's error text", () => {
    expect(ADMIN_METRICS_TEXT.loadFailed).toBe('Failed to load admin metrics data');
  });
});
