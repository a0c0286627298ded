import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { describe, expect, it } from 'vitest';
import { money, num, percent, signedPercent, toneColor } from './format';

describe('the analysis screen’s figures', () => {
  it('writes money with 2 decimals in en-US format, an unknown currency code as CODE value', () => {
    expect(money(1234.5, 'USD')).toBe('$1,234.50');
    expect(money(1234.5, 'INR')).toBe('₹1,234.50');
    expect(money(1234.5, 'X1Y')).toBe(T.invalidCurrency('X1Y', '1,234.50'));
    expect(money(null, 'USD')).toBe('—');
  });

  it('writes percentages with 2 decimals (signed for velocity) and counts with at most 2', () => {
    expect(percent(7.5)).toBe('7.50%');
    expect(signedPercent(12.345)).toBe('+12.35%');
    expect(signedPercent(-3)).toBe('-3.00%');
    expect(num(1500)).toBe('1,500');
    expect(num(2.3456)).toBe('2.35');
    expect(percent(null)).toBe('—');
  });

  it('maps a rule’s tone to the MUI colour', () => {
    expect(toneColor('error')).toBe('error.main');
    expect(toneColor('default')).toBe('text.primary');
  });
});
