import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_DATA, xlsxOf } from '../../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { apiModules } from '../../../app';
import { openSpreadsheet, readSpreadsheet } from '../../../platform/spreadsheets';
import { ticketFilesModule } from '.';

let t: TestApp;
let clientId: number;
let other: number;
let viewer: Record<string, string>;
let stranger: Record<string, string>;
let noTypes: Record<string, string>;

const sheet = (header: string[], rows: (string | number | null)[][]) => xlsxOf(header, rows, 'Items');

function call(
  who: Record<string, string>,
  path: string,
  q: Record<string, string> = {},
  file?: [Buffer, string],
) {
  const params = new URLSearchParams({ client_id: String(clientId), ...q });
  let payload: FormData | undefined;
  if (file) {
    payload = new FormData();
    payload.append('file', new Blob([new Uint8Array(file[0])]), file[1]);
  }
  return t.app.inject({
    method: file ? 'POST' : 'GET',
    url: `${path}?${params}`,
    headers: who,
    payload: payload as never,
  });
}
const rows = (file: Buffer, name: string, type?: string) =>
  call(viewer, '/tickets/file/rows', type ? { ticket_type_id: type } : {}, [file, name]);

beforeAll(async () => {
  const hasModule = apiModules.includes(ticketFilesModule);
  t = await createTestApp({ modules: hasModule ? apiModules : [...apiModules, ticketFilesModule] });
  clientId = (await t.make.client()).pk_client_id;
  other = (await t.make.client()).pk_client_id;
  const types = ['T1', 'T8', 'T9', 'T10'].map((id) => `access:tickets:type:${id}`);
  viewer = await t.auth((await t.make.member(clientId, { permissions: ['view:tickets', ...types] })).user.id);
  noTypes = await t.auth((await t.make.member(clientId, { permissions: ['view:tickets'] })).user.id);
  stranger = await t.auth((await t.make.member(clientId, { permissions: ['view:sku'] })).user.id);
});
afterAll(() => t?.close());

describe('GET /tickets/template', () => {
  it("answers '{type name}_Template.xlsx' with retailer_sku and comments", async () => {
    const res = await call(viewer, '/tickets/template', { ticket_type_id: 'T1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Listing Content Update_Template.xlsx');
    const read = await readSpreadsheet({ buffer: res.rawPayload, fileName: 'x.xlsx' });
    expect(read.header).toEqual(['retailer_sku', 'comments']);
    expect(read.rows).toEqual([]);
    const t9 = await call(viewer, '/tickets/template', { ticket_type_id: 'T9' });
    expect(t9.headers['content-disposition']).toContain('SKU Analysis Request_Template.xlsx');
  });

  it('refuses a type without a file, a caller without view:tickets and another client', async () => {
    expect((await call(viewer, '/tickets/template', { ticket_type_id: 'T8' })).statusCode).toBe(404);
    expect((await call(stranger, '/tickets/template', { ticket_type_id: 'T1' })).statusCode).toBe(403);
    expect((await call(noTypes, '/tickets/template', { ticket_type_id: 'T1' })).statusCode).toBe(404);
    const res = await t.app.inject({
      url: `/tickets/template?client_id=${other}&ticket_type_id=T1`,
      headers: viewer,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /tickets/file/rows', () => {
  it('answers the columns and rows of a T1 file (numbers stay numbers, empty cells null)', async () => {
    const res = await rows(
      await sheet(
        ['retailer_sku', 'comments'],
        [
          ['SKU-1', 'fix title'],
          [4711, null],
        ],
      ),
      'a.xlsx',
      'T1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      columns: ['retailer_sku', 'comments'],
      rows: [
        { retailer_sku: 'SKU-1', comments: 'fix title' },
        { retailer_sku: 4711, comments: null },
      ],
    });
  });

  it("T1 refuses a missing or an unexpected column with the spec's texts", async () => {
    const missing = await rows(await sheet(['retailer_sku'], [['A']]), 'a.xlsx', 'T1');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(TICKET_TEXT.missingColumn('comments'));
    const extra = await rows(
      await sheet(['retailer_sku', 'comments', 'asin'], [['A', '', 'B0']]),
      'a.xlsx',
      'T1',
    );
    expect(extra.json().detail).toBe(
      'Unexpected column found in uploaded file: "asin". Please use the provided template.',
    );
  });

  it('every row needs a retailer_sku; T9 and T10 need the column', async () => {
    const gap = await rows(
      await sheet(
        ['retailer_sku', 'comments'],
        [
          ['A', 'x'],
          [null, 'y'],
        ],
      ),
      'a.xlsx',
      'T1',
    );
    expect(gap.json().detail).toBe('Row 2 is missing a value for the required field "retailer_sku".');
    const t9 = await rows(await sheet(['sku', 'comments'], [['A', 'x']]), 'a.xlsx', 'T9');
    expect(t9.json().detail).toBe('Uploaded file is missing the required "retailer_sku" column.');
    const t10 = await rows(
      await sheet(['retailer_sku', 'notes', 'more'], [['A', 'x', 'y']]),
      'a.xlsx',
      'T10',
    );
    expect(t10.statusCode).toBe(200); // T10 takes other columns besides
  });

  it("an empty or unparsable file gets the spec's texts", async () => {
    const zero = await rows(Buffer.alloc(0), 'a.xlsx', 'T1');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().detail).toBe('The uploaded file is empty.');
    const headerOnly = await rows(await sheet(['retailer_sku', 'comments'], []), 'a.xlsx', 'T1');
    expect(headerOnly.json().detail).toBe('The uploaded file is empty.');
    const junk = await rows(Buffer.from('this is not a workbook at all'), 'a.xlsx', 'T1');
    expect(junk.statusCode).toBe(422);
    expect(junk.json().detail).toBe("Failed to parse the Excel file. Please ensure it's a valid format.");
    expect((await rows(Buffer.from('a,b\n1,2\n'), 'a.txt')).statusCode).toBe(400);
  });

  it('reads .csv and a legacy .xls (Excel BIFF5) without a type: just the columns and rows', async () => {
    const csv = await rows(Buffer.from('retailer_sku,comments\nSKU-9,"a, b"\n'), 'a.csv', 'T1');
    expect(csv.json()).toEqual({
      columns: ['retailer_sku', 'comments'],
      rows: [{ retailer_sku: 'SKU-9', comments: 'a, b' }],
    });
    const xls = readFileSync(join(SHARED_DATA, 'xls-quirks', 'biff5_write.xls'));
    const res = await rows(xls, 'biff5_write.xls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().columns).toEqual(['1', '2', '3']);
    expect(res.json().rows).toContainEqual({ '1': 'foo', '2': 'bar', '3': '2014-02-19T14:30:00' });
    expect((await rows(xls, 'biff5_write.xls', 'T9')).json().detail).toBe(TICKET_TEXT.missingSkuColumn);
  });

  it("takes one of the client's reading turns (429 when they are all taken); a cell too long is 413", async () => {
    const file = await sheet(['retailer_sku', 'comments'], [['A', 'b']]);
    const input = { buffer: file, fileName: 'held.xlsx' };
    const held = [await openSpreadsheet(input, { clientId }), await openSpreadsheet(input, { clientId })];
    const waiting = [openSpreadsheet(input, { clientId }), openSpreadsheet(input, { clientId })];
    const busy = await rows(file, 'a.xlsx', 'T1');
    expect([busy.statusCode, busy.json().detail]).toEqual([
      429,
      '2 files of this client are being read right now, the most one client may have read at once. Upload this file again when they are done.',
    ]);
    for (const stream of held) await stream.close();
    for (const stream of await Promise.all(waiting)) await stream.close();
    expect((await rows(file, 'a.xlsx', 'T1')).statusCode).toBe(200);

    const long = await rows(Buffer.from(`retailer_sku,comments\nA,${'c'.repeat(40_000)}\n`), 'a.csv', 'T1');
    expect([long.statusCode, long.json().detail]).toEqual([
      413,
      'Cell B2 holds more than 32,767 characters, more than an Excel cell can hold. Shorten that text and upload the file again.',
    ]);
  }, 120_000);

  it('needs view:tickets, and a type the caller may see', async () => {
    const res = await call(stranger, '/tickets/file/rows', {}, [await sheet(['a'], [['b']]), 'a.xlsx']);
    expect(res.statusCode).toBe(403);
    const file = await sheet(['retailer_sku', 'comments'], [['A', 'b']]);
    expect(
      (await call(noTypes, '/tickets/file/rows', { ticket_type_id: 'T1' }, [file, 'a.xlsx'])).statusCode,
    ).toBe(404);
    expect((await call(noTypes, '/tickets/file/rows', {}, [file, 'a.xlsx'])).statusCode).toBe(200);
  });
});
