import { aggregate, historyRange, seasonLength, wholePeriods, YEARLY_MIN_DAYS } from './aggregate';
import { periodsAfter, toDay } from './dates';
import { bounds, errorQuantiles, normalZ } from './intervals';
import { mae, mean, rms } from './metrics';
import { sigmaOf } from './models/common';
import { type CandidateScore, selectModel } from './select';
import type { Granularity, ModelName, SeriesPoint } from './types';

export { aggregate, seasonLength, wholePeriods } from './aggregate';
export { periodStart, periodsAfter } from './dates';
export { mase, maseScale, smape } from './metrics';
export { MODELS } from './models';
export { candidateNames, selectModel } from './select';
export * from './types';

export interface ForecastOptions {
  /** Number of periods to forecast after the period holding the history's last day. */
  horizon: number;
  granularity?: Granularity;
  /** Nominal coverage of [lower, upper]; default 0.95. */
  level?: 0.8 | 0.95;
  /** History range (defaults: first and last point); days in it without a point count as zero. */
  start?: string;
  end?: string;
  /** Clip forecasts and lower bounds at zero; default: when no history value is negative. */
  nonNegative?: boolean;
  /** Restrict the candidates (e.g. ['snaive'] for a baseline); default: chosen from the history. */
  models?: readonly ModelName[];
}

export interface BacktestSummary {
  /** Mean MASE / sMAPE of the chosen model over the backtest windows. */
  mase: number;
  smape: number;
  /**
   * Absolute and root-mean-square error of the chosen model over every step of every backtest window, in the
   * series' own units (what a safety stock for the forecast's own error is sized from; auto ordering).
   */
  mae: number;
  rmse: number;
  windows: number;
  /** Length of each backtest window (the horizon, capped at a third of the history). */
  horizon: number;
  candidates: CandidateScore[];
}

export interface ValuesForecast {
  values: number[];
  lower: number[];
  upper: number[];
  /** Chosen model: a model name, `ensemble(a+b)`, `zero` or `mean`. */
  model: string;
  backtest: BacktestSummary | null;
}

export interface ForecastResult extends ValuesForecast {
  /** Start date of each forecast period (ISO). */
  dates: string[];
  level: number;
}

export interface ValuesOptions {
  horizon: number;
  /** Season length (1: none). */
  m: number;
  /** Yearly period in steps for the Fourier term (0: none). */
  yearly?: number;
  level?: number;
  nonNegative?: boolean;
  models?: readonly ModelName[];
}

const sanitize = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);

/** Forecast of a regular series of numbers (one value per period, no gaps). */
export function forecastValues(input: readonly number[], opts: ValuesOptions): ValuesForecast {
  const h = Math.max(0, Math.floor(opts.horizon));
  const y = input.map((v) => (Number.isFinite(v) ? v : 0));
  const level = opts.level ?? 0.95;
  const nonNegative = opts.nonNegative ?? y.every((v) => v >= 0);
  const n = y.length;
  if (n === 0 || y.every((v) => v === 0)) {
    const zeros = new Array<number>(h).fill(0);
    return { values: zeros, lower: zeros.slice(), upper: zeros.slice(), model: 'zero', backtest: null };
  }
  const ctx = { m: Math.max(opts.m, 1), yearly: opts.yearly ?? 0 };
  const selection = n >= 3 ? selectModel(y, ctx, Math.max(1, h), { nonNegative, models: opts.models }) : null;
  if (!selection) {
    // One or two points (or nothing could be backtested): their mean, with a band as wide as the level itself.
    const mu = mean(y);
    const spread = Math.max(Math.abs(mu), ...y.map((v) => Math.abs(v - mu)));
    const values = new Array<number>(h).fill(nonNegative ? Math.max(0, mu) : mu);
    const scales = values.map((_, i) => spread * Math.sqrt(i + 1));
    const z = normalZ(level);
    return { ...bounds(values, scales, [-z, z], nonNegative), values, model: 'mean', backtest: null };
  }
  const { fitted } = selection;
  const fallback = mean(y);
  let values = fitted.forecast(h).map((v) => sanitize(v, fallback));
  if (nonNegative) values = values.map((v) => Math.max(0, v));
  const scales = fitted.scale(h).map((s) => sanitize(s, 0));
  const q = errorQuantiles(selection.backtest, fitted.residuals, sigmaOf(fitted.residuals), level);
  return {
    values,
    ...bounds(values, scales, q, nonNegative),
    model: selection.model,
    backtest: {
      mase: selection.mase ?? 0,
      smape: selection.smape ?? 0,
      mae: mae(selection.backtest.actuals.flat(), selection.backtest.forecasts.flat()),
      rmse: rms(selection.backtest.errors.flat()),
      windows: selection.windows,
      horizon: selection.horizon,
      candidates: selection.scores,
    },
  };
}

/**
 * Forecast of a daily series at a granularity: sums the days into periods (missing days are zero), models the
 * whole periods (a partial first or last period is scaled up, or dropped when less than half covered) and
 * forecasts `horizon` periods after the period holding the last day, with a model chosen by backtest and a
 * prediction interval at `level`.
 */
export function forecast(series: readonly SeriesPoint[], opts: ForecastOptions): ForecastResult {
  const granularity = opts.granularity ?? 'Daily';
  const level = opts.level ?? 0.95;
  const horizon = Math.max(0, Math.floor(opts.horizon));
  const range = historyRange(series, opts);
  const lastDay = range ? range[1] : opts.end ? toDay(opts.end) : Number.NaN;
  const dates = Number.isFinite(lastDay) ? periodsAfter(lastDay, granularity, horizon) : [];
  const periods = range ? aggregate(series, granularity, opts) : { dates: [], values: [], coverage: [] };
  const { values: y, skip } = wholePeriods(periods);
  const m = seasonLength(granularity, y.length);
  const yearlyPeriod =
    granularity === 'Daily' ? 365.25 : granularity === 'Weekly' && m === 1 ? 365.25 / 7 : 0;
  const yearly = yearlyPeriod > 0 && y.length >= (YEARLY_MIN_DAYS * yearlyPeriod) / 365.25 ? yearlyPeriod : 0;
  const nonNegative = opts.nonNegative ?? series.every((p) => !(p.value < 0));
  const result = forecastValues(y, {
    horizon: dates.length + skip,
    m,
    yearly,
    level,
    nonNegative,
    models: opts.models,
  });
  return {
    dates,
    values: result.values.slice(skip),
    lower: result.lower.slice(skip),
    upper: result.upper.slice(skip),
    model: result.model,
    level,
    backtest: result.backtest,
  };
}
