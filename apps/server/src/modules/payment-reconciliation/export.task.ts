import { IDENTIFIER_LABELS, type ProductIdentifier } from '@marketdesk/contracts/marketplace-registry';
import { type ReconciliationSelection, reconciliationCsvName } from '@marketdesk/contracts/reconciliation';
import { reconciliationColumns } from '@marketdesk/contracts/reconciliation-columns';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, isEmbedded } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { readCursor } from '../../platform/grid';
import { writeCsv } from '../../platform/spreadsheets';
import { keysetBatches, type TaskHandler } from '../../platform/tasks';
import { toEntry } from './reconciliation.entry';
import { type EntryRow, entriesQuery, type ReconciliationWindow } from './reconciliation.repository';

/** The task kind of the reconciliation export. */
export const RECONCILIATION_EXPORT_KIND = 'payment-reconciliation.export';

/** What the export route hands the task (JSON in the job): the window as resolved for the user, filters, sort. */
export interface ReconciliationExportPayload {
  window: Omit<ReconciliationWindow, 'clientId'>;
  selection: ReconciliationSelection;
  shortCode: string;
  currency: string;
  /** The marketplace family's identifier field (asin, zsku...), null without one. */
  identifier: string | null;
}

/** Rows per batch: memory holds one batch whatever the window's size. */
export const EXPORT_BATCH = 2000;

/**
 * The entries once, batch by batch. PostgreSQL: one server-side cursor (one snapshot, the statement runs once).
 * PGlite: the statement runs once into a temporary table numbered in the report's order, read back by keyset and
 * dropped; paging the statement itself would run the whole window's matching again for every batch, and a
 * cursor would hold the embedded database's one connection for the whole export.
 */
async function readEntries<R>(
  db: Db,
  query: SQL,
  name: string,
  consume: (batches: AsyncIterable<EntryRow[]>) => Promise<R>,
): Promise<R> {
  if (!isEmbedded(db)) return readCursor(db, query, consume, EXPORT_BATCH);
  const table = sql.identifier(name);
  await db.execute(sql`create temp table ${table} as
    select row_number() over () as n, q.* from (${query}) q`);
  try {
    return await consume(
      keysetBatches<EntryRow & { n: string }, number>(
        (after, limit) =>
          rowsOf(db, sql`select * from ${table} where n > ${after ?? 0} order by n limit ${limit}::int`),
        (row) => Number(row.n),
        EXPORT_BATCH,
      ),
    );
  } finally {
    await db.execute(sql`drop table if exists ${table}`);
  }
}

/**
 * Re-runs the report in the task's client (never another's: the client comes from the task row) for every entry
 * its filters match, in its sort, and streams it to `reconciliation_report_{code}_{from}_to_{to}.csv` (spec 02
 * section 9) with the screen's columns (contracts reconciliation-columns: amounts as plain numbers under headers
 * naming the currency); writeCsv starts with the byte-order mark and neutralises formula-like cells.
 */
export const reconciliationExportTask: TaskHandler<ReconciliationExportPayload> = async ({
  task,
  payload,
  files,
  db,
}) => {
  const window: ReconciliationWindow = { ...payload.window, clientId: task.client_id };
  const id = payload.identifier as ProductIdentifier | null;
  const columns = reconciliationColumns(
    id ? { field: id, label: IDENTIFIER_LABELS[id] } : null,
    payload.currency,
  );
  async function* rows(batches: AsyncIterable<EntryRow[]>) {
    for await (const batch of batches)
      for (const r of batch) {
        const entry = toEntry(r, id);
        yield columns.map((c) => c.value(entry) ?? null);
      }
  }
  // A PostgreSQL cursor reads in the query's order; the temporary table numbers rows in that order (row_number()
  // over the ordered subquery), and a unique name keeps two exports of one server apart.
  const file = await readEntries(
    db,
    entriesQuery(window, payload.selection),
    `reconciliation_export_${task.task_id.replaceAll('-', '')}`,
    (batches) =>
      files.write({
        name: reconciliationCsvName(payload.shortCode, window.start, window.end),
        contentType: 'text/csv; charset=utf-8',
        writeRows: async (out) => {
          await writeCsv(out, { header: columns.map((c) => c.csvHeader ?? c.header), rows: rows(batches) });
        },
      }),
  );
  return { fileId: file.id };
};
