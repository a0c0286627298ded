/**
 * .xls (BIFF5/BIFF8, Excel 95-2003) and every other OLE container named as Excel, through SheetJS
 * (`@e965/xlsx`, the maintained build; never the registry's stale `xlsx`). An .xls holds at most 65,536 rows,
 * so reading it whole is fine. A password-protected .xlsx is an OLE container too (EncryptionInfo and
 * EncryptedPackage streams): it is recognised here, before SheetJS, and refused as such.
 */
import { EMPTY, errorCell, formatKind, formattedNumberCell, stringCell } from './cells';
import { errors } from './errors';
import { extensionOf } from './signature';
import { pickSheet, type RawRow, type SheetSource } from './source';
import type { Cell } from './types';

interface XlsCell {
  t: string;
  v?: unknown;
  z?: string | number;
}

export async function openXls(
  bytes: Uint8Array,
  options: { fileName: string; sheet?: string | number },
): Promise<SheetSource> {
  const XLSX = await import('@e965/xlsx');
  // Code pages of BIFF5 files saved on non-Western Windows (1251, 936...).
  XLSX.set_cptable(await import('@e965/xlsx/dist/cpexcel.full.mjs'));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  let container: unknown;
  try {
    container = XLSX.CFB.read(buffer, { type: 'buffer' });
  } catch (err) {
    throw errors.corrupt(`not a valid Excel 97-2003 file: ${(err as Error).message}`);
  }
  const has = (name: string) => !!XLSX.CFB.find(container, name);
  if (has('EncryptionInfo') || has('EncryptedPackage')) throw errors.password();
  if (!has('Workbook') && !has('Book')) throw errors.notAWorkbook(extensionOf(options.fileName));

  let wb: import('@e965/xlsx').WorkBook;
  try {
    wb = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellNF: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
    });
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    if (/password|encrypt/i.test(message)) throw errors.password();
    throw errors.corrupt(message);
  }

  const entries = wb.SheetNames.map((name, i) => ({
    name,
    hidden: !!wb.Workbook?.Sheets?.[i]?.Hidden,
    readable: wb.Sheets[name]?.['!type'] !== 'chart',
  }));
  const name = entries[pickSheet(entries, options.sheet)]!.name;
  const sheet = wb.Sheets[name] ?? {};
  const date1904 = !!wb.Workbook?.WBProps?.date1904;
  const merges = ((sheet['!merges'] ?? []) as import('@e965/xlsx').Range[]).map((r) =>
    XLSX.utils.encode_range(r),
  );
  const data = (sheet['!data'] ?? []) as (XlsCell[] | undefined)[];
  return {
    format: 'xls',
    sheetNames: entries.filter((s) => s.readable).map((s) => s.name),
    sheetName: name,
    rows: rowsOf(data, date1904),
    merges: () => merges,
    close: () => {},
  };
}

async function* rowsOf(data: (XlsCell[] | undefined)[], date1904: boolean): AsyncGenerator<RawRow> {
  for (let r = 0; r < data.length; r++) {
    const source = data[r];
    if (!source) continue;
    const cells: (Cell | undefined)[] = [];
    let filled = false;
    for (let c = 0; c < source.length; c++) {
      const x = source[c];
      if (!x) continue;
      const cell = toCell(x, date1904);
      if (cell !== EMPTY) {
        cells[c] = cell;
        filled = true;
      }
    }
    if (filled) yield { row: r + 1, cells };
  }
}

function toCell(x: XlsCell, date1904: boolean): Cell {
  switch (x.t) {
    case 'n': {
      const format = typeof x.z === 'string' ? x.z : 'General';
      return formattedNumberCell(Number(x.v), formatKind(format), date1904);
    }
    case 's':
      return stringCell(String(x.v ?? ''));
    case 'b':
      return { type: 'boolean', value: !!x.v };
    case 'e':
      return errorCell(typeof x.v === 'number' ? x.v : String(x.v));
    default:
      return EMPTY;
  }
}
