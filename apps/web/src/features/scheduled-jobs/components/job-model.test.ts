import { allJobsSummary, CRON_TEXT, REVOKE_ALL_SENTINEL } from '@marketdesk/contracts/scheduled-jobs';
import { describe, expect, it } from 'vitest';
import { cronJob, JOBS } from '../../../test/scheduled-jobs/jobs';
import { kwargsForm, runNowForm, scheduleForm } from './forms';
import {
  countsText,
  countTasks,
  dashboardTotals,
  formatSeconds,
  groupJobs,
  KWARGS_NOT_OBJECT,
  parseJsonField,
  retryText,
  revokeImpact,
  runDuration,
  taskNames,
} from './job-model';
import { revokedText } from './RevokeDialog';

describe('the console model', () => {
  it('answers in the shapes of the contract', () => {
    expect(() => allJobsSummary.parse({ jobs: JOBS })).not.toThrow();
  });

  it('groups by area, Dispatcher before Worker, tasks with their variants', () => {
    const odd = cronJob({ pk_job_id: 9, job_name: 'legacy_cleanup' });
    const groups = groupJobs([JOBS[3]!, JOBS[2]!, odd, JOBS[1]!, JOBS[0]!]);
    expect(
      groups.map((g) => [
        g.area,
        g.subGroups.map((s) => [s.kind, s.tasks.map((t) => [t.task, t.variants.map((v) => v.pk_job_id)])]),
      ]),
    ).toEqual([
      ['legacy_cleanup', [['Other', [['', [9]]]]]],
      [
        'reports',
        [
          ['Dispatcher', [['pull_ams', [1]]]],
          ['Worker', [['pull_ams', [2, 3]]]],
        ],
      ],
      ['tickets', [['Dispatcher', [['stale_check', [4]]]]]],
    ]);
    const reports = groups[1]!.subGroups.flatMap((s) => s.tasks);
    expect(countsText(countTasks(reports))).toBe('2 task(s) · 3 variant(s) · 2 enabled');
  });

  it('adds the dashboard cards from the recent-run counts', () => {
    expect(dashboardTotals(JOBS)).toEqual({ total: 4, running: 3, retrying: 1, failed: 6 });
    expect(dashboardTotals([])).toEqual({ total: 0, running: 0, retrying: 0, failed: 0 });
  });

  it('says how many active runs a revoke cancels, and offers each task once', () => {
    expect(taskNames(JOBS)).toEqual([
      'reports.Dispatcher.pull_ams',
      'reports.Worker.pull_ams',
      'tickets.Dispatcher.stale_check',
    ]);
    expect(revokeImpact(JOBS, REVOKE_ALL_SENTINEL)).toBe(
      'This cancels 3 queued or running run(s) of all tasks.',
    );
    expect(revokeImpact(JOBS, 'reports.Worker.pull_ams')).toBe(
      'This cancels 1 queued or running run(s) of reports.Worker.pull_ams.',
    );
  });

  it("prefers the server's revoke message, else the spec's sentence", () => {
    const answer = { message: '', db_records_updated: 4, tasks_revoked: 2, task_name: null };
    expect(revokedText(answer, null)).toBe(CRON_TEXT.globalRevoked(4));
    expect(revokedText(answer, 'a.Worker.b')).toBe('Successfully revoked 4 instance(s) of a.Worker.b.');
    expect(revokedText({ ...answer, message: 'Done: 4 runs.' }, null)).toBe('Done: 4 runs.');
  });

  it('writes durations and retry policies in words', () => {
    expect([0, 45, 60, 125, 3600, 5400].map(formatSeconds)).toEqual([
      '0s',
      '45s',
      '1m',
      '2m 5s',
      '1h',
      '1h 30m',
    ]);
    expect(runDuration('2025-03-01T03:00:01Z', '2025-03-01T03:02:06Z')).toBe('2m 5s');
    expect(runDuration('2025-03-01T03:00:01Z', null)).toBe('—');
    expect(retryText(JOBS[0]!)).toBe('3 retries, 1m apart with backoff; timeout 15m');
    const once = cronJob({
      retry_policy: { retry_limit: 0, retry_delay_seconds: 0, retry_backoff: false, timeout_seconds: 30 },
    });
    expect(retryText(once)).toBe('No retries; timeout 30s');
  });
});

describe('the JSON fields', () => {
  it('reads arrays and objects, and an empty field as the empty one', () => {
    expect(parseJsonField('[1, "a"]', 'array')).toEqual({ value: [1, 'a'] });
    expect(parseJsonField(' ', 'array')).toEqual({ value: [] });
    expect(parseJsonField('{"days": 7}', 'object')).toEqual({ value: { days: 7 } });
    expect(parseJsonField('', 'object')).toEqual({ value: {} });
  });

  it("refuses text that is no JSON with the spec's sentence and the parser's reason", () => {
    const bad = parseJsonField('{bad', 'object');
    expect(bad.error?.message).toBe('Invalid JSON format…');
    expect(bad.error?.detail).toBeTruthy();
    expect(parseJsonField('[1,', 'array').error?.message).toBe('Invalid JSON format…');
  });

  it('refuses args that are not an array and kwargs that are not an object', () => {
    expect(parseJsonField('{"a": 1}', 'array').error).toEqual({ message: 'Args must be a JSON array.' });
    for (const text of ['[1]', '3', 'null', '"x"'])
      expect(parseJsonField(text, 'object').error).toEqual({ message: KWARGS_NOT_OBJECT });
  });

  it('turns the forms into the bodies the server takes', () => {
    expect(runNowForm.parse({ args: '[2]', changing_kwargs: '{"x": true}' })).toEqual({
      args: [2],
      changing_kwargs: { x: true },
    });
    expect(kwargsForm.safeParse({ changing_kwargs: '[]' }).error?.issues[0]?.message).toBe(KWARGS_NOT_OBJECT);
    expect(scheduleForm.parse({ cron_schedule: '  ', job_enabled: false, job_comments: '' })).toEqual({
      cron_schedule: null,
      job_enabled: false,
      job_comments: null,
    });
    expect(
      scheduleForm.safeParse({ cron_schedule: '61 * * * *', job_enabled: true, job_comments: '' }).success,
    ).toBe(false);
  });
});
