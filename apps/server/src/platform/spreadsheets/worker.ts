/**
 * The reading thread (reader.ts starts one per file, with memory limits, and terminates it on time-out). It
 * sends the header, then rows in batches (at most batchSize rows, BATCH_CEILING cells and characters), each
 * batch after the reader asked for more, so a slow consumer never has more than two batches waiting in memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isSpreadsheetError, type SpreadsheetErrorCode } from './errors';
import { BATCH_CEILING, rowSize } from './limits';
import { openSheet } from './open-sheet';
import { readTable } from './table';
import type { ReadOptions, SheetInfo, SheetRow, SpreadsheetInput } from './types';
import { encodeRows, type WireRows } from './wire';

export interface ReadJob {
  input: SpreadsheetInput;
  options: Pick<ReadOptions, 'sheet' | 'delimiter' | 'headerRow' | 'expectedColumns'> & {
    maxRows: number;
    maxPartBytes: number;
  };
  batchSize: number;
}

/** An error as it crosses the thread boundary; `internal` is for the server log, never for the user. */
export interface WireError {
  code: SpreadsheetErrorCode | 'internal';
  message: string;
  row?: number;
  internal?: string;
}

export type WorkerMessage =
  | { type: 'header'; info: SheetInfo }
  | { type: 'rows'; rows: WireRows }
  | { type: 'done'; merges: string[] }
  | { type: 'error'; error: WireError };

export type ReaderMessage = { type: 'more' };

function toWire(err: unknown): WireError {
  if (isSpreadsheetError(err)) {
    const internal = err.cause === undefined ? undefined : String(err.cause);
    return { code: err.code, message: err.message, row: err.row, internal };
  }
  const e = err instanceof Error ? err : new Error(String(err));
  // Allocation failures below the heap limit (a huge string or array) are memory problems too.
  if (e instanceof RangeError && /allocation|invalid (string|array|typed array) length/i.test(e.message))
    return { code: 'memory', message: '', internal: e.stack };
  return { code: 'internal', message: e.message, internal: e.stack };
}

const port = parentPort;
if (!port) throw new Error('spreadsheets/worker.ts runs only as a worker thread of reader.ts');

let wake: (() => void) | null = null;
port.on('message', (m: ReaderMessage) => {
  if (m.type === 'more') {
    wake?.();
    wake = null;
  }
});
const more = () => new Promise<void>((resolve) => (wake = resolve));
const send = (m: WorkerMessage) => port.postMessage(m);

async function run(job: ReadJob) {
  const source = await openSheet(job.input, job.options);
  try {
    const table = await readTable(source, job.options);
    send({ type: 'header', info: table.info });
    let batch: SheetRow[] = [];
    let cells = 0;
    let chars = 0;
    for await (const row of table.rows) {
      batch.push(row);
      const size = rowSize(row);
      cells += size.cells;
      chars += size.chars;
      // A batch ends at its row count, or earlier when its rows are wide or hold long texts.
      if (batch.length >= job.batchSize || cells >= BATCH_CEILING.cells || chars >= BATCH_CEILING.chars) {
        const waiting = more();
        send({ type: 'rows', rows: encodeRows(batch) });
        batch = [];
        cells = 0;
        chars = 0;
        await waiting;
      }
    }
    if (batch.length > 0) send({ type: 'rows', rows: encodeRows(batch) });
    send({ type: 'done', merges: source.merges() });
  } finally {
    source.close();
  }
}

run(workerData as ReadJob).catch((err) => send({ type: 'error', error: toWire(err) }));
