import { extname } from 'node:path';
import { Readable } from 'node:stream';
import {
  UPLOAD_LIMITS,
  UPLOAD_TEXT,
  type UploadFailingRows,
  type UploadRowError,
  type UploadSkipped,
} from '@marketdesk/contracts/uploads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { reportStage, stagesWatched, timed } from '../../db/facts/stages';
import { uploads } from '../../db/schema';
import { badRequest, HttpError } from '../errors';
import type { FilesService } from '../files';
import {
  type Cell,
  cellAsText,
  openSpreadsheet,
  type SheetRow,
  type SpreadsheetStream,
} from '../spreadsheets';
import { chooseLayout, mapHeader } from './header';
import type {
  MappedRow,
  RowMessage,
  RowResult,
  UploadContext,
  UploadCounts,
  UploadFile,
  UploadLayout,
  UploadOutcome,
  UploadTarget,
  WriteMeta,
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
  /** Records per batch handed to a streaming target (default 10,000; tests use small ones). */
  batchRows?: number;
}

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
  const { files, target, file, ctx } = input;
  const limits: UploadLimits = { ...UPLOAD_LIMITS, ...input.limits };
  const ext = extname(file.fileName).toLowerCase();
  if (!target.extensions.includes(ext)) throw badRequest(UPLOAD_TEXT.extension(ext, target.extensions));
  if (file.buffer.length > limits.maxFileBytes)
    throw new HttpError(413, UPLOAD_TEXT.tooLarge(limits.maxFileBytes));

  const stored = await timed('upload: store file', () =>
    files.saveFile({
      clientId: ctx.clientId,
      userId: ctx.userId,
      kind: 'upload',
      name: file.fileName,
      contentType: file.contentType,
      stream: Readable.from([file.buffer]),
    }),
  );
  try {
    const outcome = await readAndWrite(input, limits, stored);
    if (!outcome.ok) await files.deleteFile(ctx.clientId, stored.id).catch(() => {});
    return outcome;
  } catch (error) {
    await files.deleteFile(ctx.clientId, stored.id).catch(() => {});
    throw error;
  }
}

/** A refusal found while a streaming target was writing: thrown to roll the transaction back. */
class Refused extends Error {
  constructor(readonly outcome: Extract<UploadOutcome, { ok: false }>) {
    super(outcome.detail);
  }
}

/** Reads and validates the file, and writes its records in one transaction (README: the two ways). */
async function readAndWrite<R>(
  input: RunUploadInput<R>,
  limits: UploadLimits,
  stored: { id: number; sha256: string },
): Promise<UploadOutcome> {
  const { target, file } = input;
  const expected = target.layouts.flatMap((l) => l.columns.map((c) => c.label));
  const sheet = await timed('upload: open sheet (worker, header)', () =>
    openSpreadsheet(
      { buffer: file.buffer, fileName: file.fileName },
      {
        maxRows: limits.maxRows,
        maxBytes: limits.maxFileBytes,
        expectedColumns: expected,
        ...(target.sheet === undefined ? {} : { sheet: target.sheet }),
        // A person's upload takes one of its client's reading turns (429 when they are all taken); the
        // system's own imports (no user) wait in line instead of failing.
        clientId: input.ctx.userId === null ? undefined : input.ctx.clientId,
      },
    ),
  );
  try {
    const refusal = target.refuseHeader?.(sheet.header);
    if (refusal) return { ok: false, detail: refusal, errors: [asError(sheet.headerRow, refusal)] };
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
    const headerFields: ReadonlySet<string> = new Set(mapping.index.keys());
    const meta: WriteMeta = { fileId: stored.id, fields: layout.fields?.(headerFields) ?? headerFields };
    const batchRows = input.batchRows ?? BATCH_ROWS;
    const skipped = new Map<string, UploadSkipped>();
    const read = (sink: (records: R[]) => void | Promise<void>) =>
      readRows(sheet, layout, mapping.index, { ...limits, batchRows }, sink, skipped);

    if (!target.stream) {
      // Every record read and validated first; then the transaction.
      const records: R[] = [];
      const refused = await read((batch) => {
        for (const r of batch) records.push(r);
      });
      if (refused) return refused;
      return commit(input, stored, skipped, (tx) => target.write(tx, records, meta));
    }
    // Writing while reading: the transaction opens once the header is known (the reading slot is held).
    const stream = target.stream.bind(target);
    try {
      return await commit(input, stored, skipped, async (tx) => {
        const writer = stream(tx, meta);
        const refused = await read((batch) => writer.add(batch));
        if (refused) throw new Refused(refused);
        return timed('upload: finish write', () => writer.finish());
      });
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  } finally {
    await sheet.close();
  }
}

/**
 * The one transaction: advisory lock on (client, target key), the target's write, the uploads row. The answer
 * names the rows read and not written (`skipped`, complete once the write has read the whole file).
 */
async function commit<R>(
  input: RunUploadInput<R>,
  stored: { id: number; sha256: string },
  skipped: ReadonlyMap<string, UploadSkipped>,
  write: (tx: Tx) => Promise<UploadCounts>,
): Promise<UploadOutcome> {
  const { db, target, ctx } = input;
  const written = await timed('upload: transaction (write + commit)', () =>
    db.transaction(async (tx) => {
      // Uploads of the same client into the same place wait for each other: two copies of one file sent at
      // once then count as one insert and one no-op, and replace-style targets (settlements) cannot interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ctx.clientId}:${target.key}`}))`);
      const counts = await timed('upload: target write', () => write(tx));
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
    }),
  );
  return { ok: true, fileId: stored.id, ...written, skipped: [...skipped.values()] };
}

const asError = (row: number, m: RowMessage): UploadRowError =>
  typeof m === 'string'
    ? { row, type: 'text', message: m }
    : { row, type: 'json', message: JSON.stringify(m) };

/** Records handed to a streaming target at a time. */
const BATCH_ROWS = 10_000;

/**
 * Parses and validates every row; valid records go to `sink` in batches, in the file's order, one batch at a
 * time and while the next rows are read, until the first invalid row (then none any more). Answers every error
 * found, or null when there was none.
 */
async function readRows<R>(
  sheet: SpreadsheetStream,
  layout: UploadLayout<R>,
  index: Map<string, number>,
  limits: UploadLimits & { batchRows: number },
  sink: (records: R[]) => void | Promise<void>,
  skipped: Map<string, UploadSkipped>,
): Promise<Extract<UploadOutcome, { ok: false }> | null> {
  const fields = [...index];
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

  let pending: R[] = [];
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
      if (result.skipped) {
        // Counted per channel and reason: the answer names every row that is not written.
        const { sales_channel, reason } = result.skipped;
        const key = JSON.stringify([sales_channel, reason]);
        const group = skipped.get(key) ?? { sales_channel, rows: 0, reason };
        group.rows++;
        skipped.set(key, group);
      }
      if (errorCount === 0) for (const r of result.records) pending.push(r); // once refused, records are not needed
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
  const take = (r: SheetRow) => {
    const row = toMapped(r);
    if (!row) return;
    if (parse) {
      handle(row);
      return;
    }
    sample.push(row);
    if (sample.length === SAMPLE_ROWS) {
      parse = layout.prepare(sample);
      sample.forEach(handle);
    }
  };

  // One batch in the sink at a time, the next rows read meanwhile; its failure surfaces at the next await.
  let inSink: Promise<void> = Promise.resolve();
  let sinkMs = 0;
  /** Hands the pending records on in batches of batchRows (all of them when `all`, the last one smaller). */
  const flush = async (all: boolean) => {
    while (pending.length >= limits.batchRows || (all && pending.length > 0)) {
      const t0 = performance.now();
      await inSink;
      sinkMs += performance.now() - t0;
      const batch = pending.length > limits.batchRows ? pending.splice(0, limits.batchRows) : pending;
      if (batch === pending) pending = [];
      inSink = Promise.resolve(sink(batch));
      inSink.catch(() => {}); // awaited later; not an unhandled rejection meanwhile
    }
  };

  // Reading (waiting for the worker's rows) and parsing alternate; with a listener, each is timed apart.
  const watched = stagesWatched();
  let readMs = 0;
  let parseMs = 0;
  let mark = watched ? performance.now() : 0;
  try {
    for await (const r of sheet) {
      if (watched) {
        const t0 = performance.now();
        readMs += t0 - mark;
        take(r);
        mark = performance.now();
        parseMs += mark - t0;
      } else take(r);
      if (errorCount === 0 && pending.length >= limits.batchRows) {
        await flush(false);
        if (watched) mark = performance.now();
      }
    }
    if (!parse) {
      parse = layout.prepare(sample);
      sample.forEach(handle);
    }
    reportStage('upload: read rows (worker)', readMs);
    reportStage('upload: map + validate rows', parseMs);
    if (seen === 0) throw badRequest(UPLOAD_TEXT.noRows);
    if (errorCount > 0) {
      const failing_rows = { header: [...sheet.header], rows: failing };
      return { ok: false, detail: UPLOAD_TEXT.rejected(errorCount), errors, failing_rows };
    }
    await flush(true);
    const t0 = performance.now();
    await inSink;
    reportStage('upload: wait for the writes', sinkMs + performance.now() - t0);
    return null;
  } finally {
    await inSink.catch(() => {}); // leaving early: the batch in the sink ends before the transaction does
  }
}
