import { describe, expect, it } from 'vitest';
import { applyChartType, cumulative, rollingAverage, rollingWindow } from './transforms';

describe('chart types', () => {
  it('cumulates', () => {
    expect(cumulative([1, 2, 3, 0, -1])).toEqual([1, 3, 6, 6, 5]);
    expect(cumulative([])).toEqual([]);
  });

  it('averages over the rolling window, with partial windows at the start', () => {
    expect(rollingAverage([2, 4, 6, 8], 2)).toEqual([2, 3, 5, 7]);
    expect(rollingAverage([3, 6, 9, 12], 3)).toEqual([3, 4.5, 6, 9]);
    expect(rollingAverage([5, 7], 1)).toEqual([5, 7]);
  });

  it('applies the chosen type and leaves Actual as it is', () => {
    expect(applyChartType([1, 2, 3], 'Actual', 2)).toEqual([1, 2, 3]);
    expect(applyChartType([1, 2, 3], 'Cumulative', 2)).toEqual([1, 3, 6]);
    expect(applyChartType([1, 2, 3], 'Rolling Avg', 2)).toEqual([1, 1.5, 2.5]);
  });
});

describe('rolling window rule', () => {
  it('keeps a number between 1 and the count of periods', () => {
    expect(rollingWindow('3', 7)).toEqual({ input: '3', value: 3, error: null });
    expect(rollingWindow('7', 7)).toEqual({ input: '7', value: 7, error: null });
  });

  it('resets a non-number (or a number below 1) to 1', () => {
    expect(rollingWindow('abc', 7)).toEqual({ input: '1', value: 1, error: null });
    expect(rollingWindow('', 7)).toEqual({ input: '1', value: 1, error: null });
    expect(rollingWindow('0', 7)).toEqual({ input: '1', value: 1, error: null });
    expect(rollingWindow('-4', 7)).toEqual({ input: '1', value: 1, error: null });
  });

  it('shows Max: n above the count and uses the count meanwhile', () => {
    expect(rollingWindow('9', 7)).toEqual({ input: '9', value: 7, error: 'Max: 7' });
    expect(rollingWindow('2', 1)).toEqual({ input: '2', value: 1, error: 'Max: 1' });
  });
});
