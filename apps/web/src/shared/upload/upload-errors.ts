import {
  type UploadFailingRows,
  type UploadRowError,
  uploadFailingRows,
} from '@marketdesk/contracts/uploads';
import type { DfUploadError, PoUploadError } from '@marketdesk/contracts/vendor-orders';
import { buildCsv, downloadCsv } from '../csv/csv';

export type { DfUploadError, PoUploadError, UploadRowError };

/**
 * One row error of any upload answer: the pipeline's `{row, type: json|text, message}` (Data Vault), the
 * purchase orders' `{row, po_id, type: validation|other, message}` or the DF orders' `{row, field, message}`.
 */
export type UploadError = UploadRowError | PoUploadError | DfUploadError;

const isJson = (e: UploadError): e is UploadRowError => 'type' in e && e.type === 'json';
const isPo = (e: UploadError): e is PoUploadError => 'po_id' in e;
const isDf = (e: UploadError): e is DfUploadError => 'field' in e;

/** The column an error names: the DF field, else none. */
export const errorField = (e: UploadError): string => (isDf(e) ? e.field : '');

/** The message alone: a 'json' message as its `loc: msg` lines, any other as it is. */
export function messageLines(error: UploadError): string[] {
  if (!isJson(error)) return [error.message];
  try {
    const list: unknown = JSON.parse(error.message);
    if (!Array.isArray(list)) return [error.message];
    const lines = list.map((item) => {
      const loc = Array.isArray(item?.loc) ? item.loc.join('.') : String(item?.loc ?? '');
      const msg = String(item?.msg ?? '');
      return loc ? `${loc}: ${msg}` : msg;
    });
    return lines.length > 0 ? lines : [error.message];
  } catch {
    return [error.message];
  }
}

/** The readable lines of one error: its message lines, named by its PO or its field where it has one. */
export function errorLines(error: UploadError): string[] {
  const lines = messageLines(error);
  if (isPo(error) && error.po_id) return lines.map((l) => `PO ${error.po_id}: ${l}`);
  if (isDf(error) && error.field) return lines.map((l) => `${error.field}: ${l}`);
  return lines;
}

export interface ErrorRow {
  row: number;
  lines: string[];
}

/** Errors grouped by spreadsheet row, in row order (spec 02 section 8: "errors grouped by row"). */
export function groupByRow(errors: readonly UploadError[]): ErrorRow[] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), ...errorLines(e)]);
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([row, lines]) => ({ row, lines }));
}

/**
 * The failing rows as a CSV, to fix and upload again: with the server's copy of the rows (`failing_rows`), every
 * column of the file under its own header plus Error Message; without it, Row and Error Message. Cells that
 * would start a formula are neutralised.
 */
export function errorsCsv(errors: readonly UploadError[], failing?: UploadFailingRows | null): string {
  const grouped = groupByRow(errors);
  if (failing && failing.rows.length > 0) {
    const messages = new Map(grouped.map((r) => [r.row, r.lines.join('\n')]));
    return buildCsv(
      [...failing.header, 'Error Message'],
      failing.rows.map((r) => [...r.values, messages.get(r.row) ?? '']),
    );
  }
  return buildCsv(
    ['Row', 'Error Message'],
    grouped.map((r) => [r.row, r.lines.join('\n')]),
  );
}

export function downloadErrors(
  errors: readonly UploadError[],
  filename = 'upload_errors.csv',
  failing?: UploadFailingRows | null,
): void {
  downloadCsv(filename, errorsCsv(errors, failing));
}

/** The server's copy of the failing rows in a refused upload's answer, when it sent one. */
export function failingRowsOf(body: unknown): UploadFailingRows | null {
  const parsed = uploadFailingRows.safeParse((body as { failing_rows?: unknown } | null)?.failing_rows);
  return parsed.success ? parsed.data : null;
}

const TYPES = new Set(['json', 'text', 'validation', 'other']);

function isUploadError(e: unknown): e is UploadError {
  if (!e || typeof e !== 'object') return false;
  const o = e as Record<string, unknown>;
  if (typeof o.row !== 'number' || typeof o.message !== 'string') return false;
  if (typeof o.field === 'string') return true;
  if (typeof o.type !== 'string' || !TYPES.has(o.type)) return false;
  const po = o.type === 'validation' || o.type === 'other';
  return !po || o.po_id === null || typeof o.po_id === 'string';
}

/** The row errors of a refused upload's answer (any of the three shapes), or null when the answer is not one. */
export function rejectedErrors(body: unknown): UploadError[] | null {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return null;
  return body.errors.filter(isUploadError);
}
