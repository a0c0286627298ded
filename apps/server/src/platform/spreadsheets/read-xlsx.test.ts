/** .xlsx details no file of the quirk folders has, in hand-built workbooks (testing.ts: minimalXlsx). */
import { describe, expect, it } from 'vitest';
import { minimalXlsx, readInline } from '../../../test/fixtures/spreadsheets';
import type { Cell } from './types';

const s = (value: string): Cell => ({ type: 'string', value });
const n = (value: number): Cell => ({ type: 'number', value });
const d = (value: string): Cell => ({ type: 'date', value });
const _: Cell = { type: 'empty' };

/** cellXfs: 0 General, 1 built-in 14 (a date), 2 custom 'dd.mm.yyyy hh:mm', 3 '[h]:mm', 4 '#,##0.00'. */
const STYLES =
  '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/><numFmt numFmtId="165" formatCode="[h]:mm"/>' +
  '<numFmt numFmtId="166" formatCode="#,##0.00"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/></cellXfs>';

const read = (sheetData: string, extra: Partial<Parameters<typeof minimalXlsx>[0]> = {}) =>
  readInline(
    { buffer: minimalXlsx({ sheetData, styles: STYLES, ...extra }), fileName: 'crafted.xlsx' },
    { headerRow: 0 },
  );

const cellsOf = async (sheetData: string, extra: Partial<Parameters<typeof minimalXlsx>[0]> = {}) =>
  (await read(sheetData, extra)).rows.map((r) => [r.row, r.cells]);

describe('.xlsx cells', () => {
  it('number formats decide dates; cellStyleXfs are not cell styles', async () => {
    const row =
      '<row r="1"><c r="A1" s="1"><v>45000</v></c><c r="B1" s="2"><v>45000.5</v></c><c r="C1" s="3"><v>1.5</v></c><c r="D1" s="4"><v>1141.18</v></c><c r="E1"><v>45000</v></c></row>';
    expect(await cellsOf(row)).toEqual([
      [1, [d('2023-03-15'), d('2023-03-15T12:00:00'), n(1.5), n(1141.18), n(45000)]],
    ]);
    expect(await cellsOf(row, { date1904: true })).toEqual([
      [1, [d('2027-03-16'), d('2027-03-16T12:00:00'), n(1.5), n(1141.18), n(45000)]],
    ]);
  });

  it('formula results keep their type: error, boolean, text, a date by its style; none cached is empty', async () => {
    const row =
      '<row r="2"><c r="A2" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="B2" t="b"><f>1&gt;0</f><v>1</v></c>' +
      '<c r="C2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="D2" s="1"><f>TODAY()</f><v>45000</v></c><c r="E2"><f>A1*2</f></c><c r="F2"><v>7</v></c></row>';
    expect(await cellsOf(row)).toEqual([
      [
        2,
        [
          { type: 'error', value: '#DIV/0!' },
          { type: 'boolean', value: true },
          s('ab'),
          d('2023-03-15'),
          _,
          n(7),
        ],
      ],
    ]);
  });

  it('inline strings, OOXML escapes, phonetic guides left out, ISO dates (t="d")', async () => {
    const row =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>inline</t></is></c><c r="B1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c>' +
      '<c r="D1" t="d"><v>2024-02-29T00:00:00Z</v></c><c r="E1" t="d"><v>2024-02-29T08:15:00</v></c></row>';
    const sharedStrings = [
      '<t>line 1_x000D__x000A_line 2</t>',
      '<r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
    ];
    expect(await cellsOf(row, { sharedStrings })).toEqual([
      [1, [s('inline'), s('line 1\r\nline 2'), s('東京'), d('2024-02-29'), d('2024-02-29T08:15:00')]],
    ]);
  });

  it('prefixed element names (x:row, x:c) as some writers emit them', async () => {
    const xml = minimalXlsx({
      sheetData:
        '<x:row r="1" xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:c r="B1"><x:v>5</x:v></x:c></x:row>',
    });
    const r = await readInline({ buffer: xml, fileName: 'x.xlsx' }, { headerRow: 0 });
    expect(r.rows).toEqual([{ row: 1, cells: [_, n(5)] }]);
  });

  it('rows and cells without references follow the previous ones', async () => {
    const rows =
      '<row><c t="inlineStr"><is><t>a</t></is></c><c><v>1</v></c></row><row r="4"><c r="C4"><v>3</v></c><c><v>4</v></c></row><row><c><v>5</v></c></row>';
    expect(await cellsOf(rows)).toEqual([
      [1, [s('a'), n(1)]],
      [4, [_, _, n(3), n(4)]],
      [5, [n(5)]],
    ]);
  });

  it('merged ranges are listed; a cell past column XFD or broken XML is corrupt', async () => {
    const r = await read('<row r="1"><c r="A1"><v>1</v></c></row>', {
      after: '<mergeCells><mergeCell ref="A1:C2"/></mergeCells>',
    });
    expect(r.merges).toEqual(['A1:C2']);
    await expect(read('<row r="1"><c r="XFE1"><v>1</v></c></row>')).rejects.toMatchObject({
      code: 'corrupt',
    });
    await expect(read('<row r="1"><c r="A1"><v>1</v></row>')).rejects.toMatchObject({ code: 'corrupt' });
  });
});
