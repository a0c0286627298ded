import { describe, expect, it } from 'vitest';
import {
  businessViewColumns,
  businessViewFilterError,
  businessViewPage,
  businessViewQuery,
  businessViewSalesTotals,
  businessViewStockSplit,
  BUSINESS_VIEW_TEXT as T,
} from './business-view';
import { RECONCILIATION_TEXT as R } from './reconciliation';

const TODAY = '2025-06-15';
const f = (start_date: string | null, end_date: string | null, mp_id: number | null = 1) => ({
  mp_id,
  start_date,
  end_date,
});

describe('the filters (spec 02 section 5)', () => {
  it('needs the marketplace and both dates, in the spec words', () => {
    expect(T.selectMarketplaceAndDates).toBe('Please select marketplace and date range');
    expect(businessViewFilterError(f('2025-06-01', '2025-06-10', null), TODAY)).toBe(
      T.selectMarketplaceAndDates,
    );
    expect(businessViewFilterError(f(null, '2025-06-10'), TODAY)).toBe(T.selectMarketplaceAndDates);
    expect(businessViewFilterError(f('2025-06-01', null), TODAY)).toBe(T.selectMarketplaceAndDates);
  });
  it('starts on or after 2000-01-01', () => {
    expect(businessViewFilterError(f('1999-12-31', '2000-01-10'), TODAY)).toBe(R.beforeEarliest);
    expect(businessViewFilterError(f('2000-01-01', '2000-01-10'), TODAY)).toBeNull();
  });
  it('ends at most today, starts not after the end', () => {
    expect(businessViewFilterError(f('2025-06-01', TODAY), TODAY)).toBeNull();
    expect(businessViewFilterError(f('2025-06-01', '2025-06-16'), TODAY)).toBe(R.endAfterToday);
    expect(businessViewFilterError(f('2025-06-11', '2025-06-10'), TODAY)).toBe(R.startAfterEnd);
  });
  it('the end at most 3 calendar months after the start', () => {
    expect(businessViewFilterError(f('2025-03-15', '2025-06-15'), TODAY)).toBeNull();
    expect(businessViewFilterError(f('2025-03-14', '2025-06-15'), TODAY)).toBe(R.windowTooLong);
    // the day clamps to the month's end: 30 Nov + 3 months is 28 Feb
    expect(businessViewFilterError(f('2024-11-30', '2025-02-28'), TODAY)).toBeNull();
    expect(businessViewFilterError(f('2024-11-27', '2025-02-28'), TODAY)).toBe(R.windowTooLong);
  });
});

describe('GET /business_view query', () => {
  const q = { mp_id: '4', start_date: '2025-01-01', end_date: '2025-03-01' };
  it('takes the paging protocol with the marketplace and dates', () => {
    const parsed = businessViewQuery.parse({
      ...q,
      cursor: '2',
      size: '25',
      sort: '[{"field":"title","sort":"asc"}]',
    });
    expect(parsed).toMatchObject({ mp_id: 4, cursor: 2, size: 25, sort: [{ field: 'title', sort: 'asc' }] });
    expect(businessViewQuery.parse(q)).toMatchObject({ cursor: 1, size: 50 });
  });
  it("needs the marketplace and both dates; the date rules are the server resolver's and the screen's", () => {
    expect(businessViewQuery.safeParse({ ...q, mp_id: undefined }).success).toBe(false);
    expect(businessViewQuery.safeParse({ ...q, end_date: undefined }).success).toBe(false);
    expect(businessViewQuery.safeParse({ ...q, end_date: '2025-02-30' }).success).toBe(false);
    // a plain object schema: the tenancy hook extends it with client_id
    expect(businessViewQuery.extend({}).safeParse(q).success).toBe(true);
  });
});

describe('columns per marketplace prefix (spec 02 section 9)', () => {
  it('AZ: everything, buy box, rank, rating, stock and marketing included', () => {
    const cols = businessViewColumns('AZ_US');
    for (const c of [
      'total.sales_amount',
      'df.sales_quantity',
      'buybox_win_percentage',
      'sales_rank',
      'rating',
      'rating_count',
      'stock_quantity_in_p1_wh',
      'stock_quantity_in_non_p1_wh',
      'stock_quantity_in_FBA',
      'marketing_spend',
    ])
      expect(cols).toContain(c);
  });
  it('NN: sales only (normal, DF, PO, total)', () => {
    const cols = businessViewColumns('NN_AE');
    expect(cols).toContain('po.sales_amount');
    expect(cols).toContain('normal.sales_quantity');
    expect(cols).not.toContain('buybox_win_percentage');
    expect(cols).not.toContain('stock_quantity_in_FBA');
    expect(cols).not.toContain('marketing_sales');
  });
  it('others and unknown prefixes: only sales quantity and amount', () => {
    for (const code of ['OT_DE', 'BO_NL', 'TD_TR', 'XX_1']) {
      const cols = businessViewColumns(code);
      expect(cols.slice(-2)).toEqual(['sales_quantity', 'sales_amount']);
      expect(cols.filter((c) => c.includes('.'))).toEqual([]);
      expect(cols).not.toContain('rating');
    }
  });
  it('every column is a field of the row', () => {
    const row = businessViewPage.shape.items.element.shape;
    for (const c of businessViewColumns('AZ_US')) expect(row).toHaveProperty(c.split('.')[0] as string);
  });
});

describe('the row figures', () => {
  it('total = normal + DF + PO, to the cent', () => {
    const t = businessViewSalesTotals({
      normal: { sales_quantity: 3, sales_amount: 0.1 },
      df: { sales_quantity: 2, sales_amount: 0.2 },
      po: { sales_quantity: 0, sales_amount: 1234.56 },
    });
    expect(t.total).toEqual({ sales_quantity: 5, sales_amount: 1234.86 });
    expect(t.sales_quantity).toBe(5);
    expect(t.sales_amount).toBe(1234.86);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    const small = businessViewSalesTotals({
      normal: { sales_quantity: 1, sales_amount: 0.1 },
      df: { sales_quantity: 1, sales_amount: 0.2 },
      po: { sales_quantity: 0, sales_amount: 0 },
    });
    expect(small.sales_amount).toBe(0.3);
  });
  it('no sales: zeros', () => {
    const zero = { sales_quantity: 0, sales_amount: 0 };
    expect(businessViewSalesTotals({ normal: zero, df: zero, po: zero }).total).toEqual(zero);
  });
  it('splits stock into the priority-1 warehouse and the others', () => {
    const stock = [
      { warehouse_id: 1, quantity: 10 },
      { warehouse_id: 2, quantity: 5 },
      { warehouse_id: 3, quantity: 7 },
    ];
    expect(
      businessViewStockSplit(stock, [
        { fk_warehouse_id: 2, priority: 1 },
        { fk_warehouse_id: 1, priority: 2 },
      ]),
    ).toEqual({ stock_quantity_in_p1_wh: 5, stock_quantity_in_non_p1_wh: 17 });
    expect(businessViewStockSplit(stock, [])).toEqual({
      stock_quantity_in_p1_wh: 0,
      stock_quantity_in_non_p1_wh: 22,
    });
    expect(businessViewStockSplit([], [{ fk_warehouse_id: 2, priority: 1 }])).toEqual({
      stock_quantity_in_p1_wh: 0,
      stock_quantity_in_non_p1_wh: 0,
    });
  });
});
