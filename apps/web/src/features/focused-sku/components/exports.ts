import {
  type FocusedSkuAnalysis,
  type FocusedSkuExportRow,
  focusedExportRow,
  focusedSkuExportRow,
} from '@marketdesk/contracts/focused-sku';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import { saveBlob } from '../../../shared/files/save-blob';
import { isoDay } from '../../../shared/format/format';

/**
 * The bulk bar's exports, built on the client from the records (spec 02 section 7: "Exports to CSV or JSON
 * happen on the client"). CSV: one line per SKU with the computed fields of an exported report (section 3),
 * formula-safe through the shared CSV writer. JSON: each record with those computed fields added.
 */

/** The CSV's columns: the export row's fields, in the contract's order. */
export const EXPORT_COLUMNS = Object.keys(focusedSkuExportRow.shape) as (keyof FocusedSkuExportRow)[];

export function exportCsvText(records: readonly FocusedSkuAnalysis[]): string {
  const rows = records.map((r) => {
    const row = focusedExportRow(r);
    return EXPORT_COLUMNS.map((c) => row[c]);
  });
  return buildCsv(EXPORT_COLUMNS, rows);
}

/** A record as a report: the whole record plus the computed fields. */
export const reportOf = <R extends FocusedSkuAnalysis>(r: R) => ({ ...r, ...focusedExportRow(r) });

export const exportJsonText = (records: readonly FocusedSkuAnalysis[]): string =>
  JSON.stringify(records.map(reportOf), null, 2);

/** sku_data_export_{date}.csv (spec 02 section 9) and its JSON twin. */
export const exportFileName = (ext: 'csv' | 'json', now = new Date()) =>
  `sku_data_export_${isoDay(now)}.${ext}`;

export function downloadExport(records: readonly FocusedSkuAnalysis[], format: 'csv' | 'json'): void {
  if (format === 'csv') downloadCsv(exportFileName('csv'), exportCsvText(records));
  else saveJson(exportFileName('json'), exportJsonText(records));
}

/** The detail dialog's Export Report: the SKU's record with its computed fields, as JSON. */
export function downloadReport(r: FocusedSkuAnalysis, now = new Date()): void {
  saveJson(`sku_report_${r.asin}_${isoDay(now)}.json`, JSON.stringify(reportOf(r), null, 2));
}

function saveJson(filename: string, text: string): void {
  saveBlob(new Blob([text], { type: 'application/json;charset=utf-8' }), filename);
}
