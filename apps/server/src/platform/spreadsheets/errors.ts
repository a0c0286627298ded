/**
 * The one error the reader throws. `message` is written for the person who uploaded the file (English, says
 * what to do); `statusCode` lets the platform error handler answer it as a 4xx `{detail: message}` as it is.
 */

export type SpreadsheetErrorCode =
  | 'signature'
  | 'password'
  | 'corrupt'
  | 'empty'
  | 'too_many_rows'
  | 'too_large'
  | 'timeout'
  | 'memory'
  | 'unsupported'
  | 'sheet'
  | 'cell_too_long'
  | 'too_much_text'
  | 'too_many_cells'
  | 'busy';

/**
 * 413 where the file is too big for the limits, 400 where it is not a readable spreadsheet, 429 where the
 * client already has as many files being read as one client may.
 */
const STATUS: Record<SpreadsheetErrorCode, number> = {
  signature: 400,
  password: 400,
  corrupt: 400,
  empty: 400,
  too_many_rows: 413,
  too_large: 413,
  timeout: 413,
  memory: 413,
  unsupported: 400,
  sheet: 400,
  cell_too_long: 413,
  too_much_text: 413,
  too_many_cells: 413,
  busy: 429,
};

export class SpreadsheetError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: SpreadsheetErrorCode,
    message: string,
    /** Excel row number the problem is on, where there is one (CSV syntax errors). */
    readonly row?: number,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
    this.statusCode = STATUS[code];
  }
}

export const isSpreadsheetError = (e: unknown): e is SpreadsheetError => e instanceof SpreadsheetError;

const n = (x: number) => x.toLocaleString('en-US');
const mb = (bytes: number) => `${n(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/** 0 -> 'A', 27 -> 'AB': a column as Excel names it. */
function columnName(col: number): string {
  let name = '';
  for (let c = col + 1; c > 0; c = Math.floor((c - 1) / 26))
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return name;
}

/** The messages, one place, so every upload says the same thing for the same problem. */
export const errors = {
  password: () =>
    new SpreadsheetError(
      'password',
      'This file is password-protected. Remove the password in Excel and upload it again.',
    ),
  /** `detail` is for the server log (as `cause`): zip and XML internals mean nothing to the person uploading. */
  corrupt: (detail?: string) =>
    Object.assign(
      new SpreadsheetError(
        'corrupt',
        'This file could not be read: it seems damaged. Open it in Excel, save it again and upload it again.',
      ),
      { cause: detail },
    ),
  csvSyntax: (detail: string, row: number) =>
    new SpreadsheetError(
      'corrupt',
      `This file could not be read as CSV: row ${n(row)}: ${detail}. Fix that row, or open the file in Excel and save it again.`,
      row,
    ),
  empty: () => new SpreadsheetError('empty', 'This file is empty: it has no rows with values.'),
  tooManyRows: (max: number) =>
    new SpreadsheetError(
      'too_many_rows',
      `This file has more than ${n(max)} rows. Split it into files of at most ${n(max)} rows and upload them one by one.`,
    ),
  tooLarge: (size: number, max: number) =>
    new SpreadsheetError(
      'too_large',
      `This file is too large (${mb(size)}); the limit is ${mb(max)}. Split it into smaller files.`,
    ),
  timeout: (ms: number) =>
    new SpreadsheetError(
      'timeout',
      `Reading this file took longer than ${n(Math.ceil(ms / 1000))} seconds, so it was stopped. Split it into smaller files, or remove unused rows and columns, and upload them one by one.`,
    ),
  memory: () =>
    new SpreadsheetError(
      'memory',
      'This file needs more memory to read than allowed. Split it into smaller files, or remove unused rows, columns and formatting, and upload them one by one.',
    ),
  unsupportedExtension: (ext: string) =>
    new SpreadsheetError(
      'unsupported',
      `Files of type ${ext || '(no extension)'} cannot be read. Upload an Excel workbook (.xlsx or .xls) or a CSV file (.csv, .tsv or .txt).`,
    ),
  unsupportedFormat: (what: string) =>
    new SpreadsheetError(
      'unsupported',
      `This file is ${what}, which cannot be read. Open it in Excel and save it as Excel Workbook (.xlsx), then upload that.`,
    ),
  textNamedExcel: (ext: string, what = 'a text file') =>
    new SpreadsheetError(
      'signature',
      `This file is named ${ext} but is ${what}, not an Excel workbook. If it is CSV, name it .csv; otherwise open it in Excel and save it as Excel Workbook (.xlsx).`,
    ),
  binaryNamedText: (ext: string) =>
    new SpreadsheetError(
      'signature',
      `This file is named ${ext} but is not a text (CSV) file. Upload the CSV file itself, or an Excel workbook (.xlsx or .xls).`,
    ),
  notAWorkbook: (ext: string) =>
    new SpreadsheetError(
      'signature',
      `This file is named ${ext} but is not an Excel workbook. Open it in Excel and save it as Excel Workbook (.xlsx), then upload that.`,
    ),
  cellTooLong: (max: number, at?: { row: number; col: number }) =>
    new SpreadsheetError(
      'cell_too_long',
      `${at ? `Cell ${columnName(at.col)}${at.row}` : 'A cell of this file'} holds more than ${n(max)} characters, more than an Excel cell can hold. Shorten that text and upload the file again.`,
      at?.row,
    ),
  sharedTextTooLarge: (max: number) =>
    new SpreadsheetError(
      'too_much_text',
      `This workbook's texts (each different text counted once) are longer than ${n(max)} characters together, more than one upload may hold. Split it into smaller files and upload them one by one.`,
    ),
  tooMuchText: (max: number) =>
    new SpreadsheetError(
      'too_much_text',
      `The cells of this file hold more than ${n(max)} characters of text together, more than one upload may hold. Split it into smaller files and upload them one by one.`,
    ),
  tooManyCells: (max: number) =>
    new SpreadsheetError(
      'too_many_cells',
      `This file has more than ${n(max)} cells (rows × columns), more than one upload may hold. Remove unused columns, or split it into smaller files and upload them one by one.`,
    ),
  busy: (max: number) =>
    new SpreadsheetError(
      'busy',
      `${n(max)} files of this client are being read right now, the most one client may have read at once. Upload this file again when they are done.`,
    ),
  noSheet: (wanted: string | number, names: string[]) =>
    new SpreadsheetError(
      'sheet',
      typeof wanted === 'string'
        ? `This file has no sheet named "${wanted}". Its sheets are: ${names.join(', ') || 'none'}.`
        : `This file has no sheet number ${wanted + 1}. Its sheets are: ${names.join(', ') || 'none'}.`,
    ),
};
