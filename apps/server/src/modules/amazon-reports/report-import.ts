import { Readable } from 'node:stream';
import { SP_API_SETTLEMENT_REPORT } from '@marketdesk/contracts/amazon-reports';
import { MARKETPLACE_REGISTRY, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import type { Db } from '../../db/client';
import type { FileRow, FilesService } from '../../platform/files';
import { type ImportOutcome as ConnectorImport, runImport } from '../../platform/uploads';
import { vaultTarget } from '../data-upload';
import { FBA_INVENTORY_REPORT, importFbaInventory } from '../inventory';
import type { AmazonReportsRepository, ReportRow } from './amazon-reports.repository';

/**
 * Which Data Vault data type a report imports into. Orders and settlements have Amazon flat-file layouts in
 * the Data Vault; FBA inventory is imported into the stock tables by modules/inventory; FBA returns wait for a
 * returns flat-file layout, so they are stored only (status DOWNLOADED).
 */
const IMPORTS: Record<string, 'orders' | 'settlements'> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL: 'orders',
  [SP_API_SETTLEMENT_REPORT]: 'settlements',
};

/** A connector import's outcome (platform/uploads runImport), or DOWNLOADED: stored, nothing to import into. */
export type ImportOutcome = ConnectorImport | { status: 'DOWNLOADED' };

/** `{report_type}_{yyyy-mm-dd}.txt`, dated by the last day of the report's data (else today). */
export function reportFileName(row: Pick<ReportRow, 'report_type' | 'data_end_time'>, now: Date): string {
  const day = row.data_end_time ? new Date(row.data_end_time.getTime() - 1) : now;
  return `${row.report_type}_${day.toISOString().slice(0, 10)}.txt`;
}

/** A flat file with a header and no line under it: a window without data, not an error. */
const hasDataLines = (text: Buffer) =>
  text
    .toString('utf8')
    .split(/\r?\n/)
    .slice(1)
    .some((line) => line.trim() !== '');

export function reportImporter(deps: { db: Db; files: FilesService; repo: AmazonReportsRepository }) {
  return {
    /** Stores the report's text as a file of its client (kind 'report'). */
    store: (row: ReportRow, text: Buffer, now: Date): Promise<FileRow> =>
      deps.files.saveFile({
        clientId: row.client_id,
        userId: null,
        kind: 'report',
        name: reportFileName(row, now),
        contentType: 'text/tab-separated-values; charset=utf-8',
        stream: Readable.from([text]),
      }),

    /**
     * Imports the report through the upload pipeline with the Data Vault's flat-file layout: every line
     * validated, then all written in one transaction (rollups included) or nothing.
     */
    async import(row: ReportRow, text: Buffer, name: string, now: Date): Promise<ImportOutcome> {
      // FBA inventory goes into the stock tables (modules/inventory); a header-only report changes nothing.
      if (row.report_type === FBA_INVENTORY_REPORT)
        return hasDataLines(text)
          ? importFbaInventory(deps, row, { name, text, now })
          : { status: 'IMPORTED', rows: 0 };
      const dataType = IMPORTS[row.report_type];
      if (!dataType) return { status: 'DOWNLOADED' };
      if (!hasDataLines(text)) return { status: 'IMPORTED', rows: 0 };
      const mp = await deps.repo.marketplaceInfo(row.mp_id);
      const prefix = mp ? prefixOf(mp.short_code) : null;
      if (!mp || !prefix) return { status: 'FAILED', error: 'The report’s marketplace is unknown' };
      const target = vaultTarget(dataType, {
        clientId: row.client_id,
        mp,
        family: MARKETPLACE_REGISTRY[prefix],
        today: now.toISOString().slice(0, 10),
      });
      return runImport({
        db: deps.db,
        files: deps.files,
        target,
        report: { name, text },
        ctx: { clientId: row.client_id, userId: null, dataType, mpId: row.mp_id },
      });
    },
  };
}
export type ReportImporter = ReturnType<typeof reportImporter>;
