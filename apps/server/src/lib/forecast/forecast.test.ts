import { describe, expect, it } from 'vitest';
import { forecast, forecastValues } from '.';
import { normal, poisson, seededRandom, toPoints } from './synthetic';

const weekly = [0.8, 0.9, 0.9, 1, 1.1, 1.5, 1.3];

function expectWellFormed(r: { values: number[]; lower: number[]; upper: number[] }, nonNegative = true) {
  for (const arr of [r.values, r.lower, r.upper]) for (const v of arr) expect(Number.isFinite(v)).toBe(true);
  r.values.forEach((v, i) => {
    expect(r.lower[i]!).toBeLessThanOrEqual(v);
    expect(r.upper[i]!).toBeGreaterThanOrEqual(v);
    if (nonNegative) expect(r.lower[i]!).toBeGreaterThanOrEqual(0);
  });
}

describe('forecast edge cases', () => {
  it('answers nothing for an empty series, zeros when the end date is known', () => {
    expect(forecast([], { horizon: 3 })).toMatchObject({ dates: [], values: [], lower: [], upper: [] });
    const r = forecast([], { horizon: 2, granularity: 'Monthly', end: '2024-05-20' });
    expect(r).toMatchObject({
      dates: ['2024-06-01', '2024-07-01'],
      values: [0, 0],
      lower: [0, 0],
      upper: [0, 0],
    });
  });

  it('answers zeros with a zero band for an all-zero history', () => {
    const r = forecast(toPoints('2024-01-01', new Array(100).fill(0)), { horizon: 5 });
    expect(r.model).toBe('zero');
    expect(r.values).toEqual([0, 0, 0, 0, 0]);
    expect(r.upper).toEqual([0, 0, 0, 0, 0]);
  });

  it('forecasts one or two points flat with a wide band', () => {
    const one = forecast([{ date: '2024-03-10', value: 8 }], { horizon: 3 });
    expect(one.dates).toEqual(['2024-03-11', '2024-03-12', '2024-03-13']);
    expect(one.values).toEqual([8, 8, 8]);
    expect(one.model).toBe('mean');
    expect(one.upper[0]! - one.lower[0]!).toBeGreaterThanOrEqual(8);
    expectWellFormed(one);
    const two = forecast(toPoints('2024-03-10', [4, 6]), { horizon: 2 });
    expect(two.values).toEqual([5, 5]);
    expectWellFormed(two);
  });

  it('stays finite with NaN and infinite inputs', () => {
    const rand = seededRandom(5);
    const values = Array.from({ length: 120 }, (_, t) => (t % 17 === 0 ? Number.NaN : 10 + normal(rand)));
    values[50] = Number.POSITIVE_INFINITY;
    const r = forecast(toPoints('2024-01-01', values), { horizon: 14 });
    expect(r.values).toHaveLength(14);
    expectWellFormed(r);
  });

  it('never forecasts below zero for non-negative data, but follows negative data', () => {
    const falling = Array.from({ length: 100 }, (_, t) => Math.max(0, 100 - 1.2 * t));
    const r = forecast(toPoints('2024-01-01', falling), { horizon: 60 });
    expectWellFormed(r);
    const negative = Array.from({ length: 100 }, (_, t) => -50 - t);
    const n = forecast(toPoints('2024-01-01', negative), { horizon: 5 });
    expect(n.values[0]!).toBeLessThan(-140);
    expectWellFormed(n, false);
  });

  it('is deterministic', () => {
    const rand = seededRandom(9);
    const pts = toPoints(
      '2024-01-01',
      Array.from({ length: 200 }, (_, t) => poisson(rand, 5 * weekly[t % 7]!)),
    );
    expect(forecast(pts, { horizon: 28 })).toEqual(forecast(pts, { horizon: 28 }));
  });
});

describe('forecast at granularities', () => {
  const rand = seededRandom(21);
  // 2023-01-02 (a Monday) .. 2024-12-29 (a Sunday), weekly pattern and mild growth
  const daily = Array.from({ length: 728 }, (_, t) => poisson(rand, (20 + t / 50) * weekly[t % 7]!));
  const pts = toPoints('2023-01-02', daily);

  it('weekly: dates are the following Mondays', () => {
    const r = forecast(pts, { horizon: 4, granularity: 'Weekly' });
    expect(r.dates).toEqual(['2024-12-30', '2025-01-06', '2025-01-13', '2025-01-20']);
    const lastWeek = daily.slice(-7).reduce((a, b) => a + b, 0);
    expect(r.values[0]!).toBeGreaterThan(lastWeek * 0.8);
    expect(r.values[0]!).toBeLessThan(lastWeek * 1.2);
    expectWellFormed(r);
  });

  it('monthly, quarterly, bi-annual and annual forecasts start after the last period', () => {
    expect(forecast(pts, { horizon: 2, granularity: 'Monthly' }).dates).toEqual(['2025-01-01', '2025-02-01']);
    expect(forecast(pts, { horizon: 2, granularity: 'Quarterly' }).dates).toEqual([
      '2025-01-01',
      '2025-04-01',
    ]);
    expect(forecast(pts, { horizon: 2, granularity: 'Bi-Annually' }).dates).toEqual([
      '2025-01-01',
      '2025-07-01',
    ]);
    const annual = forecast(pts, { horizon: 1, granularity: 'Annually' });
    expect(annual.dates).toEqual(['2025-01-01']);
    // 2023 ~ 7,800 units and 2024 ~ 9,200 (December 30-31 missing, scaled up): next year in that range or above
    expect(annual.values[0]!).toBeGreaterThan(8000);
    expect(annual.values[0]!).toBeLessThan(12000);
    expectWellFormed(annual);
  });

  it('steps over a last period that is less than half covered', () => {
    const r = forecast(toPoints('2024-01-01', new Array(66).fill(3)), { horizon: 2, granularity: 'Monthly' });
    // January and February complete, March 1..6 only: the forecast covers April and May
    expect(r.dates).toEqual(['2024-04-01', '2024-05-01']);
    expect(r.values[0]!).toBeGreaterThan(80);
    expect(r.values[0]!).toBeLessThan(100);
  });
});

describe('prediction intervals', () => {
  it('cover roughly the nominal share of future values', () => {
    const rand = seededRandom(33);
    const hits = { 0.8: 0, 0.95: 0 };
    let total = 0;
    for (let s = 0; s < 16; s++) {
      const base = 5 + 10 * rand();
      const values = Array.from({ length: 400 }, (_, t) => poisson(rand, base * weekly[t % 7]!));
      const train = values.slice(0, 372);
      const test = values.slice(372);
      for (const level of [0.8, 0.95] as const) {
        const r = forecastValues(train, { horizon: 28, m: 7, level });
        expectWellFormed(r);
        hits[level] += test.filter((v, i) => v >= r.lower[i]! && v <= r.upper[i]!).length;
      }
      total += test.length;
    }
    expect(hits[0.8] / total).toBeGreaterThan(0.68);
    expect(hits[0.8] / total).toBeLessThan(0.92);
    expect(hits[0.95] / total).toBeGreaterThan(0.88);
    expect(hits[0.95] / total).toBeLessThanOrEqual(1);
  });

  it('widen with the horizon for a random walk', () => {
    const rand = seededRandom(34);
    let level = 100;
    const values = Array.from({ length: 300 }, () => {
      level += 2 * normal(rand);
      return level;
    });
    const r = forecastValues(values, { horizon: 30, m: 1 });
    expectWellFormed(r);
    expect(r.upper[29]! - r.lower[29]!).toBeGreaterThan(2 * (r.upper[0]! - r.lower[0]!));
  });
});

describe('backtest error in the series units', () => {
  it("states the chosen model's MAE and RMSE over every backtest step", () => {
    const random = seededRandom(7);
    const y = Array.from({ length: 90 }, (_, t) => Math.max(0, 10 * weekly[t % 7]! + normal(random) * 2));
    const r = forecastValues(y, { horizon: 14, m: 7 });
    const b = r.backtest!;
    expect(b.mae).toBeGreaterThan(0);
    // RMSE >= MAE always; both are in units per period, about the noise's size (sd 2).
    expect(b.rmse).toBeGreaterThanOrEqual(b.mae);
    expect(b.rmse).toBeLessThan(6);
    expect(forecastValues(new Array(30).fill(0), { horizon: 5, m: 7 }).backtest).toBeNull();
  });
});
