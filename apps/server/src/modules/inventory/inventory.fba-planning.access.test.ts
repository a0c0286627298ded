import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCsv, INVENTORY_AGE_HEADER } from '../../../test/fixtures/fba-planning';
import { type Caller, call, inventorySetup, member } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';

/**
 * Who may upload an FBA planning report: the module `inventory`, a marketplace assigned to the user, a client
 * the user belongs to. A refused caller's file is never read, and nothing of it is stored anywhere.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;
const who: Record<string, Caller> = {};

const FILE = consoleCsv(INVENTORY_AGE_HEADER, [
  {
    values: {
      sku: 'ACC-1',
      'avaliable-quantity(sellable)': '5',
      'inv-age-0-to-90-days': '5',
      'inv-age-91-to-180-days': '0',
      'inv-age-181-to-270-days': '0',
      'inv-age-271-to-365-days': '0',
      'inv-age-365-plus-days': '0',
    },
  },
]);

const upload = (caller: Caller | null, clientId = s.clientId) =>
  call(t, clientId)(
    'POST',
    '/inventory/fba-planning/upload',
    caller ?? { id: 0, headers: {} },
    { mp_id: s.az },
    FILE,
    'age.csv',
  );

const storedRows = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from fba_planning where sku_code = 'ACC-1'`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  who.uploader = await member(t, s.clientId, ['inventory:upload'], [s.az]);
  who.noModule = await member(t, s.clientId, ['view:tickets'], [s.az]);
  who.otherMarketplace = await member(t, s.clientId, ['inventory:upload'], [s.ot]);
  who.outsider = await member(t, s.other, ['inventory:upload'], [s.az]);
});
afterAll(() => t?.close());

describe('POST /inventory/fba-planning/upload access', () => {
  it('refuses without a sign-in, without the module, on an unassigned marketplace, for another client', async () => {
    expect((await upload(null)).statusCode).toBe(401);
    expect((await upload(who.noModule!)).statusCode).toBe(403);
    expect((await upload(who.otherMarketplace!)).statusCode).toBe(403);
    // A member of another client names this client: 403, whatever the file.
    expect((await upload(who.outsider!)).statusCode).toBe(403);
    expect(await storedRows()).toBe(0);
  });

  it("writes the caller's client only", async () => {
    const res = await upload(who.uploader!);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf<{ client_id: number }>(
      t.db,
      sql`select client_id from fba_planning where sku_code = 'ACC-1'`,
    );
    expect(rows).toEqual([{ client_id: s.clientId }]);
  });
});
