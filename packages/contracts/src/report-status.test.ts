import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  inReportStatusTab,
  REPORT_STATUS_TEXT,
  reportStatusCountsOf,
  reportStatusGroup,
  reportStatusQuery,
  turnAroundMinutes,
} from './report-status';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 3, 0) + minutes * 60_000).toISOString();
const req = (status: string, minutes: number, polls: number) => ({
  status,
  created_at: at(0),
  last_updated_at: at(minutes),
  polls,
});

describe('report status rules (spec 03 section 4)', () => {
  it('groups the statuses: pending, successful, any FAILED* failed', () => {
    expect(['REQUESTED', 'POLLING', 'PROCESSING'].map(reportStatusGroup)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(reportStatusGroup('SUCCESS')).toBe('successful');
    for (const s of ['FAILED_REQUEST', 'FAILED_POLLING', 'FAILED_PROCESSING', 'FAILED_DOWNLOADING', 'FAILED'])
      expect(reportStatusGroup(s)).toBe('failed');
    expect(inReportStatusTab('All', 'POLLING')).toBe(true);
    expect(inReportStatusTab('Failed', 'FAILED_POLLING')).toBe(true);
    expect(inReportStatusTab('Failed', 'POLLING')).toBe(false);
    expect(inReportStatusTab('Pending', 'REQUESTED')).toBe(true);
    expect(inReportStatusTab('Successful', 'SUCCESS')).toBe(true);
    expect(inReportStatusTab('Successful', 'FAILED_REQUEST')).toBe(false);
  });

  it('computes the turn-around for finished statuses only, in minutes to two decimals', () => {
    expect(turnAroundMinutes(req('SUCCESS', 6.5, 3))).toBe(6.5);
    expect(turnAroundMinutes(req('FAILED_DOWNLOADING', 12.345, 3))).toBe(12.35);
    expect(turnAroundMinutes(req('PROCESSING', 30, 3))).toBeNull();
    expect(turnAroundMinutes(req('REQUESTED', 0, 0))).toBeNull();
  });

  it('counts: groups, polls, averages over the rows, the finished rows and the days', () => {
    const rows = [
      req('SUCCESS', 5, 3),
      req('SUCCESS', 10, 4),
      req('FAILED_REQUEST', 1, 0),
      req('POLLING', 40, 2),
    ];
    expect(reportStatusCountsOf(rows, 7)).toEqual({
      successful: 2,
      failed: 1,
      pending: 1,
      total_polls: 9,
      avg_polls: 2.25,
      avg_processing_time_minutes: 5.33, // (5 + 10 + 1) / 3, the pending one left out
      average_reports_per_day: 0.57, // 4 / 7
    });
    expect(reportStatusCountsOf([], 7)).toEqual({
      successful: 0,
      failed: 0,
      pending: 0,
      total_polls: 0,
      avg_polls: 0,
      avg_processing_time_minutes: null,
      average_reports_per_day: 0,
    });
    expect(reportStatusCountsOf([req('POLLING', 3, 1)], 0).avg_processing_time_minutes).toBeNull();
  });

  it('counts the days of a range with both ends', () => {
    expect(daysInRange('2026-11-01', '2026-11-07')).toBe(7);
    expect(daysInRange('2026-11-07', '2026-11-07')).toBe(1);
    expect(daysInRange('2026-11-08', '2026-11-07')).toBe(0);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
  });
});

describe('GET /reports/status query', () => {
  it("answers a missing or broken date with 'Please select a valid date range.'", () => {
    for (const q of [
      {},
      { start_date: '2026-11-01' },
      { start_date: '2026-02-30', end_date: '2026-03-01' },
    ]) {
      const r = reportStatusQuery.safeParse(q);
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain(REPORT_STATUS_TEXT.invalidRange);
    }
  });

  it('reads repeated report types as a list and refuses an unknown one', () => {
    const one = reportStatusQuery.parse({
      start_date: '2026-11-01',
      end_date: '2026-11-07',
      report_types: 'spCampaigns',
    });
    expect(one.report_types).toEqual(['spCampaigns']);
    const none = reportStatusQuery.parse({ start_date: '2026-11-01', end_date: '2026-11-07' });
    expect(none.report_types).toEqual([]);
    expect(
      reportStatusQuery.safeParse({ start_date: '2026-11-01', end_date: '2026-11-07', report_types: ['x'] })
        .success,
    ).toBe(false);
  });
});
