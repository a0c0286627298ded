import { neutraliseFormula } from '@marketdesk/contracts/formula';
import { saveBlob } from '../files/save-blob';

/**
 * CSV for files people open in spreadsheets. Formula-like text (CSV injection) is neutralised by the rule the
 * server's exports use (contracts/formula.ts); cells with separators, quotes or line breaks are quoted.
 * Numbers are written as numbers: they come from our own figures, and quoting a negative amount would turn
 * it into text.
 */
export type CsvCell = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseFormula(String(value));
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
