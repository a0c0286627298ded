import { FLAT_FILE_EXTENSIONS } from '@marketdesk/contracts/uploads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import type { FilesService } from '../../platform/files';
import type { Cell } from '../../platform/spreadsheets';
import { type RowResult, runUpload, type UploadColumn, type UploadTarget } from '../../platform/uploads';
import { type FbaLine, writeFbaStock } from './stock.writer';

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
const COLUMNS: UploadColumn[] = [
  { field: 'sku', label: 'sku', required: true },
  { field: 'fnsku', label: 'fnsku', required: false },
  { field: 'asin', label: 'asin', required: false },
  ...Object.entries(QUANTITIES).map(([field, label]) => ({ field, label, required: field === 'available' })),
];

const textOf = (c: Cell | undefined) =>
  c?.type === 'string' ? c.value.trim() || null : c?.type === 'number' ? String(c.value) : null;

/** A quantity cell: blank is 0 (Amazon leaves AFN columns empty for merchant-fulfilled listings). */
function count(c: Cell | undefined, label: string, messages: string[]): number {
  if (!c || c.type === 'empty' || (c.type === 'string' && c.value.trim() === '')) return 0;
  const n = c.type === 'number' ? c.value : c.type === 'string' ? Number(c.value.trim()) : NaN;
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
  if (messages.length > 0 || !sku) return { ok: false, messages };
  const line: FbaLine = {
    sku_code: sku,
    asin: textOf(row.cells.asin),
    fnsku: textOf(row.cells.fnsku),
    available: q.available,
    inbound: q.inbound_working + q.inbound_shipped + q.inbound_receiving,
    reserved: q.reserved,
    unfulfillable: q.unfulfillable,
  };
  return { ok: true, records: [line] };
}

export interface FbaReport {
  client_id: number;
  mp_id: number;
  store_id: number;
  data_end_time: Date | null;
}

export type FbaImportOutcome = { status: 'IMPORTED'; rows: number } | { status: 'FAILED'; error: string };

/**
 * GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA into fba_stock through the upload pipeline: every line validated,
 * then the seller's FBA stock on that marketplace replaced by the report in one transaction, or nothing.
 */
export async function importFbaInventory(
  deps: { db: Db; files: FilesService },
  report: FbaReport,
  file: { name: string; text: Buffer; now: Date },
): Promise<FbaImportOutcome> {
  const [store] = await rowsOf<{ seller_id: string }>(
    deps.db,
    sql`select seller_id from stores where client_id = ${report.client_id}::int and pk_store_id = ${report.store_id}::int`,
  );
  if (!store) return { status: 'FAILED', error: 'The report’s store is unknown' };
  const target: UploadTarget<FbaLine> = {
    key: `fba-stock:${report.mp_id}:${store.seller_id}`,
    extensions: FLAT_FILE_EXTENSIONS,
    layouts: [
      { name: FBA_INVENTORY_REPORT, columns: COLUMNS, unknownColumns: 'ignore', prepare: () => parse },
    ],
    write: (tx, lines, { fileId }) =>
      writeFbaStock(
        tx,
        {
          clientId: report.client_id,
          mpId: report.mp_id,
          sellerId: store.seller_id,
          source: 'sp-api',
          fileId,
          asOf: report.data_end_time ?? file.now,
        },
        lines,
      ),
  };
  try {
    const outcome = await runUpload({
      db: deps.db,
      files: deps.files,
      target,
      file: { fileName: file.name, contentType: 'text/tab-separated-values', buffer: file.text },
      ctx: { clientId: report.client_id, userId: null, dataType: 'fba_stock', mpId: report.mp_id },
    });
    if (outcome.ok)
      return { status: 'IMPORTED', rows: outcome.inserted + outcome.updated + outcome.unchanged };
    const first = outcome.errors
      .slice(0, 3)
      .map((e) => `row ${e.row}: ${e.message}`)
      .join('; ');
    return { status: 'FAILED', error: `Import refused, nothing written. ${outcome.detail}: ${first}` };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500)
      return { status: 'FAILED', error: `Import refused: ${(error as Error).message}` };
    throw error;
  }
}
