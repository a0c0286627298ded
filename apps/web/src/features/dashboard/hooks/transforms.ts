/** Chart types of spec 01 section 2.5 and the rolling-window rule of section 5. */
export const CHART_TYPES = ['Actual', 'Cumulative', 'Rolling Avg'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export function cumulative(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => {
    sum += v;
    return sum;
  });
}

/** Mean of the last `window` values; the first points average what exists so far, so no point is lost. */
export function rollingAverage(values: readonly number[], window: number): number[] {
  const w = Math.max(1, Math.floor(window));
  let sum = 0;
  return values.map((v, i) => {
    sum += v;
    if (i >= w) sum -= values[i - w] ?? 0;
    return sum / Math.min(i + 1, w);
  });
}

export function applyChartType(values: readonly number[], type: ChartType, window: number): number[] {
  if (type === 'Cumulative') return cumulative(values);
  if (type === 'Rolling Avg') return rollingAverage(values, window);
  return [...values];
}

export interface RollingWindow {
  /** What the field shows. */
  input: string;
  /** The window the chart uses: 1..count. */
  value: number;
  /** 'Max: n' when the typed number is above the count of periods. */
  error: string | null;
}

/**
 * The rolling window must be a number between 1 and the count of periods: a non-number resets to 1; a value
 * above the count shows the error text Max: n (and the chart uses the count meanwhile).
 */
export function rollingWindow(input: string, count: number): RollingWindow {
  const max = Math.max(1, count);
  const n = Number(input.trim());
  if (input.trim() === '' || !Number.isFinite(n)) return { input: '1', value: 1, error: null };
  const whole = Math.floor(n);
  if (whole < 1) return { input: '1', value: 1, error: null };
  if (whole > max) return { input, value: max, error: `Max: ${max}` };
  return { input: String(whole), value: whole, error: null };
}
