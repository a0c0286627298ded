import { type DataColumn, type DataType, dataColumns } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { isBlank, type PlainRow, parseValue } from './values';

/**
 * Row validation of the Data Vault (spec 02 section 5), for grid edits and uploads alike: one row of plain
 * values keyed by column field → its messages, in the spec's order. Each data type is a list of steps; a
 * step answers a message or nothing. After the steps, every other column of the data type is type-checked
 * ('X must be a valid number.' in the spec's wording), so a row that passes can be parsed and written.
 */

/** A rule's message and the columns it reads (the first is the one it names). */
export interface RowMessage {
  fields: readonly string[];
  message: string;
}

type Step = (row: PlainRow) => RowMessage | null;

const at = (fields: readonly string[], message: string | null): RowMessage | null =>
  message === null ? null : { fields, message };

interface Ctx {
  byField: Map<string, DataColumn>;
  /** Fields whose type a step has checked (the final pass skips them). */
  typed: Set<string>;
}

const num = (row: PlainRow, c: Ctx, field: string): number | null => {
  const col = c.byField.get(field);
  if (!col) return null;
  const p = parseValue(col, row[field]);
  return p.ok && typeof p.value === 'number' ? p.value : null;
};

/** 'X is required.' (or the given text) when blank. Only for columns the data type has. */
const required =
  (c: Ctx, field: string, message?: string): Step =>
  (row) => {
    const col = c.byField.get(field);
    if (!col) return null;
    return isBlank(row[field]) ? at([field], message ?? `${col.label} is required.`) : null;
  };

/** The type check of one column (blank passes unless `mustHave`: item price is NOT NULL). */
const typed = (c: Ctx, field: string, mustHave = false): Step => {
  c.typed.add(field);
  return (row) => {
    const col = c.byField.get(field);
    if (!col) return null;
    const p = parseValue(col, row[field]);
    if (!p.ok) return at([field], p.message);
    return mustHave && p.value === null ? at([field], `${col.label} must be a valid number.`) : null;
  };
};

const nonNegative =
  (c: Ctx, field: string): Step =>
  (row) => {
    const n = num(row, c, field);
    return n !== null && n < 0 ? at([field], `${c.byField.get(field)!.label} cannot be negative.`) : null;
  };

const notAbove =
  (c: Ctx, field: string, limit: string, message: string): Step =>
  (row) => {
    const [a, b] = [num(row, c, field), num(row, c, limit)];
    return a !== null && b !== null && a > b ? at([field, limit], message) : null;
  };

const fractionAtMostOne =
  (c: Ctx, field: string, message: string): Step =>
  (row) => {
    const n = num(row, c, field);
    return n !== null && n > 1 ? at([field], message) : null;
  };

/** Fee fractions (spec: the message says Fixed although it checks the variable fraction). Reused by returns and TD settlements. */
const feeRules = (c: Ctx): Step[] => [
  typed(c, 'fee_variable_frac'),
  fractionAtMostOne(c, 'fee_variable_frac', 'Fixed Fee must be out of 1.0 (a fraction)'),
  typed(c, 'fee_return_frac'),
  fractionAtMostOne(c, 'fee_return_frac', 'Return Fee must be out of 1.0 (a fraction)'),
  typed(c, 'acos_percent'),
  fractionAtMostOne(c, 'acos_percent', 'ACOS Percent must be out of 1.0 (a fraction)'),
];

const quantityRules = (c: Ctx): Step[] => [
  typed(c, 'quantity_ordered'),
  nonNegative(c, 'quantity_ordered'),
  typed(c, 'quantity_shipped'),
  nonNegative(c, 'quantity_shipped'),
];

const exceedRule = (c: Ctx): Step =>
  notAbove(c, 'quantity_shipped', 'quantity_ordered', 'Quantity shipped cannot exceed quantity ordered.');

function steps(dataType: DataType, family: MarketplaceFamily | null, c: Ctx): Step[] {
  const id = family?.identifier ?? '';
  switch (dataType) {
    case 'sku':
      return [
        required(c, 'sku_code'),
        required(c, 'sku_name'),
        ...['weight_g', 'length_cm', 'width_cm', 'height_cm'].map((f) => typed(c, f)),
        ...['is_exclusive', 'is_eol', 'is_fragile', 'is_hazardous'].map((f) => typed(c, f)),
      ];
    // Currency codes are NOT NULL in storage: required for SKU Cost and fee rows too (not in the spec's list).
    case 'sku_cost':
      return [required(c, 'sku_code'), required(c, 'currency_code')];
    case 'products':
      return [required(c, 'sku_code'), required(c, id, family?.messages.productIdentifierRequired)];
    case 'orders':
      return [
        required(c, 'sku_code'),
        required(c, id, family?.messages.orderIdentifierRequired),
        required(c, 'order_id'),
        required(c, 'order_item_id'),
        required(c, 'purchase_date'),
        required(c, 'currency_code'),
        typed(c, 'item_price', true),
        typed(c, 'amount_tax'),
        typed(c, 'amount_shipping'),
        typed(c, 'amount_discount'),
        ...quantityRules(c),
        typed(c, 'buying_cost'),
        exceedRule(c),
        typed(c, 'purchase_date'),
        typed(c, 'last_update_date'),
        (row) => {
          const [p, u] = [row.purchase_date, row.last_update_date];
          if (!c.byField.has('last_update_date') || isBlank(p) || isBlank(u)) return null;
          const pd = parseValue(c.byField.get('purchase_date')!, p);
          const ud = parseValue(c.byField.get('last_update_date')!, u);
          if (!pd.ok || !ud.ok) return null;
          return String(ud.value).slice(0, 10) < String(pd.value)
            ? at(
                ['last_update_date', 'purchase_date'],
                'Last update date cannot be earlier than purchase date.',
              )
            : null;
        },
      ];
    case 'purchase_orders':
      if (family?.prefix === 'NN') {
        return [
          required(c, 'nin'),
          required(c, 'po_id'),
          required(c, 'purchase_date'),
          required(c, 'currency_code'),
          typed(c, 'amount_delivered'),
          ...quantityRules(c),
          exceedRule(c),
        ];
      }
      return [
        required(c, 'sku_code'),
        required(c, id, family?.messages.orderIdentifierRequired),
        required(c, 'po_id'),
        required(c, 'purchase_date'),
        typed(c, 'item_price', true),
        typed(c, 'amount_tax'),
        ...quantityRules(c),
        exceedRule(c),
        typed(c, 'quantity_confirmed'),
        nonNegative(c, 'quantity_confirmed'),
        notAbove(
          c,
          'quantity_confirmed',
          'quantity_ordered',
          'Quantity confirmed cannot be greater than quantity ordered',
        ),
      ];
    case 'fees':
      return [
        required(c, id, family?.messages.productIdentifierRequired),
        ...feeRules(c),
        required(c, 'currency_code'),
      ];
    case 'returns':
      return [required(c, 'order_id'), ...feeRules(c)];
    case 'settlements':
      if (family?.prefix === 'OT') {
        return [
          required(c, 'settlement_id'),
          required(c, 'order_id'),
          required(c, 'product_id'),
          required(c, 'sku_code'),
          typed(c, 'amount_total'),
        ];
      }
      return [required(c, 'settlement_id'), ...(family?.prefix === 'TD' ? feeRules(c) : [])];
  }
}

/**
 * The messages of one row (empty: the row is valid), in the spec's order, then the type of every other
 * column in column order, each with the columns it reads (grid edits name the first and re-check only rules
 * reading a changed column). `family` is null for SKU and SKU Cost. A family without the data type (purchase
 * orders of BO) has no columns: every row is refused with one message.
 */
export function rowMessages(
  dataType: DataType,
  family: MarketplaceFamily | null,
  row: PlainRow,
): RowMessage[] {
  const rules = rulesOf(dataType, family);
  if (!rules)
    return [{ fields: [], message: `${family?.prefix ?? 'This marketplace'} has no ${dataType} data` }];
  const out: RowMessage[] = [];
  for (const step of rules.steps) {
    const message = step(row);
    if (message) out.push(message);
  }
  for (const col of rules.untyped) {
    const p = parseValue(col, row[col.field]);
    if (!p.ok) out.push({ fields: [col.field], message: p.message });
  }
  return out;
}

interface Rules {
  steps: Step[];
  /** The columns no step type-checks, in column order. */
  untyped: DataColumn[];
}

/** Families are the registry's constant objects; SKU and SKU Cost have none. */
const NO_FAMILY = {};
const compiled = new WeakMap<object, Map<DataType, Rules | null>>();

/** The steps of a data type, made once: an upload checks every row of its file with the same ones. */
function rulesOf(dataType: DataType, family: MarketplaceFamily | null): Rules | null {
  const key = family ?? NO_FAMILY;
  let byType = compiled.get(key);
  if (!byType) {
    byType = new Map();
    compiled.set(key, byType);
  }
  let rules = byType.get(dataType);
  if (rules === undefined) {
    const columns = dataColumns(dataType, family);
    if (columns) {
      const c: Ctx = { byField: new Map(columns.map((col) => [col.field, col])), typed: new Set() };
      const list = steps(dataType, family, c);
      rules = { steps: list, untyped: columns.filter((col) => !c.typed.has(col.field)) };
    } else rules = null;
    byType.set(dataType, rules);
  }
  return rules;
}

/** The messages of one row alone (uploads number them by row; see rowMessages). */
export function validateRow(dataType: DataType, family: MarketplaceFamily | null, row: PlainRow): string[] {
  return rowMessages(dataType, family, row).map((m) => m.message);
}
