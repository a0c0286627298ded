import type { ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';
import { buildCsv, type CsvCell, downloadCsv } from '../../shared/csv/csv';
import { clientLabel, errorLines, jsonText } from './error-log';

export const ERROR_LOG_CSV_HEADERS = [
  'time',
  'job_name',
  'run_id',
  'client',
  'error_type',
  'code',
  'message',
  'details',
  'system_tracking_id',
  'params',
] as const;

/** Excel reads a CSV as UTF-8 (accents in client names and messages) only when it starts with this mark. */
const BOM = '\uFEFF';

export const errorLogFileName = (date: string): string => `scheduled_job_errors_${date}.csv`;

/**
 * One line per message of an entry's errors list; one line holding the raw msg when msg is not that JSON
 * (or lists nothing). Details and params are compact JSON.
 */
export function errorLogRows(entries: readonly ErrorLogEntry[]): CsvCell[][] {
  return entries.flatMap((e) => {
    const head = [e.created_at, e.job_name, e.pk_job_run_id, clientLabel(e), e.error_type];
    const tail = [e.system_tracking_id, jsonText(e.params, 0)];
    const lines = errorLines(e);
    if (!lines || lines.length === 0) return [[...head, '', lines ? e.message : e.msg, '', ...tail]];
    return lines.map((l) => [...head, l.code, l.message, jsonText(l.details, 0), ...tail]);
  });
}

/** The CSV text of a day's entries, byte-order mark first; cells are formula-safe (shared/csv). */
export const errorLogCsv = (entries: readonly ErrorLogEntry[]): string =>
  BOM + buildCsv(ERROR_LOG_CSV_HEADERS, errorLogRows(entries));

export function downloadErrorLogCsv(date: string, entries: readonly ErrorLogEntry[]): void {
  downloadCsv(errorLogFileName(date), errorLogCsv(entries));
}
