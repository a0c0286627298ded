/** Signature check first, then the reader of the format the signature names (see signature.ts). */
import { open, readFile } from 'node:fs/promises';
import { openCsv } from './read-csv';
import { openXls } from './read-xls';
import { openXlsx } from './read-xlsx';
import { detectFormat, SIGNATURE_BYTES } from './signature';
import type { SheetSource } from './source';
import type { ReadOptions, SpreadsheetInput } from './types';

/** The first bytes of the file, enough for the signature check. */
export async function fileHead(input: SpreadsheetInput): Promise<Uint8Array> {
  if ('buffer' in input) return input.buffer.subarray(0, SIGNATURE_BYTES);
  const fh = await open(input.path, 'r');
  try {
    const buf = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SIGNATURE_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export async function openSheet(
  input: SpreadsheetInput,
  options: Pick<ReadOptions, 'sheet' | 'delimiter'> & { maxPartBytes: number },
): Promise<SheetSource> {
  const format = detectFormat(await fileHead(input), input.fileName);
  const source = 'buffer' in input ? { buffer: input.buffer } : { path: input.path };
  switch (format) {
    case 'xlsx':
      return openXlsx(source, {
        fileName: input.fileName,
        sheet: options.sheet,
        maxPartBytes: options.maxPartBytes,
      });
    case 'xls': {
      const bytes = 'buffer' in input ? input.buffer : await readFile(input.path);
      return openXls(bytes, { fileName: input.fileName, sheet: options.sheet });
    }
    case 'csv':
      return openCsv(source, { fileName: input.fileName, delimiter: options.delimiter });
  }
}
