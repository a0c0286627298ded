import { gunzipSync } from 'node:zlib';

/** A report document that cannot be read: recorded as the report's error (FAILED), never retried. */
export class ReportDocumentError extends Error {
  override name = 'ReportDocumentError';
}

/** Largest report we keep, decompressed; a bigger one is refused rather than filling memory or disk. */
export const MAX_REPORT_BYTES = 200 * 1024 * 1024;

const GZIP = Buffer.from([0x1f, 0x8b]);

export const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes.subarray(0, 2).equals(GZIP);

/**
 * The report's text bytes. The gzip signature (1f 8b) decides, not the declared compressionAlgorithm: gzip
 * data is decompressed (size-limited) whatever was declared; data declared GZIP without the signature is
 * corrupt; undeclared data without it is the report as it is.
 */
export function decodeReportDocument(
  bytes: Buffer,
  declared: string | undefined,
  maxBytes = MAX_REPORT_BYTES,
): Buffer {
  if (isGzip(bytes)) {
    try {
      return gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new ReportDocumentError(
        tooLarge
          ? `The report document is larger than ${maxBytes} bytes once decompressed`
          : `The report document is not valid gzip data (${(error as Error).message})`,
      );
    }
  }
  if (declared?.toUpperCase() === 'GZIP') {
    const head = bytes.subarray(0, 4).toString('hex') || 'empty';
    throw new ReportDocumentError(
      `The report document was declared GZIP but does not start with the gzip signature (first bytes: ${head})`,
    );
  }
  if (bytes.length > maxBytes)
    throw new ReportDocumentError(`The report document is larger than ${maxBytes} bytes`);
  return bytes;
}

/** Reads a response body up to `maxBytes`, refusing a larger one without holding it. */
export async function readLimited(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes)
    throw new ReportDocumentError(`The report document is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes)
      throw new ReportDocumentError(`The report document is larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
