import { PassThrough, type Writable } from 'node:stream';
import type { FileRow, FilesService, SaveFileInput } from '../files';

/**
 * Writes one chunk and waits while the stream's buffer is full, so a producer never runs ahead of the storage
 * (memory stays at one buffer). Rejects when the stream fails or closes underneath.
 */
export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) throw out.errored ?? new Error('The output stream is closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(out.errored ?? new Error('The output stream closed'));
    out.on('drain', onDrain);
    out.on('error', onError);
    out.on('close', onClose);
  });
}

/**
 * Rows of a query, batch by batch, by keyset: `fetchPage(after, limit)` answers up to `limit` rows ordered by
 * a unique key, strictly after `after` (null: from the start). Works the same on PGlite (which has no
 * server-side cursor) and PostgreSQL; each batch is one indexed query, however deep the export goes.
 */
export async function* keysetBatches<Row, Key>(
  fetchPage: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchPage(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * Rows by limit/offset, for orders without a unique key to seek on (a grid's user-chosen sort). Each page is a
 * new query, so rows written meanwhile can shift pages: prefer keysetBatches where the sort allows it.
 */
export async function* offsetBatches<Row>(
  fetchPage: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetchPage(offset, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/**
 * Saves what `writeRows` writes as a new file. Storing runs while rows are written (through a pipe with
 * backpressure), so the file is never held in memory; a failure on either side removes the partial file.
 */
export async function writeToFile(
  files: FilesService,
  input: Omit<SaveFileInput, 'stream'>,
  writeRows: (out: Writable) => Promise<void>,
): Promise<FileRow> {
  const out = new PassThrough();
  const saving = files.saveFile({ ...input, stream: out });
  // A storage failure destroys the pipe; the writer's next writeChunk then rejects instead of waiting.
  saving.catch((error) => out.destroy(error));
  try {
    await writeRows(out);
    out.end();
  } catch (error) {
    out.destroy(error as Error);
    await saving.catch(() => {});
    throw error;
  }
  return saving;
}
