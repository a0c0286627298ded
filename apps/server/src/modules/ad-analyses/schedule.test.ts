import { nextCronRuns } from '@marketdesk/contracts/cron';
import { describe, expect, it } from 'vitest';
import { AMS_REPORT_TASKS } from '../ams-reports';
import { AD_ANALYSIS_TASKS } from './jobs';

/**
 * Issue 29 item 6: the analyses read the night's Ads reports, so each runs after that day's report pull has
 * had time to finish: Amazon's P99 is 15 minutes and the poller backs off to 15 minutes between checks, so an
 * hour after the requests their reports are in (or flagged in the report-status screen).
 */
const MARGIN_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

describe('the advertising analyses run after the Ads report pull of the same day', () => {
  const pull = AMS_REPORT_TASKS.cron.dispatcher;
  const from = new Date('2026-01-05T00:00:00Z'); // a Monday: the weekly T14 runs in the window too
  const pulls = nextCronRuns(pull, from, 14);

  for (const [type, task] of Object.entries(AD_ANALYSIS_TASKS)) {
    it(`${type} (${task.schedule}) runs at least an hour after the pull (${pull}) on each of its days`, () => {
      const runs = nextCronRuns(task.schedule, from, 14).filter(
        (r) => r.getTime() < from.getTime() + 14 * DAY_MS,
      );
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) {
        const sameDay = pulls.find((p) => p.toISOString().slice(0, 10) === run.toISOString().slice(0, 10));
        expect(sameDay, `no pull on ${run.toISOString()}`).toBeDefined();
        expect(run.getTime() - sameDay!.getTime()).toBeGreaterThanOrEqual(MARGIN_MS);
      }
    });
  }
});
