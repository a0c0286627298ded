import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import { MARKETPLACE_REGISTRY, type MarketplacePrefix } from '@marketdesk/contracts/marketplace-registry';
import type { FileRow } from '../../platform/files';
import { type GridSelection, readGrid } from '../../platform/grid';
import { writeCsv } from '../../platform/spreadsheets';
import { TaskError, type TaskHandler } from '../../platform/tasks';
import { gridOf } from './grids';

/** The task kind of every Data Vault grid export. */
export const GRID_EXPORT_KIND = 'data-vault.grid-export';

/** What the export route hands the task (JSON in the job): the grid and the user's sort, filter and search. */
export interface GridExportPayload {
  dataType: DataType;
  prefix: MarketplacePrefix | null;
  mpId: number | null;
  /** The SKU grids' brand limit when the export started (null: every brand). */
  brandIds?: number[] | null;
  selection: GridSelection;
}

/** Rows per query: memory holds one batch whatever the export's size. */
export const EXPORT_BATCH = 2000;

/** List cells as the grid shows them: keywords space-joined, bullet points one per line. */
const cell = (field: string, v: unknown) =>
  Array.isArray(v) ? v.join(field === 'keywords' ? ' ' : '\n') : (v as string | number | boolean | null);

/**
 * Re-runs the grid's query in the task's client (never another's: the scope comes from the task row), batch
 * by batch (readGrid: one cursor and snapshot on PostgreSQL) and streams it to a CSV file with the columns'
 * labels as header (writeCsv neutralises formulas).
 */
export const gridExportTask: TaskHandler<GridExportPayload> = async ({ task, payload, files, db }) => {
  const family = payload.prefix ? MARKETPLACE_REGISTRY[payload.prefix] : null;
  const grid = gridOf(payload.dataType, family);
  if (!grid) throw new TaskError('This data cannot be exported');
  const source = grid.source({
    clientId: task.client_id,
    mpId: payload.mpId,
    brandIds: payload.brandIds ?? null,
  });
  const fields = grid.columns.map((c) => c.field);
  async function* rows(batches: AsyncIterable<Record<string, unknown>[]>) {
    for await (const batch of batches) {
      for (const row of batch) yield fields.map((f) => cell(f, row[f]));
    }
  }
  const file = await readGrid<Record<string, unknown>, FileRow>(
    db,
    source,
    payload.selection,
    (batches) =>
      files.write({
        name: `${task.label || DATA_TYPE_LABELS[payload.dataType]}.csv`,
        contentType: 'text/csv; charset=utf-8',
        writeRows: async (out) => {
          await writeCsv(out, { header: grid.columns.map((c) => c.label), rows: rows(batches) });
        },
      }),
    EXPORT_BATCH,
  );
  return { fileId: file.id };
};
