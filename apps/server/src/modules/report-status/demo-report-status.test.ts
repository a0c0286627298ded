import type { ReportStatusAnswer } from '@marketdesk/contracts/report-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adCampaigns, adReportRequests } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';
import {
  DEMO_DAYS,
  DEMO_FAILURES,
  demoRequests,
  STUCK_MESSAGE,
  writeDemoReportStatus,
} from './demo-report-status';

/** The demo's report-status history: deterministic, realistic, today's pending, and shown by the screen's call. */

let t: TestApp;
let clientId: number;
const profileIds: string[] = [];
const today = todayUtc();
type Row = typeof adReportRequests.$inferSelect;
let rows: Row[];
const minutes = (r: Row) => (r.last_updated_at.getTime() - r.created_at.getTime()) / 60_000;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const mp = (await t.make.marketplace({ short_code: 'AZ_US' })).pk_mp_id;
  // Fixed profile ids: each profile's history is seeded by its id, and these three hold stuck requests (5 in all);
  // the factory's random ids left a run with none now and then.
  for (let i = 0; i < 3; i++) {
    const p = await t.make.profile(clientId, mp, { profile_id: `10000000000000${i + 1}` });
    profileIds.push(p.profile_id);
    await t.db.insert(adCampaigns).values({
      client_id: clientId,
      profile_id: p.profile_id,
      campaign_id: `C${i}`,
      campaign_name: `Campaign ${i}`,
      currency_code: 'USD',
    });
  }
  // A profile without campaigns gets no history.
  await t.make.profile(clientId, mp);
  await writeDemoReportStatus({ db: t.db });
  rows = await t.db.select().from(adReportRequests);
});

afterAll(async () => {
  await t?.close();
});

describe('the demo report-status history', () => {
  it('holds one request per report type per day for the last 30 days of every advertising profile', async () => {
    expect(new Set(rows.map((r) => r.profile_id))).toEqual(new Set(profileIds));
    const firsts = rows.filter((r) => r.replaces_id === null);
    expect(firsts).toHaveLength(profileIds.length * DEMO_DAYS * 4);
    const days = new Set(rows.map((r) => r.report_end_date));
    expect(days.size).toBe(DEMO_DAYS);
    expect([...days].sort()[0]).toBe(addDays(today, -DEMO_DAYS));
    expect(await writeDemoReportStatus({ db: t.db })).toBe(0); // only on a fresh demo
  });

  it('is deterministic: the same statuses, polls and turn-arounds on every run', () => {
    const now = new Date();
    const shape = (list: ReturnType<typeof demoRequests>) =>
      list.map((r) => [r.status, r.polls, r.last_updated_at.getTime() - r.created_at.getTime()]);
    expect(shape(demoRequests(1, 'P1', '2026-01-31', now))).toEqual(
      shape(demoRequests(1, 'P1', '2026-01-31', now)),
    );
    expect(shape(demoRequests(1, 'P1', '2026-01-31', now))).not.toEqual(
      shape(demoRequests(1, 'P2', '2026-01-31', now)),
    );
  });

  it("today's requests are pending, every earlier one finished", () => {
    const pending = rows.filter((r) => ['REQUESTED', 'POLLING', 'PROCESSING'].includes(r.status));
    expect(pending.length).toBe(profileIds.length * 4);
    for (const r of pending) {
      expect(r.report_end_date).toBe(addDays(today, -1));
      expect(r.created_at.getTime()).toBeLessThanOrEqual(Date.now());
      // Issue 29 item 4: an in-flight request has its next check, and is recent enough not to be flagged yet.
      expect(r.next_check_at).not.toBeNull();
      expect(r.next_check_at!.getTime()).toBeGreaterThan(r.last_updated_at.getTime());
      expect(r.flagged_at).toBeNull();
      expect(Date.now() - r.created_at.getTime()).toBeLessThan(15 * 60_000);
    }
    // Every finished request has none.
    expect(rows.filter((r) => !pending.includes(r) && r.next_check_at !== null)).toEqual([]);
  });

  it('mostly succeeds with 2 to 8 polls and a turn-around of minutes, flagged past 15', () => {
    const success = rows.filter((r) => r.status === 'SUCCESS');
    expect(success.length / rows.length).toBeGreaterThan(0.85);
    for (const r of success) {
      expect(r.polls).toBeGreaterThanOrEqual(2);
      expect(r.polls).toBeLessThanOrEqual(8);
      expect(minutes(r)).toBeGreaterThan(1);
      expect(minutes(r)).toBeLessThanOrEqual(40);
      expect(r.flagged_at !== null).toBe(minutes(r) > 15);
    }
    const sorted = success.map(minutes).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(10);
    expect(success.some((r) => r.flagged_at !== null)).toBe(true);
  });

  it('fails some with Amazon-like messages, and re-creates stuck ones hours later', () => {
    const failed = rows.filter((r) => r.status.startsWith('FAILED'));
    expect(failed.length).toBeGreaterThan(5);
    const known = Object.values(DEMO_FAILURES).flat() as string[];
    for (const r of failed) {
      const stuck = r.last_error_message?.startsWith('Still PENDING');
      expect(stuck || known.includes(r.last_error_message ?? '')).toBe(true);
      if (!stuck)
        expect(DEMO_FAILURES[r.status as keyof typeof DEMO_FAILURES]).toContain(r.last_error_message);
    }
    const again = rows.filter((r) => r.replaces_id !== null);
    expect(again.length).toBeGreaterThan(0);
    for (const r of again) {
      const old = rows.find((x) => x.id === r.replaces_id)!;
      expect(old).toMatchObject({
        status: 'FAILED_PROCESSING',
        profile_id: r.profile_id,
        report_type: r.report_type,
      });
      expect(old.flagged_at).not.toBeNull();
      expect(old.last_error_message).toBe(STUCK_MESSAGE(Math.round(minutes(old) / 60)));
      expect(r.created_at.getTime()).toBeGreaterThan(old.last_updated_at.getTime());
    }
  });

  it('is what the screen shows: every tab has rows in the last 7 days', async () => {
    await t.make.role(clientId, { name: 'Client Admin', permissions: ['marketing:ams_reports_status:view'] });
    const admin = await t.auth((await t.make.member(clientId, { roleName: 'Client Admin' })).user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/reports/status?client_id=${clientId}&start_date=${addDays(today, -6)}&end_date=${today}`,
      headers: admin,
    });
    const body: ReportStatusAnswer = res.json();
    expect(body.counts.pending).toBe(profileIds.length * 4);
    expect(body.counts.successful).toBeGreaterThan(0);
    expect(body.counts.avg_polls).toBeGreaterThanOrEqual(2);
    expect(body.datagrid_rows.length).toBe(
      rows.filter((r) => r.created_at.toISOString().slice(0, 10) >= addDays(today, -6)).length,
    );
  });
});
