import { mean } from '../metrics';
import type { Fitted, ModelSpec } from '../types';
import { flat, scaled, sigmaOf } from './common';

/** Zeros with a zero-width band: used for all-zero histories. */
export const zeroModel: ModelSpec = {
  name: 'zero',
  minLength: () => 0,
  fit: (y) => flat(0, y.slice(), () => 1, [], 0),
};

/** Mean of the history: the fallback for one or two points. */
export const meanModel: ModelSpec = {
  name: 'mean',
  minLength: () => 1,
  fit: (y) => {
    const mu = mean(y);
    return flat(
      mu,
      y.map((v) => v - mu),
      () => 1 + 1 / Math.max(1, y.length),
    );
  },
};

/** Last value, random-walk interval growth. */
export const naiveModel: ModelSpec = {
  name: 'naive',
  minLength: () => 2,
  fit: (y) => {
    const residuals = y.slice(1).map((v, i) => v - y[i]!);
    return flat(y[y.length - 1] ?? 0, residuals, (j) => j, [], 0);
  },
};

/** Random walk with drift: the line from the first to the last value, extended. */
export const driftModel: ModelSpec = {
  name: 'drift',
  minLength: () => 3,
  fit: (y) => {
    const n = y.length;
    const slope = (y[n - 1]! - y[0]!) / (n - 1);
    const residuals = y.slice(1).map((v, i) => v - y[i]! - slope);
    return {
      forecast: (h) => Array.from({ length: h }, (_, i) => y[n - 1]! + slope * (i + 1)),
      residuals,
      scale: scaled(sigmaOf(residuals, 1), (j) => j * (1 + j / (n - 1))),
      params: [slope],
    };
  },
};

/** Seasonal naive: each step repeats the value one season earlier (season length ctx.m, naive when 1). */
export const seasonalNaiveModel: ModelSpec = {
  name: 'snaive',
  minLength: (ctx) => ctx.m + 1,
  fit: (y, ctx): Fitted => {
    const m = Math.max(1, Math.min(ctx.m, y.length));
    const n = y.length;
    const residuals = y.slice(m).map((v, i) => v - y[i]!);
    return {
      forecast: (h) => Array.from({ length: h }, (_, i) => y[n - m + (i % m)]!),
      residuals,
      scale: scaled(sigmaOf(residuals), (j) => Math.floor((j - 1) / m) + 1),
      params: [],
    };
  },
};
