import { describe, expect, it } from 'vitest';
import type { Cell } from '../../platform/spreadsheets';
import { countOf, dayOf, moneyOf, percentOf } from './report-values';

/** Business Report values as Amazon's marketplaces and Excel write them. */
const s = (value: string): Cell => ({ type: 'string', value });
const n = (value: number): Cell => ({ type: 'number', value });

describe('report values', () => {
  it('reads counts with thousands separators, blank as 0, and refuses fractions and text', () => {
    expect([s('3,395'), s('1.234'), s('1 234 567'), s('12'), n(3395), s(''), s('--')].map(countOf)).toEqual([
      3395, 1234, 1234567, 12, 3395, 0, 0,
    ]);
    expect([s('1.5'), s('n/a'), s('-3'), n(2.5)].map(countOf)).toEqual([null, null, null, null]);
  });

  it('reads amounts with a currency before or after, in cents', () => {
    expect(
      [
        s('$5,216.29'),
        s('£12.50'),
        s('1.234,56 €'),
        s('₹1,00,000.00'),
        s('Rs.1000.0'),
        s('USD 58.89'),
        s('-$5.00'),
        n(12.345),
      ].map(moneyOf),
    ).toEqual([5216.29, 12.5, 1234.56, 100000, 1000, 58.89, -5, 12.35]);
    expect(moneyOf(s('free'))).toBeNull();
  });

  it('reads percentages as shown (a workbook’s percent cell holds the fraction); blank is no figure', () => {
    expect([s('12.34%'), s('100%'), s('7'), n(0.1234)].map(percentOf)).toEqual([12.34, 100, 7, 12.34]);
    expect(percentOf(s(''))).toBeNull();
    expect(percentOf(s('high'))).toBeUndefined();
  });

  it('reads MM/DD/YYYY days, as Excel writes them too, and refuses impossible ones', () => {
    expect(
      [s('10/01/2026'), s('2/9/2026'), { type: 'date', value: '2026-10-03' } as Cell].map(dayOf),
    ).toEqual(['2026-10-01', '2026-02-09', '2026-10-03']);
    expect([s('02/30/2026'), s('2026-10-01'), s('13/01/2026')].map(dayOf)).toEqual([null, null, null]);
  });
});
