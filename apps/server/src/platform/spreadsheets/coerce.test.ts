import { describe, expect, it } from 'vitest';
import { formatKind, serialToIso } from './cells';
import { cellAsDate, cellAsNumber, cellAsText, headerKey, parseNumber } from './coerce';
import { isFormulaLike, neutraliseFormula } from './neutralise';
import type { Cell } from './types';

const s = (value: string): Cell => ({ type: 'string', value });

describe('Excel serial dates', () => {
  it('1900 system, with Lotus’ phantom 29 February 1900', () => {
    expect(serialToIso(1, false)).toBe('1900-01-01');
    expect(serialToIso(59, false)).toBe('1900-02-28');
    expect(serialToIso(60, false)).toBeNull();
    expect(serialToIso(61, false)).toBe('1900-03-01');
    expect(serialToIso(44197, false)).toBe('2021-01-01');
    expect(serialToIso(45000, false)).toBe('2023-03-15');
    expect(serialToIso(0, false)).toBeNull();
    expect(serialToIso(-1, false)).toBeNull();
  });

  it('1904 system', () => {
    expect(serialToIso(0, true)).toBe('1904-01-01');
    expect(serialToIso(42735, true)).toBe('2021-01-01');
  });

  it('times to the second; float noise rolls over to the next day', () => {
    expect(serialToIso(40153.4375, false)).toBe('2009-12-06T10:30:00');
    expect(serialToIso(44197.99999999, false)).toBe('2021-01-02');
    expect(serialToIso(44197 + (7 * 3600 + 49 * 60 + 55) / 86400, false)).toBe('2021-01-01T07:49:55');
  });
});

describe('number format kinds', () => {
  it.each([
    ['yyyy\\-mm\\-dd', 'date'],
    ['m/d/yy h:mm', 'date'],
    ['[$-409]d-mmm-yy;@', 'date'],
    ['mmm-yy', 'date'],
    ['mmmm', 'date'],
    ['dd/mm/yyyy', 'date'],
    ['[hh]:mm:ss', 'time'],
    ['h:mm AM/PM', 'time'],
    ['mm:ss', 'time'],
    ['General', 'number'],
    ['#,##0.00', 'number'],
    ['0.00E+00', 'number'],
    ['"Days "0', 'number'],
    ['[Red]-#,##0.00', 'number'],
    ['0%', 'number'],
    ['@', 'number'],
  ])('%s is %s', (code, kind) => {
    expect(formatKind(code)).toBe(kind);
  });
});

describe('cellAsNumber', () => {
  it.each([
    ['1,141.18', undefined, 1141.18],
    ['1141,18', undefined, 1141.18],
    ['1141,18', ',', 1141.18],
    ['1.141,18', undefined, 1141.18],
    ['1 141,18', ',', 1141.18],
    ['1\u00a0141,18', undefined, 1141.18],
    ["1'141.18", undefined, 1141.18],
    ['1,141', undefined, 1141],
    ['1,141', ',', 1.141],
    ['1.141', undefined, 1.141],
    ['1.141', ',', 1141],
    ['1,000,000', undefined, 1_000_000],
    ['1.000.000', undefined, 1_000_000],
    ['1,00,000.50', undefined, 100_000.5],
    ['-3,22', ',', -3.22],
    ['-3.22', undefined, -3.22],
    ['(12.50)', undefined, -12.5],
    ['€ 12,50', undefined, 12.5],
    ['-€12', undefined, -12],
    ['$1,234.00', undefined, 1234],
    ['Rs.1000.0', undefined, 1000],
    ['Rs. 1,00,000', undefined, 100_000],
    ['USD 58.89', undefined, 58.89],
    ['12,50 EUR', ',', 12.5],
    ['1.5E+3', undefined, 1500],
    ['.5', undefined, 0.5],
    ['  42  ', undefined, 42],
    ['0012345', undefined, 12345],
  ] as const)('%s (decimal %s) is %s', (text, decimal, value) => {
    expect(cellAsNumber(s(text), decimal ? { decimal } : {})).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '12a', '1.2.3,4,5', '1,14,1', '--1', '1 2', 'N/A'])(
    '%j is no number',
    (text) => {
      expect(parseNumber(text)).toBeNull();
    },
  );

  it('number cells as they are; booleans, dates, errors and empty are no numbers', () => {
    expect(cellAsNumber({ type: 'number', value: 2.5 })).toBe(2.5);
    expect(cellAsNumber({ type: 'boolean', value: true })).toBeNull();
    expect(cellAsNumber({ type: 'date', value: '2024-01-01' })).toBeNull();
    expect(cellAsNumber({ type: 'error', value: '#N/A' })).toBeNull();
    expect(cellAsNumber({ type: 'empty' })).toBeNull();
  });
});

describe('cellAsDate', () => {
  it.each([
    ['2023-03-14', '2023-03-14'],
    ['2022-07-18T18:52:47+00:00', '2022-07-18T18:52:47'],
    ['2022-07-18T18:52:47-07:00', '2022-07-19T01:52:47'],
    ['2023-01-03 10:00:00 UTC', '2023-01-03T10:00:00'],
    ['14.03.2023 07:49:55 UTC', '2023-03-14T07:49:55'],
    ['14.03.2023', '2023-03-14'],
    ['03.04.2023', '2023-04-03'],
    ['14/03/2023', '2023-03-14'],
    ['03/14/2023 7:49 PM', '2023-03-14T19:49:00'],
    ['1/2/23', '2023-02-01'],
    ['2023-01-01 00:00:00 UTC', '2023-01-01'],
  ])('%s is %s', (text, iso) => {
    expect(cellAsDate(s(text))).toBe(iso);
  });

  it('month first when told', () => {
    expect(cellAsDate(s('03/04/2023'), { order: 'mdy' })).toBe('2023-03-04');
    expect(cellAsDate(s('03/04/2023'))).toBe('2023-04-03');
  });

  it.each(['31.04.2023', '2023-02-30', '13/13/2023', 'tomorrow', '2023-01-01 25:00', '12345'])(
    '%j is no date',
    (text) => {
      expect(cellAsDate(s(text))).toBeNull();
    },
  );

  it('date cells as they are; numbers are no dates', () => {
    expect(cellAsDate({ type: 'date', value: '2021-01-01T10:00:00' })).toBe('2021-01-01T10:00:00');
    expect(cellAsDate({ type: 'number', value: 44197 })).toBeNull();
  });
});

describe('text and header keys', () => {
  it('cellAsText', () => {
    expect(cellAsText({ type: 'empty' })).toBe('');
    expect(cellAsText(s(' a '))).toBe(' a ');
    expect(cellAsText({ type: 'number', value: 1141.18 })).toBe('1141.18');
    expect(cellAsText({ type: 'boolean', value: false })).toBe('FALSE');
    expect(cellAsText({ type: 'date', value: '2021-01-01' })).toBe('2021-01-01');
    expect(cellAsText({ type: 'error', value: '#N/A' })).toBe('#N/A');
  });

  it('headerKey ignores case, spaces, dashes and underscores', () => {
    expect(headerKey(' Order ID ')).toBe(headerKey('order-id'));
    expect(headerKey('ORDER_ID')).toBe('orderid');
    expect(headerKey('Order Id')).not.toBe(headerKey('Order Ids'));
  });
});

describe('formula neutralisation', () => {
  it.each([
    '=1+1',
    '+SUM(A1)',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '=HYPERLINK("http://x","y")',
    "-1+cmd|' /C calc'!A0",
    ' =1',
    '\uFF1D1+1',
    '\uFF20SUM(A1)',
  ])('%j is neutralised', (text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['-3.22', '+5', '-1e3', 'plain', 'a=b', '', 'two\nlines', 'a\n3 - 2'])(
    '%j is left alone',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it.each([
    ['a\n=1+1', "a\n'=1+1"],
    ['a\r=1+1', "a\r'=1+1"],
    ['a\r\n@SUM(1)', "a\r\n'@SUM(1)"],
    ['a\n  +1', "a\n'  +1"],
    ['=1\n-2+x', "'=1\n'-2+x"],
  ])('%j gets a quote after each line break before a trigger', (text, safe) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutraliseFormula(text)).toBe(safe);
  });
});
