/** Test helpers of this folder: the shared third-party files, temporary files, zips built by hand. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
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

/** A zip of stored (uncompressed) entries: enough to build odd .xlsx files no spreadsheet program writes. */
export function makeZip(files: Record<string, string | Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal .xlsx around one sheet's <sheetData> content, with optional styles and shared strings. */
export function minimalXlsx(opts: {
  sheetData: string;
  styles?: string;
  sharedStrings?: string[];
  date1904?: boolean;
  after?: string;
}): Buffer {
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook ${NS} ${R}>${opts.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/data.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/data.xml': `<?xml version="1.0"?><worksheet ${NS}><sheetData>${opts.sheetData}</sheetData>${opts.after ?? ''}</worksheet>`,
  };
  if (opts.styles)
    files['xl/styles.xml'] = `<?xml version="1.0"?><styleSheet ${NS}>${opts.styles}</styleSheet>`;
  if (opts.sharedStrings)
    files['xl/sharedStrings.xml'] =
      `<?xml version="1.0"?><sst ${NS}>${opts.sharedStrings.map((s) => `<si>${s}</si>`).join('')}</sst>`;
  return makeZip(files);
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
