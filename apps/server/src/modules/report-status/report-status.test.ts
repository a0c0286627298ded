import { AMS_REPORT_STATUSES, AMS_REPORT_TYPE_IDS } from '@marketdesk/contracts/ams-reports';
import { REPORT_STATUS_TEXT, type ReportStatusAnswer } from '@marketdesk/contracts/report-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { adReportRequests } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * AMS Reports Pull Status (issue 21 item 3): every count recomputed here from the raw request rows, the filters,
 * the tabs' subsets, the profile limit, permissions, another client's data, and the date rule.
 */

let t: TestApp;
const today = todayUtc();
const who: Record<string, { authorization: string }> = {};
let clientA: number;
let clientB: number;
let mpUS: number;
let mpUK: number;
const profiles: Record<string, string> = {};
const sellers: Record<string, string> = {};

interface Raw {
  id: number;
  client_id: number;
  profile_id: string;
  report_type: string;
  status: string;
  created_at: Date;
  last_updated_at: Date;
  polls: number;
}
let raw: Raw[] = [];

const get = (headers: Record<string, string>, q: string, clientId = clientA) =>
  t.app.inject({ method: 'GET', url: `/reports/status?client_id=${clientId}&${q}`, headers });
const range = (from: number, to = 0) => `start_date=${addDays(today, -from)}&end_date=${addDays(today, -to)}`;

/** The expected answer, recomputed from the raw rows: request day = created_at's UTC date, in [start, end]. */
function expected(rows: Raw[], start: string, end: string) {
  const inWindow = rows.filter((r) => {
    const day = r.created_at.toISOString().slice(0, 10);
    return day >= start && day <= end;
  });
  const failed = inWindow.filter((r) => r.status.startsWith('FAILED'));
  const pending = inWindow.filter((r) => ['REQUESTED', 'POLLING', 'PROCESSING'].includes(r.status));
  const successful = inWindow.filter((r) => r.status === 'SUCCESS');
  const finished = [...failed, ...successful];
  const polls = inWindow.reduce((s, r) => s + r.polls, 0);
  const minutes = finished.map((r) => (r.last_updated_at.getTime() - r.created_at.getTime()) / 60_000);
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  return {
    ids: inWindow.map((r) => r.id).sort((a, b) => a - b),
    counts: {
      successful: successful.length,
      failed: failed.length,
      pending: pending.length,
      total_polls: polls,
      avg_polls: inWindow.length ? Math.round((polls / inWindow.length) * 100) / 100 : 0,
      avg_processing_time_minutes: minutes.length
        ? Math.round((minutes.reduce((a, b) => a + b, 0) / minutes.length) * 100) / 100
        : null,
      average_reports_per_day: Math.round((inWindow.length / days) * 100) / 100,
    },
  };
}

const idsOf = (a: ReportStatusAnswer) => a.datagrid_rows.map((r) => r.id).sort((x, y) => x - y);

beforeAll(async () => {
  t = await createTestApp();
  clientA = (await t.make.client()).pk_client_id;
  clientB = (await t.make.client()).pk_client_id;
  mpUS = (await t.make.marketplace({ name: 'Amazon US', short_code: 'AZ_US' })).pk_mp_id;
  mpUK = (await t.make.marketplace({ name: 'Amazon UK', short_code: 'AZ_UK', country_code: 'GB' })).pk_mp_id;
  const bol = await t.make.marketplace({ name: 'Bol NL', short_code: 'BO_NL', country_code: 'NL' });
  for (const [key, client, mp, seller] of [
    ['us1', clientA, mpUS, 'Acme US'],
    ['us2', clientA, mpUS, 'Zeta US'],
    ['uk', clientA, mpUK, 'Acme UK'],
    ['other', clientB, mpUS, 'Borealis US'],
  ] as const) {
    const p = await t.make.profile(client, mp, { seller_name: seller });
    profiles[key] = p.profile_id;
    sellers[p.profile_id] = seller;
  }
  // 20 days of requests for every profile, random statuses, polls and turn-around, and some 40 days back.
  const r = mulberry32(21);
  const now = Date.now();
  const values = [];
  for (const [key, profileId] of Object.entries(profiles)) {
    const client = key === 'other' ? clientB : clientA;
    for (let back = 0; back < 20; back++) {
      for (const type of AMS_REPORT_TYPE_IDS) {
        if (r.next() < 0.2) continue;
        const day = addDays(today, back === 19 ? -40 : -back);
        const created = new Date(
          Math.min(now - 3_600_000, Date.parse(`${day}T00:00:00Z`) + r.int(0, 23 * 60) * 60_000),
        );
        const status = back === 0 ? r.pick(AMS_REPORT_STATUSES) : r.pick(AMS_REPORT_STATUSES.slice(3));
        values.push({
          client_id: client,
          profile_id: profileId,
          report_type: type,
          report_start_date: addDays(day, -1),
          report_end_date: addDays(day, -1),
          status,
          created_at: created,
          last_updated_at: new Date(created.getTime() + r.int(5, 2400) * 1000),
          last_error_message: status.startsWith('FAILED') ? `Error ${r.int(1, 99)}` : null,
          polls: r.int(0, 8),
          flagged_at: r.next() < 0.1 ? new Date(created.getTime() + 900_000) : null,
        });
      }
    }
  }
  raw = (await t.db.insert(adReportRequests).values(values).returning()).map((x) => ({ ...x }));

  const viewer = ['marketing:ams_reports_status:view'];
  await t.make.role(clientA, { name: 'Client Admin', permissions: viewer });
  who.admin = await t.auth((await t.make.member(clientA, { roleName: 'Client Admin' })).user.id);
  const limited = await t.make.member(clientA, { permissions: viewer });
  await t.make.assign.marketplace(limited.user.id, mpUS);
  await t.make.assign.marketplace(limited.user.id, bol.pk_mp_id);
  await t.make.assign.profile(limited.user.id, { client_id: clientA, profile_id: profiles.us1! });
  who.limited = await t.auth(limited.user.id);
  who.noPermission = await t.auth((await t.make.member(clientA, { permissions: ['ams_view:view'] })).user.id);
  await t.make.role(clientB, { name: 'Client Admin', permissions: viewer });
  who.otherAdmin = await t.auth((await t.make.member(clientB, { roleName: 'Client Admin' })).user.id);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /reports/types', () => {
  it('answers the four Sponsored Products report types', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/reports/types?client_id=${clientA}`,
      headers: who.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().report_types.map((x: { id: string }) => x.id)).toEqual(AMS_REPORT_TYPE_IDS);
  });

  it('is refused without the permission and for a client the user does not belong to', async () => {
    const url = `/reports/types?client_id=${clientA}`;
    expect((await t.app.inject({ method: 'GET', url, headers: who.noPermission })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: who.otherAdmin })).statusCode).toBe(403);
  });
});

describe('GET /reports/status', () => {
  it("answers the client's requests of the window with counts recomputed from the raw rows", async () => {
    for (const [from, to] of [
      [6, 0],
      [13, 2],
      [45, 0],
      [0, 0],
    ] as const) {
      const res = await get(who.admin!, range(from, to));
      expect(res.statusCode).toBe(200);
      const body: ReportStatusAnswer = res.json();
      const want = expected(
        raw.filter((r) => r.client_id === clientA),
        addDays(today, -from),
        addDays(today, -to),
      );
      expect(idsOf(body)).toEqual(want.ids);
      expect(body.counts).toEqual(want.counts);
      expect(body.per_day).toHaveLength(from - to + 1);
      expect(body.per_day.reduce((s, d) => s + d.successful + d.failed + d.pending, 0)).toBe(want.ids.length);
    }
  });

  it('answers each row with its seller, its turn-around for finished statuses only, newest first', async () => {
    const body: ReportStatusAnswer = (await get(who.admin!, range(6))).json();
    expect(body.datagrid_rows.length).toBeGreaterThan(20);
    const byId = new Map(raw.map((r) => [r.id, r]));
    for (const row of body.datagrid_rows) {
      const r = byId.get(row.id)!;
      expect(row.seller_name).toBe(sellers[row.profile_id]);
      expect(row.status).toBe(r.status);
      expect(row.polls).toBe(r.polls);
      const minutes = (r.last_updated_at.getTime() - r.created_at.getTime()) / 60_000;
      if (['REQUESTED', 'POLLING', 'PROCESSING'].includes(r.status))
        expect(row.turn_around_minutes).toBeNull();
      else expect(row.turn_around_minutes).toBeCloseTo(minutes, 2);
    }
    const times = body.datagrid_rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.datagrid_rows.some((r) => r.turn_around_minutes === null)).toBe(true);
  });

  it("the tabs' subsets: failed, pending and successful partition the rows as the counts say", async () => {
    const body: ReportStatusAnswer = (await get(who.admin!, range(6))).json();
    const failed = body.datagrid_rows.filter((r) => r.status.startsWith('FAILED'));
    const pending = body.datagrid_rows.filter((r) =>
      ['REQUESTED', 'POLLING', 'PROCESSING'].includes(r.status),
    );
    const successful = body.datagrid_rows.filter((r) => r.status === 'SUCCESS');
    expect(failed.length).toBe(body.counts.failed);
    expect(pending.length).toBe(body.counts.pending);
    expect(successful.length).toBe(body.counts.successful);
    expect(failed.length + pending.length + successful.length).toBe(body.datagrid_rows.length);
    expect(failed.length * pending.length * successful.length).toBeGreaterThan(0);
  });

  it('filters by marketplace, profile and report types (repeated)', async () => {
    const a = raw.filter((r) => r.client_id === clientA);
    const start = addDays(today, -10);
    const uk: ReportStatusAnswer = (await get(who.admin!, `${range(10)}&mp_id=${mpUK}`)).json();
    expect(idsOf(uk)).toEqual(
      expected(
        a.filter((r) => r.profile_id === profiles.uk),
        start,
        today,
      ).ids,
    );
    const one: ReportStatusAnswer = (
      await get(who.admin!, `${range(10)}&mp_id=${mpUS}&profile_id=${profiles.us2}`)
    ).json();
    const want = expected(
      a.filter((r) => r.profile_id === profiles.us2),
      start,
      today,
    );
    expect(idsOf(one)).toEqual(want.ids);
    expect(one.counts).toEqual(want.counts);
    const types: ReportStatusAnswer = (
      await get(who.admin!, `${range(10)}&report_types=spSearchTerm&report_types=spCampaigns`)
    ).json();
    expect(idsOf(types)).toEqual(
      expected(
        a.filter((r) => ['spSearchTerm', 'spCampaigns'].includes(r.report_type)),
        start,
        today,
      ).ids,
    );
    // A profile of the other marketplace than the one asked is not found.
    expect((await get(who.admin!, `${range(10)}&mp_id=${mpUK}&profile_id=${profiles.us1}`)).statusCode).toBe(
      404,
    );
  });

  it("limits a user to their marketplaces' profiles assigned to them", async () => {
    const body: ReportStatusAnswer = (await get(who.limited!, range(10))).json();
    expect(idsOf(body)).toEqual(
      expected(
        raw.filter((r) => r.profile_id === profiles.us1),
        addDays(today, -10),
        today,
      ).ids,
    );
    expect((await get(who.limited!, `${range(10)}&mp_id=${mpUK}`)).statusCode).toBe(403);
    const us2 = await get(who.limited!, `${range(10)}&profile_id=${profiles.us2}`);
    expect(us2.statusCode).toBe(404);
    expect(us2.json().detail).toBe(REPORT_STATUS_TEXT.profileNotFound);
  });

  it("never answers another client's requests", async () => {
    const res = await get(who.admin!, `${range(45)}&profile_id=${profiles.other}`);
    expect(res.statusCode).toBe(404);
    const all: ReportStatusAnswer = (await get(who.admin!, range(45))).json();
    const otherIds = new Set(raw.filter((r) => r.client_id === clientB).map((r) => r.id));
    expect(otherIds.size).toBeGreaterThan(0);
    expect(all.datagrid_rows.some((r) => otherIds.has(r.id))).toBe(false);
    expect((await get(who.otherAdmin!, range(45))).statusCode).toBe(403);
    const own: ReportStatusAnswer = (await get(who.otherAdmin!, range(45), clientB)).json();
    expect(idsOf(own)).toEqual([...otherIds].sort((x, y) => x - y));
  });

  it('is refused without the permission', async () => {
    expect((await get(who.noPermission!, range(6))).statusCode).toBe(403);
  });

  it("refuses a missing date or an end before the start with 'Please select a valid date range.'", async () => {
    for (const q of [
      `end_date=${today}`,
      `start_date=${today}`,
      '',
      `start_date=${today}&end_date=${addDays(today, -1)}`,
      `start_date=2025-02-30&end_date=${today}`,
    ]) {
      const res = await get(who.admin!, q);
      expect(res.statusCode, q).toBe(422);
      expect(
        res.json().detail.map((d: { msg: string }) => d.msg),
        q,
      ).toContain(REPORT_STATUS_TEXT.invalidRange);
    }
    expect((await get(who.admin!, `${range(400)}`)).statusCode).toBe(422);
  });

  it('answers nothing for a window after today, and a report type outside the four is refused', async () => {
    const later: ReportStatusAnswer = (
      await get(who.admin!, `start_date=${addDays(today, 1)}&end_date=${addDays(today, 5)}`)
    ).json();
    expect(later.datagrid_rows).toEqual([]);
    expect(later.counts.average_reports_per_day).toBe(0);
    expect((await get(who.admin!, `${range(3)}&report_types=spOther`)).statusCode).toBe(422);
  });
});

describe('GET /reports/profiles', () => {
  const list = async (h: Record<string, string>, mp: number, clientId = clientA) =>
    t.app.inject({ method: 'GET', url: `/reports/profiles?client_id=${clientId}&mp_id=${mp}`, headers: h });

  it("answers the caller's profiles of the marketplace, by seller", async () => {
    const admin = (await list(who.admin!, mpUS)).json().profiles;
    expect(admin.map((p: { profile_id: string }) => p.profile_id)).toEqual([profiles.us1, profiles.us2]);
    expect(admin[0]).toMatchObject({ seller_name: 'Acme US', seller_type: 'seller', mp_id: mpUS });
    const limited = (await list(who.limited!, mpUS)).json().profiles;
    expect(limited.map((p: { profile_id: string }) => p.profile_id)).toEqual([profiles.us1]);
  });

  it('refuses a marketplace not the user’s, one not of Amazon, and a user without the permission', async () => {
    expect((await list(who.limited!, mpUK)).statusCode).toBe(403);
    const bol = (await t.make.marketplace({ short_code: 'BO_BE' })).pk_mp_id;
    expect((await list(who.admin!, bol)).statusCode).toBe(404);
    expect((await list(who.noPermission!, mpUS)).statusCode).toBe(403);
    expect((await list(who.otherAdmin!, mpUS)).statusCode).toBe(403);
    const own = (await list(who.otherAdmin!, mpUS, clientB)).json().profiles;
    expect(own.map((p: { profile_id: string }) => p.profile_id)).toEqual([profiles.other]);
  });
});
