import { describe, expect, it } from 'vitest';
import { netMargin, profitMarginPercent } from './focused-sku-rules';
import {
  priceCheckCsvName,
  priceCheckDateError,
  priceCheckDownloadError,
  priceCheckFetchError,
  priceCheckFocusedQuery,
  priceCheckOrderedQuery,
  priceCheckOrderedRow,
  priceCheckOrderedTerms,
  priceCheckProfit,
  priceCheckProfitCents,
  PRICE_CHECK_TEXT as T,
} from './price-check';

describe('the texts, exactly as spec 02 writes them', () => {
  it('quotes sections 5 and 8', () => {
    expect(T.selectMarketplace).toBe('Please select a marketplace');
    expect(T.fillAllFields).toBe('Please fill all fields');
    expect(T.noDataToDownload).toBe('No data to download');
    expect(T.forbidden.focused).toBe('You do not have permission to check price of focused skus');
    expect(T.forbidden.ordered).toBe('You do not have permission to check price of ordered skus');
    expect(T.failed.focused).toBe('Failed to fetch focused SKU data');
    expect(T.failed.ordered).toBe('Failed to fetch ordered SKU data');
  });
});

describe('the queries', () => {
  it('focused needs mp_id', () => {
    expect(priceCheckFocusedQuery.parse({ mp_id: '7' })).toEqual({ mp_id: 7 });
    expect(priceCheckFocusedQuery.safeParse({}).success).toBe(false);
  });
  it('ordered takes yyyy-mm-dd dates, start on or before end', () => {
    const ok = { mp_id: '7', start_date: '2025-01-01', end_date: '2025-01-01' };
    expect(priceCheckOrderedQuery.parse(ok)).toEqual({
      mp_id: 7,
      start_date: '2025-01-01',
      end_date: '2025-01-01',
    });
    expect(priceCheckOrderedQuery.safeParse({ ...ok, start_date: '01/01/2025' }).success).toBe(false);
    expect(priceCheckOrderedQuery.safeParse({ ...ok, end_date: undefined }).success).toBe(false);
    // The order and earliest-date rules are priceCheckDateError's (the server applies them in its scope).
    expect(priceCheckOrderedQuery.safeParse({ ...ok, start_date: '2025-01-02' }).success).toBe(true);
  });
  it('the date rule: earliest 2000-01-01, start not after end', () => {
    expect(priceCheckDateError('1999-12-31', '2000-01-05')).toBe(T.beforeEarliest);
    expect(priceCheckDateError('2000-01-01', '2000-01-05')).toBeNull();
    expect(priceCheckDateError('2025-03-02', '2025-03-01')).toBe(T.startAfterEnd);
  });
});

describe('the screen checks (section 5)', () => {
  it('focused needs a marketplace', () => {
    expect(priceCheckFetchError('focused', {})).toBe('Please select a marketplace');
    expect(priceCheckFetchError('focused', { mp_id: 3 })).toBeNull();
  });
  it('ordered needs every field, start not after end', () => {
    expect(priceCheckFetchError('ordered', { mp_id: 3, start_date: '2025-01-01' })).toBe(
      'Please fill all fields',
    );
    expect(priceCheckFetchError('ordered', { start_date: '2025-01-01', end_date: '2025-01-02' })).toBe(
      'Please fill all fields',
    );
    expect(
      priceCheckFetchError('ordered', { mp_id: 3, start_date: '2025-01-03', end_date: '2025-01-02' }),
    ).toBe(T.startAfterEnd);
    expect(
      priceCheckFetchError('ordered', { mp_id: 3, start_date: '2025-01-02', end_date: '2025-01-02' }),
    ).toBeNull();
  });
  it('download with no rows warns', () => {
    expect(priceCheckDownloadError([])).toBe('No data to download');
    expect(priceCheckDownloadError([{}])).toBeNull();
  });
});

describe('profit = selling − commission − buying (− shipping − taxes − other fees on ordered rows)', () => {
  it('focused terms', () => {
    expect(priceCheckProfit({ selling_price: 100, commission_fee: 15, buying_price: 60 })).toEqual({
      profit: 25,
      profit_percentage: 25,
    });
  });
  it('ordered rows deduct shipping fee, taxes and other fees', () => {
    const r = priceCheckProfit({
      selling_price: 119,
      commission_fee: 17.85,
      buying_price: 50,
      shipping_fee: 4.5,
      taxes: 19,
      other_fees: 0.65,
    });
    expect(r.profit).toBe(27);
    expect(r.profit_percentage).toBe(22.69); // 27 / 119 = 22.6890…
  });
  it('is exact to the cent where floating point is not', () => {
    // 0.3 − 0.1 − 0.1 is 0.09999999999999998 in floating point
    expect(priceCheckProfitCents({ selling_price: 0.3, commission_fee: 0.1, buying_price: 0.1 })).toBe(10);
    // 1.005 is 1.00499999… in floating point; rounded once, half away from zero
    expect(priceCheckProfit({ selling_price: 1.005, commission_fee: 0, buying_price: 0 }).profit).toBe(1.01);
    expect(priceCheckProfit({ selling_price: 0, commission_fee: 0, buying_price: 1.005 }).profit).toBe(-1.01);
    // a converted buying cost with more decimals is rounded once at the end, not per term
    expect(priceCheckProfit({ selling_price: 10, commission_fee: 0.004, buying_price: 0.004 }).profit).toBe(
      9.99,
    );
  });
  it('rounds the percentage to 2 decimals from the profit as shown, negative too', () => {
    expect(priceCheckProfit({ selling_price: 3, commission_fee: 0, buying_price: 2 }).profit_percentage).toBe(
      33.33,
    );
    expect(priceCheckProfit({ selling_price: 3, commission_fee: 0, buying_price: 1 }).profit_percentage).toBe(
      66.67,
    );
    expect(priceCheckProfit({ selling_price: 3, commission_fee: 0, buying_price: 5 }).profit_percentage).toBe(
      -66.67,
    );
    // 1/8 = 12.5 % exactly; 1/800 = 0.125 % → 0.13 (half away from zero)
    expect(priceCheckProfit({ selling_price: 8, commission_fee: 0, buying_price: 7 }).profit_percentage).toBe(
      12.5,
    );
    expect(
      priceCheckProfit({ selling_price: 8, commission_fee: 0, buying_price: 7.99 }).profit_percentage,
    ).toBe(0.13);
  });
  it('is null when a term is unknown; the percentage null without a positive price', () => {
    expect(priceCheckProfit({ selling_price: null, commission_fee: 1, buying_price: 1 })).toEqual({
      profit: null,
      profit_percentage: null,
    });
    expect(priceCheckProfit({ selling_price: 10, commission_fee: null, buying_price: 1 }).profit).toBeNull();
    expect(priceCheckProfit({ selling_price: 10, commission_fee: 1, buying_price: null }).profit).toBeNull();
    expect(
      priceCheckProfit({
        selling_price: 10,
        commission_fee: 1,
        buying_price: 1,
        shipping_fee: 0,
        taxes: null,
      }).profit,
    ).toBeNull();
    expect(priceCheckProfit({ selling_price: 0, commission_fee: 0, buying_price: 1 })).toEqual({
      profit: -1,
      profit_percentage: null,
    });
  });
  it('agrees with the focused-SKU analysis (the same rule) on the focused terms', () => {
    for (const [p, c, b] of [
      [19.99, 3.01, 9.5],
      [100, 15, 60],
      [7.35, 1.1, 8.2],
      [0.3, 0.1, 0.1],
    ] as const) {
      const r = priceCheckProfit({ selling_price: p, commission_fee: c, buying_price: b });
      expect(r.profit).toBe(netMargin(p, c, b));
      expect(r.profit_percentage).toBe(profitMarginPercent(r.profit, p));
    }
  });
});

describe('the rows and the CSV name', () => {
  it('ordered rows carry order_id, brand, shipping_fee, taxes, other_fees', () => {
    const row = {
      asin: 'B0001',
      sku: 'S1',
      title: 'T',
      buying_price: 1,
      commission_fee: 1,
      selling_price: 5,
      profit: 3,
      profit_percentage: 60,
      order_id: 'O-1',
      brand: 'B',
      shipping_fee: 0,
      taxes: 0,
      other_fees: 0,
    };
    expect(priceCheckOrderedRow.parse(row)).toEqual(row);
    const { other_fees: _, ...missing } = row;
    expect(priceCheckOrderedRow.safeParse(missing).success).toBe(false);
  });
  it('names the file price_check_{focused|ordered}_{date}.csv', () => {
    expect(priceCheckCsvName('focused', '2025-06-01')).toBe('price_check_focused_2025-06-01.csv');
    expect(priceCheckCsvName('ordered', '2025-06-01')).toBe('price_check_ordered_2025-06-01.csv');
    expect(() => priceCheckCsvName('ordered', '2025-06-01/../x')).toThrow();
  });
});

describe('the ordered row terms (priceCheckOrderedTerms)', () => {
  it('prices the line tax included and splits the fee rule into commission, shipping and other fees', () => {
    const terms = priceCheckOrderedTerms({
      quantity: 3,
      item_price: 100,
      amount_tax: 19,
      unit_cost: 12.345,
      fee: { fee_variable_frac: 0.15, fee_fixed: 0.3, fee_shipping: 2.5 },
    });
    expect(terms).toEqual({
      selling_price: 119,
      taxes: 19,
      commission_fee: 17.85,
      shipping_fee: 7.5,
      other_fees: 0.9,
      buying_price: 37.04, // 12.345 × 3 = 37.035, rounded once
    });
    expect(priceCheckProfit(terms).profit).toBe(36.71);
  });
  it('blank tax and fee parts count 0; no fee rule or cost leaves those terms (and the profit) null', () => {
    const terms = priceCheckOrderedTerms({
      quantity: 2,
      item_price: 10.01,
      amount_tax: null,
      unit_cost: null,
      fee: null,
    });
    expect(terms).toEqual({
      selling_price: 10.01,
      taxes: 0,
      commission_fee: null,
      shipping_fee: null,
      other_fees: null,
      buying_price: null,
    });
    expect(priceCheckProfit(terms)).toEqual({ profit: null, profit_percentage: null });
    const partial = priceCheckOrderedTerms({
      quantity: 1,
      item_price: 0.05,
      amount_tax: 0,
      unit_cost: 0,
      fee: { fee_variable_frac: 0.1, fee_fixed: null, fee_shipping: null },
    });
    expect(partial.commission_fee).toBe(0.01); // 0.005 half away from zero
    expect([partial.shipping_fee, partial.other_fees]).toEqual([0, 0]);
  });
});
