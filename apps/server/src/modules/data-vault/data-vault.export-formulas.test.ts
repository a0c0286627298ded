/**
 * Issue 15: exports read back by a CSV parser and by a spreadsheet reader hold no formula, whatever text a
 * user stored: a bullet point or a shipping address with a line break followed by a formula, full-width and
 * leading-blank triggers.
 */
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  one,
  type VaultClient,
  vaultClient,
  vaultMarketplaces,
  vaultUser,
} from '../../../test/fixtures/data-vault';
import { createTaskTestApp, type TaskTestApp } from '../../../test/fixtures/tasks';

const BULLET = "Cotton\n@SUM(1+1)*cmd|' /C calc'!A0";
const ADDRESS = "1 Main St\r\n=cmd|' /C calc'!A0";
const OTHERS = ['a\r=1+1', '\uFF1D1+1', '  +1+1', '-2+3'];

let t: TaskTestApp;
let a: VaultClient;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTaskTestApp();
  const mp = await vaultMarketplaces(t);
  a = await vaultClient(t, mp);
  ({ headers } = await vaultUser(t, a.clientId, ['view:orders', 'view:sku'], [mp.az]));
  const [first, second, ...rest] = a.skuCodes;
  await t.db.execute(sql`update skus set bullet_points = array[${BULLET}]::text[],
    sku_name = ${OTHERS[0]} where client_id = ${a.clientId} and sku_code = ${first}`);
  await t.db.execute(sql`update skus set sku_name = ${OTHERS[1]}, manufacturer = ${OTHERS[2]},
    category = ${OTHERS[3]} where client_id = ${a.clientId} and sku_code = ${second}`);
  expect(rest.length).toBeGreaterThan(0);
  await t.db.execute(sql`update orders set shipping_address = ${ADDRESS} where client_id = ${a.clientId}`);
});
afterAll(() => t?.close());

async function exportText(path: string, query: Record<string, string>): Promise<string> {
  const q = new URLSearchParams({ client_id: String(a.clientId), download: 'true', ...query });
  const start = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers });
  expect(start.statusCode).toBe(200);
  const { task_id } = start.json() as { task_id: string };
  for (let i = 0; i < 120; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/tasks/task-status?client_id=${a.clientId}`,
      headers,
      payload: { task_ids: [task_id] },
    });
    const [s] = res.json() as { status: string; result: string | null }[];
    if (s?.status === 'SUCCESS') return (await t.app.inject({ method: 'GET', url: s.result as string })).body;
    if (s?.status === 'FAILURE') throw new Error('export failed');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

/** Every check a reader of the export could make: one record per row, no formula anywhere. */
function expectNoFormula(text: string, expectedRows: number) {
  const body = text.replace(/^\uFEFF/, '');
  const records: string[][] = parse(body);
  expect(records).toHaveLength(expectedRows + 1);
  const width = records[0]?.length;
  expect(records.every((r) => r.length === width)).toBe(true);

  const book = XLSX.read(Buffer.from(text, 'utf8'), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const formulas = Object.entries(sheet).filter(
    ([ref, c]) => !ref.startsWith('!') && (c as XLSX.CellObject).f,
  );
  expect(formulas).toEqual([]);

  const trigger = /^"?[ \u00A0\u3000\t]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
  expect(body.split(/\r\n|\n|\r/).filter((line) => trigger.test(line))).toEqual([]);
  return records;
}

describe('exports and formula injection', () => {
  it('GET /data/sku/download: a bullet point with a line break and a formula stays one quoted, inert cell', async () => {
    const text = await exportText('/data/sku/download', {});
    const records = expectNoFormula(text, a.skuCodes.length);
    const cells = records.flat();
    expect(cells).toContain("Cotton\n'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(cells).toContain("a\r'=1+1");
    expect(cells).toContain("'\uFF1D1+1");
    expect(cells).toContain("'  +1+1");
    expect(cells).toContain("'-2+3");
  });

  it('GET /az/data/orders/download: a shipping address with a formula after the line break is inert', async () => {
    const text = await exportText('/az/data/orders/download', { mp_id: String(a.mp.az) });
    const { n } = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders
        where client_id = ${a.clientId} and mp_id = ${a.mp.az} and order_type <> 'PO'`,
    );
    const records = expectNoFormula(text, n);
    const addressColumn = records[0]?.indexOf('Shipping Address') ?? -1;
    expect(addressColumn).toBeGreaterThanOrEqual(0);
    const addresses = records.slice(1).map((r) => r[addressColumn]);
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set(["1 Main St\r\n'=cmd|' /C calc'!A0"]));
  });
});
