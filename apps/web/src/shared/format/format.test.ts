import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatMoney, formatSize, isoDay } from './format';

describe('formatDay (spec 02: dates as YYYY-MM-DD)', () => {
  it('shows an instant as its local calendar day, a date as it is', () => {
    const instant = new Date(2026, 2, 1, 23, 30);
    expect(formatDay(instant.toISOString())).toBe('2026-03-01');
    expect(formatDay('2026-03-01')).toBe('2026-03-01');
    expect(isoDay(new Date(2025, 11, 9))).toBe('2025-12-09');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatDay('not a date')).toBe('not a date');
  });
});

describe('formatSize (bytes, kB, MB)', () => {
  it('writes bytes below 1 kB, then kB and MB with one decimal below 10', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(1024)).toBe('1 kB');
    expect(formatSize(4608)).toBe('4.5 kB');
    expect(formatSize(37_000)).toBe('36 kB');
    expect(formatSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatSize(1024 * 1024)).toBe('1 MB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatSize(250 * 1024 * 1024)).toBe('250 MB');
  });
});

describe('formatMoney (spec 02 section 9: 2 decimals, en-US, else the code and the amount)', () => {
  it('writes the currency with 2 decimals, an unknown code before the amount, nothing as a dash', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-0.1, 'EUR')).toBe('-€0.10');
    expect(formatMoney(12, 'QQQX')).toBe('QQQX 12.00');
    expect(formatMoney(null, 'USD')).toBe('—');
  });
});

describe('formatCount (whole numbers with thousands separators)', () => {
  it('groups thousands, and shows the empty mark for a missing count', () => {
    expect(formatCount(30712)).toBe('30,712');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('—');
    expect(formatCount(undefined, '')).toBe('');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});
