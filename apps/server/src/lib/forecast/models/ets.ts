import { bounded, nelderMead } from '../optimize';
import type { FitContext, Fitted, ModelName, ModelSpec } from '../types';
import { scaled, sigmaOf } from './common';

/**
 * Exponential smoothing in the Holt-Winters recursions: level, optional damped trend, optional additive or
 * multiplicative season of length ctx.m. Parameters are fitted by minimising the one-step SSE (Nelder-Mead).
 */
export interface EtsConfig {
  trend: boolean;
  season: 'none' | 'add' | 'mul';
}

interface Params {
  alpha: number;
  beta: number;
  phi: number;
  gamma: number;
}

interface State {
  level: number;
  trend: number;
  season: Float64Array;
  /** Index into `season` of the next period. */
  next: number;
}

const S_MIN = 0.05;
const S_MAX = 20;

function blockMean(y: readonly number[], from: number, len: number): number {
  let s = 0;
  for (let i = from; i < from + len; i++) s += y[i]!;
  return s / len;
}

/** Initial states from the first seasons (classical decomposition of up to four of them). */
function initialState(y: readonly number[], m: number, cfg: EtsConfig): State {
  const n = y.length;
  const seasonal = cfg.season !== 'none' && m > 1;
  const k = seasonal ? m : Math.min(n, 5);
  const level = blockMean(y, 0, k);
  let trend = 0;
  if (cfg.trend && n >= 2 * k) trend = (blockMean(y, k, k) - level) / k;
  const season = new Float64Array(Math.max(1, m)).fill(cfg.season === 'mul' ? 1 : 0);
  if (seasonal) {
    const blocks = Math.max(1, Math.min(4, Math.floor(n / m)));
    const acc = new Float64Array(m);
    for (let b = 0; b < blocks; b++) {
      const mu = blockMean(y, b * m, m);
      for (let i = 0; i < m; i++) {
        const v = y[b * m + i]!;
        acc[i]! += cfg.season === 'mul' ? (mu > 0 ? v / mu : 1) : v - mu;
      }
    }
    for (let i = 0; i < m; i++) {
      const s = acc[i]! / blocks;
      season[i] = cfg.season === 'mul' ? Math.min(S_MAX, Math.max(S_MIN, s)) : s;
    }
  }
  // The states describe the time just before y[0], so the level loses one step of trend.
  return { level: level - trend * ((k - 1) / 2 + 1), trend, season, next: 0 };
}

/** Runs the recursions over y from the initial state; returns the SSE and leaves the final state in `st`. */
function filter(y: readonly number[], m: number, cfg: EtsConfig, p: Params, st: State, residuals?: number[]) {
  const mul = cfg.season === 'mul';
  const hasSeason = cfg.season !== 'none' && m > 1;
  let { level, trend } = st;
  const season = st.season;
  let sse = 0;
  for (let t = 0; t < y.length; t++) {
    const i = t % m;
    const s = hasSeason ? season[i]! : mul ? 1 : 0;
    const base = level + p.phi * trend;
    const fitted = mul ? base * s : base + s;
    const v = y[t]!;
    const e = v - fitted;
    sse += e * e;
    if (residuals) residuals.push(e);
    const deseason = mul ? v / s : v - s;
    const newLevel = p.alpha * deseason + (1 - p.alpha) * base;
    if (cfg.trend) trend = p.beta * (newLevel - level) + (1 - p.beta) * p.phi * trend;
    if (hasSeason) {
      if (mul) {
        const ratio = newLevel > 1e-9 ? v / newLevel : s;
        season[i] = Math.min(S_MAX, Math.max(S_MIN, p.gamma * ratio + (1 - p.gamma) * s));
      } else {
        season[i] = p.gamma * (v - newLevel) + (1 - p.gamma) * s;
      }
    }
    level = mul ? Math.max(newLevel, 1e-9) : newLevel;
  }
  st.level = level;
  st.trend = trend;
  st.next = y.length % m;
  return sse;
}

function decode(x: readonly number[], cfg: EtsConfig, seasonal: boolean): Params {
  let k = 0;
  const alpha = bounded.to(x[k++]!, 0.001, 0.99);
  let beta = 0;
  let phi = 0;
  if (cfg.trend) {
    beta = bounded.to(x[k++]!, 0.001, 0.3);
    phi = bounded.to(x[k++]!, 0.8, 0.98);
  }
  const gamma = seasonal ? bounded.to(x[k++]!, 0.001, 0.5) : 0;
  return { alpha, beta, phi, gamma };
}

function startPoint(cfg: EtsConfig, seasonal: boolean): number[] {
  const x = [bounded.from(0.1, 0.001, 0.99)];
  if (cfg.trend) x.push(bounded.from(0.02, 0.001, 0.3), bounded.from(0.95, 0.8, 0.98));
  if (seasonal) x.push(bounded.from(0.05, 0.001, 0.5));
  return x;
}

export function fitEts(y: number[], ctx: FitContext, cfg: EtsConfig, params?: number[]): Fitted {
  const seasonal = cfg.season !== 'none' && ctx.m > 1;
  const m = seasonal ? ctx.m : 1;
  const init = initialState(y, m, cfg);
  const run = (x: readonly number[], residuals?: number[]) => {
    const st: State = { ...init, season: init.season.slice() };
    const sse = filter(y, m, cfg, decode(x, cfg, seasonal), st, residuals);
    return { sse, st };
  };
  let x = params;
  if (!x) {
    const found = nelderMead((v) => run(v).sse, startPoint(cfg, seasonal), {
      maxEvals: 60 + 40 * startPoint(cfg, seasonal).length,
      step: 1,
    });
    x = found.x;
  }
  const residuals: number[] = [];
  const { st } = run(x, residuals);
  const p = decode(x, cfg, seasonal);
  const mul = cfg.season === 'mul';
  const multiplier = (j: number) => {
    let v = 1;
    for (let i = 1; i < j; i++) {
      const damp = cfg.trend ? (p.phi * (1 - p.phi ** i)) / (1 - p.phi) : 0;
      const c = p.alpha * (1 + p.beta * damp) + (seasonal && i % m === 0 ? p.gamma * (1 - p.alpha) : 0);
      v += c * c;
    }
    return v;
  };
  return {
    forecast: (h) => {
      const out: number[] = [];
      let damp = 0;
      let phiPow = 1;
      for (let j = 1; j <= h; j++) {
        phiPow *= p.phi;
        damp += phiPow;
        const base = st.level + (cfg.trend ? damp * st.trend : 0);
        const s = seasonal ? st.season[(st.next + j - 1) % m]! : mul ? 1 : 0;
        out.push(mul ? base * s : base + s);
      }
      return out;
    },
    residuals,
    scale: scaled(sigmaOf(residuals, x.length), multiplier),
    params: x,
  };
}

function etsSpec(name: ModelName, cfg: EtsConfig): ModelSpec {
  const seasonal = cfg.season !== 'none';
  return {
    name,
    minLength: (ctx) => {
      // Without a season length a seasonal model is its non-seasonal form (used under the yearly term).
      if (seasonal && ctx.m > 1) return ctx.m + Math.max(Math.ceil(ctx.m / 2), 6);
      return cfg.trend ? 8 : 3;
    },
    fit: (y, ctx, params) => fitEts(y, ctx, cfg, params),
  };
}

/** Simple exponential smoothing (level only). */
export const sesModel = etsSpec('ses', { trend: false, season: 'none' });
/** Holt's damped trend, no season. */
export const holtDampedModel = etsSpec('holt_damped', { trend: true, season: 'none' });
/** Level + additive season (Holt-Winters without trend). */
export const hwAdditiveModel = etsSpec('hw_additive', { trend: false, season: 'add' });
/** Damped trend + additive season. */
export const hwDampedModel = etsSpec('hw_damped', { trend: true, season: 'add' });
/** Level + multiplicative season. */
export const hwMultiplicativeModel = etsSpec('hw_multiplicative', { trend: false, season: 'mul' });
