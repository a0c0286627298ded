import { FBA_PLANNING_LABEL, type FbaPlanningType } from '@marketdesk/contracts/inventory';
import { type Cell, cellAsDate, cellAsNumber, headerKey } from '../../platform/spreadsheets';
import type { MappedRow, RowResult, SkipNote, UploadColumn, UploadLayout } from '../../platform/uploads';
import { count, isBlank, textOf } from './fba-report';

/**
 * Amazon's FBA inventory-planning downloads (Seller Central → Reports → Fulfillment / Inventory → Inventory
 * Planning), .csv in Windows-1252 as Amazon writes them: inventory age (with Amazon's own misspelling
 * `avaliable-quantity(sellable)`), restock inventory and excess inventory (prices written `USD 58.89`, rows
 * shorter than the header). Each kind is one layout, detected by its header; columns not read are ignored
 * (Amazon adds some every year).
 */

/** One SKU of a planning report: the sellable units and the figures its kind states (null elsewhere). */
export interface PlanningLine {
  report_type: FbaPlanningType;
  sku_code: string;
  asin: string | null;
  fnsku: string | null;
  snapshot_date: string | null;
  units: number;
  age_0_90: number | null;
  age_91_180: number | null;
  age_181_270: number | null;
  age_271_365: number | null;
  age_365_plus: number | null;
  recommended_order_qty: number | null;
  recommended_order_date: string | null;
  excess_units: number | null;
  days_of_supply: number | null;
  currency: string | null;
  /** Decimal string, two places. */
  price: string | null;
}

const AGE_FIELDS = ['age_0_90', 'age_91_180', 'age_181_270', 'age_271_365', 'age_365_plus'] as const;
const COUNT_FIELDS = [...AGE_FIELDS, 'recommended_order_qty', 'excess_units'] as const;
type CountField = (typeof COUNT_FIELDS)[number];

const col = (field: string, label: string, required = false, aliases?: string[]): UploadColumn => ({
  field,
  label,
  required,
  ...(aliases ? { aliases } : {}),
});

interface Kind {
  type: FbaPlanningType;
  columns: UploadColumn[];
  /** Header keys (headerKey) that only this kind has. */
  marks: string[];
}

const KINDS: Kind[] = [
  {
    type: 'inventory_age',
    marks: ['invage0to90days'],
    columns: [
      col('snapshot_date', 'snapshot-date'),
      col('sku', 'sku', true),
      col('fnsku', 'fnsku'),
      col('asin', 'asin'),
      // Amazon's spelling; the right one too, should Amazon ever correct it.
      col('units', 'avaliable-quantity(sellable)', true, ['available-quantity(sellable)']),
      col('age_0_90', 'inv-age-0-to-90-days', true),
      col('age_91_180', 'inv-age-91-to-180-days', true),
      col('age_181_270', 'inv-age-181-to-270-days', true),
      col('age_271_365', 'inv-age-271-to-365-days', true),
      col('age_365_plus', 'inv-age-365-plus-days', true),
      col('currency', 'currency'),
      col('price', 'your-price'),
    ],
  },
  {
    type: 'restock',
    marks: ['recommendedorderquantity'],
    columns: [
      col('country', 'Country'),
      col('sku', 'SKU', true),
      col('fnsku', 'FNSKU'),
      col('asin', 'ASIN'),
      col('units', 'Available Inventory', true),
      col('recommended_order_qty', 'Recommended Order Quantity', true),
      col('recommended_order_date', 'Recommended Order Date'),
      col('days_of_supply', 'Days of Supply'),
      col('currency', 'Currency Code'),
      col('price', 'Price'),
    ],
  },
  {
    type: 'excess',
    marks: ['estimatedexcess'],
    columns: [
      col('snapshot_date', 'Date'),
      col('sku', 'MSKU', true),
      col('fnsku', 'FNSKU'),
      col('asin', 'Asin'),
      col('units', 'Total Quantity (Sellable)', true),
      col('excess_units', 'Estimated Excess', true),
      col('days_of_supply', 'Days Of Supply'),
      col('price', 'Your Price'),
    ],
  },
];

/** The kind a header is, by the columns only that kind has; null for any other file. */
export function planningKindOf(header: readonly string[]): FbaPlanningType | null {
  const keys = new Set(header.map(headerKey));
  return KINDS.find((k) => k.marks.every((m) => keys.has(m)))?.type ?? null;
}

/** The 422 of a header that is none of the kinds: what it found, and what is accepted. */
export function unknownPlanningHeader(header: readonly string[]): string | null {
  if (planningKindOf(header)) return null;
  const found = header.filter((h) => h.trim() !== '');
  const shown = found.slice(0, 8).join(', ') + (found.length > 8 ? `, … (${found.length} columns)` : '');
  return `This file is not an FBA planning report: its header is ${shown || 'empty'}. Upload one of the FBA reports ${Object.values(
    FBA_PLANNING_LABEL,
  ).join(', ')} (.csv as Seller Central downloads it).`;
}

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/** What the reports write for "no date" (a SKU Amazon advises nothing for). */
const NO_DATE = /^(n\/?a|-+)$/i;

/** A day as the reports write it: '2024-06-28', '2024-06-28T07:00:00-07:00' (the day as written), '06/28/2024'. */
function dayOf(c: Cell | undefined, label: string, messages: string[]): string | null {
  if (isBlank(c)) return null;
  const text = textOf(c);
  if (text && NO_DATE.test(text)) return null;
  const iso = text ? ISO_DAY.exec(text)?.[1] : undefined;
  const day = iso ?? cellAsDate(c!, { order: 'mdy' })?.slice(0, 10) ?? null;
  if (!day) messages.push(`${label} is not a date.`);
  return day;
}

/** 'USD 58.89' (the excess report), '$58.89', '1,234.50': the currency code it names and the amount. */
function moneyOf(
  c: Cell | undefined,
  label: string,
  messages: string[],
): { amount: string | null; code: string | null } {
  if (isBlank(c)) return { amount: null, code: null };
  const text = textOf(c) ?? '';
  const coded = /^([A-Z]{3})\s*(.+)$/.exec(text);
  const n =
    c!.type === 'number' ? c!.value : cellAsNumber({ type: 'string', value: coded ? coded[2]! : text });
  if (n === null || !Number.isFinite(n)) {
    messages.push(`${label} is not an amount.`);
    return { amount: null, code: null };
  }
  return { amount: (Math.round(n * 100) / 100).toFixed(2), code: coded?.[1] ?? null };
}

/** Days of supply: a number, or unknown (Amazon leaves it blank or writes text for SKUs that do not sell). */
function daysOf(c: Cell | undefined): number | null {
  if (isBlank(c)) return null;
  const n = cellAsNumber(c!);
  return n === null || !Number.isFinite(n) || n < 0 || n > 99_999 ? null : Math.round(n * 10) / 10;
}

function parse(kind: Kind, row: MappedRow): RowResult<PlanningLine> {
  const messages: string[] = [];
  const label = (field: string) => kind.columns.find((c) => c.field === field)?.label ?? field;
  const has = (field: string) => kind.columns.some((c) => c.field === field);
  const sku = textOf(row.cells.sku);
  if (!sku) messages.push(`${label('sku')} is required.`);
  const units = count(row.cells.units, label('units'), messages);
  const counts = Object.fromEntries(
    COUNT_FIELDS.map((f) => [f, has(f) ? count(row.cells[f], label(f), messages) : null]),
  ) as Record<CountField, number | null>;
  const price = has('price')
    ? moneyOf(row.cells.price, label('price'), messages)
    : { amount: null, code: null };
  const line: PlanningLine = {
    report_type: kind.type,
    sku_code: sku ?? '',
    asin: textOf(row.cells.asin),
    fnsku: textOf(row.cells.fnsku),
    snapshot_date: has('snapshot_date')
      ? dayOf(row.cells.snapshot_date, label('snapshot_date'), messages)
      : null,
    units,
    ...counts,
    recommended_order_date: has('recommended_order_date')
      ? dayOf(row.cells.recommended_order_date, label('recommended_order_date'), messages)
      : null,
    days_of_supply: has('days_of_supply') ? daysOf(row.cells.days_of_supply) : null,
    currency: textOf(row.cells.currency) ?? price.code,
    price: price.amount,
  };
  if (messages.length > 0 || !sku) return { ok: false, messages };
  return { ok: true, records: [line] };
}

const plus = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** Two rows of one SKU (a SKU in two conditions) are one line: they add up. */
function addLines(a: PlanningLine, b: PlanningLine): PlanningLine {
  const sums = Object.fromEntries(COUNT_FIELDS.map((f) => [f, plus(a[f], b[f])])) as Record<
    CountField,
    number | null
  >;
  const dates = [a.recommended_order_date, b.recommended_order_date].filter((d): d is string => d !== null);
  return {
    ...b,
    units: a.units + b.units,
    ...sums,
    // The sooner of the two: the date by which Amazon says to order.
    recommended_order_date: dates.sort()[0] ?? null,
  };
}

/** A country as the reports and marketplaces write it (Amazon's UK is GB). */
const countryKey = (code: string) => {
  const c = code.trim().toUpperCase();
  return c === 'UK' ? 'GB' : c;
};

/**
 * A unified account's restock report lists each of its marketplaces' rows (Country); an upload is for one
 * marketplace, so another country's row is read and not written, and the answer says so.
 */
function otherCountry(row: MappedRow, country: string | null): SkipNote | null {
  const written = textOf(row.cells.country);
  if (!country || !written || countryKey(written) === countryKey(country)) return null;
  return { sales_channel: written, reason: `Another marketplace's row: this upload is for ${country}` };
}

function layoutOf(kind: Kind, country: string | null): UploadLayout<PlanningLine> {
  return {
    name: kind.type,
    columns: kind.columns,
    detect: (keys) => kind.marks.every((m) => keys.has(m)),
    unknownColumns: 'ignore',
    prepare: () => {
      const lines = new Map<string, PlanningLine>();
      return (row) => {
        const skipped = otherCountry(row, country);
        if (skipped) return { ok: true, records: [], skipped };
        const result = parse(kind, row);
        if (!result.ok) return result;
        const next = result.records[0]!;
        const before = lines.get(next.sku_code);
        const line = before ? addLines(before, next) : next;
        lines.set(line.sku_code, line);
        // Each row answers its SKU's line so far; the last one written holds the sum of its rows.
        return { ok: true, records: [line] };
      };
    },
  };
}

/**
 * The three kinds as upload layouts for a marketplace of `country` (the target refuses any other header before
 * one is chosen).
 */
export const planningLayouts = (country: string | null): UploadLayout<PlanningLine>[] =>
  KINDS.map((k) => layoutOf(k, country));
