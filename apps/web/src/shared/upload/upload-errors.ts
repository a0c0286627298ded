import type { UploadRowError } from '@marketdesk/contracts/uploads';
import { buildCsv, downloadCsv } from '../csv/csv';

export type { UploadRowError };

/** The readable lines of one error: a 'json' message as `loc: msg` lines, a text one as it is. */
export function errorLines(error: UploadRowError): string[] {
  if (error.type !== 'json') return [error.message];
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

export interface ErrorRow {
  row: number;
  lines: string[];
}

/** Errors grouped by spreadsheet row, in row order (spec 02 section 8: "errors grouped by row"). */
export function groupByRow(errors: readonly UploadRowError[]): ErrorRow[] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), ...errorLines(e)]);
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([row, lines]) => ({ row, lines }));
}

/** The failing rows as a CSV (Row, Error Message); cells that would start a formula are neutralised. */
export function errorsCsv(errors: readonly UploadRowError[]): string {
  return buildCsv(
    ['Row', 'Error Message'],
    groupByRow(errors).map((r) => [r.row, r.lines.join('\n')]),
  );
}

export function downloadErrors(errors: readonly UploadRowError[], filename = 'upload_errors.csv'): void {
  downloadCsv(filename, errorsCsv(errors));
}

/** The row errors of a refused upload's answer, or null when the answer is not one. */
export function rejectedErrors(body: unknown): UploadRowError[] | null {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return null;
  return body.errors.filter(
    (e): e is UploadRowError =>
      typeof e?.row === 'number' && (e.type === 'json' || e.type === 'text') && typeof e.message === 'string',
  );
}
