/**
 * What one read may hold (limits.ts): hostile files that unpack to far more than their size are refused with
 * the bound they pass, through the public reader (worker thread), while the text streams; files at a bound
 * still read. The files are built here, deflated as they are made, so none is ever large in the test.
 */
import { describe, expect, it } from 'vitest';
import { bulkyXlsx, repeated } from '../../../test/fixtures/spreadsheets';
import { READ_CEILING } from './limits';
import { readSpreadsheet } from './reader';
import { createXmlParser } from './xml';

const { cellChars, sharedStringChars, textChars, cells, xmlRunChars } = READ_CEILING;

const inline = (ref: string, text: Iterable<string>) =>
  (function* () {
    yield `<c r="${ref}" t="inlineStr"><is><t>`;
    yield* text;
    yield '</t></is></c>';
  })();

/** A header row (sku, note), then row 2 with `B2` given by the caller. */
const sheetWith = (b2: Iterable<string>) =>
  (function* () {
    yield '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="B1" t="inlineStr"><is><t>note</t></is></c></row>';
    yield '<row r="2"><c r="A2" t="inlineStr"><is><t>SKU-1</t></is></c>';
    yield* b2;
    yield '</row>';
  })();

const read = (buffer: Buffer, fileName = 'hostile.xlsx') => readSpreadsheet({ buffer, fileName });

const cellTooLong = (ref: string) => ({
  code: 'cell_too_long',
  statusCode: 413,
  message: `Cell ${ref} holds more than 32,767 characters, more than an Excel cell can hold. Shorten that text and upload the file again.`,
});

describe('one cell', () => {
  it('a 500 MB cell (a 2 MB file) is refused naming the cell, long before its text is whole', async () => {
    const file = await bulkyXlsx({ sheetData: sheetWith(inline('B2', repeated('x', 500 * 1024 * 1024))) });
    expect(file.length).toBeLessThan(3 * 1024 * 1024);
    await expect(read(file)).rejects.toMatchObject(cellTooLong('B2'));
  });

  it("a cell just over Excel's 32,767 characters is refused; exactly 32,767 reads", async () => {
    const over = await bulkyXlsx({ sheetData: sheetWith(inline('B2', ['y'.repeat(cellChars + 1)])) });
    await expect(read(over)).rejects.toMatchObject(cellTooLong('B2'));
    const full = await bulkyXlsx({ sheetData: sheetWith(inline('B2', ['y'.repeat(cellChars)])) });
    const sheet = await read(full);
    expect(sheet.rows[0]!.cells[1]).toEqual({ type: 'string', value: 'y'.repeat(cellChars) });
  });

  it('escaped text counts as the characters it makes (_x000D_ is one)', async () => {
    const escaped = '_x000D_'.repeat(10_000) + 'z'.repeat(cellChars - 10_000);
    const file = await bulkyXlsx({ sheetData: sheetWith(inline('B2', [escaped])) });
    const cell = (await read(file)).rows[0]!.cells[1] as { value: string };
    expect(cell.value).toHaveLength(cellChars);
  });

  it('a shared string over the limit, and a CSV value over it, are refused too', async () => {
    const file = await bulkyXlsx({
      sheetData: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'],
      sharedStrings: [`<si><t>${'s'.repeat(cellChars + 1)}</t></si>`],
    });
    await expect(read(file)).rejects.toMatchObject({
      code: 'cell_too_long',
      message: expect.stringMatching(/^A cell of this file holds more than 32,767 characters/),
    });
    const csv = Buffer.from(`sku,note\nSKU-1,${'c'.repeat(cellChars + 1)}\n`);
    await expect(read(csv, 'notes.csv')).rejects.toMatchObject(cellTooLong('B2'));
  });

  it('the XML parser refuses a long stretch without markup while it is fed, not when it ends', () => {
    const parser = createXmlParser('xl/worksheets/sheet1.xml', { text: () => {} });
    parser.write('<worksheet><sheetData><row><c><v>');
    const piece = '1'.repeat(64 * 1024);
    let fed = 0;
    expect(() => {
      for (; fed < 100 * xmlRunChars; fed += piece.length) parser.write(piece);
    }).toThrow(expect.objectContaining({ code: 'cell_too_long' }));
    expect(fed).toBeLessThanOrEqual(xmlRunChars);
  });
});

describe('the whole read', () => {
  it('a workbook whose shared strings pass 50,000,000 characters together is refused', async () => {
    const item = `<si><t>${'t'.repeat(30_000)}</t></si>`;
    const file = await bulkyXlsx({
      sheetData: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'],
      sharedStrings: repeated(item, Math.ceil(sharedStringChars / 30_000) + 1),
    });
    await expect(read(file)).rejects.toMatchObject({
      code: 'too_much_text',
      statusCode: 413,
      message:
        "This workbook's texts (each different text counted once) are longer than 50,000,000 characters together, more than one upload may hold. Split it into smaller files and upload them one by one.",
    });
  });

  it('one long shared string shown in every cell is refused once the text handed over passes the limit', async () => {
    // 30,000 characters once in the file, 18 times per row: 540,000 characters per row on the main thread.
    const columns = 'ABCDEFGHIJKLMNOPQR'.split('');
    const rows = function* () {
      for (let r = 1; r <= Math.ceil(textChars / (30_000 * 18)) + 10; r++)
        yield `<row r="${r}">${columns.map((c) => `<c r="${c}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
    };
    const file = await bulkyXlsx({
      sheetData: rows(),
      sharedStrings: [`<si><t>${'a'.repeat(30_000)}</t></si>`],
    });
    await expect(read(file)).rejects.toMatchObject({
      code: 'too_much_text',
      statusCode: 413,
      message:
        'The cells of this file hold more than 100,000,000 characters of text together, more than one upload may hold. Split it into smaller files and upload them one by one.',
    });
  });

  it('rows as wide as Excel allows (a value in column XFD) are refused once they pass the cell limit', async () => {
    const rows = function* () {
      for (let r = 1; r <= Math.ceil(cells / 16_384) + 10; r++)
        yield `<row r="${r}"><c r="XFD${r}"><v>1</v></c></row>`;
    };
    await expect(read(await bulkyXlsx({ sheetData: rows() }))).rejects.toMatchObject({
      code: 'too_many_cells',
      statusCode: 413,
      message:
        'This file has more than 10,000,000 cells (rows × columns), more than one upload may hold. Remove unused columns, or split it into smaller files and upload them one by one.',
    });
  });
});
