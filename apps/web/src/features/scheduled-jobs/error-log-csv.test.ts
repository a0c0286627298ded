import { describe, expect, it } from 'vitest';
import { CRASHED, OLDER, THROTTLED } from '../../test/scheduled-jobs/error-log';
import { dayLabel, errorCount, logDays, timeOf } from './error-log';
import { ERROR_LOG_CSV_HEADERS, errorLogCsv, errorLogFileName, errorLogRows } from './error-log-csv';

describe('error log CSV', () => {
  it('writes one line per listed error, or one line with the raw msg when msg is not the errors JSON', () => {
    expect(errorLogRows([THROTTLED, CRASHED])).toEqual([
      [
        '2025-03-05T09:15:00.000Z',
        'amazon_reports.Worker.pull_orders',
        101,
        'Acme Hôme',
        'ConnectorError',
        'THROTTLED',
        'Too many requests',
        '{"retry_after":30}',
        'trk-0001',
        '{"store_id":4,"marketplace":"Amazon US"}',
      ],
      [
        '2025-03-05T09:15:00.000Z',
        'amazon_reports.Worker.pull_orders',
        101,
        'Acme Hôme',
        'ConnectorError',
        '=CMD',
        '=HYPERLINK("http://evil.test","x")',
        '@SUM(A1)',
        'trk-0001',
        '{"store_id":4,"marketplace":"Amazon US"}',
      ],
      [
        '2025-03-05T02:00:00.000Z',
        'exchange_rates.Dispatcher.fetch_rates',
        102,
        'System',
        'RuntimeError',
        '',
        '+Traceback: boom',
        '',
        null,
        '',
      ],
    ]);
    expect(errorLogRows([OLDER])[0]?.slice(5, 8)).toEqual(['BAD_STORE', 'Bad store', '']);
  });

  it('keeps an entry whose errors list is empty as one line with its message', () => {
    const empty = { ...OLDER, msg: '{"errors":[]}', message: 'Nothing listed' };
    expect(errorLogRows([empty])).toHaveLength(1);
    expect(errorLogRows([empty])[0]?.[6]).toBe('Nothing listed');
  });

  it('starts with the byte-order mark, then the header, and neutralises formula cells', () => {
    const csv = errorLogCsv([THROTTLED, CRASHED]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(ERROR_LOG_CSV_HEADERS.join(','));
    expect(lines[0]).toBe(
      'time,job_name,run_id,client,error_type,code,message,details,system_tracking_id,params',
    );
    expect(lines[2]).toBe(
      `2025-03-05T09:15:00.000Z,amazon_reports.Worker.pull_orders,101,Acme Hôme,ConnectorError,'=CMD,"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(A1),trk-0001,"{""store_id"":4,""marketplace"":""Amazon US""}"`,
    );
    expect(lines[3]).toBe(
      "2025-03-05T02:00:00.000Z,exchange_rates.Dispatcher.fetch_rates,102,System,RuntimeError,,'+Traceback: boom,,,",
    );
    expect(lines).toHaveLength(4);
  });

  it('names the file after the day', () => {
    expect(errorLogFileName('2025-03-05')).toBe('scheduled_job_errors_2025-03-05.csv');
  });
});

describe('error log days', () => {
  it('orders the days newest first whatever the answer order, and reads them with their weekday', () => {
    const days = logDays({ '2025-03-03': [OLDER], '2025-03-05': [THROTTLED, CRASHED] });
    expect(days.map((d) => [d.date, d.entries.length])).toEqual([
      ['2025-03-05', 2],
      ['2025-03-03', 1],
    ]);
    expect(logDays({ '2025-03-04': [] })).toEqual([]);
    expect(dayLabel('2025-03-05')).toBe('Wednesday, 5 March 2025');
    expect([timeOf('2025-03-03T23:10:00.000Z'), timeOf('2025-03-04T01:10:00+02:00'), timeOf('n/a')]).toEqual([
      '23:10:00',
      '23:10:00',
      'n/a',
    ]);
    expect([errorCount(1), errorCount(2)]).toEqual(['1 error', '2 errors']);
  });
});
