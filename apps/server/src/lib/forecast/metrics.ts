/**
 * Scale of MASE: mean absolute difference of the in-sample series at lag m (seasonal naive errors), falling
 * back to lag 1 when the history is shorter than m + 1 or the seasonal differences are all zero, and to 1 when
 * the history is constant (MASE is then the mean absolute error).
 */
export function maseScale(insample: readonly number[], m = 1): number {
  for (const lag of m > 1 ? [m, 1] : [1]) {
    if (insample.length <= lag) continue;
    let sum = 0;
    for (let t = lag; t < insample.length; t++) sum += Math.abs(insample[t]! - insample[t - lag]!);
    const scale = sum / (insample.length - lag);
    if (scale > 0) return scale;
  }
  return 1;
}

/** Mean absolute scaled error of `forecast` against `actual`, scaled by the in-sample lag-m naive error. */
export function mase(
  actual: readonly number[],
  forecast: readonly number[],
  insample: readonly number[],
  m = 1,
) {
  return mae(actual, forecast) / maseScale(insample, m);
}

export function mae(actual: readonly number[], forecast: readonly number[]): number {
  const n = Math.min(actual.length, forecast.length);
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.abs(actual[i]! - forecast[i]!);
  return sum / n;
}

/**
 * Symmetric MAPE in percent (0..200): mean of 200 |a - f| / (|a| + |f|), where a term with a = f = 0 counts 0.
 */
export function smape(actual: readonly number[], forecast: readonly number[]): number {
  const n = Math.min(actual.length, forecast.length);
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const a = actual[i]!;
    const f = forecast[i]!;
    const denom = Math.abs(a) + Math.abs(f);
    if (denom > 0) sum += (200 * Math.abs(a - f)) / denom;
  }
  return sum / n;
}

/** Empirical quantile (linear interpolation, type 7) of a non-empty list. */
export function quantile(values: readonly number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Root mean square of the finite values (0 when there are none). */
export function rms(values: readonly number[]): number {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    sum += v * v;
    n++;
  }
  return n === 0 ? 0 : Math.sqrt(sum / n);
}
