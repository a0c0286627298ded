import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../session/storage-keys';
import { createVersionTracker } from './version-tracker';

describe('version tracker (spec 03: the last version value is stored)', () => {
  it('only stores the first version a browser sees', () => {
    expect(createVersionTracker().observe('4.2.133')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('4.2.133');
  });

  it('flags a different version once, stores it, and the reloaded page does not flag it again', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '4.2.133');
    const page = createVersionTracker();
    expect(page.observe('4.2.133')).toBe(false);
    expect(page.observe('4.3.0')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('4.3.0');
    expect(page.observe('4.3.0')).toBe(false);
    expect(createVersionTracker().observe('4.3.0')).toBe(false);
  });

  it('flags in a tab still on the old version after another tab stored the new one', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '4.2.133');
    const first = createVersionTracker();
    const second = createVersionTracker();
    expect(first.observe('4.3.0')).toBe(true);
    expect(second.observe('4.3.0')).toBe(true);
  });
});
