import { describe, expect, it } from 'vitest';
import { formatCountdown } from './idle';

describe('idle countdown', () => {
  it.each([
    [30 * 60 * 1000, '30:00'],
    [29 * 60 * 1000 + 5_000, '29:05'],
    [59_001, '01:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
    [90 * 60 * 1000, '90:00'],
  ])('%s ms shows %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
