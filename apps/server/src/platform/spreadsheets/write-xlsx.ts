/**
 * .xlsx templates and exports with exceljs' streaming WorkbookWriter: each row is written out when added,
 * so an export of any size keeps memory flat. Strings are inline (no shared string table to hold), every
 * text is a string cell (never a formula, whatever it starts with), the header is bold on a fill, frozen,
 * with a filter. A template can carry a second sheet that explains each column.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ColumnType, parseIsoDate, type WriteRows, type WriteValue } from './write-values';

export interface XlsxColumn {
  header: string;
  /** Width in characters; default: fits the header (at least 10). */
  width?: number;
  type?: ColumnType;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** None for an empty template. */
  rows?: WriteRows;
}

/** One line of the "explain each column" sheet of a template. */
export interface ColumnHelp {
  column: string;
  meaning: string;
  type: string;
  required: boolean;
  allowed?: readonly string[];
}

export interface XlsxSpec {
  sheets: readonly XlsxSheet[];
  /** Adds a sheet (default name 'Columns') describing the columns of the first sheet. */
  explain?: { sheetName?: string; columns: readonly ColumnHelp[] };
}

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  text: '@',
  integer: '0',
  decimal: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE6F3' } };

/** Rows between pauses that let the zip stream drain into the destination. */
const YIELD_EVERY = 1000;

function cellValue(v: WriteValue, type: ColumnType | undefined): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  const text = String(v);
  if (type === 'date' || type === 'datetime') return parseIsoDate(text) ?? text;
  return text; // a string stays a string cell: exceljs makes formulas only from {formula} objects
}

function addSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: readonly XlsxColumn[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? Math.min(60, Math.max(10, c.header.length + 2)),
    style: NUMBER_FORMATS[c.type ?? 'text'] ? { numFmt: NUMBER_FORMATS[c.type ?? 'text'] } : {},
  }));
  if (columns.length > 0)
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = ws.addRow(columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.numFmt = '@';
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8EA9DB' } } };
  });
  header.commit();
  return ws;
}

/** Drop-down lists on the template's data sheet where a column allows few values (Excel caps a list at 255). */
function addChoices(ws: ExcelJS.Worksheet, columns: readonly XlsxColumn[], help: readonly ColumnHelp[]) {
  columns.forEach((c, i) => {
    const allowed = help.find((h) => h.column === c.header)?.allowed;
    const list = allowed?.map((a) => a.replace(/"/g, '""')).join(',');
    if (!list || list.length > 250 || allowed!.some((a) => a.includes(','))) return;
    const letter = ws.getColumn(i + 1).letter;
    // The streaming worksheet has this (worksheet-writer.js); exceljs' types only declare it per cell.
    (
      ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
    ).dataValidations.add(`${letter}2:${letter}1048576`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${list}"`],
    });
  });
}

const helpColumns: XlsxColumn[] = [
  { header: 'Column', width: 28 },
  { header: 'Meaning', width: 60 },
  { header: 'Type', width: 14 },
  { header: 'Required', width: 10 },
  { header: 'Allowed values', width: 40 },
];

/** Writes the workbook to a file path or stream; resolves with the data rows written per sheet. */
export async function writeXlsx(target: string | Writable, spec: XlsxSpec): Promise<{ rows: number[] }> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...(typeof target === 'string' ? { filename: target } : { stream: target }),
    useStyles: true,
    useSharedStrings: false,
  });
  const counts: number[] = [];
  for (const [index, sheet] of spec.sheets.entries()) {
    const ws = addSheet(wb, sheet.name, sheet.columns);
    if (index === 0 && spec.explain) addChoices(ws, sheet.columns, spec.explain.columns);
    let n = 0;
    for await (const row of sheet.rows ?? []) {
      ws.addRow(row.map((v, i) => cellValue(v, sheet.columns[i]?.type))).commit();
      if (++n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    ws.commit();
    counts.push(n);
  }
  if (spec.explain) {
    const ws = addSheet(wb, spec.explain.sheetName ?? 'Columns', helpColumns);
    for (const h of spec.explain.columns) {
      ws.addRow([
        h.column,
        h.meaning,
        h.type,
        h.required ? 'Yes' : 'No',
        (h.allowed ?? []).join(', '),
      ]).commit();
    }
    ws.commit();
  }
  await wb.commit();
  return { rows: counts };
}
