import { headerKey } from '../spreadsheets';
import type { UploadColumn, UploadLayout } from './types';

export type HeaderMapping =
  | { ok: true; index: Map<string, number> }
  | { ok: false; missing: string[]; unexpected: string[]; duplicate: string[] };

/** Every key a column answers to: its field, its label and its aliases, through headerKey. */
export const columnKeys = (c: UploadColumn): string[] =>
  [c.field, c.label, ...(c.aliases ?? [])].map(headerKey);

/** The header's keys, for `detect`. */
export const headerKeys = (header: readonly string[]): Set<string> =>
  new Set(header.filter((h) => h !== '').map(headerKey));

/** The layout to read a header with: the first alternative that detects it, else the template (first). */
export function chooseLayout<R>(layouts: readonly UploadLayout<R>[], header: readonly string[]) {
  const keys = headerKeys(header);
  return layouts.slice(1).find((l) => l.detect?.(keys)) ?? layouts[0]!;
}

/**
 * Which header cell holds which column (field → 0-based index). Case, spaces, '-' and '_' are ignored, and a
 * column's label counts as its name ('Order ID' = 'order_id'). Missing required columns, unknown ones (where the
 * layout refuses them) and columns named twice are answered by their labels / header texts, for the 422.
 */
export function mapHeader(layout: UploadLayout<unknown>, header: readonly string[]): HeaderMapping {
  const byKey = new Map<string, UploadColumn>();
  for (const c of layout.columns) for (const k of columnKeys(c)) if (!byKey.has(k)) byKey.set(k, c);
  const ignored = new Set((layout.ignoredColumns ?? []).map(headerKey));
  const index = new Map<string, number>();
  const unexpected: string[] = [];
  const duplicate: string[] = [];
  header.forEach((text, i) => {
    if (text.trim() === '') return;
    const key = headerKey(text);
    const column = byKey.get(key);
    if (!column) {
      if (layout.unknownColumns === 'refuse' && !ignored.has(key)) unexpected.push(text);
      else if (layout.unknownColumns === 'keep' && !ignored.has(key)) {
        // Read under its own header text (a report column the layout does not know yet).
        if (index.has(text.trim())) duplicate.push(text);
        else index.set(text.trim(), i);
      }
      return;
    }
    if (index.has(column.field)) duplicate.push(text);
    else index.set(column.field, i);
  });
  const missing = layout.columns.filter((c) => c.required && !index.has(c.field)).map((c) => c.label);
  if (missing.length > 0 || unexpected.length > 0 || duplicate.length > 0) {
    return { ok: false, missing, unexpected, duplicate };
  }
  return { ok: true, index };
}
