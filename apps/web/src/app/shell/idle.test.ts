import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  formatCountdown,
  recordActivity,
  remainingIdleMs,
  resetIdleForTests,
} from './idle';

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

describe('idle clock shared by tabs', () => {
  const timeout = 10_000;
  beforeEach(() => {
    window.localStorage.clear();
    resetIdleForTests();
  });

  it('counts from the last recorded activity', () => {
    recordActivity(1_000_000);
    expect(remainingIdleMs(timeout, 1_004_000)).toBe(6_000);
    expect(remainingIdleMs(timeout, 1_012_000)).toBe(-2_000);
  });

  it('sees activity another tab wrote', () => {
    recordActivity(1_000_000);
    // Another tab writes the shared key; this tab never heard an event.
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(1_009_000));
    expect(remainingIdleMs(timeout, 1_012_000)).toBe(7_000);
  });

  it('writes at most once per interval', () => {
    recordActivity(1_000_000);
    recordActivity(1_000_000 + ACTIVITY_WRITE_INTERVAL_MS - 1);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe('1000000');
    recordActivity(1_000_000 + ACTIVITY_WRITE_INTERVAL_MS);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(
      String(1_000_000 + ACTIVITY_WRITE_INTERVAL_MS),
    );
  });

  it('counts from now when nothing usable is stored', () => {
    expect(remainingIdleMs(timeout, 5_000)).toBe(timeout);
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, 'garbage');
    expect(remainingIdleMs(timeout, 5_000)).toBe(timeout);
    // A clock set back never gives more than the full time-out.
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(9_000));
    expect(remainingIdleMs(timeout, 5_000)).toBe(timeout);
  });
});
