import { describe, expect, it } from 'vitest';
import {
  AUTO_ORDERING_TEXT,
  autoOrderingAnswer,
  autoOrderingParams,
  autoOrderingQuery,
  defaultAutoOrderingWindow,
  readAutoOrderingRows,
} from './auto-ordering';

describe('the auto-ordering query', () => {
  it('sends the dates with their times of day (spec 03 section 7) and reads them as dates', () => {
    const q = autoOrderingParams({
      warehouse_id: 4,
      start: '2025-05-29',
      end: '2025-07-29',
      coverage_days: 90,
    });
    expect(q).toEqual({
      warehouse_id: 4,
      start_date: '2025-05-29T00:00:00',
      end_date: '2025-07-29T23:59:59',
      coverage_days: 90,
    });
    expect(autoOrderingQuery.parse({ ...q, warehouse_id: '4', coverage_days: '90' })).toEqual({
      warehouse_id: 4,
      start_date: '2025-05-29',
      end_date: '2025-07-29',
      coverage_days: 90,
    });
  });

  it('refuses coverage days under 1, other times of day and impossible dates', () => {
    const ok = { warehouse_id: '1', start_date: '2025-05-29', end_date: '2025-07-29', coverage_days: '1' };
    expect(autoOrderingQuery.safeParse(ok).success).toBe(true);
    const bad = autoOrderingQuery.safeParse({ ...ok, coverage_days: '0' });
    expect(bad.error?.issues[0]?.message).toBe(AUTO_ORDERING_TEXT.coverageMin);
    expect(autoOrderingQuery.safeParse({ ...ok, start_date: '2025-05-29T12:00:00' }).success).toBe(false);
    expect(autoOrderingQuery.safeParse({ ...ok, end_date: '2025-02-30T23:59:59' }).success).toBe(false);
  });

  it('opens on the last 60 days, today included, instead of the spec past window', () => {
    expect(defaultAutoOrderingWindow('2026-03-01')).toEqual({ start: '2026-01-01', end: '2026-03-01' });
  });
});

describe('reading the answer on the screen (spec 03 section 5)', () => {
  it("refuses anything but an array with the spec's text", () => {
    for (const data of [{ rows: [] }, null, 'x', 3]) {
      expect(() => readAutoOrderingRows(data)).toThrow(AUTO_ORDERING_TEXT.notAnArray);
    }
  });

  it('discards rows without a numeric fk_sku_id and keeps every field of the others', () => {
    const rows = readAutoOrderingRows([
      { fk_sku_id: 1, sku_code: 'A', extra: 5 },
      { fk_sku_id: '2', sku_code: 'B' },
      { sku_code: 'C' },
      { fk_sku_id: Number.NaN },
      null,
      7,
    ]);
    expect(rows).toEqual([{ fk_sku_id: 1, sku_code: 'A', extra: 5 }]);
  });

  it('the server answer is an array of rows', () => {
    expect(autoOrderingAnswer.safeParse([]).success).toBe(true);
    expect(autoOrderingAnswer.safeParse({}).success).toBe(false);
  });
});
