import type { Executor } from '../../db/facts';
import { HttpError } from '../errors';
import { type GridSelection, type GridSource, gridHasRows, orderBySql, whereSql } from '../grid';

export const NOTHING_TO_EXPORT = 'No rows match: there is nothing to export';

/**
 * Checks a grid export before its task is queued, as the grid's page call checks a page: sort, filter and search
 * against the grid's whitelist (422 GridQueryError, nothing queued), then that some row matches (404). A task
 * is only ever queued for a query its handler can run.
 */
export async function checkGridExport(
  ex: Executor,
  source: GridSource,
  selection: GridSelection,
): Promise<void> {
  // Building the SQL is the whitelist check; the export builds the same again when it runs.
  orderBySql(source.def, selection.sort);
  whereSql(source, selection);
  if (!(await gridHasRows(ex, source, selection))) throw new HttpError(404, NOTHING_TO_EXPORT);
}
