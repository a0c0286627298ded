import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { jobRuns, runJobNow } from '../../../test/scheduled';
import { rowsOf } from '../../db/facts/executor';
import { products, skus } from '../../db/schema';
import { focusedSkuJobs, REFRESH_DISPATCHER_JOB, REFRESH_SCHEDULE, REFRESH_WORKER_JOB } from './jobs';

let t: TestApp;
let sa: { authorization: string };
let clientId: number;
let otherClient: number;
let quietClient: number;
let mpId: number;

const runs = (where: SQL) => jobRuns(t, where);

beforeAll(async () => {
  t = await createTestApp({ scheduled: (db) => ({ jobs: focusedSkuJobs({ db }) }) });
  sa = await t.auth((await t.make.user({ is_sa: true })).id);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  mpId = (await t.make.marketplace({ short_code: `AZ_${tag}` })).pk_mp_id;
  clientId = (await t.make.client()).pk_client_id;
  otherClient = (await t.make.client()).pk_client_id;
  quietClient = (await t.make.client()).pk_client_id;
  const [k] = await t.db
    .insert(skus)
    .values({ client_id: clientId, sku_code: 'KETTLE', sku_name: 'Kettle' })
    .returning();
  await t.db.insert(products).values([
    // Focused, mapped, no stock at all: analysed, a stockout (T5).
    {
      client_id: clientId,
      mp_id: mpId,
      identifier: 'B0FOCUS01',
      sku_code: 'KETTLE',
      fk_sku_id: k!.pk_sku_id,
      focused_sku: true,
    },
    // Focused, unmapped: analysed and a T4 item.
    { client_id: clientId, mp_id: mpId, identifier: 'B0FOCUS02', sku_code: 'NO-SUCH', focused_sku: true },
    // Not focused: not analysed.
    {
      client_id: clientId,
      mp_id: mpId,
      identifier: 'B0PLAIN03',
      sku_code: 'KETTLE',
      fk_sku_id: k!.pk_sku_id,
    },
    { client_id: otherClient, mp_id: mpId, identifier: 'B0OTHER01', sku_code: 'X', focused_sku: true },
    // No focused product: no run.
    { client_id: quietClient, mp_id: mpId, identifier: 'B0QUIET01', sku_code: 'Y' },
  ]);
});
afterAll(() => t?.close());

describe('focused_sku.Dispatcher.refresh', () => {
  it('is registered nightly with its worker, for the console', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: ops.summary.path, headers: sa })).json().jobs as {
      job_name: string;
      cron_schedule: string | null;
      job_enabled: boolean;
    }[];
    expect(jobs.find((j) => j.job_name === REFRESH_DISPATCHER_JOB)).toMatchObject({
      cron_schedule: REFRESH_SCHEDULE,
      job_enabled: true,
    });
    expect(jobs.find((j) => j.job_name === REFRESH_WORKER_JOB)).toMatchObject({ cron_schedule: null });
  });

  it('fans out one worker per client and marketplace with focused SKUs, which store analyses and raise tickets', async () => {
    const { run: parent, children } = await runJobNow(t, sa, REFRESH_DISPATCHER_JOB, { children: () => 2 });
    expect(children.every((c) => c.status === 'SUCCESS')).toBe(true);
    expect(parent).toMatchObject({ status: 'FINISHED', result: '2 marketplace run(s) queued' });
    expect(children.map((c) => c.client_id).sort()).toEqual([clientId, otherClient].sort());
    expect(children.find((c) => c.client_id === clientId)!.result).toBe(
      '2 SKU(s) analysed, 1 T4 ticket(s) raised',
    );

    const stored = await rowsOf<{ identifier: string; analysis_date: string }>(
      t.db,
      sql`select p.identifier, to_char(a.analysis_date, 'YYYY-MM-DD') as analysis_date from focused_sku_analyses a
        join products p on p.pk_product_id = a.fk_product_id where a.client_id = ${clientId}::int order by 1`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(stored).toEqual([
      { identifier: 'B0FOCUS01', analysis_date: today },
      { identifier: 'B0FOCUS02', analysis_date: today },
    ]);
    const raised = await rowsOf<{ type: string; skus: string[]; creator: string }>(
      t.db,
      sql`select t.fk_ticket_type_id as type, t.creator_name as creator,
          array_agg(i.data->>'retailer_sku' order by i.item_no) as skus
        from tickets t join ticket_items i on i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id
        where t.client_id = ${clientId}::int and t.fk_mp_id = ${mpId}::int group by 1, 2 order by 1`,
    );
    expect(raised.find((r) => r.type === 'T4')).toEqual({ type: 'T4', creator: '', skus: ['B0FOCUS02'] });
    // No stock anywhere: both focused SKUs are stockout risks.
    expect(raised.find((r) => r.type === 'T5')).toEqual({
      type: 'T5',
      creator: '',
      skus: ['B0FOCUS01', 'B0FOCUS02'],
    });
    expect(await runs(sql`client_id = ${quietClient}::int`)).toEqual([]);

    // A second night: the same analyses (replaced for the day), no repeated ticket.
    const { run: done } = await runJobNow(t, sa, REFRESH_WORKER_JOB, {
      kwargs: { client_id: clientId, mp_id: mpId },
    });
    expect(done).toMatchObject({ status: 'SUCCESS', result: '2 SKU(s) analysed, 0 T4 ticket(s) raised' });
    const [count] = await rowsOf<{ n: number; a: number }>(
      t.db,
      sql`select (select count(*)::int from tickets where client_id = ${clientId}::int) as n,
        (select count(*)::int from focused_sku_analyses where client_id = ${clientId}::int) as a`,
    );
    expect(count).toEqual({ n: raised.length, a: 2 });
  });

  it('records a worker run without a marketplace as FAILED with the reason', async () => {
    const { run: done } = await runJobNow(t, sa, REFRESH_WORKER_JOB, { kwargs: { client_id: clientId } });
    expect(done.status).toBe('FAILED');
  });
});
