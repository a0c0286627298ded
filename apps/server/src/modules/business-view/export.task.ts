import { businessViewCell, businessViewColumns } from '@marketdesk/contracts/business-view';
import type { FileRow } from '../../platform/files';
import { type GridSelection, readGrid } from '../../platform/grid';
import { writeCsv } from '../../platform/spreadsheets';
import type { TaskHandler } from '../../platform/tasks';
import {
  type BusinessViewScope,
  type BusinessViewSqlRow,
  businessViewSource,
} from './business-view.repository';
import { toBusinessViewRow } from './business-view.rows';

/** The task kind of the business view export. */
export const BUSINESS_VIEW_EXPORT_KIND = 'business-view.export';

/** What the export route hands the task (JSON in the job): the scope as resolved for the user, and the grid's order. */
export interface BusinessViewExportPayload {
  scope: Omit<BusinessViewScope, 'clientId'>;
  /** The marketplace's short code: the columns of its prefix (spec 02 section 9). */
  shortCode: string;
  /** The marketplace's currency: every amount of the file is in it (absent in a task queued before it was sent). */
  currency?: string;
  selection: GridSelection;
}

/** Rows per query: memory holds one batch whatever the report's size. */
export const EXPORT_BATCH = 2000;

/**
 * Re-runs the report in the task's client (never another's: the client comes from the task row), batch by batch
 * (readGrid: one cursor and snapshot on PostgreSQL) and streams it to CSV: the marketplace prefix's columns with
 * the row's field paths as header, numbered in the report's order (writeCsv: byte order mark, formulas neutralised),
 * and a last currency_code column naming the marketplace currency its amounts are in.
 */
export const businessViewExportTask: TaskHandler<BusinessViewExportPayload> = async ({
  task,
  payload,
  files,
  db,
}) => {
  const source = businessViewSource({ ...payload.scope, clientId: task.client_id });
  const columns = businessViewColumns(payload.shortCode);
  const currency = payload.currency ?? null;
  async function* rows(batches: AsyncIterable<BusinessViewSqlRow[]>) {
    let n = 0;
    for await (const batch of batches) {
      for (const r of batch) {
        const row = toBusinessViewRow(r, ++n);
        yield [...columns.map((c) => businessViewCell(row, c)), currency];
      }
    }
  }
  const file = await readGrid<BusinessViewSqlRow, FileRow>(
    db,
    source,
    payload.selection,
    (batches) =>
      files.write({
        name: `${task.label || 'Business view'}.csv`,
        contentType: 'text/csv; charset=utf-8',
        writeRows: async (out) => {
          await writeCsv(out, { header: [...columns, 'currency_code'], rows: rows(batches) });
        },
      }),
    EXPORT_BATCH,
  );
  return { fileId: file.id };
};
