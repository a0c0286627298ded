import { mase, mean, smape } from './metrics';
import { INTERMITTENT_MODELS, MODELS } from './models';
import type { FitContext, Fitted, ModelName, ModelSpec } from './types';

/** Share of zero periods from which the intermittent-demand methods join the candidates. */
export const INTERMITTENT_SHARE = 0.3;
/** Share of zero periods from which only the intermittent-demand methods compete. */
export const INTERMITTENT_ONLY_SHARE = 0.6;

export interface CandidateScore {
  model: string;
  /** Mean over backtest windows of the MASE (scale: in-sample seasonal naive of each window's history). */
  mase: number;
  smape: number;
  windows: number;
}

export interface Backtest {
  /** Per window: actual - forecast for steps 1..horizon. */
  errors: number[][];
  /** Per window: the model's h-step standard deviation for the same steps. */
  scales: number[][];
  forecasts: number[][];
  actuals: number[][];
  insamples: number[][];
}

export interface Selection {
  model: string;
  fitted: Fitted;
  backtest: Backtest;
  scores: CandidateScore[];
  mase: number | null;
  smape: number | null;
  horizon: number;
  windows: number;
}

/** Candidate models for a history, simplest first (ties go to the simpler model). */
export function candidateNames(y: readonly number[], ctx: FitContext, nonNegative: boolean): ModelName[] {
  const n = y.length;
  const zeroShare = y.filter((v) => v === 0).length / Math.max(1, n);
  if (nonNegative && zeroShare >= INTERMITTENT_ONLY_SHARE) return [...INTERMITTENT_MODELS];
  const names: ModelName[] = [];
  const seasonal = ctx.m > 1 && n >= 2 * ctx.m;
  if (!seasonal) names.push('naive');
  if (ctx.m === 1) names.push('drift');
  names.push('ses', 'holt_damped');
  if (ctx.m > 1) {
    names.push('snaive', 'hw_additive', 'hw_damped');
    if (nonNegative && mean(y) > 0) names.push('hw_multiplicative');
  }
  if (ctx.yearly > 0) names.push('hw_additive_yearly', 'hw_damped_yearly');
  if (nonNegative && zeroShare >= INTERMITTENT_SHARE) names.push(...INTERMITTENT_MODELS);
  return names;
}

const clip = (v: number[], nonNegative: boolean) => (nonNegative ? v.map((x) => Math.max(0, x)) : v);

interface Evaluated {
  spec: ModelSpec;
  origins: number[];
  backtest: Backtest;
  mases: number[];
  smapes: number[];
}

function evaluate(
  spec: ModelSpec,
  y: number[],
  ctx: FitContext,
  origins: number[],
  hb: number,
  nonNeg: boolean,
) {
  const usable = origins.filter((o) => o >= spec.minLength(ctx));
  if (usable.length === 0) return null;
  const earliest = Math.min(...usable);
  const first = spec.fit(y.slice(0, earliest), ctx);
  const ev: Evaluated = {
    spec,
    origins: usable,
    backtest: { errors: [], scales: [], forecasts: [], actuals: [], insamples: [] },
    mases: [],
    smapes: [],
  };
  for (const o of usable) {
    const train = y.slice(0, o);
    const fitted = o === earliest ? first : spec.fit(train, ctx, first.params);
    const fc = clip(fitted.forecast(hb), nonNeg);
    const actual = y.slice(o, o + hb);
    addWindow(ev.backtest, train, actual, fc, fitted.scale(hb));
    ev.mases.push(mase(actual, fc, train, ctx.m));
    ev.smapes.push(smape(actual, fc));
  }
  return ev;
}

function addWindow(b: Backtest, train: number[], actual: number[], fc: number[], scale: number[]) {
  b.insamples.push(train);
  b.actuals.push(actual);
  b.forecasts.push(fc);
  b.errors.push(actual.map((a, i) => a - fc[i]!));
  b.scales.push(scale);
}

/** Mean of the two best models, evaluated on the windows both have. */
function ensemble(a: Evaluated, b: Evaluated, m: number) {
  const k = Math.min(a.origins.length, b.origins.length);
  const backtest: Backtest = { errors: [], scales: [], forecasts: [], actuals: [], insamples: [] };
  const mases: number[] = [];
  const smapes: number[] = [];
  for (let w = 0; w < k; w++) {
    const fc = a.backtest.forecasts[w]!.map((v, i) => (v + b.backtest.forecasts[w]![i]!) / 2);
    const scale = a.backtest.scales[w]!.map((v, i) => (v + b.backtest.scales[w]![i]!) / 2);
    const actual = a.backtest.actuals[w]!;
    addWindow(backtest, a.backtest.insamples[w]!, actual, fc, scale);
    mases.push(mase(actual, fc, a.backtest.insamples[w]!, m));
    smapes.push(smape(actual, fc));
  }
  return { backtest, mase: mean(mases), smape: mean(smapes), windows: k };
}

function combine(a: Fitted, b: Fitted): Fitted {
  return {
    forecast: (h) => {
      const fb = b.forecast(h);
      return a.forecast(h).map((v, i) => (v + fb[i]!) / 2);
    },
    residuals: a.residuals.length <= b.residuals.length ? a.residuals : b.residuals,
    scale: (h) => {
      const sb = b.scale(h);
      return a.scale(h).map((v, i) => (v + sb[i]!) / 2);
    },
    params: [],
  };
}

/**
 * Chooses a model for y by rolling-origin backtest: windows of `hb` = min(h, n/3) periods ending at the last
 * point, 3 to 8 of them (more when the horizon is short). Parameters are fitted once at the earliest origin and
 * reused at the later ones; the chosen model is refitted on the whole history. The mean of the two best models
 * competes too. Returns null when no candidate has a window (history too short).
 */
export function selectModel(
  y: number[],
  ctx: FitContext,
  h: number,
  opts: { nonNegative: boolean; models?: readonly ModelName[] },
): Selection | null {
  const n = y.length;
  const hb = Math.max(1, Math.min(h, Math.floor(n / 3)));
  const maxWindows = Math.min(8, Math.max(3, Math.ceil(24 / hb)));
  const origins: number[] = [];
  for (let k = 1; k <= maxWindows && n - k * hb >= 3; k++) origins.push(n - k * hb);
  const names = opts.models ?? candidateNames(y, ctx, opts.nonNegative);
  const evaluated: (Evaluated & { mase: number; smape: number })[] = [];
  for (const name of names) {
    const ev = evaluate(MODELS[name], y, ctx, origins, hb, opts.nonNegative);
    if (ev) evaluated.push({ ...ev, mase: mean(ev.mases), smape: mean(ev.smapes) });
  }
  if (evaluated.length === 0) return null;
  const ranked = evaluated
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.mase - b.e.mase || a.i - b.i)
    .map((r) => r.e);
  const scores: CandidateScore[] = evaluated.map((e) => ({
    model: e.spec.name,
    mase: e.mase,
    smape: e.smape,
    windows: e.origins.length,
  }));
  const best = ranked[0]!;
  const second = ranked[1];
  if (second && !opts.models) {
    const ens = ensemble(best, second, ctx.m);
    const name = `ensemble(${best.spec.name}+${second.spec.name})`;
    scores.push({ model: name, mase: ens.mase, smape: ens.smape, windows: ens.windows });
    if (ens.mase < best.mase) {
      return {
        model: name,
        fitted: combine(best.spec.fit(y, ctx), second.spec.fit(y, ctx)),
        backtest: ens.backtest,
        scores,
        mase: ens.mase,
        smape: ens.smape,
        horizon: hb,
        windows: ens.windows,
      };
    }
  }
  return {
    model: best.spec.name,
    fitted: best.spec.fit(y, ctx),
    backtest: best.backtest,
    scores,
    mase: best.mase,
    smape: best.smape,
    horizon: hb,
    windows: best.origins.length,
  };
}
