import type { Fitted } from '../types';

/** Residual standard deviation with `k` fitted parameters (never NaN; 0 for a perfect fit). */
export function sigmaOf(residuals: readonly number[], k = 0): number {
  let sum = 0;
  let n = 0;
  for (const e of residuals) {
    if (!Number.isFinite(e)) continue;
    sum += e * e;
    n++;
  }
  if (n === 0) return 0;
  return Math.sqrt(sum / Math.max(1, n - k));
}

/** h-step standard deviations sigma * sqrt(v_j) from a variance multiplier per step. */
export function scaled(sigma: number, multiplier: (j: number) => number): (h: number) => number[] {
  return (h) => Array.from({ length: h }, (_, i) => sigma * Math.sqrt(multiplier(i + 1)));
}

/** A constant forecast with the given residuals and step variance multiplier. */
export function flat(
  value: number,
  residuals: number[],
  multiplier: (j: number) => number,
  params: number[] = [],
  k = 1,
): Fitted {
  return {
    forecast: (h) => new Array<number>(h).fill(value),
    residuals,
    scale: scaled(sigmaOf(residuals, k), multiplier),
    params,
  };
}
