import { z } from 'zod';
import { ticketTypeId } from './model';
import { TICKET_TEXT } from './texts';
import { TICKET_TEMPLATE_COLUMNS } from './types';

/** Tickets: Ticket files (section 5): the template, the rows of an uploaded file and the per-type column and row rules. */

/** GET /tickets/template?ticket_type_id=: `{ticket type name}_Template.xlsx` with retailer_sku and comments. */
export const ticketTemplateQuery = z.object({ ticket_type_id: ticketTypeId });
/** POST /tickets/file/rows[?ticket_type_id=]: without a type only the columns and rows are answered. */
export const ticketFileRowsQuery = z.object({ ticket_type_id: ticketTypeId.optional() });
export const ticketFileCell = z.union([z.string(), z.number(), z.null()]);
export type TicketFileCell = z.infer<typeof ticketFileCell>;
export const ticketFileRowsAnswer = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), ticketFileCell)),
});
export type TicketFileRows = z.infer<typeof ticketFileRowsAnswer>;

const blankCell = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const sameColumn = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The column and row rules of an uploaded ticket file (section 5), one place for the server, the form and the
 * create call: null when the file may be used, else the spec's text for the first problem. T1: exactly
 * retailer_sku and comments (missing first, then unexpected); T9 and T10: a retailer_sku column; every row of
 * those types needs a retailer_sku ('Row n': n is the data row, 1 for the first row under the header). Column
 * names compare trimmed and case-insensitively. Other types take no file: null.
 */
export function checkTicketRows(
  typeId: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string | null {
  if (!['T1', 'T9', 'T10'].includes(typeId)) return null;
  if (rows.length === 0) return TICKET_TEXT.fileEmpty;
  const named = columns.filter((c) => c.trim() !== '');
  if (typeId === 'T1') {
    const missing = TICKET_TEMPLATE_COLUMNS.find((t) => !named.some((c) => sameColumn(c, t)));
    if (missing) return TICKET_TEXT.missingColumn(missing);
    const extra = named.find((c) => !TICKET_TEMPLATE_COLUMNS.some((t) => sameColumn(c, t)));
    if (extra) return TICKET_TEXT.unexpectedColumn(extra.trim());
  } else if (!named.some((c) => sameColumn(c, 'retailer_sku'))) return TICKET_TEXT.missingSkuColumn;
  const sku = named.find((c) => sameColumn(c, 'retailer_sku'))!;
  const i = rows.findIndex((r) => blankCell(r[sku] ?? r.retailer_sku));
  return i >= 0 ? TICKET_TEXT.rowMissingSku(i + 1) : null;
}

/** Invoice lines template columns (ours: the spec shows none). */
export const INVOICE_LINE_COLUMNS = ['sku_code', 'units', 'unit_cost', 'description'] as const;
export const invoiceTemplateFileName = (warehouse: string) => `${warehouse} Invoice Template.xlsx`;
/** Refusals of ours for the invoice upload (the spec shows none for these rules). */
export const INVOICE_TEXT = {
  warehouseNotFound: 'Warehouse not found',
  unitsMismatch: (lines: number, invoice: number) =>
    `The lines add up to ${lines} units but Invoice Units is ${invoice}. Correct the file or the field and upload again.`,
  alreadyAccepted: 'This invoice was already accepted: its SKU costs are in place.',
  rejectAccepted:
    'This invoice was already accepted and its SKU costs written; it can no longer be rejected.',
  accepted: (n: number) => `Invoice accepted: SKU costs of ${n} SKU(s) written.`,
  rejected: 'Invoice rejected.',
  notFound: 'The invoice of this file was not found.',
} as const;
