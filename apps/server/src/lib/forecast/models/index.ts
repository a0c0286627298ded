import type { ModelName, ModelSpec } from '../types';
import { holtDampedModel, hwAdditiveModel, hwDampedModel, hwMultiplicativeModel, sesModel } from './ets';
import { crostonModel, sbaModel, tsbModel } from './intermittent';
import { driftModel, meanModel, naiveModel, seasonalNaiveModel, zeroModel } from './naive';
import { withYearly } from './yearly';

export const MODELS: Record<ModelName, ModelSpec> = {
  zero: zeroModel,
  mean: meanModel,
  naive: naiveModel,
  drift: driftModel,
  snaive: seasonalNaiveModel,
  ses: sesModel,
  holt_damped: holtDampedModel,
  hw_additive: hwAdditiveModel,
  hw_damped: hwDampedModel,
  hw_multiplicative: hwMultiplicativeModel,
  hw_additive_yearly: withYearly('hw_additive_yearly', hwAdditiveModel),
  hw_damped_yearly: withYearly('hw_damped_yearly', hwDampedModel),
  croston: crostonModel,
  sba: sbaModel,
  tsb: tsbModel,
};

export const INTERMITTENT_MODELS: readonly ModelName[] = ['croston', 'sba', 'tsb'];
