import { SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { Tx } from '../../db/facts';
import { notYourSku } from '../../platform/sku-scope';
import { type Cell, cellAsNumber, cellAsText } from '../../platform/spreadsheets';
import type { MappedRow, RowResult, UploadColumn, UploadCounts, UploadTarget } from '../../platform/uploads';

/** One line of an invoice file, its SKU resolved. */
export interface InvoiceLine {
  row: number;
  sku_code: string;
  fk_sku_id: number;
  units: number;
  unit_cost: number;
}

const MAX_UNITS = 1e9;
const MAX_COST = 1e11;

const text = (c: Cell | undefined) => (c ? cellAsText(c).trim() : '');

function unitsOf(c: Cell | undefined): number | string {
  if (!c || c.type === 'empty') return 'units is required.';
  const n = cellAsNumber(c);
  if (n === null || !Number.isInteger(n) || n <= 0 || n > MAX_UNITS)
    return 'units must be a whole number above 0.';
  return n;
}

function unitCostOf(c: Cell | undefined): number | string {
  if (!c || c.type === 'empty') return 'unit_cost is required.';
  const n = cellAsNumber(c);
  if (n === null || n < 0 || n > MAX_COST) return 'unit_cost must be a number of 0 or more.';
  return n;
}

/** Every message of one line, in column order; the line when there is none. */
function parseLine(r: MappedRow, skuIds: ReadonlyMap<string, number>): RowResult<InvoiceLine> {
  const messages: string[] = [];
  const code = text(r.cells.sku_code);
  const skuId = code ? skuIds.get(code) : undefined;
  if (!code) messages.push('sku_code is required.');
  // A code of a brand the user may not write reads as an unknown one (platform/sku-scope).
  else if (skuId === undefined) messages.push(notYourSku(code));
  const units = unitsOf(r.cells.units);
  if (typeof units === 'string') messages.push(units);
  const unitCost = unitCostOf(r.cells.unit_cost);
  if (typeof unitCost === 'string') messages.push(unitCost);
  if (messages.length > 0 || skuId === undefined || typeof units === 'string' || typeof unitCost === 'string')
    return { ok: false, messages };
  return {
    ok: true,
    records: [{ row: r.row, sku_code: code, fk_sku_id: skuId, units, unit_cost: unitCost }],
  };
}

/** The invoice lines file's columns: the upload's template layout, and the template file (templateOf). */
export const INVOICE_LINE_COLUMNS: readonly UploadColumn[] = [
  {
    field: 'sku_code',
    label: 'sku_code',
    required: true,
    aliases: ['SKU', 'SKU Code', 'Ops SKU Code'],
    template: { type: 'text', width: 24, meaning: "Your SKU code (one of the client's SKUs)" },
  },
  {
    field: 'units',
    label: 'units',
    required: true,
    aliases: ['Quantity', 'Qty'],
    template: { type: 'integer', meaning: 'Units of the SKU on this invoice', typeName: 'whole number > 0' },
  },
  {
    field: 'unit_cost',
    label: 'unit_cost',
    required: true,
    aliases: ['Unit Price', 'Cost'],
    template: {
      type: 'decimal',
      meaning: 'Price per unit in the invoice currency, before shipping and other costs',
      typeName: 'number ≥ 0',
    },
  },
  {
    field: 'description',
    label: 'description',
    required: false,
    template: { type: 'text', width: 40, meaning: 'Free text, not stored' },
  },
];

/**
 * The invoice lines file (template columns sku_code, units, unit_cost, description) as an upload target of
 * the shared pipeline: the same layout and row rules when the invoice is uploaded (write: the invoice and its
 * ticket) and when its T16 row is accepted (write: the SKU costs).
 */
export function invoiceLinesTarget(o: {
  key: string;
  skuIds: ReadonlyMap<string, number>;
  write: (tx: Tx, lines: InvoiceLine[], meta: { fileId: number }) => Promise<UploadCounts>;
}): UploadTarget<InvoiceLine> {
  return {
    key: o.key,
    extensions: SPREADSHEET_EXTENSIONS,
    layouts: [
      {
        name: 'template',
        columns: INVOICE_LINE_COLUMNS,
        unknownColumns: 'refuse',
        prepare: () => (r) => parseLine(r, o.skuIds),
      },
    ],
    write: o.write,
  };
}

export interface LandedCost {
  fk_sku_id: number;
  units: number;
  /** Unit cost (a SKU on several lines: their units-weighted average). */
  purchase_cost: number;
  /** Shipping per unit: shipping_cost / total units. */
  shipping_cost: number;
  /** Other costs per unit: other_costs / total units. */
  additional_cost: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Landed cost per unit of each SKU of an invoice: its unit cost plus the invoice's shipping and other costs
 * spread over every unit of the invoice (allocation by units: the lines carry no volume or weight). Amounts
 * are rounded to cents, as sku_costs stores them.
 */
export function landedCosts(
  lines: readonly Pick<InvoiceLine, 'fk_sku_id' | 'units' | 'unit_cost'>[],
  shipping: number,
  other: number,
): LandedCost[] {
  const total = lines.reduce((s, l) => s + l.units, 0);
  const bySku = new Map<number, { units: number; value: number }>();
  for (const l of lines) {
    const s = bySku.get(l.fk_sku_id) ?? { units: 0, value: 0 };
    s.units += l.units;
    s.value += l.units * l.unit_cost;
    bySku.set(l.fk_sku_id, s);
  }
  return [...bySku].map(([fk_sku_id, s]) => ({
    fk_sku_id,
    units: s.units,
    purchase_cost: cents(s.value / s.units),
    shipping_cost: total > 0 ? cents(shipping / total) : 0,
    additional_cost: total > 0 ? cents(other / total) : 0,
  }));
}
