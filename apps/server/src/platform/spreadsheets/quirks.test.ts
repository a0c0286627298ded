/**
 * Every file of shared/data/xlsx-quirks and xls-quirks (real files saved by Excel, Mac Excel, LibreOffice,
 * SpreadsheetGear...) read through the public reader, each checked against what Excel shows.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellValue, SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { readSpreadsheet } from './reader';
import type { Cell, ReadOptions, ReadResult } from './types';

const XLSX_DIR = join(SHARED_DATA, 'xlsx-quirks');
const XLS_DIR = join(SHARED_DATA, 'xls-quirks');

const read = (dir: string, file: string, options: ReadOptions = {}) =>
  readSpreadsheet({ path: join(dir, file), fileName: file }, options);

const s = (value: string): Cell => ({ type: 'string', value });
const n = (value: number): Cell => ({ type: 'number', value });
const d = (value: string): Cell => ({ type: 'date', value });
const b = (value: boolean): Cell => ({ type: 'boolean', value });
const e = (value: string): Cell => ({ type: 'error', value });
const _: Cell = { type: 'empty' };

/** Rows as [Excel row number, cells]. */
const rowsOf = (r: ReadResult) => r.rows.map((row) => [row.row, row.cells]);

/** The file names each test below covers; a file added to the folders without a test fails here. */
const covered = new Set<string>();
const file = (name: string) => {
  covered.add(name);
  return name;
};

describe.each([
  ['xlsx', XLSX_DIR, 'xlsx'],
  ['xls', XLS_DIR, 'xls'],
] as const)('%s quirks', (ext, dir, format) => {
  it('dates in the 1900 system; a [hh]:mm:ss duration stays a number of days', async () => {
    const r = await read(dir, file(`date.${ext}`), { headerRow: 0 });
    expect(r.format).toBe(format);
    expect(r.rows.map((x) => x.cells[0])).toEqual([d('2021-01-01'), d('2021-01-02'), expect.anything()]);
    const duration = r.rows[2]!.cells[0]!;
    expect(duration.type).toBe('number');
    // Excel shows 255:10:10.
    expect(Math.round((duration as { value: number }).value * 86_400)).toBe(255 * 3600 + 10 * 60 + 10);
    expect(r.rows.map((x) => x.cells[1])).toEqual([n(15), n(16), n(17)]);
  });

  it('dates in the 1904 system (other serial numbers, the same dates)', async () => {
    const r = await read(dir, file(`date_1904.${ext}`), { headerRow: 0 });
    expect(r.rows.map((x) => cellValue(x.cells[0]))).toEqual([
      '2021-01-01',
      '2021-01-02',
      expect.any(Number),
    ]);
  });

  it('merged cells: the value at the top-left cell only, covered rows without values skipped', async () => {
    const r = await read(dir, file(`merge_cells.${ext}`));
    expect(r.header).toEqual(['Row Merge', '', 'Not Merged']);
    expect(rowsOf(r)).toEqual([[2, [s('Column Merge'), s('Chunk Merged'), _]]]);
    expect([...r.merges].sort()).toEqual(['A1:B1', 'A2:A4', 'B2:D4']);
  });

  it('merged ranges on two sheets; a sheet chosen by name', async () => {
    const one = await read(dir, file(`merged_range.${ext}`));
    expect(one.sheetNames).toEqual(['Sheet1', 'Sheet2']);
    expect(one.sheetName).toBe('Sheet1');
    expect(one.header).toEqual(['A1', 'B1', 'C1', '', 'E1', 'F1', 'G1', 'H1']);
    expect(rowsOf(one)).toEqual([
      [3, [s('A3'), s('B3'), s('C3'), _, s('E3'), s('F3'), s('G3'), s('H3')]],
      [4, [s('A4'), s('B4'), s('C4'), _, s('E4'), s('F4'), s('G4'), s('H4')]],
    ]);
    expect(one.merges).toContain('C1:D2');
    const two = await read(dir, `merged_range.${ext}`, { sheet: 'sheet2' });
    expect(two.sheetName).toBe('Sheet2');
    expect(two.header).toEqual(['A1', 'B1', 'C1', '', 'E1', 'F1']);
    expect(rowsOf(two)).toEqual([
      [3, [_, s('B3'), s('C3'), _, s('E3'), _]],
      [4, [_, s('B4'), _, _, s('E4'), _]],
    ]);
    expect([...two.merges].sort()).toEqual(['A1:A4', 'B1:B2', 'C1:D2', 'C3:D4', 'E1:E2', 'F1:H4']);
  });

  it('numbers, formula results (text, boolean, 0), dates; other sheets by name', async () => {
    const r = await read(dir, file(`issues.${ext}`), { headerRow: 0 });
    expect(r.sheetNames.slice(0, 5)).toEqual(['datatypes', 'Sheet1', 'issue2', 'issue5', 'issue6']);
    expect(r.rows.map((x) => x.cells[0])).toEqual([
      n(1),
      n(1.5),
      s('ab'),
      b(false),
      s('test'),
      d('2016-10-20'),
    ]);
    // A formula over a name that does not exist: its cached 0.
    expect(rowsOf(await read(dir, `issues.${ext}`, { sheet: 'Sheet1', headerRow: 0 }))).toEqual([
      [2, [n(0)]],
    ]);
    // Format '0' shows 1; the value is 0.5.
    expect(rowsOf(await read(dir, `issues.${ext}`, { sheet: 'issue5', headerRow: 0 }))).toEqual([
      [1, [n(0.5)]],
    ]);
    const two = await read(dir, `issues.${ext}`, { sheet: 'issue2' });
    expect(two.header).toEqual(['1', 'a']);
    expect(rowsOf(two)).toEqual([
      [2, [n(2), s('b')]],
      [3, [n(3), s('c')]],
    ]);
    // Trailing empty rows (issue6 has a formatted row 6 without values) are dropped.
    const six = await read(dir, `issues.${ext}`, { sheet: 'issue6', headerRow: 0 });
    expect(six.rows.map((x) => x.row)).toEqual([1, 2, 3, 4]);
  });
});

describe('xlsx quirks', () => {
  it('formula errors are errors, each as Excel shows it; trailing empty rows dropped', async () => {
    const r = await read(XLSX_DIR, file('errors.xlsx'), { headerRow: 0 });
    expect(r.sheetNames).toEqual(['Feuil1', 'Feuil2', 'Feuil3']);
    expect(r.rows.map((x) => [x.row, x.cells[0]])).toEqual([
      [1, e('#DIV/0!')],
      [2, e('#NAME?')],
      [3, e('#VALUE!')],
      [4, e('#NULL!')],
      [5, e('#REF!')],
      [6, e('#NUM!')],
      [7, e('#N/A')],
    ]);
  });

  it('header not on row 1: found from the expected columns, or named; else the first non-empty row', async () => {
    const plain = await read(XLSX_DIR, file('header-row.xlsx'));
    expect([plain.headerRow, plain.header]).toEqual([3, ['', '', 'Note 1']]);
    const expected = ['Column A', 'column b', 'COLUMN_C'];
    for (const options of [{ expectedColumns: expected }, { headerRow: 9 }]) {
      const r = await read(XLSX_DIR, 'header-row.xlsx', options);
      expect(r.headerRow).toBe(9);
      expect(r.header).toEqual(['Columns', 'Column A', 'Column B', 'Column C']);
      expect(rowsOf(r)).toEqual([[10, [s('put data here'), n(1), n(2), n(3)]]]);
    }
  });

  it('cells and rows without references (SpreadsheetGear) read as Excel re-saved them', async () => {
    const raw = await read(XLSX_DIR, file('issue_261.xlsx'));
    const fixed = await read(XLSX_DIR, file('issue_261_fixed_by_excel.xlsx'));
    expect(raw.rows).toEqual(fixed.rows);
    expect(raw.header).toEqual(['String Value 32']);
    const at = (row: number) => raw.rows.find((x) => x.row === row)?.cells;
    // 'mmm-yy' shows Mar-23; the value is the date.
    expect(at(7)?.slice(0, 2)).toEqual([s('String Value 29'), d('2023-03-15')]);
    expect(at(7)?.[6]).toEqual(n(901));
    // ' ' cells look empty, so they are.
    expect(at(11)).toEqual([d('2023-03-15')]);
    expect(at(12)?.slice(0, 7)).toEqual([
      d('2023-03-15'),
      s('String Value 20'),
      s('String Value 40'),
      n(903),
      _,
      _,
      s('String Value 23'),
    ]);
    expect(at(61)?.slice(4, 7)).toEqual([s('String Value 11'), _, n(939)]);
    expect(raw.rows.at(-1)).toEqual({ row: 66, cells: [s('String Value 42'), _, _, s('String Value 8')] });
    expect(raw.merges).toHaveLength(25);
    expect(raw.merges).toContain('A1:E5');
  });

  it('shared formulas give their cached results', async () => {
    const r = await read(XLSX_DIR, file('shared_formula_simple.xlsx'), { headerRow: 0 });
    expect(rowsOf(r)).toEqual([
      [1, [n(1), n(2)]],
      [2, [n(2), n(4)]],
      [3, [n(3), n(6)]],
    ]);
  });

  it('a number stored as text stays text, also as a formula result', async () => {
    for (const sheet of ['Sheet1', 'Sheet2']) {
      const r = await read(XLSX_DIR, file('string-ref.xlsx'), { sheet });
      expect(r.header).toEqual(['col1']);
      expect(rowsOf(r)).toEqual([[2, [s('-8086931554011838357')]]]);
    }
  });

  it('special characters', async () => {
    const r = await read(XLSX_DIR, 'issues.xlsx', { sheet: 'spc_chrs', headerRow: 0 });
    expect(r.rows.map((x) => cellValue(x.cells[0]))).toEqual([
      '&',
      '<',
      '>',
      "aaa ' aaa",
      '"',
      '☺',
      '֍',
      'àâéêèçöïî«»',
    ]);
  });
});

describe('xls quirks', () => {
  it('hidden sheets are listed but not chosen by default; a chart sheet is no sheet', async () => {
    const r = await read(XLS_DIR, file('any_sheets.xls'));
    expect(r.sheetNames).toEqual(['Visible', 'Hidden', 'VeryHidden']);
    expect(r.sheetName).toBe('Visible');
    expect(r.header).toEqual(['1', '2']);
    expect(rowsOf(r)).toEqual([
      [2, [n(3), n(4)]],
      [3, [n(5), n(6)]],
      [5, [s('This workbook contains 4 sheets: Visible, Hidden, VeryHidden and Chart'), _]],
    ]);
    await expect(read(XLS_DIR, 'any_sheets.xls', { sheet: 'Hidden' })).rejects.toMatchObject({
      code: 'empty',
    });
    await expect(read(XLS_DIR, 'any_sheets.xls', { sheet: 'Chart' })).rejects.toMatchObject({
      code: 'sheet',
      message: 'This file has no sheet named "Chart". Its sheets are: Visible, Hidden, VeryHidden.',
    });
  });

  it('BIFF5: booleans, a date with a time, a number stored as text', async () => {
    const r = await read(XLS_DIR, file('biff5_write.xls'), { headerRow: 0 });
    expect(rowsOf(r)).toEqual([
      [1, [n(1), n(2), n(3)]],
      [2, [b(true), b(false), _, s('sheetjs')]],
      [3, [s('foo'), s('bar'), d('2014-02-19T14:30:00'), s('0.3')]],
      [4, [s('baz'), _, s('qux')]],
    ]);
  });

  it('an empty string is an empty cell; a formula boolean stays a boolean', async () => {
    const r = await read(XLS_DIR, file('empty-string.xls'), { headerRow: 0 });
    expect(rowsOf(r)).toEqual([[1, [_, b(false)]]]);
  });

  it('a password-protected file is refused with a clear message', async () => {
    await expect(read(XLS_DIR, file('issue_385.xls'))).rejects.toMatchObject({
      name: 'SpreadsheetError',
      code: 'password',
      statusCode: 400,
      message: 'This file is password-protected. Remove the password in Excel and upload it again.',
    });
  });

  it('a shared string table split over CONTINUE records', async () => {
    const r = await read(XLS_DIR, file('sst_continue.xls'), { headerRow: 0 });
    expect(r.rows).toHaveLength(136);
    r.rows.slice(0, 134).forEach((x, i) => {
      expect(x.cells).toEqual([
        s(`This is a long string with a serial number at the end ${String(i + 1).padStart(4, '0')}`),
      ]);
    });
    expect(r.rows[135]).toEqual({ row: 136, cells: [s('New CONTINUE block')] });
  });

  it('an RK-encoded decimal keeps its exact value', async () => {
    const r = await read(XLS_DIR, file('xls_wrong_decimals.xls'), { headerRow: 0 });
    expect(rowsOf(r)).toEqual([[1, [n(0.525625)]]]);
  });
});

describe('real workbooks', () => {
  it('reads a Mac Excel workbook of 34,766 lines in two sheets, dates with times', async () => {
    const dir = join(SHARED_DATA, 'online-retail-ii');
    const name = 'online_retail_II_10countries.xlsx';
    const first = await read(dir, name);
    const header = [
      'Invoice',
      'StockCode',
      'Description',
      'Quantity',
      'InvoiceDate',
      'Price',
      'Customer ID',
      'Country',
    ];
    expect(first.header).toEqual(header);
    expect(first.rows).toHaveLength(14_269);
    expect(first.rows[0]).toEqual({
      row: 2,
      cells: [
        n(490397),
        n(21844),
        s('RETRO SPOT MUG'),
        n(6),
        d('2009-12-06T10:30:00'),
        n(2.95),
        n(12417),
        s('Belgium'),
      ],
    });
    const second = await read(dir, name, { sheet: 1 });
    expect(second.sheetName).toBe('Year 2010-2011');
    expect(second.rows).toHaveLength(20_497);
    expect(second.rows.at(-1)).toEqual({
      row: 20_498,
      cells: [
        n(578539),
        n(23309),
        s('SET OF 60 I LOVE LONDON CAKE CASES '),
        n(24),
        d('2011-11-24T14:55:00'),
        n(0.55),
        _,
        s('Unspecified'),
      ],
    });
  });
});

describe('coverage of the quirk folders', () => {
  it('every file of both folders has a test above', () => {
    const all = [XLSX_DIR, XLS_DIR].flatMap((dir) => readdirSync(dir).filter((f) => /\.xlsx?$/.test(f)));
    expect(all.length).toBeGreaterThanOrEqual(22);
    expect(all.filter((f) => !covered.has(f))).toEqual([]);
  });
});
