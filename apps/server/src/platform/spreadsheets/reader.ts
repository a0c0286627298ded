/**
 * The public reader: each file is read on its own worker thread with a heap limit and a time limit, and
 * within what one read may hold (limits.ts), so a huge, broken or hostile file ends as a SpreadsheetError and
 * never takes the server down. At most a few files are read at once, at most two of one client
 * (read-slots.ts); the others wait their turn.
 */
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerOptions } from '../../lib/forecast/pool';
import { errors, SpreadsheetError } from './errors';
import { READ_CEILING } from './limits';
import { fileHead } from './open-sheet';
import { createReadSlots } from './read-slots';
import { detectFormat } from './signature';
import type { ReadOptions, ReadResult, SheetInfo, SheetRow, SpreadsheetInput } from './types';
import { decodeRows } from './wire';
import type { ReaderMessage, ReadJob, WireError, WorkerMessage } from './worker';

export const DEFAULT_READ_LIMITS = {
  maxRows: 100_000,
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: 120_000,
  /** Heap of the reading thread by format (see READ_CEILING.heapMb). */
  maxMemoryMb: READ_CEILING.heapMb,
} as const;

/** Rows per message from the worker: large enough to keep messaging cheap, small enough to stay flat. */
const BATCH_ROWS = 1000;

const WORKER_URL = new URL(`./worker${extname(new URL(import.meta.url).pathname)}`, import.meta.url);

/** The header at once, the rows as they are read. Leaving the loop early stops the worker. */
export interface SpreadsheetStream extends SheetInfo, AsyncIterable<SheetRow> {
  /** Merged ranges of the sheet; complete once all rows were read. */
  readonly merges: string[];
  /** Stops reading (also done by leaving a for-await loop early, and by reading to the end). */
  close(): Promise<void>;
}

/** Turns for the reading workers: a few at once, at most two of one client (read-slots.ts). */
const slots = createReadSlots({
  global: Math.max(2, Math.min(4, availableParallelism() - 1)),
  perClient: 2,
  waitMs: 10_000,
});

function fromWire(e: WireError): SpreadsheetError {
  if (e.code === 'memory') return errors.memory();
  if (e.code === 'internal') return errors.corrupt(e.internal ?? e.message);
  const err = new SpreadsheetError(e.code, e.message, e.row);
  if (e.internal) err.cause = e.internal;
  return err;
}

async function inputSize(input: SpreadsheetInput): Promise<number> {
  return 'buffer' in input ? input.buffer.byteLength : (await stat(input.path)).size;
}

/** Opens the file on a worker thread; resolves when the header is found (or rejects with why not). */
export async function openSpreadsheet(
  input: SpreadsheetInput,
  options: ReadOptions = {},
): Promise<SpreadsheetStream> {
  const size = await inputSize(input);
  const maxBytes = options.maxBytes ?? DEFAULT_READ_LIMITS.maxBytes;
  if (size > maxBytes) throw errors.tooLarge(size, maxBytes);
  if (size === 0) throw errors.empty();
  // The signature decides the format before a worker starts: a wrong file is refused at once, and the
  // worker's heap is the format's (an .xls is read whole, the others streamed).
  const format = detectFormat(await fileHead(input), input.fileName);
  const limits = {
    maxRows: options.maxRows ?? DEFAULT_READ_LIMITS.maxRows,
    timeoutMs: options.timeoutMs ?? DEFAULT_READ_LIMITS.timeoutMs,
    maxMemoryMb: options.maxMemoryMb ?? DEFAULT_READ_LIMITS.maxMemoryMb[format],
  };

  const job: ReadJob = {
    input,
    options: {
      sheet: options.sheet,
      delimiter: options.delimiter,
      headerRow: options.headerRow,
      expectedColumns: options.expectedColumns,
      maxRows: limits.maxRows,
      // The shared strings of an .xlsx are held whole: they may take at most half of the heap.
      maxPartBytes: (limits.maxMemoryMb * 1024 * 1024) / 2,
    },
    batchSize: BATCH_ROWS,
  };
  const release = await slots.acquire(options.clientId);
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, {
      ...workerOptions(WORKER_URL),
      workerData: job,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.min(READ_CEILING.youngMb, limits.maxMemoryMb),
      },
    });
  } catch (err) {
    release();
    throw err;
  }

  const inbox: WorkerMessage[] = [];
  let waiter: { resolve(m: WorkerMessage): void; reject(e: Error): void } | null = null;
  let failure: Error | null = null;
  let ended = false;
  let timer: NodeJS.Timeout | undefined;

  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    release();
    worker.terminate().catch(() => {});
  };
  const fail = (err: Error) => {
    if (ended) return;
    failure = err;
    end();
    waiter?.reject(err);
    waiter = null;
  };
  timer = setTimeout(() => fail(errors.timeout(limits.timeoutMs)), limits.timeoutMs);
  worker.on('message', (m: WorkerMessage) => {
    if (waiter) {
      waiter.resolve(m);
      waiter = null;
    } else inbox.push(m);
  });
  worker.on('error', (err: Error & { code?: string }) => {
    if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') fail(errors.memory());
    else fail(errors.corrupt(err.stack ?? err.message));
  });
  worker.on('exit', (code) => fail(errors.corrupt(`the reading thread stopped (exit code ${code})`)));

  const next = (): Promise<WorkerMessage> => {
    const m = inbox.shift();
    if (m) return Promise.resolve(m);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => (waiter = { resolve, reject }));
  };

  const first = await next();
  if (first.type === 'error') {
    end();
    throw fromWire(first.error);
  }
  if (first.type !== 'header') {
    end();
    throw errors.corrupt();
  }

  const merges: string[] = [];
  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      for (;;) {
        const m = await next();
        if (m.type === 'rows') {
          worker.postMessage({ type: 'more' } satisfies ReaderMessage);
          yield* decodeRows(m.rows);
        } else if (m.type === 'done') {
          merges.push(...m.merges);
          return;
        } else if (m.type === 'error') throw fromWire(m.error);
      }
    } finally {
      end();
    }
  }
  const iterator = rows();
  return {
    ...first.info,
    merges,
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      await iterator.return(undefined);
      end();
    },
  };
}

/** Reads the whole sheet: header, every data row, merged ranges. */
export async function readSpreadsheet(
  input: SpreadsheetInput,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const stream = await openSpreadsheet(input, options);
  const rows: SheetRow[] = [];
  for await (const row of stream) rows.push(row);
  const { format, sheetNames, sheetName, header, headerRow, merges } = stream;
  return { format, sheetNames, sheetName, header, headerRow, rows, merges };
}
