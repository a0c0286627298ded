import { DF_COLUMNS, DF_REQUIRED } from '@marketdesk/contracts/vendor-orders';
import type { OrderLineInput } from '../../db/facts';
import { type ParsedValue, type PlainValue, parseValue } from '../../platform/grid';
import type { Cell, ColumnType } from '../../platform/spreadsheets';
import type {
  LocatedMessage,
  MappedRow,
  RowResult,
  UploadColumn,
  UploadLayout,
} from '../../platform/uploads';

/** A DF line as validated: the DF columns' values (null for blank). */
export type DfValues = Record<string, ParsedValue>;

const REQUIRED = new Set<string>(DF_REQUIRED);
const CURRENCY = /^[A-Z]{3}$/;

/**
 * The rules of one DF line (spec 03 section 3's fields; the spec lists no DF messages, so these follow spec
 * 02's wording): required values, types, a positive whole quantity, amounts not negative, a 3-letter
 * currency. Shared by uploads and grid edits. Each message names its column (`loc`), for the Field column.
 * The values come back even with messages (a value that does not parse is null): a grid edit writes them when
 * every message is about a column it did not change.
 */
export type DfCheck = { ok: boolean; values: DfValues; messages: LocatedMessage[] };

export function checkDfLine(row: Readonly<Record<string, PlainValue>>): DfCheck {
  const messages: LocatedMessage[] = [];
  const values: DfValues = {};
  for (const c of DF_COLUMNS) {
    const parsed = parseValue(c, row[c.field]);
    if (!parsed.ok) {
      messages.push({ loc: [c.field], msg: parsed.message });
      values[c.field] = null;
      continue;
    }
    const v = typeof parsed.value === 'string' ? parsed.value.trim() : parsed.value;
    values[c.field] = v;
    if (v === null && REQUIRED.has(c.field))
      messages.push({ loc: [c.field], msg: `${c.label} is required.` });
  }
  const qty = values.quantity_ordered;
  if (typeof qty === 'number' && qty <= 0) {
    messages.push({ loc: ['quantity_ordered'], msg: 'Quantity ordered must be greater than 0.' });
  }
  for (const f of ['item_price', 'amount_tax', 'buying_cost'] as const) {
    const v = values[f];
    const label = DF_COLUMNS.find((c) => c.field === f)!.label;
    if (typeof v === 'number' && v < 0) messages.push({ loc: [f], msg: `${label} cannot be negative.` });
  }
  const currency = values.currency_code;
  if (typeof currency === 'string') {
    values.currency_code = currency.toUpperCase();
    if (!CURRENCY.test(values.currency_code)) {
      messages.push({ loc: ['currency_code'], msg: 'Currency Code must be a 3-letter code.' });
    }
  }
  return { ok: messages.length === 0, values, messages };
}

/**
 * A DF line of the orders table (order_type DF, one row per DF order and ASIN): order_id = df_order_id,
 * order_item_id and identifier = the ASIN; shipment_date and mp_sku_code in extras, as the demo history writes
 * them; an uploaded order is dated (purchase_date, which the sales rollups count by) on its shipment date.
 */
export function dfLine(mpId: number, v: DfValues, base?: Partial<OrderLineInput>): OrderLineInput {
  const extras = { ...(base?.extras ?? {}), shipment_date: v.shipment_date, mp_sku_code: v.mp_sku_code };
  return {
    ...base,
    mp_id: mpId,
    order_id: String(v.df_order_id),
    order_item_id: String(v.asin),
    order_type: 'DF',
    identifier: String(v.asin),
    sku_code: String(v.sku_code),
    purchase_date: base?.purchase_date ?? String(v.shipment_date),
    quantity_ordered: Number(v.quantity_ordered),
    item_price: Number(v.item_price),
    amount_tax: (v.amount_tax as number | null) ?? null,
    buying_cost: (v.buying_cost as number | null) ?? null,
    currency_code: String(v.currency_code),
    extras,
  };
}

function plainOf(cell: Cell | undefined): PlainValue {
  if (!cell || cell.type === 'empty') return null;
  return cell.value;
}

/** How the template formats each kind of DF column (and names it on its explanation sheet). */
const TEMPLATE_TYPE: Record<string, ColumnType> = {
  date: 'date',
  integer: 'integer',
  money: 'decimal',
  text: 'text',
};

/** The DF template layout's columns, with what the template (templateOf) shows of each. */
export const DF_UPLOAD_COLUMNS: readonly UploadColumn[] = DF_COLUMNS.map((c) => ({
  field: c.field,
  label: c.label,
  required: REQUIRED.has(c.field),
  template: {
    type: TEMPLATE_TYPE[c.kind],
    meaning: c.field === 'item_price' ? 'Line total for the quantity ordered, excluding tax' : c.label,
  },
}));

/**
 * The DF template layout: each row validated on its own, and the lines of one DF order must agree on the
 * shipment date (it is the order's, spec 03 section 3), which is checked against the order's first line.
 */
export function dfLayout(mpId: number): UploadLayout<OrderLineInput> {
  return {
    name: 'DF orders template',
    columns: DF_UPLOAD_COLUMNS,
    unknownColumns: 'refuse',
    prepare() {
      const shipDates = new Map<string, string>();
      return (row: MappedRow): RowResult<OrderLineInput> => {
        const plain = Object.fromEntries(DF_COLUMNS.map((c) => [c.field, plainOf(row.cells[c.field])]));
        const errors = Object.entries(row.cells)
          .filter(([, cell]) => cell.type === 'error')
          .map(([field, cell]) => ({
            loc: [field],
            msg: `Cell holds the formula error ${String(cell.type === 'error' && cell.value)}.`,
          }));
        if (errors.length > 0) return { ok: false, messages: [errors] };
        const checked = checkDfLine(plain);
        if (!checked.ok) return { ok: false, messages: [checked.messages] };
        const v = checked.values;
        const order = String(v.df_order_id);
        const first = shipDates.get(order);
        if (first === undefined) shipDates.set(order, String(v.shipment_date));
        else if (first !== v.shipment_date) {
          return {
            ok: false,
            messages: [
              [
                {
                  loc: ['shipment_date'],
                  msg: `Shipment date must be the same on every line of DF order ${order} (${first}).`,
                },
              ],
            ],
          };
        }
        return { ok: true, records: [dfLine(mpId, v)] };
      };
    },
  };
}
