/** Test helpers of this folder: the shared third-party files, temporary files, zips built by hand. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, createDeflateRaw } from 'node:zlib';
import { openSheet } from './open-sheet';
import { readTable } from './table';
import type { Cell, ReadOptions, ReadResult, SheetRow, SpreadsheetInput } from './types';
import type { WriteValue } from './write-values';
import { xlsxBuffer } from './xlsx-download';

/** `shared/data` beside the checkout (as in CI, where shared/ sits next to the cloned repository). */
export const SHARED_DATA = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));

/** An .xlsx of one sheet (header row, then the rows), as a person's filled-in template would be. */
export const xlsxOf = (
  header: readonly string[],
  rows: readonly (readonly WriteValue[])[],
  sheet = 'Data',
): Promise<Buffer> =>
  xlsxBuffer({ sheets: [{ name: sheet, columns: header.map((h) => ({ header: h })), rows }] });

export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'marketdesk-sheets-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: 0 | 8;
  crc: number;
  size: number;
  data: Buffer;
}

function assembleZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, method, crc, size, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A zip of stored (uncompressed) entries: enough to build odd .xlsx files no spreadsheet program writes. */
export function makeZip(files: Record<string, string | Uint8Array>): Buffer {
  return assembleZip(
    Object.entries(files).map(([name, content]) => {
      const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
      return { name, method: 0, crc: crc32(data), size: data.length, data };
    }),
  );
}

/**
 * A zip of deflated entries, each given whole or as pieces of text: a part of hundreds of MB (a hostile
 * file's) is compressed as it is made, so neither it nor the file is ever large in the test.
 */
export async function deflatedZip(files: Record<string, string | Iterable<string>>): Promise<Buffer> {
  const entries: ZipEntry[] = [];
  for (const [name, content] of Object.entries(files)) {
    const deflate = createDeflateRaw({ level: 1 }); // fast: tests deflate hundreds of MB
    const out: Buffer[] = [];
    deflate.on('data', (b: Buffer) => out.push(b));
    const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
    let crc = 0;
    let size = 0;
    for (const piece of typeof content === 'string' ? [content] : content) {
      const bytes = Buffer.from(piece, 'utf8');
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await done;
    entries.push({ name, method: 8, crc, size, data: Buffer.concat(out) });
  }
  return assembleZip(entries);
}

/** `text` repeated `times` times, in pieces of about a megabyte. */
export function* repeated(text: string, times: number): Generator<string> {
  const perPiece = Math.max(1, Math.floor((1 << 20) / text.length));
  const piece = text.repeat(perPiece);
  for (let left = times; left > 0; left -= perPiece) yield left >= perPiece ? piece : text.repeat(left);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook ('Data'), the sheet and shared strings whole or as pieces. */
function workbookParts(
  sheet: string | Iterable<string>,
  sharedStrings?: string | Iterable<string>,
  date1904 = false,
) {
  const files: Record<string, string | Iterable<string>> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook ${NS} ${R}>${date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/data.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/data.xml': sheet,
  };
  if (sharedStrings !== undefined) files['xl/sharedStrings.xml'] = sharedStrings;
  return files;
}

/** A minimal .xlsx around one sheet's <sheetData> content, with optional styles and shared strings. */
export function minimalXlsx(opts: {
  sheetData: string;
  styles?: string;
  sharedStrings?: string[];
  date1904?: boolean;
  after?: string;
}): Buffer {
  const files = workbookParts(
    `<?xml version="1.0"?><worksheet ${NS}><sheetData>${opts.sheetData}</sheetData>${opts.after ?? ''}</worksheet>`,
    opts.sharedStrings &&
      `<?xml version="1.0"?><sst ${NS}>${opts.sharedStrings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
    opts.date1904,
  ) as Record<string, string>;
  if (opts.styles)
    files['xl/styles.xml'] = `<?xml version="1.0"?><styleSheet ${NS}>${opts.styles}</styleSheet>`;
  return makeZip(files);
}

/**
 * A deflated .xlsx whose <sheetData> content and shared string items (<si> contents) come as pieces of text:
 * hostile files that unpack to hundreds of MB stay a few hundred KB, and are never whole in the test.
 */
export function bulkyXlsx(opts: { sheetData: Iterable<string>; sharedStrings?: Iterable<string> }) {
  const sheet = function* () {
    yield `<?xml version="1.0"?><worksheet ${NS}><sheetData>`;
    yield* opts.sheetData;
    yield '</sheetData></worksheet>';
  };
  const shared = opts.sharedStrings;
  const table = function* (items: Iterable<string>) {
    yield `<?xml version="1.0"?><sst ${NS}>`;
    yield* items;
    yield '</sst>';
  };
  return deflatedZip(workbookParts(sheet(), shared && table(shared)));
}

/** The reader without its worker thread, for tests of parsing details (the worker adds ~0.5 s per file). */
export async function readInline(input: SpreadsheetInput, options: ReadOptions = {}): Promise<ReadResult> {
  const source = await openSheet(input, {
    sheet: options.sheet,
    delimiter: options.delimiter,
    maxPartBytes: 1 << 28,
  });
  try {
    const table = await readTable(source, {
      maxRows: options.maxRows ?? Number.POSITIVE_INFINITY,
      headerRow: options.headerRow,
      expectedColumns: options.expectedColumns,
    });
    const rows: SheetRow[] = [];
    for await (const row of table.rows) rows.push(row);
    return { ...table.info, rows, merges: source.merges() };
  } finally {
    source.close();
  }
}

/** A cell's value, undefined when empty. */
export const cellValue = (cell: Cell | undefined) => (cell && cell.type !== 'empty' ? cell.value : undefined);
