import { quantile } from './metrics';
import type { Backtest } from './select';

/** Two-sided normal quantiles for the supported levels. */
const NORMAL_Z: Record<number, number> = { 0.8: 1.2816, 0.95: 1.96 };

export function normalZ(level: number): number {
  return NORMAL_Z[level] ?? 1.96;
}

/** Fewest standardised errors from which empirical quantiles are used instead of normal ones. */
const MIN_EMPIRICAL = 20;

/**
 * Quantiles (lower, upper) of standardised errors: backtest h-step errors divided by the model's h-step
 * standard deviation when there are enough of them, else in-sample one-step residuals (inflated by 25 %, since
 * they flatter the model), else normal quantiles inflated by 50 %. Always lower <= 0 <= upper.
 */
export function errorQuantiles(
  backtest: Pick<Backtest, 'errors' | 'scales'> | null,
  residuals: readonly number[],
  sigma: number,
  level: number,
): [number, number] {
  const lo = (1 - level) / 2;
  const hi = 1 - lo;
  const pool: number[] = [];
  if (backtest) {
    backtest.errors.forEach((row, w) => {
      row.forEach((e, j) => {
        const s = backtest.scales[w]?.[j] ?? 0;
        if (s > 0 && Number.isFinite(e)) pool.push(e / s);
      });
    });
  }
  let q: [number, number];
  if (pool.length >= MIN_EMPIRICAL) {
    q = [quantile(pool, lo), quantile(pool, hi)];
  } else {
    const standardised = sigma > 0 ? residuals.filter(Number.isFinite).map((e) => e / sigma) : [];
    if (standardised.length >= MIN_EMPIRICAL) {
      q = [1.25 * quantile(standardised, lo), 1.25 * quantile(standardised, hi)];
    } else {
      const z = 1.5 * normalZ(level);
      q = [-z, z];
    }
  }
  return [Math.min(0, q[0]), Math.max(0, q[1])];
}

/**
 * Bounds value + q * scale per step, clipped at zero for non-negative data, with lower <= value <= upper.
 */
export function bounds(
  values: readonly number[],
  scales: readonly number[],
  q: [number, number],
  nonNegative: boolean,
): { lower: number[]; upper: number[] } {
  const lower: number[] = [];
  const upper: number[] = [];
  values.forEach((v, i) => {
    const s = Number.isFinite(scales[i]) ? scales[i]! : 0;
    let lo = Math.min(v, v + q[0] * s);
    const hi = Math.max(v, v + q[1] * s);
    if (nonNegative) lo = Math.max(0, lo);
    lower.push(lo);
    upper.push(hi);
  });
  return { lower, upper };
}
