/** Chart granularities of the dashboard (spec 01, 2.5), spelled as the screen shows them. */
export const GRANULARITIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Bi-Annually', 'Annually'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** One observation of a daily series: ISO date (YYYY-MM-DD) and a value. */
export interface SeriesPoint {
  date: string;
  value: number;
}

export type ModelName =
  | 'zero'
  | 'mean'
  | 'naive'
  | 'drift'
  | 'snaive'
  | 'ses'
  | 'holt_damped'
  | 'hw_additive'
  | 'hw_damped'
  | 'hw_multiplicative'
  | 'hw_additive_yearly'
  | 'hw_damped_yearly'
  | 'croston'
  | 'sba'
  | 'tsb';

/** What a model may know about the series besides its values. */
export interface FitContext {
  /** Season length in periods; 1 means no season. */
  m: number;
  /** Yearly period in periods for a Fourier yearly term (365.25 on daily data), 0 when not used. */
  yearly: number;
}

/** A model fitted to one history. */
export interface Fitted {
  /** Point forecasts for steps 1..h after the history. */
  forecast(h: number): number[];
  /** One-step in-sample errors (actual - fitted) where the model defines them. */
  residuals: number[];
  /** Standard deviation of the h-step error for steps 1..h (model-shaped growth of the one-step sigma). */
  scale(h: number): number[];
  /** Fitted parameters, so later fits on a longer history can start from them or reuse them. */
  params: number[];
}

export interface ModelSpec {
  name: ModelName;
  /** Shortest history the model can be fitted to with this context. */
  minLength(ctx: FitContext): number;
  /** Fit to y. With `params` the parameters are reused as given (no optimisation, states only). */
  fit(y: number[], ctx: FitContext, params?: number[]): Fitted;
}
