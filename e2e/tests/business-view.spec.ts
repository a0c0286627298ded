import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 3 (spec 02 sections 2, 3, 5, 7 and 9): the demo seller opens Business View, is asked for a
 * marketplace first, generates the report of Amazon US for the last 30 days and reads its figures (sales in
 * dollars with 2 decimals, Buy Box, stock and marketing columns of an AZ marketplace), then exports the whole
 * report and downloads the CSV through the shell's job poller: it starts with the byte-order mark, its header is
 * the AZ columns and it holds as many rows as the report.
 */

const MARKETPLACE = 'Amazon US';
const DOLLARS = /^-?\$[\d,]+\.\d{2}$/;

test('a seller generates the business view of a marketplace, reads its figures and exports it', async ({
  as,
}) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/business-view');
  await expect(seller.getByRole('heading', { name: 'Business View' })).toBeVisible();

  // Generate without a marketplace: the spec's warning.
  await seller.getByRole('button', { name: 'Generate Report' }).click();
  await expect(seller.getByText('Please select marketplace and date range')).toBeVisible();

  // Amazon US, the last 30 days.
  const box = seller.getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(MARKETPLACE);
  await seller.getByRole('option', { name: MARKETPLACE }).click();
  await seller.getByRole('button', { name: 'Last 30 Days' }).click();
  await seller.getByRole('button', { name: 'Generate Report' }).click();

  const table = seller.getByRole('table', { name: 'Business view' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  for (const header of [
    'Retailer SKU',
    'Total Sales Amount',
    'Buy Box Win %',
    'Stock in P1 Warehouse',
    'Marketing Spend',
  ])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const headers = await table.getByRole('row').nth(1).getByRole('columnheader').allTextContents();
  const first = table.getByRole('row').nth(2);
  const cell = (h: string) => first.getByRole('cell').nth(headers.indexOf(h));
  // The default order puts the best seller first: it sold something, in dollars with 2 decimals.
  await expect(cell('Total Sales Amount')).toHaveText(DOLLARS);
  expect(Number((await cell('Total Sales Qty').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(cell('#')).toHaveText('1');
  // The demo's weekly Business Reports: the best seller had sessions, and a conversion.
  expect(Number((await cell('Sessions').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(cell('Conversion %')).toHaveText(/^\d+\.\d{2}%$/);
  const footer = (await seller.locator('.MuiTablePagination-displayedRows').textContent()) ?? '';
  const total = Number(/of\s+([\d,]+)/.exec(footer)?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(0);

  // Export: the job poller's toast offers the file.
  await seller.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(seller.getByText(/^Job for Business view Amazon US .+ finished at /)).toBeVisible({
    timeout: 60_000,
  });
  const [file] = await Promise.all([
    seller.waitForEvent('download'),
    seller.locator('.notistack-SnackbarContainer').getByRole('button', { name: 'Download' }).click(),
  ]);
  const bytes = readFileSync((await file.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');
  expect(lines[0]?.startsWith('row_number,retailer_sku,mp_sku_code,sku_code,title')).toBe(true);
  expect(lines[0]).toContain('buybox_win_percentage');
  expect(lines.length - 1).toBe(total);
});
