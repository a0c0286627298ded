import { saveBlob } from '../files/save-blob';

/**
 * CSV for files people open in spreadsheets. A text cell that starts with = + - @, a tab or a carriage return
 * would be read as a formula (CSV injection), so it gets a leading single quote. Numbers are written as
 * numbers: they come from our own figures, and quoting a negative amount would turn it into text.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated as RFC 4180 says. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Lets the browser save the text as a file. */
export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
