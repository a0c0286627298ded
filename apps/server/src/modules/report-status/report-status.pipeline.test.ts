import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { REPORT_STATUS_TEXT, type ReportStatusAnswer } from '@marketdesk/contracts/report-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAdsAccount } from '../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adReportRequests } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Issue 29 item 4: the page says when the client has no Ads API account connected (the pipeline is off), and a
 * request still pending 15 minutes after it was made is flagged, as the page's help promises, whether or not a
 * pipeline run has looked at it since.
 */
let t: TestApp;
let off: number;
let on: number;
let mp: number;
const who: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  off = (await t.make.client()).pk_client_id;
  on = (await t.make.client()).pk_client_id;
  mp = (await t.make.marketplace({ short_code: 'AZ_US' })).pk_mp_id;
  for (const [key, client] of [
    ['off', off],
    ['on', on],
  ] as const) {
    const p = await t.make.profile(client, mp, { seller_name: 'Ads store' });
    const admin = await t.make.member(client, {
      roleName: CLIENT_ADMIN_ROLE,
      permissions: ['marketing:ams_reports_status:view'],
    });
    who[key] = await t.auth(admin.user.id);
    if (key === 'off') {
      const now = Date.now();
      const request = (minutesAgo: number, status: string, flagged = false) => ({
        client_id: client,
        profile_id: p.profile_id,
        report_type: 'spCampaigns',
        report_start_date: todayUtc(),
        report_end_date: todayUtc(),
        status,
        created_at: new Date(now - minutesAgo * MINUTE),
        last_updated_at: new Date(now - minutesAgo * MINUTE),
        flagged_at: flagged ? new Date(now) : null,
      });
      const rows = await t.db
        .insert(adReportRequests)
        .values([request(20, 'POLLING'), request(5, 'REQUESTED'), request(30, 'SUCCESS')])
        .returning({ id: adReportRequests.id });
      [ids.old, ids.fresh, ids.done] = rows.map((r) => r.id) as [number, number, number];
    }
  }
  await connectAdsAccount(t, {
    clientId: on,
    mpId: mp,
    credentials: { clientId: 'amzn1.application-oa2-client.x', clientSecret: 's', refreshToken: 'Atzr|r' },
  });
});
afterAll(() => t?.close());

const pipeline = (key: 'on' | 'off', client: number) =>
  t.app.inject({ method: 'GET', url: `/reports/pipeline?client_id=${client}`, headers: who[key] });

describe('AMS Reports Pull Status: the pipeline and stuck requests', () => {
  it('says the pipeline is off for a client without a connected Ads API account, and on for one with', async () => {
    const res = await pipeline('off', off);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ connected: false, message: REPORT_STATUS_TEXT.pipelineOff });
    expect((await pipeline('on', on)).json()).toEqual({ connected: true, message: null });
    expect((await pipeline('on', off)).statusCode).toBe(403);
  });

  it('flags a request still pending 15 minutes after it was made, not a fresh or a finished one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      // Yesterday too: the requests were made up to 30 minutes ago, perhaps before midnight (UTC).
      url: `/reports/status?client_id=${off}&start_date=${addDays(todayUtc(), -1)}&end_date=${todayUtc()}`,
      headers: who.off,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as ReportStatusAnswer).datagrid_rows;
    const flagged = Object.fromEntries(rows.map((r) => [r.id, r.flagged]));
    expect(flagged).toEqual({ [ids.old!]: true, [ids.fresh!]: false, [ids.done!]: false });
  });
});
