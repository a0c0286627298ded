import { dataColumns } from '@marketdesk/contracts/data-vault';
import { MARKETPLACE_REGISTRY as R } from '@marketdesk/contracts/marketplace-registry';
import { describe, expect, it } from 'vitest';
import { parseRow, parseValue, validateRow } from './index';

const validOrder = {
  order_id: 'O-1',
  order_item_id: '1',
  sku_code: 'SKU-1',
  purchase_date: '2024-03-01',
  currency_code: 'USD',
  item_price: '10.50',
  quantity_ordered: 2,
  quantity_shipped: 1,
};

describe('SKU and SKU Cost', () => {
  it('answers the SKU messages in the spec order', () => {
    expect(
      validateRow('sku', null, {
        sku_code: ' ',
        sku_name: '',
        weight_g: 'heavy',
        length_cm: 'x',
        width_cm: '1,5',
        height_cm: {} as never,
        is_exclusive: 'maybe',
        is_eol: 2,
        is_fragile: 'yes',
        is_hazardous: 'nope',
      }),
    ).toEqual([
      'SKU Code is required.',
      'Name is required.',
      'Weight must be a valid number.',
      'Length must be a valid number.',
      'Width must be a valid number.',
      'Height must be a valid number.',
      'Exclusive must be true or false.',
      'End of Life must be true or false.',
      'Hazardous must be true or false.',
    ]);
    expect(validateRow('sku', null, { sku_code: 'A', sku_name: 'B', weight_g: '', is_eol: 'TRUE' })).toEqual(
      [],
    );
  });

  it('requires the SKU code of a SKU Cost row and types its amounts', () => {
    expect(
      validateRow('sku_cost', null, { sku_code: '', purchase_cost: 'x', vendor_vat_rate: '0.2' }),
    ).toEqual([
      'SKU Code is required.',
      'Currency Code is required.',
      'Purchase Cost must be a valid number.',
    ]);
  });
});

describe('product data', () => {
  it('AZ: SKU Code then ASIN; the others name their identifier, TD says EAN', () => {
    expect(validateRow('products', R.AZ, {})).toEqual(['SKU Code is required.', 'ASIN is required']);
    const ids = (['BO', 'DT', 'EB', 'FK', 'NN', 'OT', 'TD', 'FL', 'SP'] as const).map(
      (p) => validateRow('products', R[p], { sku_code: 'S' })[0],
    );
    expect(ids).toEqual([
      'EAN is required',
      'EAN is required',
      'Item Number is required',
      'FSN is required',
      'ZSKU is required',
      'Product ID is required',
      'EAN is required',
      'Product ID is required',
      'Product ID is required',
    ]);
    expect(validateRow('products', R.TD, { sku_code: 'S', barcode: '869' })).toEqual([]);
  });

  it('types price columns', () => {
    expect(
      validateRow('products', R.BO, {
        sku_code: 'S',
        ean: '1',
        regular_price: 'ten',
        sale_start_date: '2024-02-30',
        focused_sku: 'sure',
      }),
    ).toEqual([
      'Focused SKU must be true or false.',
      'Regular Price must be a valid number.',
      'Sale Start Date must be a valid date.',
    ]);
  });
});

describe('orders', () => {
  it('answers every order message in the spec order (AZ adds the last-update rule)', () => {
    expect(
      validateRow('orders', R.AZ, {
        item_price: 'x',
        amount_tax: 'x',
        amount_shipping: 'x',
        amount_discount: 'x',
        quantity_ordered: -2,
        quantity_shipped: -1,
        buying_cost: 'x',
      }),
    ).toEqual([
      'SKU Code is required.',
      'ASIN is required.',
      'Order ID is required.',
      'Order Item ID is required.',
      'Purchase date is required.',
      'Currency Code is required.',
      'Item price must be a valid number.',
      'Tax amount must be a valid number.',
      'Shipping amount must be a valid number.',
      'Discount amount must be a valid number.',
      'Quantity ordered cannot be negative.',
      'Quantity shipped cannot be negative.',
      'Buying cost must be a valid number.',
      'Quantity shipped cannot exceed quantity ordered.',
    ]);
    expect(validateRow('orders', R.AZ, { ...validOrder, asin: 'B0', quantity_shipped: 3 })).toEqual([
      'Quantity shipped cannot exceed quantity ordered.',
    ]);
    expect(
      validateRow('orders', R.AZ, { ...validOrder, asin: 'B0', last_update_date: '2024-02-29T23:00:00Z' }),
    ).toEqual(['Last update date cannot be earlier than purchase date.']);
    expect(
      validateRow('orders', R.AZ, { ...validOrder, asin: 'B0', last_update_date: '2024-03-01T08:00:00Z' }),
    ).toEqual([]);
  });

  it('OT names Product ID, TD names EAN; a blank item price is refused, blank optional amounts are not', () => {
    expect(validateRow('orders', R.OT, { ...validOrder })).toEqual(['Product ID is required.']);
    expect(validateRow('orders', R.TD, { ...validOrder })).toEqual(['EAN is required.']);
    expect(validateRow('orders', R.TD, { ...validOrder, barcode: '1', item_price: '' })).toEqual([
      'Item price must be a valid number.',
    ]);
    expect(validateRow('orders', R.TD, { ...validOrder, barcode: '1', amount_tax: null })).toEqual([]);
    expect(validateRow('orders', R.BO, { ...validOrder, ean: '1', quantity_ordered: 1.5 })).toEqual([
      'Quantity ordered must be a whole number.',
    ]);
  });
});

describe('purchase orders', () => {
  it('NN: NIN, PO id, date, currency, delivered amount, then the quantity rules', () => {
    expect(validateRow('purchase_orders', R.NN, { amount_delivered: 'x', quantity_ordered: -1 })).toEqual([
      'NIN is required.',
      'Purchase Order ID is required.',
      'Purchase date is required.',
      'Currency Code is required.',
      'Delivered amount must be a valid number.',
      'Quantity ordered cannot be negative.',
    ]);
    const po = { nin: 'N1', po_id: 'P1', purchase_date: '2024-01-01', currency_code: 'AED', item_price: 5 };
    expect(validateRow('purchase_orders', R.NN, { ...po, quantity_ordered: 1, quantity_shipped: 2 })).toEqual(
      ['Quantity shipped cannot exceed quantity ordered.'],
    );
  });

  it('AZ: the order fields plus the quantity confirmed rules', () => {
    const po = { sku_code: 'S', asin: 'B0', po_id: 'P', purchase_date: '2024-01-01', item_price: 1 };
    expect(validateRow('purchase_orders', R.AZ, {})).toEqual([
      'SKU Code is required.',
      'ASIN is required.',
      'Purchase Order ID is required.',
      'Purchase date is required.',
      'Item price must be a valid number.',
    ]);
    expect(validateRow('purchase_orders', R.AZ, { ...po, quantity_confirmed: -1 })).toEqual([
      'Quantity confirmed cannot be negative.',
    ]);
    expect(
      validateRow('purchase_orders', R.AZ, { ...po, quantity_ordered: 1, quantity_confirmed: 2 }),
    ).toEqual(['Quantity confirmed cannot be greater than quantity ordered']);
    expect(validateRow('purchase_orders', R.BO, {})).toEqual(['BO has no purchase_orders data']);
  });
});

describe('fees, returns and settlements', () => {
  it('fee fractions above 1 (the variable fraction says Fixed, as the spec writes it)', () => {
    expect(
      validateRow('fees', R.AZ, {
        asin: 'B',
        currency_code: 'USD',
        fee_variable_frac: 1.2,
        fee_return_frac: '2',
        acos_percent: 1.01,
      }),
    ).toEqual([
      'Fixed Fee must be out of 1.0 (a fraction)',
      'Return Fee must be out of 1.0 (a fraction)',
      'ACOS Percent must be out of 1.0 (a fraction)',
    ]);
    expect(validateRow('fees', R.FK, { fee_variable_frac: 1 })).toEqual([
      'FSN is required',
      'Currency Code is required.',
    ]);
    expect(validateRow('fees', R.FK, { fsn: 'F', currency_code: 'INR', fee_fixed: 'x' })).toEqual([
      'Fixed Fee must be a valid number.',
    ]);
  });

  it('returns need an order id; settlements a settlement id; OT its four ids and a numeric total', () => {
    expect(validateRow('returns', R.BO, { quantity: 'two' })).toEqual([
      'Order ID is required.',
      'Quantity must be a whole number.',
    ]);
    expect(validateRow('settlements', R.AZ, { amount: 'x' })).toEqual([
      'Settlement ID is required.',
      'Amount must be a valid number.',
    ]);
    expect(validateRow('settlements', R.OT, { amount_total: 'lots' })).toEqual([
      'Settlement ID is required.',
      'Order ID is required.',
      'Product ID is required.',
      'SKU Code is required.',
      'Total amount must be a valid number.',
    ]);
    expect(validateRow('settlements', R.TD, { settlement_id: 'S', amount_total: '12.5' })).toEqual([]);
  });
});

describe('parsing', () => {
  it('parses each kind from text or values, blank as null, and refuses what a column cannot hold', () => {
    const col = (field: string, kind: never) => ({ field, label: field, kind });
    expect(parseValue(col('q', 'integer' as never), ' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseValue(col('q', 'integer' as never), '2147483648').ok).toBe(false);
    expect(parseValue(col('m', 'money' as never), '1e12').ok).toBe(false);
    expect(parseValue(col('m', 'money' as never), '-3.25')).toEqual({ ok: true, value: -3.25 });
    expect(parseValue(col('d', 'date' as never), new Date(Date.UTC(2024, 1, 29)))).toEqual({
      ok: true,
      value: '2024-02-29',
    });
    expect(parseValue(col('d', 'date' as never), '0000-01-01').ok).toBe(false);
    expect(parseValue(col('keywords', 'list' as never), 'a  b\tc')).toEqual({
      ok: true,
      value: ['a', 'b', 'c'],
    });
    expect(parseValue(col('bullet_points', 'list' as never), 'one\r\ntwo two')).toEqual({
      ok: true,
      value: ['one', 'two two'],
    });
    expect(parseValue(col('t', 'text' as never), 'a\u0000b').ok).toBe(false);
    expect(parseValue(col('t', 'text' as never), '   ')).toEqual({ ok: true, value: null });
  });

  it('dates read one after another each get their own answer (the parsers keep the last text they read)', () => {
    const date = { field: 'd', label: 'D', kind: 'date' as never };
    const instant = { field: 'i', label: 'I', kind: 'datetime' as never };
    const texts = ['2024-02-29', '2024-02-29', '2023-02-29', '2023-02-29', '2024-03-01', '2024-02-29'];
    expect(texts.map((t) => parseValue(date, t))).toEqual(
      [true, true, false, false, true, true].map((ok, k) =>
        ok ? { ok: true, value: texts[k] } : { ok: false, message: 'D must be a valid date.' },
      ),
    );
    const instants = [
      '2024-02-29T10:00:00Z',
      '2024-02-29T10:00:00Z',
      '2024-13-01T00:00:00Z',
      '2024-02-29T10:00:00Z',
    ];
    expect(instants.map((t) => parseValue(instant, t))).toEqual([
      { ok: true, value: '2024-02-29T10:00:00.000Z' },
      { ok: true, value: '2024-02-29T10:00:00.000Z' },
      { ok: false, message: 'I must be a valid date.' },
      { ok: true, value: '2024-02-29T10:00:00.000Z' },
    ]);
    // A Date object is read as itself, whatever text came before.
    expect(parseValue(instant, new Date(Date.UTC(2020, 0, 1)))).toEqual({
      ok: true,
      value: '2020-01-01T00:00:00.000Z',
    });
  });

  it('parseRow keeps only the row fields that are columns', () => {
    const columns = dataColumns('orders', R.AZ)!;
    expect(parseRow(columns, { item_price: '3.5', is_fba: 'false', nonsense: 1 })).toEqual({
      item_price: 3.5,
      is_fba: false,
    });
  });
});
