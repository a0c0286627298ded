/** The one spreadsheet reader and writer of the product (DESIGN section 9, "Spreadsheets"; README.md here). */
export { isEmptyCell } from './cells';
export {
  cellAsDate,
  cellAsNumber,
  cellAsText,
  type DateOptions,
  headerKey,
  type NumberOptions,
  parseNumber,
} from './coerce';
export { isSpreadsheetError, SpreadsheetError, type SpreadsheetErrorCode } from './errors';
export { isFormulaLike, neutraliseFormula } from './neutralise';
export { DEFAULT_READ_LIMITS, openSpreadsheet, readSpreadsheet, type SpreadsheetStream } from './reader';
export type {
  Cell,
  CellType,
  ReadOptions,
  ReadResult,
  SheetInfo,
  SheetRow,
  SpreadsheetFormat,
  SpreadsheetInput,
} from './types';
export { type CsvOptions, writeCsv } from './write-csv';
export type { ColumnType, WriteRows, WriteValue } from './write-values';
export { type ColumnHelp, writeXlsx, type XlsxColumn, type XlsxSheet, type XlsxSpec } from './write-xlsx';
export { sendXlsx, XLSX_CONTENT_TYPE, xlsxBuffer } from './xlsx-download';
