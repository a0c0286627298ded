import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('neutralises a trigger after a line break and the full-width and leading-blank forms (issue 15)', () => {
    expect(csvCell('a\n=1+1')).toBe(`"a\n'=1+1"`);
    expect(csvCell('a\r=1+1')).toBe(`"a\r'=1+1"`);
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell(' =1+1')).toBe("' =1+1");
  });

  it('quotes separators, quotes and line breaks and leaves plain text alone', () => {
    expect(csvCell('Amazon US')).toBe('Amazon US');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('-3.22')).toBe('-3.22');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, negative ones included, and empties for missing values', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('buildCsv', () => {
  it('writes the header and one CRLF-separated line per row', () => {
    expect(
      buildCsv(
        ['Marketplace', 'Date', 'Sales'],
        [
          ['Amazon US', '2025-05-01', 10],
          ['=evil', '2025-05-02', -1],
        ],
      ),
    ).toBe("Marketplace,Date,Sales\r\nAmazon US,2025-05-01,10\r\n'=evil,2025-05-02,-1");
  });
});
