/**
 * Random access to the parts of an .xlsx (a zip) with yauzl: the small parts (workbook, styles, shared
 * strings) are read before the sheet, which is then streamed, so nothing waits in a temporary file. yauzl
 * checks every entry against its declared size and CRC, so a truncated or tampered archive fails loudly.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { errors } from './errors';

export interface Zip {
  /** Part names, normalised by `partName`. */
  has(name: string): boolean;
  size(name: string): number;
  open(name: string): Promise<Readable>;
  close(): void;
}

/** OPC part names are case-insensitive and some writers use '\' or a leading '/'. */
export const partName = (name: string) => name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase();

const MAX_ENTRIES = 10_000;

export async function openZip(source: { path: string } | { buffer: Uint8Array }): Promise<Zip> {
  const options = { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true };
  let zip: ZipFile;
  try {
    zip =
      'path' in source
        ? await yauzl.openPromise(source.path, options)
        : await yauzl.fromBufferPromise(
            Buffer.from(source.buffer.buffer, source.buffer.byteOffset, source.buffer.byteLength),
            options,
          );
  } catch (err) {
    throw errors.corrupt(`not a valid ZIP archive: ${(err as Error).message}`);
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > MAX_ENTRIES) throw errors.corrupt('too many parts');
    for await (const entry of zip.eachEntry()) entries.set(partName(entry.fileName), entry);
  } catch (err) {
    zip.close();
    if (err instanceof Error && err.name === 'SpreadsheetError') throw err;
    throw errors.corrupt(`not a valid ZIP archive: ${(err as Error).message}`);
  }
  return {
    has: (name) => entries.has(partName(name)),
    size: (name) => entries.get(partName(name))?.uncompressedSize ?? 0,
    async open(name) {
      const entry = entries.get(partName(name));
      if (!entry) throw errors.corrupt(`the part ${name} is missing`);
      if (entry.isEncrypted()) throw errors.password();
      try {
        return await zip.openReadStreamPromise(entry);
      } catch (err) {
        throw errors.corrupt(`the part ${name} cannot be unpacked: ${(err as Error).message}`);
      }
    },
    close: () => zip.close(),
  };
}
