import { PassThrough } from 'node:stream';
import { writeXlsx, type XlsxSpec } from '../../../platform/spreadsheets';

/** A small workbook (a template) written by the shared writer, whole in memory. */
export async function xlsxBuffer(spec: XlsxSpec): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeXlsx(out, spec);
  await done;
  return Buffer.concat(chunks);
}
