import { describe, expect, it } from 'vitest';
import { mase, maseScale, quantile, smape } from './metrics';

describe('MASE', () => {
  it('scales the mean absolute error by the in-sample naive error', () => {
    // lag-1 differences of [1, 3, 2, 6]: 2, 1, 4 -> mean 7/3; MAE of the forecast: (1 + 2) / 2 = 1.5
    expect(maseScale([1, 3, 2, 6])).toBeCloseTo(7 / 3);
    expect(mase([5, 8], [6, 6], [1, 3, 2, 6])).toBeCloseTo(1.5 / (7 / 3));
  });

  it('uses the seasonal lag, then lag 1, then 1 when the history gives no scale', () => {
    // lag-2 differences of [1, 5, 2, 9, 4]: 1, 4, 2 -> mean 7/3
    expect(maseScale([1, 5, 2, 9, 4], 2)).toBeCloseTo(7 / 3);
    expect(maseScale([1, 5, 1, 5], 2)).toBe(4); // seasonal differences all zero -> lag 1
    expect(maseScale([3, 3, 3], 7)).toBe(1);
    expect(mase([4, 4], [3, 5], [3, 3, 3])).toBe(1);
  });
});

describe('sMAPE', () => {
  it('is the mean of 200 |a - f| / (|a| + |f|) in percent, 0/0 counting zero', () => {
    // terms: 200*2/(10+8)=22.222..., 200*0/0 -> 0, 200*3/3=200
    expect(smape([10, 0, 0], [8, 0, 3])).toBeCloseTo((200 * 2) / 18 / 3 + 200 / 3);
    expect(smape([1, 2], [1, 2])).toBe(0);
    expect(smape([], [])).toBe(0);
  });
});

describe('quantile', () => {
  it('interpolates linearly between order statistics', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([4, 1, 3, 2], 0)).toBe(1);
    expect(quantile([4, 1, 3, 2], 1)).toBe(4);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
  });
});
