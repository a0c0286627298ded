import { type WriteRows, xlsxBuffer } from '../spreadsheets';
import type { UploadColumn, UploadLayout, UploadTarget } from './types';

/** What a template is derived from: an upload target (its first layout is the template's) or that layout. */
export type TemplateSource =
  | Pick<UploadTarget<unknown>, 'layouts'>
  | { layouts: readonly Pick<UploadLayout<unknown>, 'columns'>[] }
  | Pick<UploadLayout<unknown>, 'columns'>;

const columnsOf = (source: TemplateSource): readonly UploadColumn[] =>
  'layouts' in source ? (source.layouts[0]?.columns ?? []) : source.columns;

/**
 * The upload template of a target (DESIGN section 9, "Uploads"): sheet 1 holds the columns of the target's
 * template layout, in its order, under their labels (typed, so an EAN typed in keeps its zeros); the
 * 'Columns' sheet explains each (meaning, type, required, allowed values). The header is the layout's, so a
 * filled-in template always maps. `rows`: a filled file of the same shape (demo data).
 */
export function templateOf(source: TemplateSource, o: { sheet: string; rows?: WriteRows }): Promise<Buffer> {
  const columns = columnsOf(source);
  return xlsxBuffer({
    sheets: [
      {
        name: o.sheet,
        columns: columns.map((c) => ({
          header: c.label,
          ...(c.template?.type ? { type: c.template.type } : {}),
          ...(c.template?.width ? { width: c.template.width } : {}),
        })),
        rows: o.rows,
      },
    ],
    explain: {
      columns: columns.map((c) => ({
        column: c.label,
        meaning: c.template?.meaning ?? c.label,
        type: c.template?.typeName ?? c.template?.type ?? 'text',
        required: c.required,
        allowed: c.template?.allowed ?? [],
      })),
    },
  });
}
