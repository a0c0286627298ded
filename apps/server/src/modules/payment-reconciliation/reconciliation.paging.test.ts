import { pageTooLarge } from '@marketdesk/contracts/paging';
import {
  RECONCILIATION_MAX_PAGE,
  RECONCILIATION_MAX_PAGE_SIZE,
  type ReconciliationEntry,
  type ReconciliationReport,
  reconciliationCsvName,
  reconciliationReport,
  toCents,
} from '@marketdesk/contracts/reconciliation';
import { reconciliationColumns } from '@marketdesk/contracts/reconciliation-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReconciliationFixture,
  wholeReport,
  writeReconciliationFixture,
} from '../../../test/fixtures/payment-reconciliation';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * The report in pages (issue 30): the summary over the whole window whatever the page or filter, the status and
 * category filters and the sort done by the database, page bounds refused with their limit, the spec's body as
 * written, and the export task writing every entry.
 */

let t: TaskTestApp;
let f: ReconciliationFixture;
let admin: Record<string, string>;
const today = todayUtc();
let window: { marketplace_id: number; start_date: string; end_date: string };
/** Every entry of the window in the report's order (pages of 500). */
let all: ReconciliationReport;

beforeAll(async () => {
  t = await createTaskTestApp();
  f = await writeReconciliationFixture(t, mulberry32(3030), today);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['mp_func:price_recon'] });
  admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  window = { marketplace_id: f.az, start_date: addDays(today, -88), end_date: today };
  all = await wholeReport(t, f.clientId, admin, window);
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${url}?client_id=${f.clientId}`, headers: admin, payload: body });
const report = async (body: Record<string, unknown>) => {
  const res = await post('/payment-reconciliation/report', { ...window, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return reconciliationReport.strict().parse(res.json());
};

/** The summary as the cards show it, recomputed from entries. */
const summaryOf = (entries: readonly ReconciliationEntry[]) => ({
  total_orders: entries.length,
  matched_orders: entries.filter((e) => e.reconciliation_status === 'matched').length,
  unmatched_orders: entries.filter((e) => e.reconciliation_status === 'unmatched').length,
  returned_orders: entries.filter((e) => e.reconciliation_status === 'returned').length,
  total_discrepancy: entries.reduce((s, e) => s + toCents(e.discrepancy), 0) / 100,
});
const summary = ({ entries: _, total: _t, page: _p, page_size: _s, ...rest }: ReconciliationReport) => rest;

describe('the report in pages', () => {
  it("answers the spec's body as written: the summary over every line and the first page of 25", async () => {
    const res = await post('/payment-reconciliation/report', window);
    expect(res.statusCode, res.body).toBe(200);
    const first = reconciliationReport.strict().parse(res.json());
    expect(all.total).toBeGreaterThan(60);
    expect(first).toMatchObject({ page: 1, page_size: 25, total: all.total });
    expect(first.entries).toEqual(all.entries.slice(0, 25));
    expect(summary(first)).toEqual(summaryOf(all.entries));
  });

  it('has the same summary on every page, and the pages together hold every entry once', async () => {
    const size = 17;
    const pages: ReconciliationReport[] = [];
    for (let page = 1; (page - 1) * size < all.total; page++)
      pages.push(await report({ page, page_size: size }));
    for (const p of pages) expect(summary(p)).toEqual(summaryOf(all.entries));
    expect(pages.flatMap((p) => p.entries)).toEqual(all.entries);
    expect(pages.at(-1)!.entries.length).toBe(all.total - (pages.length - 1) * size);
    // A page past the end: no entries, the summary still there.
    const past = await report({ page: pages.length + 1, page_size: size });
    expect(past.entries).toEqual([]);
    expect(summary(past)).toEqual(summaryOf(all.entries));
  });

  it("filters by status and by category on the server: pages over the matching lines only, the cards the window's", async () => {
    for (const status of ['matched', 'unmatched', 'returned'] as const) {
      const want = all.entries.filter((e) => e.reconciliation_status === status);
      expect(want.length, status).toBeGreaterThan(0);
      const got = await wholeReport(t, f.clientId, admin, { ...window, status });
      expect(got.entries).toEqual(want);
      expect(got.total).toBe(want.length);
      expect(summary(got)).toEqual(summaryOf(all.entries));
    }
    const categories = new Set(all.entries.map((e) => e.discrepancy_category).filter((c) => c !== null));
    expect(categories.size).toBeGreaterThan(2);
    for (const category of categories) {
      const want = all.entries.filter((e) => e.discrepancy_category === category);
      const got = await wholeReport(t, f.clientId, admin, { ...window, discrepancy_category: category });
      expect(got.entries).toEqual(want);
      expect(got.total).toBe(want.length);
      expect(got.total_discrepancy).toBe(summaryOf(all.entries).total_discrepancy);
    }
    const both = await report({
      status: 'unmatched',
      discrepancy_category: 'missing_payment',
      page_size: 500,
    });
    expect(both.entries).toEqual(
      all.entries.filter(
        (e) => e.reconciliation_status === 'unmatched' && e.discrepancy_category === 'missing_payment',
      ),
    );
  });

  it('sorts on the server by any entry field, empty cells last, then in the report order', async () => {
    const position = new Map(all.entries.map((e, i) => [e, i]));
    const check = async (field: keyof ReconciliationEntry & string, dir: 'asc' | 'desc') => {
      const got = await wholeReport(t, f.clientId, admin, { ...window, sort: field, sort_dir: dir });
      const sign = dir === 'asc' ? 1 : -1;
      const cmp = (a: ReconciliationEntry, b: ReconciliationEntry) => {
        const x = a[field] as string | number | null;
        const y = b[field] as string | number | null;
        if (x === y) return 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (typeof x === 'number' ? x - (y as number) : x < (y as string) ? -1 : 1) * sign;
      };
      const want = [...all.entries].sort((a, b) => cmp(a, b) || position.get(a)! - position.get(b)!);
      // Text order is the database's collation: compare the sort key, and the full rows where it is numeric.
      expect(
        got.entries.map((e) => e[field]),
        `${field} ${dir}`,
      ).toEqual(want.map((e) => e[field]));
      if (typeof all.entries[0]![field] === 'number') expect(got.entries).toEqual(want);
      expect(got.total).toBe(all.total);
    };
    await check('discrepancy', 'desc');
    await check('discrepancy', 'asc');
    await check('received_amount', 'desc');
    await check('settlement_date', 'asc');
    await check('discrepancy_category', 'desc');
    await check('reconciliation_status', 'asc');
  });

  it('refuses a page or size beyond its limit with a 422 naming the limit, never a 500', async () => {
    for (const [body, text] of [
      [{ page: RECONCILIATION_MAX_PAGE + 1 }, pageTooLarge(RECONCILIATION_MAX_PAGE)],
      [{ page: 2_147_483_648 }, pageTooLarge(RECONCILIATION_MAX_PAGE)],
      [
        { page_size: RECONCILIATION_MAX_PAGE_SIZE + 1 },
        `Page size must be at most ${RECONCILIATION_MAX_PAGE_SIZE}`,
      ],
    ] as const) {
      const res = await post('/payment-reconciliation/report', { ...window, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(JSON.stringify(res.json().detail)).toContain(text);
    }
    for (const body of [
      { page: 0 },
      { page_size: 0 },
      { sort: 'order_id; drop table orders' },
      { status: 'x' },
    ])
      expect((await post('/payment-reconciliation/report', { ...window, ...body })).statusCode).toBe(422);
    // The deepest page allowed answers (empty), its offset far inside any integer.
    const deepest = await report({ page: RECONCILIATION_MAX_PAGE, page_size: RECONCILIATION_MAX_PAGE_SIZE });
    expect(deepest.entries).toEqual([]);
    expect(deepest.total).toBe(all.total);
  });

  it('keeps the largest page of this window far under 1 MB', async () => {
    const res = await post('/payment-reconciliation/report', {
      ...window,
      page_size: RECONCILIATION_MAX_PAGE_SIZE,
    });
    // About 500 bytes an entry: 500 entries stay near 250 kB.
    expect(res.body.length / Math.min(all.total, RECONCILIATION_MAX_PAGE_SIZE)).toBeLessThan(1000);
  });
});

async function finished(taskId: string) {
  for (let i = 0; i < 240; i++) {
    const res = await post('/tasks/task-status', { task_ids: [taskId] });
    const [s] = res.json() as { status: string; result: string | null; error: string | null }[];
    if (s && (s.status === 'SUCCESS' || s.status === 'FAILURE')) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

/** A CSV cell as the writer writes it (quoted when it holds a comma, quote or line break). */
const csvCell = (v: string | number | null | undefined) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

describe('the export task', () => {
  const columns = () => reconciliationColumns({ field: 'asin', label: 'ASIN' }, 'USD');
  const exported = async (body: Record<string, unknown>) => {
    const start = await post('/payment-reconciliation/report/download', { ...window, ...body });
    expect(start.statusCode, start.body).toBe(200);
    const done = await finished((start.json() as { task_id: string }).task_id);
    expect(done.status, done.error ?? '').toBe('SUCCESS');
    const file = await t.app.inject({ method: 'GET', url: done.result! });
    expect(file.statusCode).toBe(200);
    return file;
  };

  it("writes every entry of the window in the report's order, whatever page was asked", async () => {
    const file = await exported({ page: 3, page_size: 10 });
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(
      reconciliationCsvName(f.azCode, window.start_date, window.end_date),
    );
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      columns()
        .map((c) => c.csvHeader ?? c.header)
        .join(','),
    );
    expect(lines.length - 1).toBe(all.total);
    expect(lines.slice(1)).toEqual(
      all.entries.map((e) =>
        columns()
          .map((c) => csvCell(c.value(e)))
          .join(','),
      ),
    );
  });

  it('writes only the lines its filters match, in its sort', async () => {
    const body = { status: 'unmatched', sort: 'discrepancy', sort_dir: 'asc' };
    const want = await wholeReport(t, f.clientId, admin, { ...window, ...body });
    const lines = (await exported(body)).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(want.total).toBeGreaterThan(0);
    expect(lines.slice(1)).toEqual(
      want.entries.map((e) =>
        columns()
          .map((c) => csvCell(c.value(e)))
          .join(','),
      ),
    );
  });

  it('refuses a window the report refuses before queueing anything', async () => {
    const res = await post('/payment-reconciliation/report/download', {
      ...window,
      end_date: addDays(today, 1),
    });
    expect(res.statusCode).toBe(422);
  });
});
