import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFixtures } from '../../../test/fixtures/stores';
import { createTestApp, type TestApp, testConfig, testSecrets } from '../../../test/helper';
import { DEMO_LOGINS } from '../../db/demo/index';
import { rowsOf } from '../../db/facts/executor';
import { scheduledWork } from '../../scheduled-work';
import { demoWithoutRunHistory, writeDemoRunHistory } from './demo-history';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    scheduled: (db) => ({
      jobs: scheduledWork({
        db,
        config: testConfig(),
        secrets: testSecrets,
        log: { info() {}, warn() {}, error() {} } as never,
      }),
    }),
  });
  const client = await t.make.client();
  const mp = await t.make.marketplace({ short_code: 'AZ-DE' });
  await storeFixtures(t).store(client.pk_client_id, mp.pk_mp_id);
  await storeFixtures(t).store(client.pk_client_id, mp.pk_mp_id);
});
afterAll(() => t?.close());

describe('the demo run history', () => {
  it('has weeks of runs of every scheduled variant, per-store worker runs, failures with errors, retries and a revoke', async () => {
    // Not a demo database (no demo super admin): no history is due; with the demo's super admin and no runs, it is.
    expect(await demoWithoutRunHistory(t.db)).toBe(false);
    await t.make.user({ email: DEMO_LOGINS[0]!.email, is_sa: true });
    expect(await demoWithoutRunHistory(t.db)).toBe(true);
    const done = await writeDemoRunHistory(t.db, new Date());
    expect(await demoWithoutRunHistory(t.db)).toBe(false);
    expect(done.runs).toBeGreaterThan(500);
    const by = await rowsOf<{
      job_name: string;
      status: string;
      attempts: number;
      n: number;
      errors: number;
      clients: number;
      parents: number;
    }>(
      t.db,
      sql`select r.job_name, r.status, r.attempts, count(*)::int as n,
            sum((select count(*) from job_run_errors e where e.fk_job_run_id = r.pk_job_run_id))::int as errors,
            count(r.client_id)::int as clients, count(r.parent_run_id)::int as parents
          from job_runs r group by 1, 2, 3`,
    );
    const total = (f: (r: (typeof by)[number]) => boolean, k: 'n' | 'errors' | 'clients' | 'parents' = 'n') =>
      by.filter(f).reduce((s, r) => s + Number(r[k]), 0);
    // Every variant with a schedule has a history.
    for (const name of [
      'tasks.Worker.cleanup',
      'scheduler.Worker.queue_maintenance',
      'amazon_reports.Dispatcher.request_reports',
    ])
      expect(
        total((r) => r.job_name === name),
        name,
      ).toBeGreaterThan(0);
    // The dispatcher's worker runs are per store: two stores, twice the dispatcher's runs, each naming its client.
    const dispatched = total((r) => r.job_name === 'amazon_reports.Dispatcher.request_reports');
    const storeRuns = (r: (typeof by)[number]) =>
      r.job_name === 'amazon_reports.Worker.request_store_reports';
    expect(total(storeRuns)).toBe(2 * dispatched);
    expect(total(storeRuns, 'clients')).toBe(total(storeRuns));
    expect(total(storeRuns, 'parents')).toBe(total(storeRuns));
    // Failures carry one error per attempt; a retried run that then succeeded keeps its first error.
    const failed = by.filter((r) => r.status === 'FAILED');
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(Number(f.errors)).toBe(Number(f.n) * f.attempts);
    expect(total((r) => r.status === 'SUCCESS' && r.attempts === 2, 'errors')).toBeGreaterThan(0);
    expect(total((r) => r.status === 'REVOKED')).toBe(1);
    const [msg] = await rowsOf<{ msg: string }>(t.db, sql`select msg from job_run_errors limit 1`);
    expect(JSON.parse(msg!.msg).errors[0]).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      details: expect.anything(),
    });
  });
});
