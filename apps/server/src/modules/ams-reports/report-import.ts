import { Readable } from 'node:stream';
import type { AmsReportType } from '@marketdesk/contracts/ams-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AdMetricKey, deleteAdMetrics, writeAdMetrics } from '../../db/facts';
import { pgArray, rowsOf, type Tx } from '../../db/facts/executor';
import type { FileRow, FilesService } from '../../platform/files';
import { runImport, type UploadCounts, type UploadTarget } from '../../platform/uploads';
import { AmsImportError, NUMBER_COLUMNS, type Parsed, parseReportRows, REPORT_LEVELS } from './report-rows';
import { REPORT_SPECS } from './report-specs';
import { entitiesAndMetrics, type ReportIdentity, upsertParents } from './report-writes';

export { AmsImportError, parseReportRows, REPORT_LEVELS, targetKind } from './report-rows';

/**
 * The import of one downloaded Sponsored Products report into the ad entities (campaigns, ad groups, advertised
 * products, targets, search terms: inserted or updated, never deleted) and the daily metrics of its level
 * (`writeAdMetrics`, which keeps the ads rollups). A report covers a date range; re-pulled days replace their
 * metrics: a metric row of the report's level and profile on a day of the range that the new file no longer
 * holds is deleted. It goes through the upload pipeline's `runImport` like every connector import (the report's
 * rows as a tab-separated file under the columns asked for, every row validated, then all of it written in one
 * transaction with its `uploads` row, or nothing), and the sum check closes the transaction: the file's figures
 * of each level equal what the database then holds, or nothing is written.
 */

type Row = Parsed<AmsReportType>;

export interface ImportInput extends ReportIdentity {
  rows: readonly unknown[];
}

export interface ImportOutcome {
  rows: number;
  metrics: number;
  replaced: number;
}

export interface ImportDeps {
  db: Db;
  files: FilesService;
}

const FIGURES = ['impressions', 'clicks', 'cost', 'sales7d', 'purchases7d', 'unitsSoldClicks7d'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The report's figures added up (amounts in cents, as parsed). */
function fileSums(rows: readonly Row[]): Figures {
  const sums = Object.fromEntries(FIGURES.map((k) => [k, 0])) as Figures;
  for (const r of rows) for (const k of FIGURES) sums[k] += r[k];
  return sums;
}

/** The sum check: each level the report writes holds, over its days, exactly the file's figures. */
async function checkSums(tx: Tx, input: ReportIdentity, rows: readonly Row[]) {
  const file = fileSums(rows);
  for (const level of REPORT_LEVELS[input.reportType]) {
    const [stored] = await rowsOf<Record<keyof Figures, string>>(
      tx,
      sql`select coalesce(sum(impressions), 0)::text as impressions, coalesce(sum(clicks), 0)::text as clicks,
          coalesce(round(sum(spend) * 100), 0)::text as cost, coalesce(round(sum(sales) * 100), 0)::text as sales7d,
          coalesce(sum(orders), 0)::text as "purchases7d", coalesce(sum(units), 0)::text as "unitsSoldClicks7d"
        from ad_metrics_daily where client_id = ${input.clientId} and profile_id = ${input.profileId}
          and entity_type = ${level} and date between ${input.startDate}::date and ${input.endDate}::date`,
    );
    const off = FIGURES.filter((k) => Number(stored![k]) !== file[k]);
    if (off.length > 0)
      throw new AmsImportError(
        `The ${input.reportType} report's ${off.join(', ')} do not add up to what the ${level} level holds after the import; nothing written`,
      );
  }
}

/**
 * Writes a report's rows (inside the pipeline's transaction): entities, metrics, the re-pulled days' stale
 * metrics deleted, then the sum check. Counts are of metric rows: new ones inserted, the others updated.
 */
async function writeReport(tx: Tx, input: ReportIdentity, rows: Row[], currency: string) {
  if (rows.length > 0) await upsertParents(tx, input, rows, currency);
  const metrics = rows.length > 0 ? await entitiesAndMetrics(tx, input, rows) : [];
  const keyOf = (k: Pick<AdMetricKey, 'entity_type' | 'entity_id' | 'date'>) =>
    `${k.entity_type}|${k.entity_id}|${k.date}`;
  const fresh = new Set(metrics.map(keyOf));
  const held = await rowsOf<AdMetricKey>(
    tx,
    sql`select profile_id, entity_type, entity_id, date::text as date from ad_metrics_daily
      where client_id = ${input.clientId} and profile_id = ${input.profileId}
        and entity_type = any(${pgArray(REPORT_LEVELS[input.reportType])}::text[])
        and date between ${input.startDate}::date and ${input.endDate}::date`,
  );
  const stale = held.filter((k) => !fresh.has(keyOf(k)));
  const before = new Set(held.map(keyOf));
  await deleteAdMetrics(tx, input.clientId, stale);
  await writeAdMetrics(tx, input.clientId, metrics);
  await checkSums(tx, input, rows);
  const updated = [...fresh].filter((k) => before.has(k)).length;
  const counts: UploadCounts = { inserted: fresh.size - updated, updated, unchanged: 0 };
  return { counts, outcome: { rows: rows.length, metrics: metrics.length, replaced: stale.length } };
}

/** A cell of the tab-separated file: quoted when it holds a quote, a tab or a line break. */
const cell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /["\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The report's rows as a tab-separated file under the columns the pipeline asked Amazon for. */
export function reportTsv(type: AmsReportType, rows: readonly unknown[]): Buffer {
  const columns = REPORT_SPECS[type].columns;
  const lines = [columns.join('\t')];
  for (const r of rows as Record<string, unknown>[]) lines.push(columns.map((c) => cell(r[c])).join('\t'));
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The upload target of one report: its columns, each line read back as the report's row, and its writes. */
function reportTarget(
  input: ReportIdentity,
  currency: string,
  done: (o: ImportOutcome) => void,
): UploadTarget<Row> {
  const { reportType } = input;
  return {
    key: `ads-report:${input.profileId}:${reportType}`,
    extensions: ['.tsv'],
    layouts: [
      {
        name: reportType,
        columns: REPORT_SPECS[reportType].columns.map((c) => ({ field: c, label: c, required: true })),
        unknownColumns: 'refuse',
        prepare: () => (line) => {
          const values: Record<string, unknown> = {};
          for (const [field, c] of Object.entries(line.cells))
            values[field] =
              c.type === 'empty'
                ? null
                : NUMBER_COLUMNS.has(field) && c.type === 'string'
                  ? Number(c.value)
                  : c.value;
          try {
            return { ok: true, records: parseReportRows(reportType, [values]) };
          } catch (error) {
            return { ok: false, messages: [(error as Error).message] };
          }
        },
      },
    ],
    async write(tx, records) {
      const written = await writeReport(tx, input, records, currency);
      done(written.outcome);
      return written.counts;
    },
  };
}

/** Imports a report's rows (see the file comment); a report the import cannot take throws AmsImportError. */
export async function importReport(deps: ImportDeps, input: ImportInput): Promise<ImportOutcome> {
  const rows = parseReportRows(input.reportType, input.rows);
  const outside = rows.find((r) => r.date < input.startDate || r.date > input.endDate);
  if (outside)
    throw new AmsImportError(
      `The ${input.reportType} report holds a row of ${outside.date}, outside its range ${input.startDate} to ${input.endDate}`,
    );
  const [profile] = await rowsOf<{ currency_code: string; mp_id: number }>(
    deps.db,
    sql`select m.currency_code, p.fk_mp_id as mp_id from seller_profiles p join marketplaces m on m.pk_mp_id = p.fk_mp_id
      where p.client_id = ${input.clientId} and p.profile_id = ${input.profileId}`,
  );
  if (!profile) throw new AmsImportError(`The advertising profile ${input.profileId} no longer exists`);
  // A report without rows has no file to run through the pipeline (it refuses an empty file); its days' metrics
  // are still replaced: by nothing.
  if (rows.length === 0)
    return deps.db.transaction(
      async (tx) => (await writeReport(tx, input, [], profile.currency_code)).outcome,
    );
  let outcome: ImportOutcome | undefined;
  const imported = await runImport({
    db: deps.db,
    files: deps.files,
    target: reportTarget(input, profile.currency_code, (o) => {
      outcome = o;
    }),
    report: { name: reportFileName(input, 'tsv'), text: reportTsv(input.reportType, input.rows) },
    ctx: { clientId: input.clientId, userId: null, dataType: `ads:${input.reportType}`, mpId: profile.mp_id },
    limits: ADS_REPORT_LIMITS,
  });
  if (imported.status === 'FAILED') throw new AmsImportError(imported.error);
  return outcome!;
}

/**
 * An Ads API report is the account's whole day or window (a large account's search terms run to millions of rows):
 * not bounded by a person's upload limits (100,000 rows, 25 MB), only by what one import can hold in memory.
 */
export const ADS_REPORT_LIMITS = { maxRows: 5_000_000, maxFileBytes: 1024 * 1024 * 1024 };

/** `{reportType}_{profileId}_{start}_{end}.json`: the decompressed report as Amazon sent it (`.tsv`: as imported). */
export const reportFileName = (
  r: { reportType: string; profileId: string; startDate: string; endDate: string },
  ext: 'json' | 'tsv' = 'json',
) => `${r.reportType}_${r.profileId}_${r.startDate}_${r.endDate}.${ext}`;

/** Stores a downloaded report (decompressed JSON) as a file of the client (kind 'report'). */
export const storeReportFile = (files: FilesService, r: ReportIdentity, content: Buffer): Promise<FileRow> =>
  files.saveFile({
    clientId: r.clientId,
    userId: null,
    kind: 'report',
    name: reportFileName(r),
    contentType: 'application/json; charset=utf-8',
    stream: Readable.from([content]),
  });
