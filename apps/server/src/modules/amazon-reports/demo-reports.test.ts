import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { REPORT_HEADERS } from '../../../test/sp-api-fake';
import { writeOrderLines } from '../../db/facts';
import { marketplaceReports, settlements, stores } from '../../db/schema';
import { filesFor } from '../../platform/files';
import { amazonReportsRepository } from './amazon-reports.repository';
import { writeDemoReports } from './demo-reports';
import { reportImporter } from './report-import';

const dataDir = mkdtempSync(join(tmpdir(), 'md-demo-reports-'));
let t: TestApp;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  clientId = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({
    name: 'Amazon UK',
    short_code: 'AZ_UK',
    country_code: 'GB',
    currency_code: 'GBP',
    website_url: 'https://www.amazon.co.uk',
  });
  await t.db.insert(stores).values({
    client_id: clientId,
    mp_id: mp.pk_mp_id,
    seller_id: 'A2UK',
    store_name: 'Demo UK',
    account_type: 'seller',
  });
  await writeOrderLines(t.db, clientId, [
    {
      mp_id: mp.pk_mp_id,
      order_id: '203-1',
      order_item_id: 'SKU-1',
      identifier: 'B01',
      sku_code: 'SKU-1',
      purchase_date: '2025-03-01',
      quantity_ordered: 2,
      item_price: 25,
      currency_code: 'GBP',
      is_fba: true,
      order_status: 'Shipped',
    },
    {
      mp_id: mp.pk_mp_id,
      order_id: '203-2',
      order_item_id: 'SKU-2',
      identifier: 'B02',
      sku_code: 'SKU-2',
      purchase_date: '2025-03-08',
      quantity_ordered: 1,
      item_price: 9.5,
      currency_code: 'GBP',
      is_fba: false,
      order_status: 'Shipped',
    },
  ]);
  const line = {
    client_id: clientId,
    mp_id: mp.pk_mp_id,
    settlement_id: '555',
    start_date: '2025-02-24',
    end_date: '2025-03-06',
    deposit_date: '2025-03-08',
    amount_total: '20.10',
    currency_code: 'GBP',
    transaction_type: 'Order',
    order_id: '203-1',
    sku_code: 'SKU-1',
    quantity: 2,
  };
  await t.db.insert(settlements).values([
    { ...line, amount_type: 'ItemPrice', amount_description: 'Principal', amount: '25.00' },
    { ...line, amount_type: 'ItemFees', amount_description: 'Commission', amount: '-4.90' },
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('writeDemoReports', () => {
  it("writes weekly all-orders and settlement files in Amazon's column order, recorded IMPORTED, once", async () => {
    expect(await writeDemoReports({ db: t.db, config: t.config })).toBe(5);
    expect(await writeDemoReports({ db: t.db, config: t.config })).toBe(0);
    const rows = await t.db
      .select()
      .from(marketplaceReports)
      .where(eq(marketplaceReports.client_id, clientId))
      .orderBy(marketplaceReports.id);
    expect(rows.map((r) => [r.report_type, r.status, r.imported_rows])).toEqual([
      ['GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL', 'IMPORTED', 0],
      ['GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL', 'IMPORTED', 0],
      ['GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL', 'IMPORTED', 1],
      ['GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL', 'IMPORTED', 1],
      ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE', 'IMPORTED', 2],
    ]);
    const files = filesFor({ config: t.config, db: t.db });
    for (const r of rows) {
      const content = await text((await files.openFile(clientId, r.file_id!)).stream);
      expect(content.split('\n')[0]!.split('\t')).toEqual(REPORT_HEADERS[r.report_type]);
    }
    expect((await files.findFile(clientId, rows[3]!.file_id!)).name).toBe(
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL_2025-03-08.txt',
    );
  });

  it('writes files the connector’s import reads back without changing a row (they are the history)', async () => {
    const repo = amazonReportsRepository(t.db);
    const files = filesFor({ config: t.config, db: t.db });
    const importer = reportImporter({ db: t.db, files, repo });
    const rows = await t.db
      .select()
      .from(marketplaceReports)
      .where(eq(marketplaceReports.client_id, clientId))
      .orderBy(marketplaceReports.id);
    for (const r of [rows[2]!, rows[4]!]) {
      const { file, stream } = await files.openFile(clientId, r.file_id!);
      const outcome = await importer.import(r, Buffer.from(await text(stream)), file.name, new Date());
      expect(outcome).toEqual({ status: 'IMPORTED', rows: r.imported_rows });
    }
  });
});
