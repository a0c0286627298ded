import { describe, expect, it } from 'vitest';
import {
  growthPercent,
  percentForDisplay,
  REVIEW_DATA_COLUMNS,
  REVIEW_DATA_GROUPS,
  REVIEW_DATA_TEXT,
  reviewDataBody,
  reviewDataFilterError,
  reviewDataRow,
} from './review-data';

const filter = {
  warehouse_id: 3,
  previous_start_date: '2026-01-01',
  previous_end_date: '2026-01-07',
  current_start_date: '2026-01-08',
  current_end_date: '2026-01-14',
};

describe('review data contract', () => {
  it('needs a warehouse and both date ranges, in the spec words', () => {
    expect(reviewDataFilterError(filter)).toBeNull();
    for (const missing of Object.keys(filter)) {
      expect(reviewDataFilterError({ ...filter, [missing]: null })).toBe(
        'Please select a warehouse and both date ranges.',
      );
    }
    expect(REVIEW_DATA_TEXT.summaryFailed).toBe('Failed to fetch summary data.');
    expect(REVIEW_DATA_TEXT.dataFailed).toBe('Failed to fetch review data.');
  });

  it('pages 25, 50 or 100 (default 100) in USD unless told', () => {
    const body = reviewDataBody.parse(filter);
    expect(body).toMatchObject({ page: 1, page_size: 100, currency_code: 'USD' });
    expect(reviewDataBody.safeParse({ ...filter, page_size: 50 }).success).toBe(true);
    expect(reviewDataBody.safeParse({ ...filter, page_size: 10 }).success).toBe(false);
    expect(reviewDataBody.safeParse({ ...filter, current_end_date: '2026-02-30' }).success).toBe(false);
  });

  it('has every column of the row once, with unique labels, in the spec groups order', () => {
    const fields = REVIEW_DATA_COLUMNS.map((c) => c.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields, 'sku_id'].sort()).toEqual(Object.keys(reviewDataRow.shape).sort());
    const labels = REVIEW_DATA_COLUMNS.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length);
    const groups = [...new Set(REVIEW_DATA_COLUMNS.map((c) => c.group))];
    expect(groups).toEqual([...REVIEW_DATA_GROUPS]);
    expect(REVIEW_DATA_GROUPS).toContain('Amazon Ranking');
  });

  it('shows LBB, fill rates and ACOS divided by 100; growth against the previous period', () => {
    expect(percentForDisplay(12.5)).toBe(0.125);
    expect(percentForDisplay(null)).toBeNull();
    const percents = REVIEW_DATA_COLUMNS.filter((c) => c.format === 'percent').map((c) => c.field);
    expect(percents).toEqual([
      'LBB',
      'fill_rate_previous',
      'fill_rate_current',
      'acos_previous',
      'acos_current',
    ]);
    expect(growthPercent(200, 250)).toBe(25);
    expect(growthPercent(0, 10)).toBeNull();
    expect(growthPercent(3, 1)).toBe(-66.67);
  });
});
