import type { Db } from '../../db/client';
import type { FilesService } from '../files';
import { runUpload, type UploadLimits } from './pipeline';
import type { UploadContext, UploadTarget } from './types';

/** What a connector's import answers: rows read into the target, or why nothing was written. */
export type ImportOutcome = { status: 'IMPORTED'; rows: number } | { status: 'FAILED'; error: string };

/**
 * A connector's report imported through the upload pipeline (DESIGN section 9: one `runImport` for connector
 * imports): every line validated, then all written in one transaction or nothing. A refusal (row errors, or
 * the pipeline's own: too large, no rows, unreadable) is a FAILED outcome naming the first three problems;
 * anything else (a server error) is thrown for the job to retry. `ctx.userId` is null: the system imports.
 */
export async function runImport<R>(input: {
  db: Db;
  files: FilesService;
  target: UploadTarget<R>;
  /** The report's text as downloaded, and the name it is kept under. */
  report: { name: string; text: Buffer };
  ctx: UploadContext;
  /** A connector's own bounds where a person's upload limits do not fit its reports (default: those limits). */
  limits?: Partial<UploadLimits>;
}): Promise<ImportOutcome> {
  try {
    const outcome = await runUpload({
      db: input.db,
      files: input.files,
      target: input.target,
      file: {
        fileName: input.report.name,
        contentType: 'text/tab-separated-values',
        buffer: input.report.text,
      },
      ctx: input.ctx,
      limits: input.limits,
    });
    if (outcome.ok)
      return { status: 'IMPORTED', rows: outcome.inserted + outcome.updated + outcome.unchanged };
    const first = outcome.errors
      .slice(0, 3)
      .map((e) => `row ${e.row}: ${e.message}`)
      .join('; ');
    return { status: 'FAILED', error: `Import refused, nothing written. ${outcome.detail}: ${first}` };
  } catch (error) {
    // The pipeline's refusals (too large, no rows, unreadable) are HTTP errors with a user-safe text.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500)
      return { status: 'FAILED', error: `Import refused: ${(error as Error).message}` };
    throw error;
  }
}
