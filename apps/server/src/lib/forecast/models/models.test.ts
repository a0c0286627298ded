import { describe, expect, it } from 'vitest';
import { normal, poisson, seededRandom } from '../synthetic';
import type { FitContext } from '../types';
import { MODELS } from '.';

const weekly = [10, 12, 11, 13, 20, 30, 25];
const daily: FitContext = { m: 7, yearly: 0 };
const none: FitContext = { m: 1, yearly: 0 };
const maxRelError = (f: number[], truth: number[]) =>
  Math.max(...f.map((v, i) => Math.abs(v - truth[i]!) / truth[i]!));

describe('models recover known patterns', () => {
  it('seasonal naive and additive Holt-Winters repeat a pure weekly season', () => {
    const y = Array.from({ length: 70 }, (_, t) => weekly[t % 7]!);
    const truth = Array.from({ length: 14 }, (_, j) => weekly[(70 + j) % 7]!);
    expect(MODELS.snaive.fit(y, daily).forecast(14)).toEqual(truth);
    expect(maxRelError(MODELS.hw_additive.fit(y, daily).forecast(14), truth)).toBeLessThan(0.01);
    expect(maxRelError(MODELS.hw_multiplicative.fit(y, daily).forecast(14), truth)).toBeLessThan(0.01);
  });

  it('drift and damped Holt follow a linear trend', () => {
    const y = Array.from({ length: 120 }, (_, t) => 10 + 2 * t);
    const truth = Array.from({ length: 7 }, (_, j) => 10 + 2 * (120 + j));
    expect(MODELS.drift.fit(y, none).forecast(7)).toEqual(truth);
    expect(maxRelError(MODELS.holt_damped.fit(y, none).forecast(7), truth)).toBeLessThan(0.02);
    // a level-only model lags behind the trend
    expect(MODELS.ses.fit(y, none).forecast(7)[6]!).toBeLessThan(truth[6]! - 10);
  });

  it('damped Holt-Winters follows trend plus weekly season', () => {
    const rand = seededRandom(1);
    const y = Array.from({ length: 364 }, (_, t) => 50 + 0.3 * t + weekly[t % 7]! + normal(rand));
    const truth = Array.from({ length: 14 }, (_, j) => 50 + 0.3 * (364 + j) + weekly[(364 + j) % 7]!);
    expect(maxRelError(MODELS.hw_damped.fit(y, daily).forecast(14), truth)).toBeLessThan(0.05);
  });

  it('multiplicative Holt-Winters scales the season with the level', () => {
    const y = Array.from({ length: 280 }, (_, t) => (100 + t) * (weekly[t % 7]! / 17));
    const truth = Array.from({ length: 7 }, (_, j) => (100 + 280 + j) * (weekly[(280 + j) % 7]! / 17));
    // no trend term: the level lags slightly, the weekly shape must be right
    expect(maxRelError(MODELS.hw_multiplicative.fit(y, daily).forecast(7), truth)).toBeLessThan(0.03);
  });

  it('the yearly Fourier term carries a yearly wave the weekly models miss', () => {
    const value = (t: number) => 100 + 40 * Math.sin((2 * Math.PI * t) / 365.25) + weekly[t % 7]!;
    const y = Array.from({ length: 800 }, (_, t) => value(t));
    const truth = Array.from({ length: 90 }, (_, j) => value(800 + j));
    const yearlyCtx: FitContext = { m: 7, yearly: 365.25 };
    expect(maxRelError(MODELS.hw_additive_yearly.fit(y, yearlyCtx).forecast(90), truth)).toBeLessThan(0.05);
    expect(maxRelError(MODELS.hw_additive.fit(y, daily).forecast(90), truth)).toBeGreaterThan(0.1);
  });

  it('Croston, SBA and TSB estimate the mean of intermittent demand', () => {
    const rand = seededRandom(7);
    // demand on about 25 % of the days, sizes 1..5 (mean 3): mean demand about 0.75 a day
    const y = Array.from({ length: 500 }, () => (rand() < 0.25 ? 1 + Math.floor(rand() * 5) : 0));
    const mean = y.reduce((a, b) => a + b, 0) / y.length;
    for (const name of ['croston', 'sba', 'tsb'] as const) {
      const f = MODELS[name].fit(y, daily).forecast(5);
      expect(new Set(f).size).toBe(1);
      expect(f[0]!).toBeGreaterThan(mean * 0.6);
      expect(f[0]!).toBeLessThan(mean * 1.4);
    }
    expect(MODELS.sba.fit(y, daily).forecast(1)[0]!).toBeLessThan(
      MODELS.croston.fit(y, daily).forecast(1)[0]!,
    );
    const poissonish = Array.from({ length: 300 }, () => poisson(rand, 0.3));
    expect(MODELS.croston.fit(poissonish, daily).forecast(1)[0]!).toBeCloseTo(0.3, 0);
  });

  it('reuses given parameters instead of optimising again', () => {
    const rand = seededRandom(3);
    const y = Array.from({ length: 200 }, (_, t) => 20 + weekly[t % 7]! + 3 * normal(rand));
    const first = MODELS.hw_damped.fit(y.slice(0, 150), daily);
    const again = MODELS.hw_damped.fit(y, daily, first.params);
    expect(again.params).toEqual(first.params);
  });

  it('interval scales grow with the horizon', () => {
    const rand = seededRandom(4);
    const y = Array.from({ length: 200 }, () => 20 + 3 * normal(rand));
    for (const name of ['naive', 'ses', 'snaive', 'hw_additive'] as const) {
      const s = MODELS[name].fit(y, daily).scale(21);
      expect(s[0]!).toBeGreaterThan(0);
      expect(s[20]!).toBeGreaterThanOrEqual(s[0]!);
      for (const v of s) expect(Number.isFinite(v)).toBe(true);
    }
  });
});
