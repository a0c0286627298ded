import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInline, SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { cellAsDate, cellAsNumber } from './coerce';
import { detectDelimiter } from './read-csv';
import { readSpreadsheet } from './reader';
import type { Cell, ReadResult } from './types';

const s = (value: string): Cell => ({ type: 'string', value });
const _: Cell = { type: 'empty' };
const rowsOf = (r: ReadResult) => r.rows.map((row) => [row.row, row.cells]);
const csv = (text: string | Buffer, fileName = 'data.csv') =>
  readInline({ buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text, fileName });

const AMAZON = join(SHARED_DATA, 'amazon-report-headers');

describe('CSV reader', () => {
  it('semicolons, a UTF-8 byte order mark, CRLF, empty rows skipped with Excel’s row numbers', async () => {
    const r = await csv('\uFEFFSKU;Menge;Preis\r\nA-1;2;1141,18\r\n\r\n;;\r\nB-2;3;"1.234,50"\r\n\r\n\r\n');
    expect(r.format).toBe('csv');
    expect(r.header).toEqual(['SKU', 'Menge', 'Preis']);
    expect(rowsOf(r)).toEqual([
      [2, [s('A-1'), s('2'), s('1141,18')]],
      [5, [s('B-2'), s('3'), s('1.234,50')]],
    ]);
    expect(r.rows.map((x) => cellAsNumber(x.cells[2]!, { decimal: ',' }))).toEqual([1141.18, 1234.5]);
  });

  it('every value stays text: leading zeros kept', async () => {
    const r = await csv('ean,qty\n0012345678905,007\n');
    expect(rowsOf(r)).toEqual([[2, [s('0012345678905'), s('007')]]]);
  });

  it('a quoted value over two lines is one row, as in Excel', async () => {
    const r = await csv('name,note\n"a","line 1\nline 2"\nb,"say ""hi"""\n');
    expect(rowsOf(r)).toEqual([
      [2, [s('a'), s('line 1\nline 2')]],
      [3, [s('b'), s('say "hi"')]],
    ]);
  });

  it('rows longer or shorter than the header', async () => {
    const r = await csv('a,b,c\n1\n1,2,3,4\n');
    expect(rowsOf(r)).toEqual([
      [2, [s('1'), _, _]],
      [3, [s('1'), s('2'), s('3'), s('4')]],
    ]);
  });

  it("Excel's sep= line names the delimiter and is not a row", async () => {
    const r = await csv('sep=;\na,b;c\n1,5;2\n');
    expect(r.header).toEqual(['a,b', 'c']);
    expect(rowsOf(r)).toEqual([[2, [s('1,5'), s('2')]]]);
  });

  it('Windows-1252 text (Excel "CSV" on Western Windows) and UTF-16 (Excel "Unicode Text")', async () => {
    const latin1 = Buffer.from('Größe;Preis\nÜbergröße;12,50\n', 'latin1');
    expect(rowsOf(await csv(latin1))).toEqual([[2, [s('Übergröße'), s('12,50')]]]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Größe\tPreis\r\n€ 5\t1\r\n', 'utf16le'),
    ]);
    const r = await csv(utf16, 'unicode.txt');
    expect(r.header).toEqual(['Größe', 'Preis']);
    expect(rowsOf(r)).toEqual([[2, [s('€ 5'), s('1')]]]);
  });

  it('an unclosed quote is a clear error naming the row', async () => {
    await expect(csv('a,b\n1,2\n3,"oops\n4,5\n')).rejects.toMatchObject({
      code: 'corrupt',
      row: 3,
      message:
        'This file could not be read as CSV: row 3: a value starts with a quote (") that is never closed. Fix that row, or open the file in Excel and save it again.',
    });
  });

  it('a file of blank lines is empty', async () => {
    await expect(csv('\n  \n;;\n\n')).rejects.toMatchObject({
      code: 'empty',
      message: 'This file is empty: it has no rows with values.',
    });
  });

  it('detects the delimiter from the first lines', () => {
    expect(detectDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(detectDelimiter('a;b;c\n"1,5";2,5;3')).toBe(';');
    expect(detectDelimiter('a\tb, c\n1\t2, 3')).toBe('\t');
    expect(detectDelimiter('a|b\n1|2')).toBe('|');
    expect(detectDelimiter('single column\nvalue')).toBe(',');
  });
});

describe('Amazon flat files (tab-separated text)', () => {
  it.each(readdirSync(AMAZON).filter((f) => f.endsWith('.tsv')))(
    '%s: the header as Amazon writes it',
    async (name) => {
      const r = await readInline({ path: join(AMAZON, name), fileName: name });
      const first = readFileSync(join(AMAZON, name), 'utf8').split(/\r?\n/)[0]!.split('\t');
      while (first.at(-1) === '') first.pop();
      expect(r.header).toEqual(first);
      expect(r.headerRow).toBe(1);
    },
  );

  it('the settlement report through the worker: summary row, then transactions', async () => {
    const name = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE.tsv';
    const r = await readSpreadsheet({ path: join(AMAZON, name), fileName: name });
    expect(r.header.slice(0, 5)).toEqual([
      'settlement-id',
      'settlement-start-date',
      'settlement-end-date',
      'deposit-date',
      'total-amount',
    ]);
    expect(r.rows.map((x) => x.row)).toEqual([2, 3]);
    const col = (row: number, header: string) => r.rows[row]!.cells[r.header.indexOf(header)]!;
    expect(col(0, 'total-amount')).toEqual(s('1234.56'));
    expect(cellAsDate(col(0, 'deposit-date'))).toBe('2023-01-17');
    expect(col(1, 'order-id')).toEqual(s('111-1111111-1111111'));
    expect(cellAsDate(col(1, 'posted-date'))).toBe('2023-01-03T10:00:00');
    expect(cellAsNumber(col(1, 'item-related-fee-amount'))).toBe(-3.22);
    expect(col(1, 'merchant-order-id')).toEqual(_);
  });

  it('a European settlement file (.txt): day-first dates, decimal commas, a quote inside a value', async () => {
    const text = [
      'settlement-id\tposted-date\tsku\tproduct-name\tprice-amount\t',
      '98765\t14.03.2023 07:49:55 UTC\tPAN-28\tPfanne 28" Induktion\t1141,18\t',
      '98765\t15.03.2023 23:01:00 UTC\tPAN-30\t"Deckel" Glas\t-3,22\t',
    ].join('\n');
    const r = await csv(text, 'settlement.txt');
    expect(r.header).toEqual(['settlement-id', 'posted-date', 'sku', 'product-name', 'price-amount']);
    expect(rowsOf(r)).toEqual([
      [2, [s('98765'), s('14.03.2023 07:49:55 UTC'), s('PAN-28'), s('Pfanne 28" Induktion'), s('1141,18')]],
      [3, [s('98765'), s('15.03.2023 23:01:00 UTC'), s('PAN-30'), s('"Deckel" Glas'), s('-3,22')]],
    ]);
    expect(r.rows.map((x) => cellAsDate(x.cells[1]!))).toEqual([
      '2023-03-14T07:49:55',
      '2023-03-15T23:01:00',
    ]);
    expect(r.rows.map((x) => cellAsNumber(x.cells[4]!, { decimal: ',' }))).toEqual([1141.18, -3.22]);
  });
});
