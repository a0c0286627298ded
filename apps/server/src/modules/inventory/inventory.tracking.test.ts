import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, HEADER, inventorySetup, member, xlsx } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;
let tracker: Caller;
let noTickets: Caller;
let req: ReturnType<typeof call>;
let path: string;
let theirPath: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  req = call(t, s.clientId);
  const uploader = await member(t, s.clientId, ['inventory:upload'], [s.ot]);
  tracker = await member(t, s.clientId, ['view:tickets'], []);
  noTickets = await member(t, s.clientId, ['inventory:upload'], [s.ot]);
  const up = await req(
    'POST',
    '/inventory/upload',
    uploader,
    { mp_id: s.ot },
    await xlsx(HEADER, [
      ['ALPHA-100', 'MP-ALPHA', 'B0ALPHA', 4, ''],
      ['BETA-200', '', '', 9, ''],
    ]),
  );
  expect(up.statusCode, up.body).toBe(200);
  const outsider = await member(t, s.other, ['inventory:upload', 'view:tickets'], [s.ot]);
  const theirs = await call(t, s.other)(
    'POST',
    '/inventory/upload',
    outsider,
    { mp_id: s.ot },
    await xlsx(HEADER, [['ALPHA-999', '', '', 1, '']]),
  );
  expect(theirs.statusCode, theirs.body).toBe(200);
  const list = await call(t, s.other)('GET', '/inventory-tracking/files', outsider, {});
  expect(list.statusCode, list.body).toBe(200);
  theirPath = list.json().items[0].path;
});
afterAll(() => t?.close());

describe('GET /inventory-tracking/files', () => {
  it('pages the client’s files from 1 with the spec’s fields', async () => {
    const res = await req('GET', '/inventory-tracking/files', tracker, { page: 1, size: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      marketplace: expect.stringContaining('Otto'),
      filename: 'stock.xlsx',
    });
    expect(body.items[0].size).toBeGreaterThan(0);
    path = body.items[0].path;
    expect(
      (await req('GET', '/inventory-tracking/files', tracker, { page: 2, size: 10 })).json().items,
    ).toEqual([]);
  });
  it('needs view:tickets and membership', async () => {
    expect((await req('GET', '/inventory-tracking/files', noTickets, {})).statusCode).toBe(403);
    expect((await call(t, s.other)('GET', '/inventory-tracking/files', tracker, {})).statusCode).toBe(403);
  });
});

describe('GET /inventory-tracking/search', () => {
  it('finds the row in the client’s files by any of its codes, never another client’s', async () => {
    const res = await req('GET', '/inventory-tracking/search', tracker, { sku: 'alpha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        filename: 'stock.xlsx',
        path,
        found_in_row: {
          row: 2,
          Ops_SKU_Code: 'ALPHA-100',
          MP_SKU_Code: 'MP-ALPHA',
          Retailer_SKU_Code: 'B0ALPHA',
          Quantity: 4,
        },
      },
    ]);
    expect((await req('GET', '/inventory-tracking/search', tracker, { sku: '%_%' })).json()).toEqual([]);
  });
  it('needs at least 3 characters', async () => {
    const res = await req('GET', '/inventory-tracking/search', tracker, { sku: 'al' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Search term must be at least 3 characters long.');
  });
});

describe('files/content and files/download', () => {
  it('answer the rows and a signed link that downloads the file without a token', async () => {
    const content = await req('GET', '/inventory-tracking/files/content', tracker, { filepath: path });
    expect(content.statusCode).toBe(200);
    expect(content.json().rows.map((r: { Ops_SKU_Code: string }) => r.Ops_SKU_Code)).toEqual([
      'ALPHA-100',
      'BETA-200',
    ]);
    const link = await req('GET', '/inventory-tracking/files/download', tracker, { filepath: path });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json().path });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  const bad = () => [
    theirPath,
    '../../etc/passwd',
    '/etc/passwd',
    'inventory/../../etc/passwd',
    `${path}/..`,
    path.replace(/\/[^/]+$/, '/other.xlsx'),
    path.replace(/^inventory\/\d+/, 'inventory/999999'),
    `..\\${path}`,
    '',
  ];
  it('refuse every path that is not one of the client’s files, revealing nothing', async () => {
    for (const filepath of bad()) {
      for (const op of ['content', 'download']) {
        const res = await req('GET', `/inventory-tracking/files/${op}`, tracker, { filepath });
        expect([403, 404], `${op} ${filepath}`).toContain(res.statusCode);
        expect(res.body).not.toContain('ALPHA-999');
        expect(res.body).not.toContain('/files/download');
      }
    }
  });
  it('need view:tickets', async () => {
    expect(
      (await req('GET', '/inventory-tracking/files/content', noTickets, { filepath: path })).statusCode,
    ).toBe(403);
    expect(
      (await req('GET', '/inventory-tracking/files/download', noTickets, { filepath: path })).statusCode,
    ).toBe(403);
  });
});
