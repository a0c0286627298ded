import { extname } from 'node:path';
import type { AmsConsoleKind, AmsConsoleTotals, AmsConsoleUploaded } from '@marketdesk/contracts/ams-console';
import { AMS_CONSOLE_LIMITS } from '@marketdesk/contracts/ams-console';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { Db } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files';
import { type VisibleProfile, visibleProfile } from '../../../platform/profile-scope';
import { openSpreadsheet } from '../../../platform/spreadsheets';
import type { RequestContext } from '../../../platform/tenancy';
import {
  runUpload,
  type UploadFile,
  type UploadLayout,
  type UploadRouteOutcome,
  type UploadTarget,
} from '../../../platform/uploads';
import {
  BULK_SHEET,
  bulkVersion,
  detectReport,
  isBulkSheet,
  type ReportLayout,
  unknownLayout,
} from './detect';
import { type BulkRow, bulkColumns, readBulkRow } from './read-bulk';
import { READERS } from './readers';
import { FIELD_PREFIX, FIGURES, noFigures, type ReportRow, readReportRow } from './report-row';
import { SumCheckError, writeReportRows } from './write';
import { BulkRowError, writeBulkRows } from './write-bulk';

/**
 * Console uploads of one advertising profile (docs/guide/advertising/console-reports.md): the profile checked
 * as AMS View's seller picker lists it, the file's kind found from its header (or its bulk sheet), then the
 * upload pipeline with that kind's layout and writer: all of it written in one transaction with its sum check,
 * or nothing and what is wrong.
 */

export const PROFILE_NOT_FOUND = 'Profile not found';
const PURCHASED_REASON =
  "Purchased product rows are other products' sales after an ad's click, already in the advertised products' totals: read and added up, not stored";

/** What the first look at the file found: a report layout, a bulk file (its sheet and layout), or neither. */
type Found =
  | { kind: 'report'; layout: ReportLayout }
  | { kind: 'bulk'; sheet: string | number; version: '2019' | 'current'; header: string[] }
  | { kind: 'unknown'; message: string; headerRow: number };

async function look(clientId: number, file: UploadFile): Promise<Found> {
  const head = async (sheet?: string) => {
    const s = await openSpreadsheet(
      { buffer: file.buffer, fileName: file.fileName },
      { maxBytes: AMS_CONSOLE_LIMITS.maxBytes, clientId, ...(sheet === undefined ? {} : { sheet }) },
    );
    await s.close();
    return s;
  };
  const first = await head();
  const bulkSheet = first.sheetNames.find(isBulkSheet);
  const sheet = bulkSheet && bulkSheet !== first.sheetName ? await head(bulkSheet) : first;
  const version = bulkVersion(sheet.header);
  if (version) return { kind: 'bulk', sheet: sheet.sheetName, version, header: sheet.header };
  if (bulkSheet)
    return {
      kind: 'unknown',
      headerRow: sheet.headerRow,
      message: unknownLayout(
        sheet.header,
        `sheet ${BULK_SHEET} without Record Type, nor Entity and Operation`,
      ),
    };
  const detected = detectReport(first.header);
  return detected.ok
    ? { kind: 'report', layout: detected.layout }
    : { kind: 'unknown', message: detected.message, headerRow: first.headerRow };
}

export function consoleUploadService(deps: { db: Db; files: FilesService }) {
  const { db, files } = deps;
  return {
    /** The profile as AMS View lists it for the caller (advertising marketplaces), else 404. */
    profile: (ctx: RequestContext, profileId: string): Promise<VisibleProfile> =>
      visibleProfile(db, ctx, profileId, {
        family: (f) => Boolean(f.views.advertising),
        notFound: () => notFound(PROFILE_NOT_FOUND),
      }),

    async upload(
      ctx: RequestContext,
      profile: VisibleProfile,
      file: UploadFile,
    ): Promise<UploadRouteOutcome<AmsConsoleUploaded>> {
      const ext = extname(file.fileName).toLowerCase();
      if (!(AMS_CONSOLE_LIMITS.extensions as readonly string[]).includes(ext))
        throw badRequest(UPLOAD_TEXT.extension(ext, AMS_CONSOLE_LIMITS.extensions));
      if (file.buffer.length > AMS_CONSOLE_LIMITS.maxBytes)
        throw new HttpError(413, UPLOAD_TEXT.tooLarge(AMS_CONSOLE_LIMITS.maxBytes));
      const found = await look(ctx.clientId, file);
      if (found.kind === 'unknown')
        return {
          ok: false,
          detail: found.message,
          errors: [{ row: found.headerRow, type: 'text', message: found.message }],
        };
      const owner = {
        clientId: ctx.clientId,
        profileId: profile.profile_id,
        currency: profile.currency_code,
        mpId: Number(profile.mp_id),
      };
      const totals = noFigures();
      let rows = 0;
      let start: string | null = null;
      let end: string | null = null;
      let reportType: AmsConsoleKind;
      let attribution: 7 | 14 | null = null;
      let target: UploadTarget<ReportRow> | UploadTarget<BulkRow>;

      if (found.kind === 'report') {
        const { layout } = found;
        reportType = layout.kind;
        attribution = layout.attributionDays;
        const reader = READERS[layout.kind];
        const reportLayout: UploadLayout<ReportRow> = {
          name: layout.kind,
          columns: Object.entries(layout.columns).map(([field, label]) => ({
            field: `${FIELD_PREFIX}${field}`,
            label: label!,
            required: true,
          })),
          unknownColumns: 'ignore',
          prepare: () => (row) => {
            const read = readReportRow(layout.kind, layout, reader, row);
            if (!read.ok) return read;
            const r = read.records[0]!;
            if (r.currency !== null && r.currency.toUpperCase() !== owner.currency.toUpperCase())
              return {
                ok: false,
                messages: [`Currency ${r.currency} is not the profile's currency (${owner.currency})`],
              };
            rows++;
            for (const f of FIGURES) totals[f] += r.figures[f];
            if (start === null || r.start < start) start = r.start;
            if (end === null || r.end > end) end = r.end;
            if (layout.kind === 'purchased_product')
              return { ok: true, records: [], skipped: { sales_channel: '', reason: PURCHASED_REASON } };
            return read;
          },
        };
        const reportTarget: UploadTarget<ReportRow> = {
          key: `ads-console:${owner.profileId}`,
          extensions: AMS_CONSOLE_LIMITS.extensions,
          layouts: [reportLayout],
          write: async (tx, records) =>
            layout.kind === 'purchased_product'
              ? { inserted: 0, updated: 0, unchanged: 0 }
              : writeReportRows(tx, owner, layout.kind, layout.attributionDays, records),
        };
        target = reportTarget;
      } else {
        reportType = 'bulk';
        const { version } = found;
        const bulkTarget: UploadTarget<BulkRow> = {
          key: `ads-console:${owner.profileId}`,
          extensions: AMS_CONSOLE_LIMITS.extensions,
          sheet: found.sheet,
          layouts: [
            {
              name: `bulk ${version}`,
              columns: bulkColumns(version, found.header),
              unknownColumns: 'ignore',
              prepare: () => (row) => {
                rows++;
                return readBulkRow(version, row);
              },
            },
          ],
          write: (tx, records) => writeBulkRows(tx, owner, records),
        };
        target = bulkTarget;
      }

      let outcome: Awaited<ReturnType<typeof runUpload>>;
      try {
        outcome = await runUpload({
          db,
          files,
          target: target as UploadTarget<unknown>,
          file,
          ctx: {
            clientId: ctx.clientId,
            userId: ctx.user.id,
            dataType: `ads-console:${reportType}`,
            mpId: owner.mpId,
          },
          limits: { maxFileBytes: AMS_CONSOLE_LIMITS.maxBytes },
        });
      } catch (error) {
        if (error instanceof SumCheckError || error instanceof BulkRowError) {
          const row = error instanceof BulkRowError ? error.row : 0;
          return {
            ok: false,
            detail: error.message,
            errors: [{ row, type: 'text', message: error.message }],
          };
        }
        throw error;
      }
      if (!outcome.ok) return outcome;
      const money = (c: number) => Math.round(c) / 100;
      const answerTotals: AmsConsoleTotals = {
        ...totals,
        spend: money(totals.spend),
        sales: money(totals.sales),
        currency: owner.currency,
      };
      return {
        ok: true,
        answer: {
          report_type: reportType,
          rows,
          inserted: outcome.inserted,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          skipped: outcome.skipped.map((s) => ({ reason: s.reason, rows: s.rows })),
          period: start !== null && end !== null ? { start, end } : null,
          attribution_days: attribution,
          totals: found.kind === 'bulk' ? { ...answerTotals, ...noFigures() } : answerTotals,
        },
      };
    },
  };
}

export type ConsoleUploadService = ReturnType<typeof consoleUploadService>;
