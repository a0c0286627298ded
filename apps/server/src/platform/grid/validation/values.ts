import { type ColumnKind, type DataColumn, listItems } from '@marketdesk/contracts/data-vault';
import { isStorableText } from '@marketdesk/contracts/primitives';

/**
 * Plain values of one row, as a spreadsheet reader or a JSON body gives them: text, numbers, booleans, dates,
 * lists. Nothing here knows where they came from; the same parsing serves grid edits and uploads.
 */
export type PlainValue = string | number | boolean | Date | null | undefined | readonly unknown[];
export type PlainRow = Readonly<Record<string, PlainValue>>;

/** A value as written to the database: null for blank. */
export type ParsedValue = string | number | boolean | string[] | null;
export type Parsed = { ok: true; value: ParsedValue } | { ok: false; message: string };

export const isBlank = (v: PlainValue): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The largest magnitude each numeric kind's column holds (numeric precision of db/schema/commerce.ts). */
const LIMITS: Partial<Record<ColumnKind, number>> = {
  money: 1e12,
  fraction: 1e4,
  multiple: 1e5,
  number: 1e8,
  integer: 2_147_483_647,
};

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function toNumber(v: PlainValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && NUMBER.test(v.trim())) return Number(v.trim());
  return null;
}

/**
 * The last text each date parser read and its answer: a row's dates are parsed by its type check, by the rule
 * comparing them and again when written, and files repeat the same day row after row.
 */
const lastDate = { text: '', value: null as string | null };
const lastInstant = { text: '', value: null as string | null };

function toDate(v: PlainValue): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if (typeof v !== 'string') return null;
  if (v === lastDate.text) return lastDate.value;
  lastDate.text = v;
  lastDate.value = textToDate(v);
  return lastDate.value;
}

function textToDate(v: string): string | null {
  const m = ISO_DATE.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  const real = check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
  return real && y >= 1000 ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function toInstant(v: PlainValue): string | null {
  if (typeof v === 'string') {
    if (v === lastInstant.text) return lastInstant.value;
    lastInstant.text = v;
    lastInstant.value = ISO_DATE.test(v.trim()) ? instantOf(new Date(v)) : null;
    return lastInstant.value;
  }
  return v instanceof Date ? instantOf(v) : null;
}

function instantOf(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? date.toISOString() : null;
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

function toBoolean(v: PlainValue): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase();
  return TRUE.has(s) ? true : FALSE.has(s) ? false : null;
}

/** Keywords are space-separated, bullet points one per line (spec 02 section 3). */
function toList(field: string, v: PlainValue): string[] | null {
  if (Array.isArray(v)) {
    return v.every((x) => typeof x === 'string' && isStorableText(x)) ? (v as string[]) : null;
  }
  if (typeof v !== 'string' || !isStorableText(v)) return null;
  return listItems(field, v);
}

/** The message a value of the wrong type gets, in the spec's wording ('Weight must be a valid number.'). */
export function typeMessage(column: Pick<DataColumn, 'label' | 'kind'>): string {
  switch (column.kind) {
    case 'integer':
      return `${column.label} must be a whole number.`;
    case 'date':
    case 'datetime':
      return `${column.label} must be a valid date.`;
    case 'boolean':
      return `${column.label} must be true or false.`;
    case 'text':
    case 'key':
    case 'list':
      return `${column.label} must be text.`;
    default:
      return `${column.label} must be a valid number.`;
  }
}

/** Parses one value for its column; blank is null. */
export function parseValue(column: Pick<DataColumn, 'field' | 'label' | 'kind'>, v: PlainValue): Parsed {
  if (isBlank(v)) return { ok: true, value: null };
  const fail: Parsed = { ok: false, message: typeMessage(column) };
  const limit = LIMITS[column.kind];
  switch (column.kind) {
    case 'integer': {
      const n = typeof v === 'string' && !INTEGER.test(v.trim()) ? null : toNumber(v);
      return n !== null && Number.isInteger(n) && Math.abs(n) <= limit! ? { ok: true, value: n } : fail;
    }
    case 'number':
    case 'money':
    case 'fraction':
    case 'multiple': {
      const n = toNumber(v);
      // A unit of headroom: a value just under the limit must not round up past the column's precision.
      return n !== null && Math.abs(n) <= limit! - 1 ? { ok: true, value: n } : fail;
    }
    case 'date': {
      const d = toDate(v);
      return d ? { ok: true, value: d } : fail;
    }
    case 'datetime': {
      const d = toInstant(v);
      return d ? { ok: true, value: d } : fail;
    }
    case 'boolean': {
      const b = toBoolean(v);
      return b === null ? fail : { ok: true, value: b };
    }
    case 'list': {
      const l = toList(column.field, v);
      return l ? { ok: true, value: l } : fail;
    }
    default:
      // PostgreSQL text cannot hold NUL; unpaired surrogates are not UTF-8.
      if (typeof v === 'string') return isStorableText(v) ? { ok: true, value: v } : fail;
      if (typeof v === 'number' && Number.isFinite(v)) return { ok: true, value: String(v) };
      if (v instanceof Date) return { ok: true, value: v.toISOString().slice(0, 10) };
      return fail;
  }
}
