/**
 * What a file is, from its first bytes, checked against its name before any parser sees it (SheetJS reads a
 * text file renamed .xlsx as a sheet without complaint). The rule, chosen to help the person uploading:
 * - Excel name (.xlsx, .xlsm, .xls): the signature decides which Excel format is read (zip: .xlsx, OLE: .xls),
 *   since Excel itself opens a workbook saved under the other extension; anything else is refused.
 * - Text name (.csv, .tsv, .txt): the content must be text.
 * Text under an Excel name, or a binary under a text name, is the wrong file more often than not: refused with
 * a message that says what the file really is.
 */
import { extname } from 'node:path';
import { errors } from './errors';
import type { SpreadsheetFormat } from './types';

const EXCEL_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls']);
const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);
const OTHER_SPREADSHEETS: Record<string, string> = {
  '.xlsb': 'an Excel Binary Workbook (.xlsb)',
  '.ods': 'an OpenDocument spreadsheet (.ods)',
  '.numbers': 'an Apple Numbers document',
  '.xltx': 'an Excel template (.xltx)',
};

/** Bytes the signature check needs; read this many from the start of the file. */
export const SIGNATURE_BYTES = 8192;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (head: Uint8Array, sig: number[]) => sig.every((b, i) => head[i] === b);

export const extensionOf = (fileName: string) => extname(fileName).toLowerCase();

export type Content = 'zip' | 'ole' | 'text' | 'binary';

export function sniff(head: Uint8Array): Content {
  if (startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP)) return 'zip';
  if (startsWith(head, OLE)) return 'ole';
  return looksLikeText(head) ? 'text' : 'binary';
}

/** No NUL bytes (except in UTF-16 with its BOM) and almost no control characters other than tab and line ends. */
function looksLikeText(head: Uint8Array): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return false; // %PDF
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= head.length / 100;
}

/** What text under an Excel name really is, for the message. */
function describeText(head: Uint8Array): string {
  const start = new TextDecoder()
    .decode(head.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<\?xml[\s\S]*urn:schemas-microsoft-com:office:spreadsheet/i.test(start))
    return 'an Excel 2003 XML spreadsheet';
  if (/^<(!doctype html|html|table|meta)/i.test(start)) return 'a web page (HTML)';
  return 'a text file';
}

/** The format to read `fileName` as, given its first bytes; throws the SpreadsheetError that says why not. */
export function detectFormat(head: Uint8Array, fileName: string): SpreadsheetFormat {
  const ext = extensionOf(fileName);
  const other = OTHER_SPREADSHEETS[ext];
  if (other) throw errors.unsupportedFormat(other);
  if (!EXCEL_EXTENSIONS.has(ext) && !TEXT_EXTENSIONS.has(ext)) throw errors.unsupportedExtension(ext);
  if (head.length === 0) throw errors.empty();
  const content = sniff(head);
  if (EXCEL_EXTENSIONS.has(ext)) {
    if (content === 'zip') return 'xlsx';
    if (content === 'ole') return 'xls';
    if (content === 'text') throw errors.textNamedExcel(ext, describeText(head));
    throw errors.notAWorkbook(ext);
  }
  if (content !== 'text') throw errors.binaryNamedText(ext);
  return 'csv';
}
