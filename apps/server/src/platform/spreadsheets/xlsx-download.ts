import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../files';
import { writeXlsx, type XlsxSpec } from './write-xlsx';

/** A small workbook (a template, a test file) written by the shared writer, whole in memory. */
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

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a download under its file name. */
export const sendXlsx = (reply: FastifyReply, file: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.content);
