import type { Fitted, ModelName, ModelSpec } from '../types';
import { scaled, sigmaOf } from './common';

/**
 * Intermittent demand: Croston (smoothed demand size over smoothed interval), SBA (Croston with the
 * Syntetos-Boylan bias correction 1 - alpha/2) and TSB (smoothed size times smoothed demand probability).
 * Smoothing constants come from a small grid minimising the one-step SSE.
 */
const ALPHAS = [0.05, 0.1, 0.2, 0.3];
const BETAS = [0.02, 0.05, 0.1, 0.2];

function crostonRun(y: readonly number[], alpha: number, sba: boolean) {
  const residuals: number[] = [];
  const first = y.findIndex((v) => v > 0);
  if (first < 0) return { sse: 0, level: 0, residuals };
  let size = y[first]!;
  let interval = first + 1;
  let since = 1;
  const factor = sba ? 1 - alpha / 2 : 1;
  let sse = 0;
  for (let t = first + 1; t < y.length; t++) {
    const f = (factor * size) / interval;
    const e = y[t]! - f;
    sse += e * e;
    residuals.push(e);
    if (y[t]! > 0) {
      size += alpha * (y[t]! - size);
      interval += alpha * (since - interval);
      since = 1;
    } else {
      since++;
    }
  }
  return { sse, level: (factor * size) / interval, residuals };
}

function tsbRun(y: readonly number[], alpha: number, beta: number) {
  const residuals: number[] = [];
  const head = y.slice(0, Math.min(y.length, 28));
  const nonzero = y.filter((v) => v > 0);
  if (nonzero.length === 0) return { sse: 0, level: 0, residuals };
  let prob = head.filter((v) => v > 0).length / Math.max(1, head.length);
  const headNonzero = head.filter((v) => v > 0);
  let size =
    (headNonzero.length ? headNonzero : nonzero).reduce((a, b) => a + b, 0) /
    (headNonzero.length || nonzero.length);
  let sse = 0;
  for (const v of y) {
    const e = v - prob * size;
    sse += e * e;
    residuals.push(e);
    prob += beta * ((v > 0 ? 1 : 0) - prob);
    if (v > 0) size += alpha * (v - size);
  }
  return { sse, level: prob * size, residuals };
}

function result(level: number, residuals: number[], alpha: number, params: number[]): Fitted {
  return {
    forecast: (h) => new Array<number>(h).fill(level),
    residuals,
    scale: scaled(sigmaOf(residuals, params.length), (j) => 1 + (j - 1) * alpha * alpha),
    params,
  };
}

function crostonSpec(name: ModelName, sba: boolean): ModelSpec {
  return {
    name,
    minLength: () => 4,
    fit: (y, _ctx, params) => {
      const grid = params ? [params[0]!] : ALPHAS;
      let best = crostonRun(y, grid[0]!, sba);
      let bestAlpha = grid[0]!;
      for (const a of grid.slice(1)) {
        const r = crostonRun(y, a, sba);
        if (r.sse < best.sse) [best, bestAlpha] = [r, a];
      }
      return result(best.level, best.residuals, bestAlpha, [bestAlpha]);
    },
  };
}

export const crostonModel = crostonSpec('croston', false);
export const sbaModel = crostonSpec('sba', true);

export const tsbModel: ModelSpec = {
  name: 'tsb',
  minLength: () => 4,
  fit: (y, _ctx, params) => {
    const pairs = params ? [[params[0]!, params[1]!]] : ALPHAS.flatMap((a) => BETAS.map((b) => [a, b]));
    let best: ReturnType<typeof tsbRun> | undefined;
    let bestPair = pairs[0]!;
    for (const [a, b] of pairs) {
      const r = tsbRun(y, a!, b!);
      if (!best || r.sse < best.sse) [best, bestPair] = [r, [a!, b!]];
    }
    return result(best!.level, best!.residuals, Math.max(bestPair[0]!, bestPair[1]!), bestPair);
  },
};
