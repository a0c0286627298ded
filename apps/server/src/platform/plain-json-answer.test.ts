import { describe, expect, it } from 'vitest';
import { groupedJson, jsonNumber } from './plain-json-answer';

interface Row {
  mp_id: number;
  date: string;
  a: number;
  b: number;
}

const write = (rows: Row[]) =>
  groupedJson(
    rows,
    (r) => String(r.mp_id),
    (r) => r.date,
    (r) => `{"a":${jsonNumber(r.a)},"b":${jsonNumber(r.b)}}`,
  );

/** The same answer built as objects and written by JSON.stringify, as the dashboard did before. */
function asObjects(rows: Row[]): string {
  const out: Record<string, Record<string, { a: number; b: number }>> = {};
  for (const r of rows) {
    out[String(r.mp_id)] ??= {};
    out[String(r.mp_id)]![r.date] = { a: r.a, b: r.b };
  }
  return JSON.stringify(out);
}

describe('a series written as JSON text', () => {
  it('is the text JSON.stringify writes for the same points, byte for byte', () => {
    const rows: Row[] = [];
    for (const mp of [3, 7, 12])
      for (let d = 1; d <= 40; d++)
        rows.push({
          mp_id: mp,
          date: `2026-${String(1 + (d >> 4)).padStart(2, '0')}-${String(1 + (d % 16)).padStart(2, '0')}`,
          a: [0, -0, 1234.56, -17.1, 0.1 + 0.2, 1e21, 5e-7][d % 7]!,
          b: d,
        });
    expect(write(rows)).toBe(asObjects(rows));
    expect(JSON.parse(write(rows))).toEqual(JSON.parse(asObjects(rows)));
  });

  it('is {} without rows, null for a value that is not finite, and refuses rows not sorted by group', () => {
    expect(write([])).toBe('{}');
    expect(JSON.parse(write([{ mp_id: 1, date: '2026-01-01', a: Number.NaN, b: Infinity }]))).toEqual({
      '1': { '2026-01-01': { a: null, b: null } },
    });
    const unsorted = [1, 2, 1].map((mp_id) => ({ mp_id, date: `2026-01-0${mp_id}`, a: 1, b: 1 }));
    expect(() => write(unsorted)).toThrow(/not sorted by group/);
  });
});
