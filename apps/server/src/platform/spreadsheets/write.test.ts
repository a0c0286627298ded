/** The writers: formula-safe, styled templates, and what they write reads back the same. */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer as collect } from 'node:stream/consumers';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellValue, readInline, withTempDir } from '../../../test/fixtures/spreadsheets';
import { neutraliseFormula } from './neutralise';
import { readSpreadsheet } from './reader';
import type { Cell } from './types';
import { writeCsv } from './write-csv';
import { writeXlsx } from './write-xlsx';
import { openZip } from './zip';

const s = (value: string): Cell => ({ type: 'string', value });
const n = (value: number): Cell => ({ type: 'number', value });
const d = (value: string): Cell => ({ type: 'date', value });
const b = (value: boolean): Cell => ({ type: 'boolean', value });
const _: Cell = { type: 'empty' };

const HOSTILE = ['=1+1', '+SUM(A1:A2)', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://evil","x")'];

describe('writeXlsx', () => {
  it('writes typed values that read back as written; hostile text stays a string cell, never a formula', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'export.xlsx');
      async function* rows() {
        yield ['A-1', 2, 1141.18, '2024-05-01', '2024-05-01T10:30:00', true, null];
        yield [
          '0012345',
          0,
          -3.22,
          new Date(Date.UTC(2024, 0, 31)),
          new Date(Date.UTC(2024, 0, 31, 23, 59, 59)),
          false,
          'note',
        ];
        for (const text of HOSTILE) yield [text, 1, 1, null, null, null, text];
      }
      const columns = [
        { header: 'SKU' },
        { header: 'Qty', type: 'integer' as const },
        { header: 'Amount', type: 'decimal' as const },
        { header: 'Date', type: 'date' as const },
        { header: 'Updated', type: 'datetime' as const },
        { header: 'Active', type: 'boolean' as const },
        { header: 'Note' },
      ];
      expect(await writeXlsx(path, { sheets: [{ name: 'Export', columns, rows: rows() }] })).toEqual({
        rows: [9],
      });

      const r = await readSpreadsheet({ path, fileName: 'export.xlsx' });
      expect([r.sheetName, r.header]).toEqual(['Export', columns.map((c) => c.header)]);
      expect(r.rows[0]).toEqual({
        row: 2,
        cells: [s('A-1'), n(2), n(1141.18), d('2024-05-01'), d('2024-05-01T10:30:00'), b(true), _],
      });
      expect(r.rows[1]).toEqual({
        row: 3,
        cells: [s('0012345'), n(0), n(-3.22), d('2024-01-31'), d('2024-01-31T23:59:59'), b(false), s('note')],
      });
      // XML turns a carriage return in text into a line feed (as Excel reads it too); nothing else changes.
      const asXml = (t: string) => t.replace(/\r/g, '\n');
      expect(r.rows.slice(2).map((x) => [x.cells[0], x.cells[6]])).toEqual(
        HOSTILE.map((t) => [s(asXml(t)), s(asXml(t))]),
      );

      const zip = await openZip({ path });
      const xml = (await collect(await zip.open('xl/worksheets/sheet1.xml'))).toString('utf8');
      zip.close();
      expect(xml).not.toMatch(/<f[\s>]/);
      expect(xml).toContain('=HYPERLINK(&quot;http://evil&quot;,&quot;x&quot;)');
    });
  });

  it('a template: bold filled frozen header, widths, formats, drop-downs, and a sheet explaining each column', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'template.xlsx');
      await writeXlsx(createWriteStream(path), {
        sheets: [
          {
            name: 'Inventory',
            columns: [
              { header: 'SKU', width: 24 },
              { header: 'Condition' },
              { header: 'Quantity', type: 'integer' },
            ],
          },
        ],
        explain: {
          columns: [
            { column: 'SKU', meaning: 'Your article number', type: 'text', required: true },
            {
              column: 'Condition',
              meaning: 'State of the item',
              type: 'text',
              required: false,
              allowed: ['New', 'Used'],
            },
            { column: 'Quantity', meaning: 'Units in stock', type: 'whole number', required: true },
          ],
        },
      });

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(path);
      const ws = wb.getWorksheet('Inventory')!;
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(ws.getRow(1).values).toEqual([undefined, 'SKU', 'Condition', 'Quantity']);
      expect(ws.getCell('A1').font?.bold).toBe(true);
      expect(ws.getCell('A1').fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
      expect(ws.getColumn(1).width).toBe(24);
      expect(ws.getColumn(2).width).toBe(11);
      expect(ws.getColumn(1).numFmt).toBe('@');
      expect(ws.getColumn(3).numFmt).toBe('0');
      expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"New,Used"'] });

      const template = await readInline({ path, fileName: 'template.xlsx' });
      expect([template.sheetNames, template.header, template.rows]).toEqual([
        ['Inventory', 'Columns'],
        ['SKU', 'Condition', 'Quantity'],
        [],
      ]);
      const help = await readInline({ path, fileName: 'template.xlsx' }, { sheet: 'Columns' });
      expect(help.header).toEqual(['Column', 'Meaning', 'Type', 'Required', 'Allowed values']);
      expect(help.rows.map((x) => x.cells.map((c) => cellValue(c) ?? ''))).toEqual([
        ['SKU', 'Your article number', 'text', 'Yes', ''],
        ['Condition', 'State of the item', 'text', 'No', 'New, Used'],
        ['Quantity', 'Units in stock', 'whole number', 'Yes', ''],
      ]);
    });
  });
});

describe('writeCsv', () => {
  it('neutralises formula-like text with a quote, leaves numbers alone, writes a BOM and CRLF', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'export.csv');
      const rows = [
        ...HOSTILE.map((t) => [t, '-3.22', -3.22]),
        [true, new Date(Date.UTC(2024, 4, 1)), null],
        ['a,b "c"', new Date(Date.UTC(2024, 4, 1, 8, 0, 5)), undefined],
      ];
      expect(await writeCsv(path, { header: ['=Name', 'Text amount', 'Amount'], rows })).toEqual({ rows: 9 });
      const text = await readFile(path, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe("'=Name,Text amount,Amount");
      expect(lines[1]).toBe("'=1+1,-3.22,-3.22");
      expect(lines[3]).toBe("'-2+3,-3.22,-3.22");
      expect(lines[8]).toBe('TRUE,2024-05-01,');
      expect(lines[9]).toBe('"a,b ""c""",2024-05-01T08:00:05,');

      // Read back: every hostile text arrives with its quote, nothing else changed.
      const r = await readInline({ path, fileName: 'export.csv' });
      expect(r.header).toEqual(["'=Name", 'Text amount', 'Amount']);
      expect(r.rows.slice(0, HOSTILE.length).map((x) => x.cells[0])).toEqual(
        HOSTILE.map((t) => s(neutraliseFormula(t))),
      );
      expect(r.rows.at(-1)?.cells).toEqual([s('a,b "c"'), s('2024-05-01T08:00:05'), _]);
    });
  });

  it('semicolons and decimal commas for European Excel, streamed from an async iterable', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'eu.csv');
      async function* rows() {
        for (let i = 0; i < 5_000; i++) yield [`SKU-${i}`, i + 0.5];
      }
      await writeCsv(
        createWriteStream(path),
        { header: ['SKU', 'Preis'], rows: rows() },
        { delimiter: ';', decimal: ',' },
      );
      const r = await readSpreadsheet({ path, fileName: 'eu.csv' });
      expect(r.rows).toHaveLength(5_000);
      expect(r.rows[1]).toEqual({ row: 3, cells: [s('SKU-1'), s('1,5')] });
    });
  });
});

describe('writeCsv against formula injection through line breaks (issue 15)', () => {
  const TRIGGERS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
  const BREAKS = ['\n', '\r', '\r\n'];
  const HOSTILE_CELLS = [
    ...BREAKS.flatMap((br) => TRIGGERS.map((t) => `a${br}${t}1+1`)),
    `Cotton\n@SUM(1+1)*cmd|' /C calc'!A0`,
    `1 Main St\n=cmd|' /C calc'!A0`,
    ...TRIGGERS.map((t) => `${t}1+1`),
    ...TRIGGERS.map((t) => `  ${t}1+1`),
    '\u00A0=1+1',
    'a\n  =1+1',
  ];
  const SAFE = ['plain', 'a=b', 'two\nlines', '-3.22', '+5'];

  it('quotes every cell with a line break and leaves no formula for a CSV parser or a spreadsheet reader', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'export.csv');
      const cells = [...HOSTILE_CELLS, ...SAFE];
      await writeCsv(path, { header: ['Text', 'After'], rows: cells.map((c) => [c, 'x']) });
      const text = (await readFile(path, 'utf8')).slice(1);

      // A CSV parser sees exactly one record per row: no line break escaped its cell.
      const records: string[][] = parse(text, { relax_column_count: false });
      expect(records).toHaveLength(cells.length + 1);
      expect(records.slice(1).map((r) => r[1])).toEqual(cells.map(() => 'x'));
      // Safe texts arrive as written; hostile ones keep their text after the neutralising quote.
      expect(records.slice(1 + HOSTILE_CELLS.length).map((r) => r[0])).toEqual(SAFE);
      for (const [i, cell] of HOSTILE_CELLS.entries()) {
        expect(records[i + 1]?.[0]?.replaceAll("'", '')).toBe(cell.replaceAll("'", ''));
      }

      // Every line of the file, also split naively, starts with no formula trigger.
      const trigger = /^"?[ \u00A0\u3000\t]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
      const starts = text.split(/\r\n|\n|\r/).filter((l) => trigger.test(l) && !/^"?[+-]?\d/.test(l));
      expect(starts).toEqual([]);

      // A spreadsheet reader (SheetJS reads CSV text starting with = as a formula) finds no formula cell.
      const book = XLSX.read(await readFile(path), { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
      const formulas = Object.entries(sheet).filter(
        ([ref, c]) => !ref.startsWith('!') && (c as XLSX.CellObject).f,
      );
      expect(formulas).toEqual([]);
    });
  });
});
