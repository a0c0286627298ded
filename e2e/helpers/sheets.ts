import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Spreadsheets the journeys read (downloaded templates) and write (files a person would fill in). */

export type SheetCell = string | number;

/** The first upload on a fresh server starts the spreadsheet reader's worker thread, slow on a busy machine. */
export const UPLOAD_WAIT = { timeout: 90_000 };

/**
 * How the journeys open a downloaded template. The templates' drop-downs cover whole columns (to row 1,048,576,
 * as Excel writes them); exceljs expands such a range into one entry per cell, which took 8 s to read and 21 s
 * to write back per template. The drop-downs are left out: they guide a person in Excel, and the server never
 * reads them (the template tests check them).
 */
const READ = { ignoreNodes: ['dataValidations'] };

/** The column headers of a workbook's first sheet, as printed in its first row. */
export async function sheetHeaders(path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path, READ);
  const sheet = book.worksheets[0]!;
  return (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
}

/** The template's first sheet with the given rows from row 2, each filled by column header (as printed). */
export async function fillTemplate(
  templatePath: string,
  out: string,
  rows: readonly Record<string, SheetCell>[],
): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templatePath, READ);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').trim());
  for (const [i, values] of rows.entries()) {
    for (const [header, value] of Object.entries(values)) {
      const col = headers.indexOf(header);
      expect(col, `template column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
      sheet.getRow(i + 2).getCell(col).value = value;
    }
  }
  await book.xlsx.writeFile(out);
}

/** A new one-sheet workbook: the header row, then the rows in the header's order. */
export async function writeSheet(
  out: string,
  headers: readonly string[],
  rows: readonly Record<string, SheetCell>[],
): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
  await book.xlsx.writeFile(out);
}

/** Clicks the button that opens the file picker and chooses the file, as a person would. */
export async function chooseFile(page: Page, buttonName: string | RegExp, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await chooser.setFiles(path);
}

/** Clicks the button and answers the downloaded file: its suggested name and its path on disk. */
export async function download(
  page: Page,
  buttonName: string | RegExp,
): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return { name: file.suggestedFilename(), path: await file.path() };
}
