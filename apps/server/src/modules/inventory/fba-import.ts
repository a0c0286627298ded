import { FLAT_FILE_EXTENSIONS } from '@marketdesk/contracts/uploads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import type { FilesService } from '../../platform/files';
import { type ImportOutcome, runImport, type UploadTarget } from '../../platform/uploads';
import { FBA_INVENTORY_REPORT, fbaReportLayout } from './fba-report';
import { type FbaLine, writeFbaStock } from './stock.writer';

export { FBA_INVENTORY_REPORT };

export interface FbaReport {
  client_id: number;
  mp_id: number;
  store_id: number;
  data_end_time: Date | null;
}

export type FbaImportOutcome = ImportOutcome;

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
    layouts: [fbaReportLayout()],
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
  return runImport({
    db: deps.db,
    files: deps.files,
    target,
    report: { name: file.name, text: file.text },
    ctx: { clientId: report.client_id, userId: null, dataType: 'fba_stock', mpId: report.mp_id },
  });
}
