import { PassThrough } from 'node:stream';
import { type FocusedSkuExportRow, focusedSkuExportRow } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import type { Db } from '../../db/client';
import { attachmentDisposition } from '../../platform/files';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { resolveScope, todayUtc } from '../../platform/report-scope';
import { writeCsv } from '../../platform/spreadsheets';
import { type RequestContext, requireCtx } from '../../platform/tenancy';
import { focusedAnalysis, whichOf } from './analysis.service';

/** The export's columns: the export row's fields (contracts focusedSkuExportRow), in its order. */
const EXPORT_COLUMNS = Object.keys(focusedSkuExportRow.shape) as (keyof FocusedSkuExportRow)[];

/** The platform's CSV writer (BOM, CRLF, formula-like text neutralised) into one buffer. */
async function csvBuffer(rows: readonly FocusedSkuExportRow[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeCsv(out, { header: EXPORT_COLUMNS, rows: rows.map((r) => EXPORT_COLUMNS.map((c) => r[c])) });
  return Buffer.concat(chunks);
}

/**
 * The analysis calls (contracts operations/focused-sku: analyze, list, categories, exportCsv, detail). Each resolves the
 * marketplace and brand limit through the report scope (the marketplace must be the user's; brand-limited users
 * see their brands' products and unbranded ones) and leaves the rest to the service.
 */
export function registerAnalysisRoutes(app: ZodApp, db: Db) {
  const analysis = focusedAnalysis(db);
  const scopeOf = async (ctx: RequestContext, mpId: number) => {
    const scope = await resolveScope(db, ctx, { mpId });
    return { clientId: scope.clientId, mpId, brandIds: scope.brandIds, marketplace: scope.marketplace };
  };

  route(app, focusedSkuOps.analyze, async (request) => {
    const s = await scopeOf(requireCtx(request), request.query.mp_id);
    const results = await analysis.analyzeMarketplace({
      ...s,
      ...whichOf(request.query),
      date: todayUtc(),
    });
    return { success: true, count: results.length, results };
  });

  route(app, focusedSkuOps.list, async (request) => {
    const s = await scopeOf(requireCtx(request), request.query.mp_id);
    return analysis.list(s, request.query);
  });

  route(app, focusedSkuOps.categories, async (request) => {
    const s = await scopeOf(requireCtx(request), request.query.mp_id);
    return { categories: await analysis.categories(s) };
  });

  route(app, focusedSkuOps.exportCsv, async (request, reply) => {
    const s = await scopeOf(requireCtx(request), request.query.mp_id);
    const content = await csvBuffer(await analysis.exportRows(s, request.query));
    const name = `focused_sku_analysis_${s.marketplace.short_code}_${todayUtc()}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(name))
      .send(content);
  });

  route(app, focusedSkuOps.detail, async (request) => {
    const s = await scopeOf(requireCtx(request), request.query.mp_id);
    return analysis.detail(s, request.params.asin);
  });
}
