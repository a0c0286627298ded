import {
  BUSINESS_VIEW_TEXT,
  type BusinessViewRow,
  businessViewCell,
  businessViewColumns,
} from '@marketdesk/contracts/business-view';
import type { GridPage } from '@marketdesk/contracts/grid';
import { RECONCILIATION_TEXT as R } from '@marketdesk/contracts/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessViewFixture, writeBusinessViewFixture } from '../../../test/fixtures/business-view';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/** Who may read the business view and its export, the date rules' 422s, and the export's file. */

let t: TaskTestApp;
let f: BusinessViewFixture;
let otherClient: number;
const today = todayUtc();
const who: Record<string, Record<string, string>> = {};
const window = { start_date: addDays(today, -60), end_date: today };

beforeAll(async () => {
  t = await createTaskTestApp();
  f = await writeBusinessViewFixture(t, mulberry32(3), today, (id) => `NN-BV${id}`);
  otherClient = (await t.make.client()).pk_client_id;
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['business_view:view'] });
  who.admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  who.noModule = await t.auth((await t.make.member(f.clientId, { permissions: ['view:tickets'] })).user.id);
  const elsewhere = await t.make.member(f.clientId, { permissions: ['business_view:view'] });
  await t.make.assign.marketplace(elsewhere.user.id, f.otherMpId);
  who.elsewhere = await t.auth(elsewhere.user.id);
  const branded = await t.make.member(f.clientId, { permissions: ['business_view:view'] });
  await t.make.assign.marketplace(branded.user.id, f.mpId);
  await t.make.assign.brand(branded.user.id, f.brandIds[0]!);
  who.branded = await t.auth(branded.user.id);
  await t.make.role(otherClient, { name: 'Client Admin', permissions: ['business_view:view'] });
  who.otherAdmin = await t.auth((await t.make.member(otherClient, { roleName: 'Client Admin' })).user.id);
}, 120_000);
afterAll(() => t?.close());

const url = (path: string, q: Record<string, unknown>, clientId = f.clientId) => {
  const params = new URLSearchParams({ client_id: String(clientId), mp_id: String(f.mpId) });
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) params.delete(k);
    else params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return `${path}?${params}`;
};
const get = (
  path: string,
  headers: Record<string, string>,
  q: Record<string, unknown> = window,
  clientId?: number,
) => t.app.inject({ method: 'GET', url: url(path, q, clientId), headers });
const PATHS = ['/business_view', '/business_view/download'];

describe('permissions', () => {
  it('answers 403 with the screen text without the module business_view, 401 without a sign-in', async () => {
    for (const path of PATHS) {
      const res = await get(path, who.noModule!);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ detail: BUSINESS_VIEW_TEXT.forbidden });
      expect((await get(path, {})).statusCode, path).toBe(401);
    }
    expect((await get('/business_view', who.admin!)).statusCode).toBe(200);
  });

  it("refuses a marketplace that is not the user's (403) and an unknown one (404)", async () => {
    for (const path of PATHS) {
      const res = await get(path, who.elsewhere!);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have access to this marketplace' });
      expect((await get(path, who.admin!, { ...window, mp_id: '987654' })).statusCode, path).toBe(404);
    }
  });
});

describe('other clients', () => {
  it('refuses a client the user does not belong to (403)', async () => {
    for (const path of PATHS)
      expect((await get(path, who.admin!, window, otherClient)).statusCode, path).toBe(403);
  });

  it("never answers another client's listings, even on the same marketplace", async () => {
    const mine = (await get('/business_view', who.admin!)).json() as GridPage<BusinessViewRow>;
    expect(mine.total).toBeGreaterThan(0);
    const res = await get('/business_view', who.otherAdmin!, window, otherClient);
    expect((res.json() as GridPage<BusinessViewRow>).total).toBe(0);
    // Nothing to export for them either.
    expect((await get('/business_view/download', who.otherAdmin!, window, otherClient)).statusCode).toBe(404);
  });
});

describe('the date rules (spec 02 section 5), 422 with the screen words', () => {
  const refused = async (q: Record<string, unknown>, text: string) => {
    for (const path of PATHS) {
      const res = await get(path, who.admin!, q);
      expect(res.statusCode, `${path} ${JSON.stringify(q)}`).toBe(422);
      expect(JSON.stringify(res.json())).toContain(text);
    }
  };
  it('refuses a start after the end, an end after today, a window over 3 months, a date before 2000', async () => {
    await refused({ start_date: addDays(today, -5), end_date: addDays(today, -6) }, R.startAfterEnd);
    await refused({ start_date: addDays(today, -5), end_date: addDays(today, 1) }, R.endAfterToday);
    await refused({ start_date: '2025-01-14', end_date: '2025-04-15' }, R.windowTooLong);
    // Before 2000-01-01 the date itself is refused by the contract's date type, naming the earliest date.
    await refused({ start_date: '1999-12-31', end_date: '2000-01-05' }, '2000-01-01');
  });
  it('takes exactly 3 calendar months and needs the marketplace and both dates', async () => {
    expect(
      (await get('/business_view', who.admin!, { start_date: '2025-01-15', end_date: '2025-04-15' }))
        .statusCode,
    ).toBe(200);
    for (const missing of ['mp_id', 'start_date', 'end_date'])
      expect(
        (await get('/business_view', who.admin!, { ...window, [missing]: undefined })).statusCode,
        missing,
      ).toBe(422);
  });
});

async function finished(taskId: string, headers = who.admin!) {
  for (let i = 0; i < 160; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/tasks/task-status?client_id=${f.clientId}`,
      headers,
      payload: { task_ids: [taskId] },
    });
    const [s] = res.json() as { status: string; result: string | null; error: string | null }[];
    if (s && (s.status === 'SUCCESS' || s.status === 'FAILURE')) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

/** A CSV cell as the writer writes it (quoted when it holds a comma, quote or line break). */
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

describe('the export', () => {
  it("writes every matching row in the report's order with the marketplace prefix's columns", async () => {
    const q = { ...window, search: 'Title', sort: [{ field: 'payment', sort: 'desc' }] };
    const page = (
      await get('/business_view', who.admin!, { ...q, size: '500' })
    ).json() as GridPage<BusinessViewRow>;
    expect(page.total).toBeGreaterThan(3);
    const start = await get('/business_view/download', who.admin!, q);
    expect(start.statusCode, start.body).toBe(200);
    const done = await finished((start.json() as { task_id: string }).task_id);
    expect(done.status, done.error ?? '').toBe('SUCCESS');
    const file = await t.app.inject({ method: 'GET', url: done.result! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // NN: the product columns and the four sales kinds, no channel metrics.
    const columns = businessViewColumns(`NN-BV${f.clientId}`);
    expect(columns).not.toContain('buybox_win_percentage');
    expect(lines[0]).toBe([...columns, 'currency_code'].join(','));
    // The title '=HYPERLINK(...)' of the fixture is neutralised by the writer; compare the other rows exactly.
    const expected = page.items.map(
      (r) => `${columns.map((c) => csvCell(businessViewCell(r, c))).join(',')},USD`,
    );
    expect(lines.length - 1).toBe(page.total);
    lines.slice(1).forEach((line, i) => {
      if (!page.items[i]!.title?.startsWith('=')) expect(line).toBe(expected[i]);
      else expect(line).toContain("'=HYPERLINK");
    });
  });

  it("exports a brand-limited seller's rows only: their brand's listings and those without a brand", async () => {
    const all = (
      await get('/business_view', who.admin!, { ...window, size: '500' })
    ).json() as GridPage<BusinessViewRow>;
    const mine = (
      await get('/business_view', who.branded!, { ...window, size: '500' })
    ).json() as GridPage<BusinessViewRow>;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    const start = await get('/business_view/download', who.branded!);
    const done = await finished((start.json() as { task_id: string }).task_id, who.branded!);
    expect(done.status, done.error ?? '').toBe('SUCCESS');
    const file = await t.app.inject({ method: 'GET', url: done.result! });
    // Its amounts are in the marketplace's currency, which the file names in a last column on every row.
    const [header, ...lines] = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header!.split(',').at(-1)).toBe('currency_code');
    expect(lines.every((l) => l.endsWith(',USD'))).toBe(true);
    const keys = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',').slice(1, 3).join('|'));
    expect(keys.sort()).toEqual(mine.items.map((r) => `${r.retailer_sku}|${r.mp_sku_code ?? ''}`).sort());
  });

  it('refuses an export of nothing (404) and a sort outside the columns (422) before queueing', async () => {
    expect(
      (await get('/business_view/download', who.admin!, { ...window, search: 'NO SUCH THING' })).statusCode,
    ).toBe(404);
    const bad = await get('/business_view/download', who.admin!, {
      ...window,
      sort: [{ field: 'x', sort: 'asc' }],
    });
    expect(bad.statusCode).toBe(422);
  });
});
