import { describe, expect, it } from 'vitest';
import { buildTrends } from './trends';

const daily = new Map([
  [
    '2',
    new Map([
      ['2025-05-01', 10],
      ['2025-05-02', 20],
      ['2025-05-03', 30],
    ]),
  ],
  ['1', new Map([['2025-05-02', 5]])],
]);
const periods = ['2025-05-01', '2025-05-02', '2025-05-03'];
const names: Record<string, string> = { '1': 'Amazon US', '2': 'Flipkart India' };
const forecast = {
  '2': {
    forecast_dates: ['2025-05-04', '2025-05-05'],
    forecast_values: [32, 34],
    confidence_lower: [28, 29],
    confidence_upper: [36, 40],
  },
};

describe('trend lines with forecast', () => {
  it('draws one solid line per marketplace and appends the dashed forecast with its band', () => {
    const t = buildTrends({
      daily,
      periods,
      granularity: 'Daily',
      type: 'Actual',
      window: 1,
      forecast,
      nameOf: (id) => names[id]!,
    });
    expect(t.points).toEqual([...periods, '2025-05-04', '2025-05-05']);
    expect(t.forecastFrom).toBe(2);
    expect(t.series.map((s) => s.label)).toEqual(['Amazon US', 'Flipkart India']);
    const [us, fk] = t.series;
    expect(us!.actual).toEqual([0, 5, 0, null, null]);
    expect(us!.forecast).toBeNull();
    expect(fk!.actual).toEqual([10, 20, 30, null, null]);
    expect(fk!.forecast).toEqual([null, null, 30, 32, 34]);
    expect(fk!.lower).toEqual([null, null, 30, 28, 29]);
    expect(fk!.upper).toEqual([null, null, 30, 36, 40]);
  });

  it('keeps adding up into the forecast on a cumulative chart', () => {
    const t = buildTrends({
      daily,
      periods,
      granularity: 'Daily',
      type: 'Cumulative',
      window: 1,
      forecast,
      nameOf: (id) => names[id]!,
    });
    const fk = t.series[1]!;
    expect(fk.actual).toEqual([10, 30, 60, null, null]);
    expect(fk.forecast).toEqual([null, null, 60, 92, 126]);
    expect(fk.lower).toEqual([null, null, 60, 88, 121]);
    expect(fk.upper).toEqual([null, null, 60, 96, 132]);
  });

  it('aggregates to the granularity and ignores forecast dates inside the range', () => {
    const t = buildTrends({
      daily,
      periods: ['2025-05-01'],
      granularity: 'Monthly',
      type: 'Actual',
      window: 1,
      forecast: {
        '2': {
          forecast_dates: ['2025-05-01', '2025-06-01'],
          forecast_values: [1, 70],
          confidence_lower: [1, 60],
          confidence_upper: [1, 80],
        },
      },
      nameOf: (id) => names[id]!,
    });
    expect(t.points).toEqual(['2025-05-01', '2025-06-01']);
    expect(t.series[1]!.actual).toEqual([60, null]);
    expect(t.series[1]!.forecast).toEqual([60, 70]);
  });

  it('has no series and no forecast without figures', () => {
    const t = buildTrends({
      daily: new Map(),
      periods,
      granularity: 'Daily',
      type: 'Actual',
      window: 1,
      forecast,
      nameOf: String,
    });
    expect(t.series).toEqual([]);
    expect(t.forecastFrom).toBe(-1);
  });
});
