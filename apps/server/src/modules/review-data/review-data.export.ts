import { REVIEW_DATA_COLUMNS, reviewDataFileName } from '@marketdesk/contracts/review-data';
import { writeCsv } from '../../platform/spreadsheets';
import { TaskError, type TaskHandler } from '../../platform/tasks';
import { type ReviewScope, reviewRows } from './review-data.repository';
import { toRow } from './review-data.service';

/** The task kind of the review data download. */
export const REVIEW_DATA_EXPORT_KIND = 'review-data.csv';

/** What the download route hands the task (JSON in the job): the scope resolved when the user asked. */
export type ReviewDataExportPayload = Omit<ReviewScope, 'clientId'>;

/** SKUs per query: memory holds one batch of rows whatever the report's size. */
export const EXPORT_BATCH = 500;

/**
 * Writes the whole report (every SKU, every column, in the grid's order and labels; group before label) as CSV
 * through the platform writer (BOM, formula-like text neutralised), batch by batch. The client is the task's
 * own, never the payload's: a task cannot read another client's rows.
 */
export const reviewDataExportTask: TaskHandler<ReviewDataExportPayload> = async ({
  task,
  payload,
  files,
  db,
}) => {
  const scope: ReviewScope = { ...payload, clientId: task.client_id };
  async function* rows() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await reviewRows(db, scope, { limit: EXPORT_BATCH, offset });
      for (const r of batch) {
        const row = toRow(r, scope.current);
        yield REVIEW_DATA_COLUMNS.map((c) => row[c.field]);
      }
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  const file = await files.write({
    name: reviewDataFileName(scope.warehouseId, scope.current.start, scope.current.end),
    contentType: 'text/csv; charset=utf-8',
    writeRows: async (out) => {
      await writeCsv(out, { header: REVIEW_DATA_COLUMNS.map((c) => `${c.group}: ${c.label}`), rows: rows() });
    },
  });
  if (!file) throw new TaskError('The review data could not be written');
  return { fileId: file.id };
};
