import { describe, expect, it } from 'vitest';
import { formatValue } from './format';

describe('formatValue (spec 02 section 9)', () => {
  it('shows fractions as percentages with 2 decimals and multiples with an x', () => {
    expect(formatValue('fraction', 0.15)).toBe('15.00%');
    expect(formatValue('fraction', '0.0825')).toBe('8.25%');
    expect(formatValue('multiple', 1.8)).toBe('1.80x');
    expect(formatValue('multiple', '2')).toBe('2.00x');
  });

  it('shows money with 2 decimals, dates as YYYY-MM-DD, booleans and lists', () => {
    expect(formatValue('money', 1234.5)).toBe('1,234.50');
    expect(formatValue('date', '2024-03-07')).toBe('2024-03-07');
    expect(formatValue('date', new Date(2024, 2, 7))).toBe('2024-03-07');
    expect(formatValue('boolean', true)).toBe('Yes');
    expect(formatValue('boolean', false)).toBe('No');
    expect(formatValue('list', ['red', 'kettle', 'steel'])).toBe('red kettle steel');
  });

  it('leaves blanks blank and unreadable values as they are', () => {
    expect(formatValue('money', null)).toBe('');
    expect(formatValue('fraction', '')).toBe('');
    expect(formatValue('money', 'n/a')).toBe('n/a');
    expect(formatValue('text', 'Kettle')).toBe('Kettle');
  });
});
