/**
 * CSV export, streamed: rows are pulled from the iterable as the destination accepts them, so memory stays
 * flat whatever the size. UTF-8 with a byte order mark (without it Excel reads UTF-8 as the local code page),
 * CRLF line ends (RFC 4180), every cell holding a line break quoted, formula-like text neutralised (neutralise.ts).
 */
import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliseFormula } from './neutralise';
import { isoOf, type WriteRows, type WriteValue } from './write-values';

export interface CsvOptions {
  /** Default ','; ';' for files opened by Excel in much of Europe. */
  delimiter?: ',' | ';' | '\t';
  /** Decimal separator of numbers; default '.'. */
  decimal?: '.' | ',';
  /** Default true. */
  bom?: boolean;
}

export function csvText(value: WriteValue, decimal: '.' | ',' = '.'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return decimal === ',' ? String(value).replace('.', ',') : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoOf(value);
  return neutraliseFormula(String(value));
}

/** Writes `header` and `rows` to a file path or stream; resolves with the number of data rows written. */
export async function writeCsv(
  target: string | Writable,
  data: { header: readonly string[]; rows: WriteRows },
  options: CsvOptions = {},
): Promise<{ rows: number }> {
  let count = 0;
  const decimal = options.decimal ?? '.';
  async function* lines() {
    yield data.header.map((h) => csvText(h));
    for await (const row of data.rows) {
      count++;
      yield row.map((v) => csvText(v, decimal));
    }
  }
  const out = typeof target === 'string' ? createWriteStream(target) : target;
  await pipeline(
    Readable.from(lines()),
    stringify({
      delimiter: options.delimiter ?? ',',
      bom: options.bom ?? true,
      record_delimiter: 'windows',
      // With a record delimiter set, csv-stringify stops quoting bare \n and \r unless told to; an unquoted
      // line break would start a new row in every reader (issue 15).
      quote_record_delimiter: true,
    }),
    out,
  );
  return { rows: count };
}
