import { YEARLY_MIN_DAYS } from '../aggregate';
import type { Fitted, ModelName, ModelSpec } from '../types';

/** Harmonics of the yearly Fourier term: smooth yearly shape, no holiday spikes. */
const HARMONICS = 3;

/** Solves the symmetric system A x = b (Gaussian elimination with partial pivoting); zeros when singular. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-12) return new Array<number>(n).fill(0);
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Yearly component by least squares on [1, t, sin/cos(2 pi k t / period), k = 1..HARMONICS]: the intercept and
 * trend absorb level and growth, the returned function gives only the Fourier part at any time index.
 */
export function yearlyComponent(y: readonly number[], period: number): (t: number) => number {
  const n = y.length;
  const width = 2 + 2 * HARMONICS;
  const row = (t: number) => {
    const r = [1, t / n];
    for (let k = 1; k <= HARMONICS; k++) {
      const w = (2 * Math.PI * k * t) / period;
      r.push(Math.sin(w), Math.cos(w));
    }
    return r;
  };
  const xtx = Array.from({ length: width }, () => new Array<number>(width).fill(0));
  const xty = new Array<number>(width).fill(0);
  for (let t = 0; t < n; t++) {
    const r = row(t);
    for (let i = 0; i < width; i++) {
      xty[i]! += r[i]! * y[t]!;
      for (let j = 0; j < width; j++) xtx[i]![j]! += r[i]! * r[j]!;
    }
  }
  const coef = solve(xtx, xty);
  return (t) => {
    const r = row(t);
    let s = 0;
    for (let i = 2; i < width; i++) s += coef[i]! * r[i]!;
    return s;
  };
}

/**
 * A model on the series with its yearly Fourier component removed; the component is added back to the
 * forecast. Only available with a yearly period (daily data) and at least YEARLY_MIN_DAYS of history.
 */
export function withYearly(name: ModelName, base: ModelSpec): ModelSpec {
  return {
    name,
    minLength: (ctx) =>
      ctx.yearly > 0
        ? Math.max(base.minLength(ctx), Math.ceil((YEARLY_MIN_DAYS * ctx.yearly) / 365.25))
        : Number.POSITIVE_INFINITY,
    fit: (y, ctx, params): Fitted => {
      const yearly = yearlyComponent(y, ctx.yearly);
      const adjusted = y.map((v, t) => v - yearly(t));
      const inner = base.fit(adjusted, { ...ctx, yearly: 0 }, params);
      const n = y.length;
      return {
        forecast: (h) => inner.forecast(h).map((v, i) => v + yearly(n + i)),
        residuals: inner.residuals,
        scale: inner.scale,
        params: inner.params,
      };
    },
  };
}
