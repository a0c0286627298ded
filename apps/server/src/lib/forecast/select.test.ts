import { describe, expect, it } from 'vitest';
import { candidateNames, selectModel } from './select';
import { normal, poisson, seededRandom } from './synthetic';

const weekly = [0.8, 0.9, 0.9, 1, 1.1, 1.5, 1.3];
const SEASONAL = ['snaive', 'hw_additive', 'hw_damped', 'hw_multiplicative'];
const components = (model: string) => model.replace(/^ensemble\(|\)$/g, '').split('+');

describe('selectModel', () => {
  it('picks a seasonal model for a clear weekly season', () => {
    const rand = seededRandom(11);
    const y = Array.from({ length: 365 }, (_, t) => 100 * weekly[t % 7]! + 2 * normal(rand));
    const s = selectModel(y, { m: 7, yearly: 0 }, 28, { nonNegative: true })!;
    for (const c of components(s.model)) expect(SEASONAL).toContain(c);
    expect(s.windows).toBe(3);
    expect(s.horizon).toBe(28);
    const ses = s.scores.find((c) => c.model === 'ses')!;
    expect(s.mase!).toBeLessThan(ses.mase / 2);
  });

  it('picks a trend model for a clear linear trend without season', () => {
    const rand = seededRandom(12);
    const y = Array.from({ length: 60 }, (_, t) => 20 + 3 * t + normal(rand));
    const s = selectModel(y, { m: 1, yearly: 0 }, 6, { nonNegative: true })!;
    for (const c of components(s.model)) expect(['drift', 'holt_damped']).toContain(c);
  });

  it('picks an intermittent-demand method for a sparse Poisson series', () => {
    const rand = seededRandom(13);
    const y = Array.from({ length: 400 }, () => poisson(rand, 0.3));
    expect(candidateNames(y, { m: 7, yearly: 0 }, true)).toEqual(['croston', 'sba', 'tsb']);
    const s = selectModel(y, { m: 7, yearly: 0 }, 28, { nonNegative: true })!;
    for (const c of components(s.model)) expect(['croston', 'sba', 'tsb']).toContain(c);
    expect(s.fitted.forecast(1)[0]!).toBeGreaterThan(0.15);
    expect(s.fitted.forecast(1)[0]!).toBeLessThan(0.45);
  });

  it('offers the yearly models only when there is enough daily history', () => {
    const y = Array.from({ length: 400 }, (_, t) => 10 + (t % 7));
    expect(candidateNames(y, { m: 7, yearly: 0 }, true)).not.toContain('hw_additive_yearly');
    expect(candidateNames(y, { m: 7, yearly: 365.25 }, true)).toContain('hw_additive_yearly');
    // with yearly offered but a history shorter than the minimum, it gets no backtest window and no score
    const s = selectModel(y, { m: 7, yearly: 365.25 }, 28, { nonNegative: true })!;
    expect(s.scores.map((c) => c.model)).not.toContain('hw_additive_yearly');
  });

  it('keeps the yearly term on weekly data shorter than two years (no 52-week season)', () => {
    const y = Array.from({ length: 100 }, (_, t) => 100 + 30 * Math.sin((2 * Math.PI * t) / (365.25 / 7)));
    const ctx = { m: 1, yearly: 365.25 / 7 };
    expect(candidateNames(y, ctx, true)).toContain('hw_additive_yearly');
    const s = selectModel(y, ctx, 8, { nonNegative: true })!;
    expect(s.scores.find((c) => c.model === 'hw_additive_yearly')?.windows).toBeGreaterThanOrEqual(1);
    expect(components(s.model).some((c) => c.endsWith('_yearly'))).toBe(true);
  });

  it('picks a yearly model for a strong yearly wave over three years', () => {
    const rand = seededRandom(14);
    const y = Array.from(
      { length: 1095 },
      (_, t) => (100 + 50 * Math.sin((2 * Math.PI * t) / 365.25)) * weekly[t % 7]! + 3 * normal(rand),
    );
    const s = selectModel(y, { m: 7, yearly: 365.25 }, 60, { nonNegative: true })!;
    expect(components(s.model).some((c) => c.endsWith('_yearly'))).toBe(true);
  });

  it('returns null when nothing can be backtested', () => {
    expect(selectModel([1, 2], { m: 1, yearly: 0 }, 3, { nonNegative: true })).toBeNull();
  });
});
