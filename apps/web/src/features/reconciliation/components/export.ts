import {
  CSV_BYTE_ORDER_MARK,
  type ReconciliationEntry,
  reconciliationCsvName,
} from '@marketdesk/contracts/reconciliation';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import type { ReconciliationColumn } from './columns';

/**
 * The table's rows as CSV (formula-safe), starting with a byte-order mark (spec 02 section 9); amounts as plain
 * numbers under headers naming their currency.
 */
export function reconciliationCsv(
  columns: readonly ReconciliationColumn[],
  entries: readonly ReconciliationEntry[],
) {
  return (
    CSV_BYTE_ORDER_MARK +
    buildCsv(
      columns.map((c) => c.csvHeader ?? c.header),
      entries.map((e) => columns.map((c) => c.value(e))),
    )
  );
}

/** Saves `reconciliation_report_{code}_{from}_to_{to}.csv`. */
export function exportReconciliation(
  code: string,
  from: string,
  to: string,
  columns: readonly ReconciliationColumn[],
  entries: readonly ReconciliationEntry[],
): void {
  downloadCsv(reconciliationCsvName(code, from, to), reconciliationCsv(columns, entries));
}
