/**
 * CSV and tab-separated text (.csv, .tsv, .txt; Amazon report flat files are tab-separated). Every value
 * stays text: '0012345' keeps its zeros and '1141,18' its comma; columns that want numbers or dates ask
 * coerce.ts. Row numbers are the records' as Excel shows them (a quoted value over two lines is one row).
 */

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { stringCell } from './cells';
import { errors } from './errors';
import { extensionOf } from './signature';
import type { RawRow, SheetSource } from './source';
import type { Cell } from './types';

type Source = { path: string } | { buffer: Uint8Array };
type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
type Delimiter = ',' | ';' | '\t' | '|';

const SAMPLE_BYTES = 1 << 20;
const MAX_RECORD_BYTES = 10 << 20;

async function readHead(source: Source): Promise<Uint8Array> {
  if ('buffer' in source) return source.buffer.subarray(0, SAMPLE_BYTES);
  const fh = await open(source.path, 'r');
  try {
    const buf = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SAMPLE_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * The byte order mark decides; without one, text that is valid UTF-8 is UTF-8, anything else is Windows-1252
 * (what Excel's "CSV (Comma delimited)" writes on a Western European Windows).
 */
export function detectEncoding(head: Uint8Array): { encoding: Encoding; bom: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  try {
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { encoding: 'utf-8', bom: 0 };
  } catch {
    return { encoding: 'windows-1252', bom: 0 };
  }
}

/** Counts a character outside double-quoted stretches of a line. */
function countOutsideQuotes(line: string, ch: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === ch && !quoted) n++;
  }
  return n;
}

/**
 * The delimiter that occurs in the first line and the same number of times in most of the next lines, then
 * the one the first line has most of. Comma when none occurs.
 */
export function detectDelimiter(sample: string): Delimiter {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  if (lines.length > 1 && sample.length >= SAMPLE_BYTES / 2) lines.pop(); // maybe cut short
  let best: Delimiter = ',';
  let bestScore = [0, 0];
  // On a tie the rarer character in values wins: tab, then semicolon, then comma.
  for (const d of ['\t', ';', ',', '|'] as const) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const score = [counts.filter((c) => c === first).length, first];
    if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

async function* decode(source: Source, encoding: Encoding, skip: number): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  const bytes: Iterable<Uint8Array> | AsyncIterable<Uint8Array> =
    'buffer' in source ? [source.buffer.subarray(skip)] : createReadStream(source.path, { start: skip });
  let first = true;
  for await (const chunk of bytes) {
    let text = decoder.decode(chunk, { stream: true });
    // Excel's hint line 'sep=;' names the delimiter; Excel does not show it as a row, nor do we.
    if (first) text = text.replace(/^sep=.\r?\n/i, '');
    first = false;
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

export async function openCsv(source: Source, options: { fileName: string; delimiter?: Delimiter }) {
  const head = await readHead(source);
  const { encoding, bom } = detectEncoding(head);
  const sample = new TextDecoder(encoding).decode(head.subarray(bom));
  const hinted = /^sep=(.)\r?\n/i.exec(sample)?.[1] as Delimiter | undefined;
  const delimiter =
    options.delimiter ??
    hinted ??
    (extensionOf(options.fileName) === '.tsv' ? '\t' : detectDelimiter(sample));
  const result: SheetSource = {
    format: 'csv',
    sheetNames: ['Sheet1'],
    sheetName: 'Sheet1',
    rows: records(source, encoding, bom, delimiter),
    merges: () => [],
    close: () => {},
  };
  return result;
}

async function* records(source: Source, encoding: Encoding, bom: number, delimiter: Delimiter) {
  const parser = parse({
    delimiter,
    // Tab-separated flat files (Amazon's) do not quote: a '"' there is part of the value ('8" pan').
    quote: delimiter === '\t' ? null : '"',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  pipeline(Readable.from(decode(source, encoding, bom)), parser, () => {});
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      const cells: Cell[] = record.map(stringCell);
      if (cells.some((c) => c.type !== 'empty')) yield { row, cells } satisfies RawRow;
    }
  } catch (err) {
    // Records parsed before the error may not have reached this loop: the parser counts them.
    const records = (err as CsvError).records;
    throw csvError(err as CsvError, (typeof records === 'number' ? records : row) + 1);
  }
}

function csvError(err: CsvError, row: number) {
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return errors.csvSyntax('a value starts with a quote (") that is never closed', row);
    case 'CSV_INVALID_CLOSING_QUOTE':
      return errors.csvSyntax('a quoted value is followed by more text before the next delimiter', row);
    case 'CSV_MAX_RECORD_SIZE':
      return errors.csvSyntax('the row is longer than 10 MB', row);
    default:
      return err?.name === 'SpreadsheetError'
        ? (err as unknown as Error)
        : errors.csvSyntax(String(err?.message ?? err).replace(/\.$/, ''), row);
  }
}
