import { type Cell, cellAsNumber } from '../../platform/spreadsheets';
import type { RowResult, UploadColumn, UploadLayout } from '../../platform/uploads';
import type { FbaLine } from './stock.writer';

export const FBA_INVENTORY_REPORT = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';

/** The columns read from Amazon's report (it has more; they are ignored, and Amazon adds columns over time). */
const QUANTITIES = {
  available: 'afn-fulfillable-quantity',
  reserved: 'afn-reserved-quantity',
  unfulfillable: 'afn-unsellable-quantity',
  inbound_working: 'afn-inbound-working-quantity',
  inbound_shipped: 'afn-inbound-shipped-quantity',
  inbound_receiving: 'afn-inbound-receiving-quantity',
} as const;
/**
 * Stock age, read when the file carries Amazon's FBA inventory (inventory-planning) age columns beside the MYI
 * ones; the MYI report itself has none, and then the ages stay null (unknown), never 0.
 */
const AGES = {
  age_91_180: 'inv-age-91-to-180-days',
  age_181_270: 'inv-age-181-to-270-days',
  age_271_365: 'inv-age-271-to-365-days',
  age_365_plus: 'inv-age-365-plus-days',
} as const;
const COLUMNS: UploadColumn[] = [
  { field: 'sku', label: 'sku', required: true },
  { field: 'fnsku', label: 'fnsku', required: false },
  { field: 'asin', label: 'asin', required: false },
  ...Object.entries(QUANTITIES).map(([field, label]) => ({ field, label, required: field === 'available' })),
  ...Object.entries(AGES).map(([field, label]) => ({ field, label, required: false })),
];

export const isBlank = (c: Cell | undefined) =>
  !c || c.type === 'empty' || (c.type === 'string' && c.value.trim() === '');

export const textOf = (c: Cell | undefined) =>
  c?.type === 'string' ? c.value.trim() || null : c?.type === 'number' ? String(c.value) : null;

/**
 * A quantity cell: blank is 0 (Amazon leaves AFN columns empty for merchant-fulfilled listings); '1,234' as
 * a file re-saved by Excel writes it is 1234.
 */
export function count(c: Cell | undefined, label: string, messages: string[]): number {
  if (isBlank(c)) return 0;
  const n = cellAsNumber(c!) ?? Number.NaN;
  if (Number.isInteger(n) && n >= 0 && n <= 2_147_483_647) return n;
  messages.push(`${label} is not a whole number of 0 or more.`);
  return 0;
}

function parse(row: { cells: Readonly<Record<string, Cell>> }): RowResult<FbaLine> {
  const messages: string[] = [];
  const sku = textOf(row.cells.sku);
  if (!sku) messages.push('sku is required.');
  const q = Object.fromEntries(
    Object.entries(QUANTITIES).map(([field, label]) => [field, count(row.cells[field], label, messages)]),
  ) as Record<keyof typeof QUANTITIES, number>;
  const ages = Object.fromEntries(
    Object.entries(AGES).map(([field, label]) => [
      field,
      isBlank(row.cells[field]) ? null : count(row.cells[field], label, messages),
    ]),
  ) as Record<keyof typeof AGES, number | null>;
  const older = [ages.age_181_270, ages.age_271_365, ages.age_365_plus];
  if (messages.length > 0 || !sku) return { ok: false, messages };
  const line: FbaLine = {
    sku_code: sku,
    asin: textOf(row.cells.asin),
    fnsku: textOf(row.cells.fnsku),
    available: q.available,
    inbound: q.inbound_working + q.inbound_shipped + q.inbound_receiving,
    reserved: q.reserved,
    unfulfillable: q.unfulfillable,
    aged_91_180: ages.age_91_180,
    aged_181_plus: older.every((n) => n === null) ? null : older.reduce<number>((a, n) => a + (n ?? 0), 0),
  };
  return { ok: true, records: [line] };
}

/** The sum of two figures that may be unknown (null): unknown only when both are. */
const addKnown = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a == null && b == null ? null : (a ?? 0) + (b ?? 0);

/** Whether a header is the FBA inventory report's (its SKU and fulfillable quantity). */
export const isFbaInventoryReport = (keys: ReadonlySet<string>) =>
  keys.has('sku') && keys.has('afnfulfillablequantity');

/**
 * GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA as an upload layout (the SP-API import and the inventory upload of
 * AZ marketplaces): every line validated; rows of one SKU add up (a report lists a SKU once; should it split
 * one, no unit is lost), each row answering the SKU's line so far, so the last one written holds the sum.
 */
export function fbaReportLayout(): UploadLayout<FbaLine> {
  return {
    name: FBA_INVENTORY_REPORT,
    columns: COLUMNS,
    detect: isFbaInventoryReport,
    unknownColumns: 'ignore',
    prepare: () => {
      const lines = new Map<string, FbaLine>();
      return (row) => {
        const result = parse(row);
        if (!result.ok) return result;
        const next = result.records[0]!;
        const before = lines.get(next.sku_code);
        const line = before
          ? {
              ...next,
              available: before.available + next.available,
              inbound: before.inbound + next.inbound,
              reserved: before.reserved + next.reserved,
              unfulfillable: before.unfulfillable + next.unfulfillable,
              aged_91_180: addKnown(before.aged_91_180, next.aged_91_180),
              aged_181_plus: addKnown(before.aged_181_plus, next.aged_181_plus),
            }
          : next;
        lines.set(line.sku_code, line);
        return { ok: true, records: [line] };
      };
    },
  };
}
