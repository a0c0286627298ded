import {
  AMS_COLUMNS,
  type AmsLevel,
  amsExportCell,
  amsExportHeader,
  amsFileName,
} from '@marketdesk/contracts/ams-view';
import { writeCsv } from '../../platform/spreadsheets';
import { TaskError, type TaskHandler } from '../../platform/tasks';
import { type AmsResolved, amsGrid } from './ams-view.service';

/** The task kind of every AMS view export (the level is in the payload). */
export const AMS_EXPORT_KIND = 'ams-view.csv';

/** What an export route hands the task (JSON in the job): the grid and the request resolved when the user asked. */
export interface AmsExportPayload {
  level: AmsLevel;
  resolved: Omit<AmsResolved, 'scope'> & { scope: Omit<AmsResolved['scope'], 'clientId'> };
}

/**
 * Writes one grid as CSV (its columns, labels and order, the amounts' headers naming the seller's currency;
 * status as its chip's label, money and percentages to 2 decimals) through the platform writer (BOM,
 * formula-like text neutralised). The rows are the grid's own: the same service call. The client is the task's own, never the payload's.
 */
export const amsExportTask: TaskHandler<AmsExportPayload> = async ({ task, payload, files, db }) => {
  const resolved: AmsResolved = {
    ...payload.resolved,
    scope: { ...payload.resolved.scope, clientId: task.client_id },
  };
  const { items } = await amsGrid(db, resolved, payload.level);
  const columns = AMS_COLUMNS[payload.level];
  const s = resolved.scope;
  const file = await files.write({
    name: amsFileName(payload.level, s.profileId, s.start, s.end),
    contentType: 'text/csv; charset=utf-8',
    writeRows: async (out) => {
      await writeCsv(out, {
        header: columns.map((c) => amsExportHeader(c, resolved.currency)),
        rows: items.map((row) =>
          columns.map((c) => amsExportCell(c, (row as Record<string, unknown>)[c.field])),
        ),
      });
    },
  });
  if (!file) throw new TaskError('The AMS view export could not be written');
  return { fileId: file.id };
};
