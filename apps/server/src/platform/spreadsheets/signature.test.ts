import { describe, expect, it } from 'vitest';
import { detectFormat } from './signature';

const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const OLE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);
const TEXT = new TextEncoder().encode('sku,qty\nA-1,2\n');
const HTML = new TextEncoder().encode('<html><body><table><tr><td>1</td></tr></table></body></html>');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const UTF16 = Uint8Array.from([0xff, 0xfe, 0x61, 0x00, 0x09, 0x00, 0x62, 0x00]);

const refused = (head: Uint8Array, name: string) => {
  try {
    detectFormat(head, name);
  } catch (err) {
    return err as { code: string; message: string };
  }
  throw new Error(`${name} was accepted`);
};

describe('signature check', () => {
  it('reads Excel files by their signature, whichever Excel extension they carry', () => {
    expect(detectFormat(ZIP, 'a.xlsx')).toBe('xlsx');
    expect(detectFormat(ZIP, 'a.XLSM')).toBe('xlsx');
    expect(detectFormat(ZIP, 'renamed.xls')).toBe('xlsx');
    expect(detectFormat(OLE, 'a.xls')).toBe('xls');
    expect(detectFormat(OLE, 'renamed.xlsx')).toBe('xls');
  });

  it('reads text files as CSV', () => {
    expect(detectFormat(TEXT, 'a.csv')).toBe('csv');
    expect(detectFormat(TEXT, 'report.txt')).toBe('csv');
    expect(detectFormat(TEXT, 'report.tsv')).toBe('csv');
    expect(detectFormat(UTF16, 'unicode.txt')).toBe('csv');
  });

  it('refuses text named as Excel, saying what it is', () => {
    expect(refused(TEXT, 'orders.xlsx')).toMatchObject({
      code: 'signature',
      message:
        'This file is named .xlsx but is a text file, not an Excel workbook. If it is CSV, name it .csv; otherwise open it in Excel and save it as Excel Workbook (.xlsx).',
    });
    expect(refused(HTML, 'export.xls').message).toContain('is a web page (HTML), not an Excel workbook');
  });

  it('refuses binaries named as text, and non-Excel binaries named as Excel', () => {
    expect(refused(ZIP, 'a.csv')).toMatchObject({
      code: 'signature',
      message: expect.stringContaining('not a text (CSV) file'),
    });
    expect(refused(OLE, 'a.txt').code).toBe('signature');
    expect(refused(PNG, 'photo.csv').code).toBe('signature');
    expect(refused(PDF, 'invoice.csv').code).toBe('signature');
    expect(refused(PNG, 'photo.xlsx')).toMatchObject({
      code: 'signature',
      message:
        'This file is named .xlsx but is not an Excel workbook. Open it in Excel and save it as Excel Workbook (.xlsx), then upload that.',
    });
  });

  it('refuses other types by name, and empty files', () => {
    expect(refused(PDF, 'invoice.pdf')).toMatchObject({
      code: 'unsupported',
      message: expect.stringContaining('.pdf cannot be read'),
    });
    expect(refused(ZIP, 'book.xlsb')).toMatchObject({
      code: 'unsupported',
      message: expect.stringContaining('Excel Binary Workbook'),
    });
    expect(refused(ZIP, 'book.ods').code).toBe('unsupported');
    expect(refused(TEXT, 'noextension').code).toBe('unsupported');
    expect(refused(new Uint8Array(0), 'a.xlsx')).toMatchObject({ code: 'empty' });
  });
});
