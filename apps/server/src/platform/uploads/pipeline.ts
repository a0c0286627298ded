import { extname } from 'node:path';
import { Readable } from 'node:stream';
import {
  UPLOAD_LIMITS,
  UPLOAD_TEXT,
  type UploadFailingRows,
  type UploadRowError,
} from '@marketdesk/contracts/uploads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { badRequest, HttpError } from '../errors';
import type { FilesService } from '../files';
import { type Cell, cellAsText, openSpreadsheet, type SheetRow } from '../spreadsheets';
import { chooseLayout, mapHeader } from './header';
import type {
  MappedRow,
  RowMessage,
  RowResult,
  UploadContext,
  UploadFile,
  UploadLayout,
  UploadOutcome,
  UploadTarget,
} from './types';

/** Rows a layout sees before its parser is made (enough to tell a report's locale). */
export const SAMPLE_ROWS = 100;

export interface UploadLimits {
  maxFileBytes: number;
  maxRows: number;
  maxErrorsListed: number;
}

export interface RunUploadInput<R> {
  db: Db;
  files: FilesService;
  target: UploadTarget<R>;
  file: UploadFile;
  ctx: UploadContext;
  limits?: Partial<UploadLimits>;
}

type Parsed<R> = { ok: true; records: R[] } | Extract<UploadOutcome, { ok: false }>;

const EMPTY: Cell = { type: 'empty' };

/**
 * The upload pipeline of DESIGN section 9: extension → stored file (kind 'upload') → reader (signature, limits,
 * worker thread) → header mapped to the target's layout → every row parsed and validated, every error collected
 * → either the error list (nothing written; the stored file is deleted again) or every record written by the
 * target in ONE transaction together with the `uploads` row.
 *
 * All or nothing, also when the server dies mid-upload: nothing is written before the transaction, and the
 * transaction commits only after the last record and the uploads row; a crash or a thrown error before the
 * commit leaves PostgreSQL to roll everything back (the stored file may outlive a crash: it has no uploads
 * row, so nothing points at it).
 */
export async function runUpload<R>(input: RunUploadInput<R>): Promise<UploadOutcome> {
  const { db, files, target, file, ctx } = input;
  const limits: UploadLimits = { ...UPLOAD_LIMITS, ...input.limits };
  const ext = extname(file.fileName).toLowerCase();
  if (!target.extensions.includes(ext)) throw badRequest(UPLOAD_TEXT.extension(ext, target.extensions));
  if (file.buffer.length > limits.maxFileBytes)
    throw new HttpError(413, UPLOAD_TEXT.tooLarge(limits.maxFileBytes));

  const stored = await files.saveFile({
    clientId: ctx.clientId,
    userId: ctx.userId,
    kind: 'upload',
    name: file.fileName,
    contentType: file.contentType,
    stream: Readable.from([file.buffer]),
  });
  const discard = () => files.deleteFile(ctx.clientId, stored.id).catch(() => {});
  try {
    const parsed = await readRecords(target, file, limits);
    if (!parsed.ok) {
      await discard();
      return parsed;
    }
    const written = await db.transaction(async (tx) => {
      // Uploads of the same client into the same place wait for each other: two copies of one file sent at
      // once then count as one insert and one no-op, and replace-style targets (settlements) cannot interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ctx.clientId}:${target.key}`}))`);
      const counts = await target.write(tx, parsed.records, { fileId: stored.id });
      const [row] = await tx
        .insert(uploads)
        .values({
          client_id: ctx.clientId,
          user_id: ctx.userId,
          file_id: stored.id,
          data_type: ctx.dataType,
          mp_id: ctx.mpId,
          sha256: stored.sha256,
          inserted: counts.inserted,
          updated: counts.updated,
          status: 'accepted',
        })
        .returning({ id: uploads.id });
      return { ...counts, uploadId: row!.id };
    });
    return { ok: true, fileId: stored.id, ...written };
  } catch (error) {
    await discard();
    throw error;
  }
}

const asError = (row: number, m: RowMessage): UploadRowError =>
  typeof m === 'string'
    ? { row, type: 'text', message: m }
    : { row, type: 'json', message: JSON.stringify(m) };

/** Reads the file, maps its header and parses every row; the records, or every error found. */
async function readRecords<R>(
  target: UploadTarget<R>,
  file: UploadFile,
  limits: UploadLimits,
): Promise<Parsed<R>> {
  const expected = target.layouts.flatMap((l) => l.columns.map((c) => c.label));
  const sheet = await openSpreadsheet(
    { buffer: file.buffer, fileName: file.fileName },
    { maxRows: limits.maxRows, maxBytes: limits.maxFileBytes, expectedColumns: expected },
  );
  try {
    const layout = chooseLayout(target.layouts, sheet.header) as UploadLayout<R>;
    const mapping = mapHeader(layout as UploadLayout<unknown>, sheet.header);
    if (!mapping.ok) {
      const located = [
        ...mapping.missing.map((c) => ({ loc: [c], msg: 'Missing column' })),
        ...mapping.unexpected.map((c) => ({ loc: [c], msg: 'Unexpected column' })),
        ...mapping.duplicate.map((c) => ({ loc: [c], msg: 'Column named twice' })),
      ];
      return {
        ok: false,
        detail: UPLOAD_TEXT.columns(mapping.missing, mapping.unexpected, mapping.duplicate),
        errors: [asError(sheet.headerRow, located)],
      };
    }
    const fields = [...mapping.index];
    const toMapped = (r: SheetRow): MappedRow | null => {
      const cells: Record<string, Cell> = {};
      let any = false;
      for (const [field, i] of fields) {
        const cell = r.cells[i] ?? EMPTY;
        cells[field] = cell;
        if (cell.type !== 'empty') any = true;
      }
      return any ? { row: r.row, cells, raw: r.cells } : null; // data only under ignored columns: nothing to read
    };

    const records: R[] = [];
    const errors: UploadRowError[] = [];
    const failing: UploadFailingRows['rows'] = [];
    let errorCount = 0;
    let seen = 0;
    let parse: ((row: MappedRow) => RowResult<R>) | null = null;
    const sample: MappedRow[] = [];
    const handle = (row: MappedRow) => {
      seen++;
      const result = parse!(row);
      if (result.ok) {
        if (errorCount === 0) records.push(...result.records); // once refused, records are not needed
        return;
      }
      for (const m of result.messages) {
        errorCount++;
        if (errors.length < limits.maxErrorsListed) errors.push(asError(row.row, m));
      }
      if (failing.length < limits.maxErrorsListed) {
        const raw = row.raw ?? [];
        failing.push({ row: row.row, values: sheet.header.map((_, i) => cellAsText(raw[i] ?? EMPTY)) });
      }
    };
    for await (const r of sheet) {
      const row = toMapped(r);
      if (!row) continue;
      if (parse) {
        handle(row);
        continue;
      }
      sample.push(row);
      if (sample.length === SAMPLE_ROWS) {
        parse = layout.prepare(sample);
        sample.forEach(handle);
      }
    }
    if (!parse) {
      parse = layout.prepare(sample);
      sample.forEach(handle);
    }
    if (seen === 0) throw badRequest(UPLOAD_TEXT.noRows);
    if (errorCount > 0) {
      const failing_rows = { header: [...sheet.header], rows: failing };
      return { ok: false, detail: UPLOAD_TEXT.rejected(errorCount), errors, failing_rows };
    }
    return { ok: true, records };
  } finally {
    await sheet.close();
  }
}
