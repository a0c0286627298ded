import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { AD_ANALYSIS_TASKS, dispatcherName } from './jobs';

/** Migration 0019: an installation made before the analyses moved after the Ads pull gets the new times. */
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0019_analysis_schedules.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const set = (name: string, schedule: string) =>
  t.db.execute(sql`
    insert into cron_jobs (job_name, variant, cron_schedule) values (${name}, 'default', ${schedule})
    on conflict (job_name, variant) do update set cron_schedule = excluded.cron_schedule`);

describe('migration 0019_analysis_schedules', () => {
  it('moves the old default times after the pull and keeps a time someone chose', async () => {
    await set(dispatcherName('T11'), '15 5 * * *');
    await set(dispatcherName('T12'), '45 5 * * *');
    await set(dispatcherName('T14'), '0 4 * * 2');

    for (const statement of MIGRATION) await t.db.execute(sql.raw(statement));

    const rows = await rowsOf<{ job_name: string; cron_schedule: string }>(
      t.db,
      sql`select job_name, cron_schedule from cron_jobs where job_name like 'ad_analyses.Dispatcher.%'`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.job_name, r.cron_schedule]));
    expect(by[dispatcherName('T11')]).toBe(AD_ANALYSIS_TASKS.T11.schedule);
    expect(by[dispatcherName('T12')]).toBe(AD_ANALYSIS_TASKS.T12.schedule);
    expect(by[dispatcherName('T14')]).toBe('0 4 * * 2');
  });
});
