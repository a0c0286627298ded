import { scheduledJobOps as ops } from '@marketdesk/contracts/operations/scheduled-jobs';
import {
  ACTION_KEYS,
  actionsFor,
  T11_ACTIONS,
  T12_ACTIONS,
  validateNewBid,
} from '@marketdesk/contracts/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketsOf, writeAdAccount } from '../../../test/fixtures/ad-analyses';
import { createTestApp, type TestApp } from '../../../test/helper';
import { runJobNow } from '../../../test/scheduled';
import { tickets } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-dates';
import { AD_ANALYSIS_TASKS, adAnalysesJobs, dispatcherName, workerName } from './jobs';

let t: TestApp;
let sa: { authorization: string };
let clientA: number;
let clientB: number;
let mpId: number;
let A: Awaited<ReturnType<typeof writeAdAccount>>;
let B: Awaited<ReturnType<typeof writeAdAccount>>;

/** Runs a task now from the console's call and waits for it (a dispatcher: for all its workers). */
const runNow = (jobName: string, kwargs: Record<string, unknown> = {}) =>
  runJobNow(t, sa, jobName, {
    kwargs,
    children: (run) => Number(/^(\d+) profile run/.exec(run.result ?? '')?.[1] ?? 0),
  });

beforeAll(async () => {
  t = await createTestApp({ scheduled: (db) => ({ jobs: adAnalysesJobs({ db }) }) });
  sa = await t.auth((await t.make.user({ is_sa: true })).id);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  mpId = (await t.make.marketplace({ short_code: `AZ_${tag}`, country_code: 'US', currency_code: 'USD' }))
    .pk_mp_id;
  clientA = (await t.make.client()).pk_client_id;
  clientB = (await t.make.client()).pk_client_id;
  A = await writeAdAccount(t, clientA, mpId, `A${tag}`);
  B = await writeAdAccount(t, clientB, mpId, `B${tag}`);
});
afterAll(() => t?.close());

describe('ad_analyses jobs', () => {
  it('are registered for the console: T11 and T12 daily, T14 weekly, workers fanned out', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: ops.summary.path, headers: sa })).json().jobs as {
      job_name: string;
      cron_schedule: string | null;
      job_enabled: boolean;
    }[];
    for (const type of ['T11', 'T12', 'T14'] as const) {
      expect(jobs.find((j) => j.job_name === dispatcherName(type))).toMatchObject({
        cron_schedule: AD_ANALYSIS_TASKS[type].schedule,
        job_enabled: true,
      });
      expect(jobs.find((j) => j.job_name === workerName(type))).toMatchObject({ cron_schedule: null });
    }
    expect(AD_ANALYSIS_TASKS.T11.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(AD_ANALYSIS_TASKS.T14.schedule).toMatch(/^\d+ \d+ \* \* 1$/);
  });

  it('T12: pauses the advertised products short of stock or without the Buy Box, one ticket per profile', async () => {
    const { run, children } = await runNow(dispatcherName('T12'));
    expect(run).toMatchObject({ status: 'FINISHED', result: '2 profile run(s) queued' });
    expect(children.map((c) => c.client_id).sort()).toEqual([clientA, clientB].sort());
    expect(children.every((c) => c.status === 'SUCCESS')).toBe(true);
    expect(children[0]!.result).toBe('2 row(s) flagged, 0 already on open tickets, 1 T12 ticket(s) raised');

    const [ticket, ...more] = await ticketsOf(t, clientA, 'T12');
    expect(more).toEqual([]);
    expect(ticket).toMatchObject({
      creator_name: '',
      fk_creator_id: null,
      fk_mp_id: mpId,
      status: 'PENDING',
    });
    // Recomputed: KETTLE (3 + 2) ÷ (30 units ÷ 30 days) = 5 days < 14; MUG won 2 of 7 snapshots = 28.57 % < 50.
    expect(ticket!.items).toEqual([
      expect.objectContaining({
        client_id: clientA,
        mp_id: mpId,
        currency_code: 'USD',
        profile_id: A.profile.profile_id,
        ad_id: `AD1${A.tag}`,
        adgroup_id: `G1${A.tag}`,
        asin: A.pMug.identifier,
        warehouse_stock: 100,
        fba_stock: 0,
        buybox_win_percentage: 28.57,
        is_retail: true,
        rule: 'lost_buy_box',
      }),
      expect.objectContaining({
        ad_id: `AD2${A.tag}`,
        asin: A.pKet.identifier,
        mp_sku_code: A.kettle.sku_code,
        warehouse_stock: 3,
        fba_stock: 2,
        buybox_win_percentage: 100,
        rule: 'short_of_stock',
        evidence: expect.objectContaining({ units_sold: 30, daily_units: 1, stock_coverage_days: 5 }),
      }),
    ]);
    for (const item of ticket!.items) {
      for (const key of ACTION_KEYS.T12!) expect(item[key], key).not.toBeUndefined();
      expect(actionsFor('T12', item)).toContain(T12_ACTIONS.pause);
    }
    // Client B's ticket holds B's rows only.
    const [bTicket] = await ticketsOf(t, clientB, 'T12');
    expect(bTicket!.items.map((i) => i.profile_id)).toEqual([B.profile.profile_id, B.profile.profile_id]);
  });

  it('T12: repeats no row an open ticket holds; raises again once that ticket is resolved', async () => {
    const again = await runNow(workerName('T12'), { client_id: clientA, profile_id: A.profile.profile_id });
    expect(again.run).toMatchObject({
      status: 'SUCCESS',
      result: '2 row(s) flagged, 2 already on open tickets, 0 T12 ticket(s) raised',
    });
    expect(await ticketsOf(t, clientA, 'T12')).toHaveLength(1);
    // INPROGRESS is still open.
    await t.db
      .update(tickets)
      .set({ status: 'INPROGRESS' })
      .where(sql`client_id = ${clientA} and fk_ticket_type_id = 'T12'`);
    expect(
      (await runNow(workerName('T12'), { client_id: clientA, profile_id: A.profile.profile_id })).run.result,
    ).toMatch(/0 T12 ticket/);
    await t.db
      .update(tickets)
      .set({ status: 'RESOLVED' })
      .where(sql`client_id = ${clientA} and fk_ticket_type_id = 'T12'`);
    const third = await runNow(workerName('T12'), { client_id: clientA, profile_id: A.profile.profile_id });
    expect(third.run.result).toBe('2 row(s) flagged, 0 already on open tickets, 1 T12 ticket(s) raised');
    expect(await ticketsOf(t, clientA, 'T12')).toHaveLength(2);
  });

  it('T11: the rules on the last 28 days before the restatement window, with enough clicks', async () => {
    const { children } = await runNow(dispatcherName('T11'), { client_id: clientA });
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({ client_id: clientA, status: 'SUCCESS' });
    const [ticket] = await ticketsOf(t, clientA, 'T11');
    const today = todayUtc();
    const window = { from: addDays(today, -31), to: addDays(today, -4) };
    const rows = ticket!.items.map((i) => [
      i.item_type,
      i.target_or_search_term,
      i.action_type,
      i.rule,
      i.new_bid,
    ]);
    // TG2 (short of stock), TG3 and TG6 (9 clicks in the window), ST2 (already a keyword), ST4 (negated): none.
    expect(rows).toEqual([
      ['target', 'mug', 'good', 'raise_bid_under_target', 1.25],
      ['target', 'beaker', 'bad', 'pause_spend_without_sales', null],
      ['target', 'tumbler', 'bad', 'lower_bid_over_target', 0.25],
      ['searchterm', 'blue mug', 'good', 'converting_search_term', 0.5],
      ['searchterm', 'free mug', 'bad', 'clicks_without_sales', null],
    ]);
    // The figures, recomputed from the written metrics (TG1: 40 clicks, 1,600 impressions, spend 20, sales 200, 6 units).
    expect(ticket!.items[0]).toMatchObject({
      client_id: clientA,
      mp_id: mpId,
      currency_code: 'USD',
      profile_id: A.profile.profile_id,
      seller_name: A.profile.seller_name,
      targeting_id: `TG1${A.tag}`,
      campaign_id: `C${A.tag}`,
      adgroup_id: `G1${A.tag}`,
      adgroup_name: 'Mugs',
      existing_bid: 0.6,
      min_bid: 0.02,
      impressions: 1600,
      clicks: 40,
      ctr: 0.025,
      units: 6,
      conversion: 0.15,
      spend: 20,
      cpc: 0.5,
      sales: 200,
      acos: 0.1,
      metrics: expect.objectContaining({ clicks: 40, window }),
      evidence: expect.objectContaining({ target_acos: 0.25, window, min_clicks: 10 }),
    });
    // Every row carries its type's identifier keys and offers the row action it calls for (spec 03 section 4),
    // and a proposed bid passes the action's new-bid check.
    const wanted = [
      T11_ACTIONS.adjustBid,
      T11_ACTIONS.pauseTarget,
      T11_ACTIONS.adjustBid,
      T11_ACTIONS.addTarget,
      T11_ACTIONS.negative,
    ];
    ticket!.items.forEach((item, n) => {
      for (const key of ACTION_KEYS.T11!) expect(item[key], key).not.toBeUndefined();
      expect(actionsFor('T11', item)).toContain(wanted[n]);
      if (item.new_bid !== null) expect(validateNewBid(String(item.new_bid), item.min_bid)).toBeNull();
    });
    // A search term row names the target that matched it (the row actions' identifier keys).
    expect(ticket!.items[3]).toMatchObject({ targeting_id: `TG1${A.tag}`, existing_bid: 0.6, min_bid: 0.02 });
    expect(await ticketsOf(t, clientB, 'T11')).toEqual([]);
  });

  it('T11: never raises the bid of an ad group short of stock (its product restocked, it does)', async () => {
    // Restock KETTLE (and resolve the first T11 ticket): TG2 in G2 is now raised like TG1.
    await t.db.execute(
      sql`update stock set quantity = 500 where client_id = ${clientA} and sku_code = ${A.kettle.sku_code}`,
    );
    await t.db
      .update(tickets)
      .set({ status: 'RESOLVED' })
      .where(sql`client_id = ${clientA} and fk_ticket_type_id = 'T11'`);
    await runNow(workerName('T11'), { client_id: clientA, profile_id: A.profile.profile_id });
    const [, second] = await ticketsOf(t, clientA, 'T11');
    const kettle = second!.items.find((i) => i.target_or_search_term === 'kettle');
    // Target ACOS of G2 is the default 0.30: 0.50 × 0.30 ÷ 0.10 = 1.50.
    expect(kettle).toMatchObject({
      action_type: 'good',
      new_bid: 1.5,
      evidence: expect.objectContaining({ target_acos: 0.3 }),
    });
  });

  it('T14: an advertised ASIN whose keyword rank dropped past the threshold', async () => {
    await runNow(dispatcherName('T14'), { profile_id: A.profile.profile_id });
    const [ticket, ...more] = await ticketsOf(t, clientA, 'T14');
    expect(more).toEqual([]);
    expect(ticket!.items).toEqual([
      expect.objectContaining({
        ad_group_name: 'Mugs',
        asin: A.pMug.identifier,
        product_title: 'Blue mug',
        previous_week_rank: 10,
        new_rank: 16,
        keyword: 'mug',
        item_id: expect.stringMatching(/^RK-/),
      }),
    ]);
    expect(await ticketsOf(t, clientB, 'T14')).toEqual([]);
  });

  it("a worker run for client A never reads another client's profile", async () => {
    const before = await ticketsOf(t, clientB, 'T11');
    const { run } = await runNow(workerName('T11'), { client_id: clientA, profile_id: B.profile.profile_id });
    expect(run.status).toBe('FAILED');
    expect(await ticketsOf(t, clientB, 'T11')).toEqual(before);
    expect(await ticketsOf(t, clientA, 'T11')).toHaveLength(2);
  });
});
