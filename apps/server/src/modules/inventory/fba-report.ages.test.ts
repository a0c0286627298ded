import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventorySetup } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { REPORT_HEADERS } from '../../../test/sp-api-fake';
import { rowsOf } from '../../db/facts/executor';
import { filesFor } from '../../platform/files';
import { FBA_INVENTORY_REPORT, importFbaInventory } from './fba-import';

/**
 * Stock age (issue 20, Review Data): the FBA report reader keeps Amazon's inv-age columns when the file carries
 * them beside the MYI ones (91-180 days as is, the older buckets summed); a file without them leaves the ages
 * unknown (null), never 0.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;

const AGES = [
  'inv-age-91-to-180-days',
  'inv-age-181-to-270-days',
  'inv-age-271-to-365-days',
  'inv-age-365-plus-days',
];

function file(lines: Record<string, string>[], withAges: boolean): Buffer {
  const header = [...REPORT_HEADERS[FBA_INVENTORY_REPORT]!, ...(withAges ? AGES : [])];
  return Buffer.from(
    `${[header, ...lines.map((l) => header.map((h) => l[h] ?? ''))].map((r) => r.join('\t')).join('\n')}\n`,
  );
}
const run = (text: Buffer) =>
  importFbaInventory(
    { db: t.db, files: filesFor({ config: t.config, db: t.db }) },
    { client_id: s.clientId, mp_id: s.az, store_id: s.ownStore.pk_store_id, data_end_time: null },
    { name: `${FBA_INVENTORY_REPORT}_2025-03-09.txt`, text, now: new Date('2025-03-10T00:00:00Z') },
  );
const ages = () =>
  rowsOf<Record<string, unknown>>(
    t.db,
    sql`select sku_code, aged_91_180, aged_181_plus from fba_stock where client_id = ${s.clientId}::int order by sku_code`,
  );

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
});
afterAll(() => t?.close());

describe('FBA report stock age', () => {
  it('reads the inv-age columns when present and leaves the ages null without them', async () => {
    const mug = {
      sku: 'MUG',
      'afn-fulfillable-quantity': '10',
      'inv-age-91-to-180-days': '4',
      'inv-age-181-to-270-days': '2',
      'inv-age-365-plus-days': '1',
    };
    const cup = { sku: 'CUP', 'afn-fulfillable-quantity': '3' };
    expect(await run(file([mug, cup], true))).toMatchObject({ status: 'IMPORTED', rows: 2 });
    expect(await ages()).toEqual([
      { sku_code: 'CUP', aged_91_180: null, aged_181_plus: null },
      { sku_code: 'MUG', aged_91_180: 4, aged_181_plus: 3 },
    ]);
    expect(await run(file([mug], false))).toMatchObject({ status: 'IMPORTED', rows: 1 });
    expect(await ages()).toEqual([{ sku_code: 'MUG', aged_91_180: null, aged_181_plus: null }]);
  });

  it('refuses an age that is not a whole number', async () => {
    const bad = { sku: 'MUG', 'afn-fulfillable-quantity': '1', 'inv-age-91-to-180-days': 'old' };
    const outcome = await run(file([bad], true));
    expect(outcome).toMatchObject({ status: 'FAILED' });
    expect((outcome as { error: string }).error).toContain('inv-age-91-to-180-days');
  });
});
