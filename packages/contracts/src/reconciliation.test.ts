import { describe, expect, it } from 'vitest';
import {
  addMonths,
  CSV_BYTE_ORDER_MARK,
  decideReconciliation,
  expectedNetCents,
  fromCents,
  isFlagged,
  type ReconciliationLineCents,
  reconciliationBody,
  reconciliationCsvName,
  reconciliationDateError,
  reconciliationEntry,
  reconciliationIdentifier,
  reconciliationSummary,
  refundDueCents,
  type SettlementCents,
  RECONCILIATION_TEXT as TX,
  toCents,
} from './reconciliation';

/** A line of 2 units: price 20.00, tax 3.60, commission 3.00, fee 2.50: expected net 18.10. */
const line = (patch: Partial<ReconciliationLineCents> = {}, s: Partial<SettlementCents> | null = {}) => {
  const base: ReconciliationLineCents = {
    price: 2000,
    tax: 360,
    quantity: 2,
    returned_quantity: 0,
    commission: 300,
    fee: 250,
    settlement: null,
  };
  const settlement =
    s === null
      ? null
      : { received_amount: 2000, received_tax: 360, commission: 300, fee: 250, refund: 0, ...s };
  return { ...base, ...patch, settlement };
};

describe('money rules', () => {
  it('expected net = price + tax − commission − fees − refunds', () => {
    expect(expectedNetCents({ price: 2000, tax: 360, commission: 300, fee: 250, refund: 1180 })).toBe(630);
  });
  it('converts to cents without float drift and back', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.675)).toBe(-268);
    expect(fromCents(1810)).toBe(18.1);
  });
  it('shares the refund by unit, rounded once', () => {
    expect(refundDueCents(1000, 1, 3, 1)).toBe(334);
    expect(refundDueCents(2000, 360, 2, 0)).toBe(0);
    expect(refundDueCents(2000, 360, 0, 1)).toBe(0);
    expect(refundDueCents(2000, 360, 2, 5)).toBe(2360);
  });
});

describe('decision table', () => {
  it('row 1: no settlement and money owed is a missing payment, unmatched', () => {
    const d = decideReconciliation(line({}, null));
    expect(d).toMatchObject({
      status: 'unmatched',
      category: 'missing_payment',
      expected_net: 1810,
      discrepancy: -1810,
    });
  });
  it('row 2: no settlement and nothing owed is unmatched but not flagged', () => {
    const d = decideReconciliation(line({ price: 0, tax: 0, commission: 0, fee: 0 }, null));
    expect(d).toMatchObject({ status: 'unmatched', category: null });
  });
  it('row 2: no settlement before the settlements reach the line is unmatched but not flagged', () => {
    const d = decideReconciliation({ ...line({}, null), payment_due: false });
    expect(d).toMatchObject({ status: 'unmatched', category: null, discrepancy: -1810 });
  });
  it('a return whose refund is not owed yet is a correct return', () => {
    const d = decideReconciliation({ ...line({ returned_quantity: 1 }), refund_due_quantity: 0 });
    expect(d).toMatchObject({ status: 'returned', category: null, refund_due: 0, discrepancy: 0 });
  });
  it('row 3: a correct order is matched and NOT flagged', () => {
    const d = decideReconciliation(line());
    expect(d).toMatchObject({ status: 'matched', category: null, actual_net: 1810, discrepancy: 0 });
    expect(isFlagged(d)).toBe(false);
  });
  it('row 3: one cent of rounding is not a discrepancy, two cents are', () => {
    expect(decideReconciliation(line({}, { received_tax: 359 }))).toMatchObject({
      status: 'matched',
      category: null,
      discrepancy: -1,
    });
    expect(decideReconciliation(line({}, { received_tax: 358 })).category).toBe('missing_payment');
  });
  it('row 4: a short payment is a missing payment', () => {
    expect(decideReconciliation(line({}, { received_amount: 1000 }))).toMatchObject({
      status: 'unmatched',
      category: 'missing_payment',
      discrepancy: -1000,
    });
  });
  it('row 5: fees above the fee rules are a fee overcharge', () => {
    expect(decideReconciliation(line({}, { fee: 400 }))).toMatchObject({
      status: 'unmatched',
      category: 'fee_overcharge',
      discrepancy: -150,
    });
  });
  it('row 6: a refund without a returned unit is a lost unit', () => {
    expect(decideReconciliation(line({}, { refund: 1180 }))).toMatchObject({
      status: 'unmatched',
      category: 'lost_unit',
    });
  });
  it('row 7: a returned unit never refunded is an unrefunded return; refunded it is a correct return', () => {
    expect(decideReconciliation(line({ returned_quantity: 1 }))).toMatchObject({
      status: 'returned',
      category: 'unrefunded_return',
      refund_due: 1180,
      discrepancy: 1180,
    });
    const ok = decideReconciliation(line({ returned_quantity: 1 }, { refund: 1180 }));
    expect(ok).toMatchObject({ status: 'returned', category: null, discrepancy: 0 });
  });
  it('row 8: any other difference is other', () => {
    expect(decideReconciliation(line({}, { fee: 100 }))).toMatchObject({
      status: 'unmatched',
      category: 'other',
    });
  });
});

describe('summary, identifier, CSV, dates, schemas', () => {
  it('counts the statuses and sums the discrepancies to the cent', () => {
    const s = reconciliationSummary([
      { reconciliation_status: 'matched', discrepancy: 0.1 },
      { reconciliation_status: 'unmatched', discrepancy: 0.2 },
      { reconciliation_status: 'returned', discrepancy: -18.1 },
      { reconciliation_status: 'matched', discrepancy: 0 },
    ]);
    expect(s).toEqual({
      total_orders: 4,
      matched_orders: 2,
      unmatched_orders: 1,
      returned_orders: 1,
      total_discrepancy: -17.8,
    });
    expect(reconciliationSummary([])).toEqual({
      total_orders: 0,
      matched_orders: 0,
      unmatched_orders: 0,
      returned_orders: 0,
      total_discrepancy: 0,
    });
  });
  it('takes the identifier from the marketplace family', () => {
    expect(reconciliationIdentifier('AZ_US')).toBe('asin');
    expect(reconciliationIdentifier('NN_AE')).toBe('zsku');
    expect(reconciliationIdentifier('TD_TR')).toBe('barcode');
    expect(reconciliationIdentifier('OT_DE')).toBe('product_id');
    expect(reconciliationIdentifier('BO_NL')).toBe('ean');
  });
  it('names the CSV and starts it with a byte-order mark', () => {
    expect(reconciliationCsvName('AZ_US', '2025-01-01', '2025-03-31')).toBe(
      'reconciliation_report_AZ_US_2025-01-01_to_2025-03-31.csv',
    );
    expect(CSV_BYTE_ORDER_MARK.charCodeAt(0)).toBe(0xfeff);
  });
  it('applies the date rules and the 3-month window', () => {
    const today = '2025-06-30';
    expect(reconciliationDateError('2025-04-01', '2025-06-30', today)).toBeNull();
    expect(reconciliationDateError('2025-03-30', '2025-06-30', today)).toBeNull();
    expect(reconciliationDateError('2025-03-29', '2025-06-30', today)).toBe(TX.windowTooLong);
    expect(reconciliationDateError('2025-05-02', '2025-05-01', today)).toBe(
      'Start date cannot be after end date.',
    );
    expect(reconciliationDateError('2025-06-01', '2025-07-01', today)).toBe(TX.endAfterToday);
    expect(reconciliationDateError('1999-12-31', '2000-01-02', today)).toBe(TX.beforeEarliest);
    expect(reconciliationDateError('', '2025-01-01', today)).toBe(TX.fieldsRequired);
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
  });
  it('keeps the spec texts exactly', () => {
    expect(TX.forbidden).toBe('You do not have permission to generate payment reconciliation report');
    expect(TX.failed).toBe('Failed to generate report');
    expect(TX.generated).toBe('Report generated successfully');
  });
  it('validates the body and an entry', () => {
    expect(
      reconciliationBody.safeParse({ marketplace_id: 1, start_date: '2025-01-01', end_date: '2025-01-31' })
        .success,
    ).toBe(true);
    expect(
      reconciliationBody.safeParse({ marketplace_id: 0, start_date: '2025-01-01', end_date: '2025-01-31' })
        .success,
    ).toBe(false);
    const entry = {
      order_date: '2025-01-02',
      order_id: '111-1',
      sku_code: 'SKU1',
      reconciliation_status: 'matched',
      asin: 'B000000001',
      original_item_price: 20,
      original_tax: 3.6,
      original_quantity: 2,
      returned_quantity: 0,
      settlement_id: 'S1',
      settlement_date: '2025-01-10',
      received_amount: 20,
      received_tax: 3.6,
      commission: 3,
      fee: 2.5,
      expected_net_amount: 18.1,
      actual_net_received: 18.1,
      discrepancy: 0,
      discrepancy_category: null,
    };
    expect(reconciliationEntry.safeParse(entry).success).toBe(true);
    expect(reconciliationEntry.safeParse({ ...entry, discrepancy_category: 'typo' }).success).toBe(false);
  });
});
