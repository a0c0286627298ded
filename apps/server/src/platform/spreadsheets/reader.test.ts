/** The reader's limits and failures: every bad file ends as a SpreadsheetError, and the next read works. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { makeZip, minimalXlsx, withTempDir } from '../../../test/fixtures/spreadsheets';
import { openSpreadsheet, readSpreadsheet } from './reader';
import { writeXlsx } from './write-xlsx';

/** An .xlsx of `rows` data rows under a header (sku, qty), written by our own writer. */
async function xlsxFile(dir: string, rows: number, name = 'rows.xlsx') {
  const path = join(dir, name);
  await writeXlsx(path, {
    sheets: [
      {
        name: 'Data',
        columns: [{ header: 'sku' }, { header: 'qty', type: 'integer' }],
        rows: Array.from({ length: rows }, (_, i) => [`SKU-${i + 1}`, i + 1]),
      },
    ],
  });
  return path;
}

describe('limits', () => {
  it('more data rows than allowed: too_many_rows (413); exactly the limit reads', async () => {
    await withTempDir(async (dir) => {
      const path = await xlsxFile(dir, 101);
      await expect(readSpreadsheet({ path, fileName: 'rows.xlsx' }, { maxRows: 100 })).rejects.toMatchObject({
        code: 'too_many_rows',
        statusCode: 413,
        message:
          'This file has more than 100 rows. Split it into files of at most 100 rows and upload them one by one.',
      });
      const ok = await readSpreadsheet({ path, fileName: 'rows.xlsx' }, { maxRows: 101 });
      expect(ok.rows).toHaveLength(101);
      expect(ok.rows.at(-1)).toEqual({
        row: 102,
        cells: [
          { type: 'string', value: 'SKU-101' },
          { type: 'number', value: 101 },
        ],
      });
    });
  });

  it('a file over the size limit is refused before any parsing', async () => {
    const buffer = Buffer.alloc(3 * 1024 * 1024, 0x41);
    await expect(
      readSpreadsheet({ buffer, fileName: 'big.csv' }, { maxBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      code: 'too_large',
      statusCode: 413,
      message: 'This file is too large (3 MB); the limit is 1 MB. Split it into smaller files.',
    });
  });

  it('a read that takes too long is stopped: timeout', async () => {
    await withTempDir(async (dir) => {
      const path = await xlsxFile(dir, 10);
      await expect(readSpreadsheet({ path, fileName: 'rows.xlsx' }, { timeoutMs: 1 })).rejects.toMatchObject({
        code: 'timeout',
        message: expect.stringMatching(/^Reading this file took longer than 1 seconds, so it was stopped\./),
      });
      // The reader is not left broken: the same file reads with time to spare.
      expect((await readSpreadsheet({ path, fileName: 'rows.xlsx' })).rows).toHaveLength(10);
    });
  });

  it('a reading thread out of heap ends as memory, not as a crash', async () => {
    await expect(
      readSpreadsheet({ buffer: Buffer.from('a,b\n1,2\n'), fileName: 'a.csv' }, { maxMemoryMb: 4 }),
    ).rejects.toMatchObject({
      code: 'memory',
      statusCode: 413,
    });
  });

  it('a shared string table that could not fit the heap is refused up front: memory', async () => {
    const strings = Array.from({ length: 20_000 }, (_, i) => `<t>${'x'.repeat(400)}${i}</t>`);
    const buffer = minimalXlsx({
      sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
      sharedStrings: strings,
    });
    await expect(
      readSpreadsheet({ buffer, fileName: 'wide.xlsx' }, { maxMemoryMb: 12 }),
    ).rejects.toMatchObject({ code: 'memory' });
    expect((await readSpreadsheet({ buffer, fileName: 'wide.xlsx' })).header[0]).toMatch(/^x{400}0$/);
  });
});

describe('broken, empty and disguised files', () => {
  it('an empty file, and a workbook without values, are empty', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'empty.xlsx');
      await writeFile(path, '');
      await expect(readSpreadsheet({ path, fileName: 'empty.xlsx' })).rejects.toMatchObject({
        code: 'empty',
      });
      const blank = await xlsxFile(dir, 0, 'blank.xlsx');
      // Only the header: no data rows, which is the caller's to judge.
      expect((await readSpreadsheet({ path: blank, fileName: 'blank.xlsx' })).rows).toEqual([]);
      const styled = minimalXlsx({ sheetData: '<row r="1"><c r="A1" s="0"/></row><row r="2"/>' });
      await expect(readSpreadsheet({ buffer: styled, fileName: 'styled.xlsx' })).rejects.toMatchObject({
        code: 'empty',
      });
    });
  });

  it('a truncated or tampered zip is corrupt', async () => {
    await withTempDir(async (dir) => {
      const good = await readFile(await xlsxFile(dir, 200));
      const truncated = good.subarray(0, Math.floor(good.length / 2));
      await expect(readSpreadsheet({ buffer: truncated, fileName: 'cut.xlsx' })).rejects.toMatchObject({
        code: 'corrupt',
        statusCode: 400,
        message:
          'This file could not be read: it seems damaged. Open it in Excel, save it again and upload it again.',
        cause: expect.stringContaining('ZIP'),
      });
      const tampered = Buffer.from(good);
      for (let i = 200; i < tampered.length - 400; i += 97) tampered[i] = tampered[i]! ^ 0xff;
      await expect(readSpreadsheet({ buffer: tampered, fileName: 'bad.xlsx' })).rejects.toMatchObject({
        code: 'corrupt',
      });
    });
  });

  it('a password-protected .xlsx (an OLE container with EncryptionInfo) is refused as such', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(cfb, 'EncryptedPackage', Buffer.alloc(4096, 7));
    const buffer = Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
    await expect(readSpreadsheet({ buffer, fileName: 'secret.xlsx' })).rejects.toMatchObject({
      code: 'password',
      message: 'This file is password-protected. Remove the password in Excel and upload it again.',
    });
  });

  it('an OLE file that holds no workbook (a Word .doc renamed .xls) is refused', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.alloc(5000, 1));
    const buffer = Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
    await expect(readSpreadsheet({ buffer, fileName: 'letter.xls' })).rejects.toMatchObject({
      code: 'signature',
    });
  });

  it('text renamed .xlsx is refused; a zip that is no workbook too; an .xlsx renamed .xls is read', async () => {
    await expect(
      readSpreadsheet({ buffer: Buffer.from('sku,qty\nA,1\n'), fileName: 'orders.xlsx' }),
    ).rejects.toMatchObject({
      code: 'signature',
      message: expect.stringContaining('is named .xlsx but is a text file'),
    });
    const docx = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    await expect(readSpreadsheet({ buffer: docx, fileName: 'orders.xlsx' })).rejects.toMatchObject({
      code: 'signature',
      message:
        'This file is named .xlsx but is not an Excel workbook. Open it in Excel and save it as Excel Workbook (.xlsx), then upload that.',
    });
    const xlsb = makeZip({ 'xl/workbook.bin': 'x' });
    await expect(readSpreadsheet({ buffer: xlsb, fileName: 'orders.xlsx' })).rejects.toMatchObject({
      code: 'unsupported',
    });
    await withTempDir(async (dir) => {
      const buffer = await readFile(await xlsxFile(dir, 2));
      const r = await readSpreadsheet({ buffer, fileName: 'renamed.xls' });
      expect([r.format, r.header, r.rows.length]).toEqual(['xlsx', ['sku', 'qty'], 2]);
    });
  });
});

describe('streaming', () => {
  it('hands rows over in order across batches; leaving early stops the worker and frees its turn', async () => {
    await withTempDir(async (dir) => {
      const path = await xlsxFile(dir, 2_500);
      const stream = await openSpreadsheet({ path, fileName: 'rows.xlsx' });
      expect(stream.header).toEqual(['sku', 'qty']);
      const numbers: number[] = [];
      for await (const row of stream) numbers.push(row.row);
      expect(numbers).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 2));

      // Many streams opened and left after a few rows: the waiting line must not jam.
      for (let i = 0; i < 6; i++) {
        const s = await openSpreadsheet({ path, fileName: 'rows.xlsx' });
        for await (const row of s) if (row.row > 3) break;
      }
      const reads = await Promise.all(
        Array.from({ length: 5 }, () => readSpreadsheet({ path, fileName: 'rows.xlsx' }, { maxRows: 5_000 })),
      );
      expect(reads.map((r) => r.rows.length)).toEqual([2_500, 2_500, 2_500, 2_500, 2_500]);
    });
  });
});
