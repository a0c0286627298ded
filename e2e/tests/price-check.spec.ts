import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 2 (spec 02 sections 2, 3, 5, 8 and 9): the demo seller checks prices. On Price Check Analysis the
 * focused tab first asks for a marketplace, then shows Amazon US's focused SKUs with their buying price,
 * commission, selling price and profit, and downloads them as price_check_focused_{date}.csv holding every row
 * of the table; the ordered tab shows the order lines of the last 30 days with their order, brand, fees and
 * taxes, and downloads price_check_ordered_{date}.csv.
 */

const MARKETPLACE = 'Amazon US';
/** An amount in the marketplace currency with 2 decimals (Amazon US: $23.99). */
const MONEY = /^-?\$[\d,]+\.\d{2}$/;

async function chooseMarketplace(page: Page, form: string, name: string): Promise<void> {
  const box = page.getByRole('form', { name: form }).getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

/** The table's total from its footer ("1–10 of 37"). */
async function totalOf(page: Page): Promise<number> {
  const text =
    (await page.getByRole('tabpanel').locator('.MuiTablePagination-displayedRows').textContent())?.trim() ??
    '';
  return Number(/of\s+([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** Saves the tab's rows through Download CSV; answers the file's name and its lines. */
async function download(page: Page, form: string): Promise<{ name: string; lines: string[] }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('form', { name: form }).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  return { name: file.suggestedFilename(), lines: text.split('\r\n').filter((l) => l !== '') };
}

test('a seller checks the prices of focused and ordered SKUs and downloads both', async ({ as }) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/price-check');
  await expect(seller.getByRole('heading', { name: 'Price Check Analysis' })).toBeVisible();

  // Focused SKUs: a marketplace first; then the rows with their figures.
  const focused = 'Focused SKUs';
  await seller.getByRole('form', { name: focused }).getByRole('button', { name: 'Download CSV' }).click();
  await expect(seller.getByText('No data to download')).toBeVisible();
  await seller.getByRole('form', { name: focused }).getByRole('button', { name: 'Fetch Data' }).click();
  await expect(seller.getByText('Please select a marketplace')).toBeVisible();
  await chooseMarketplace(seller, focused, MARKETPLACE);
  await seller.getByRole('form', { name: focused }).getByRole('button', { name: 'Fetch Data' }).click();
  const table = seller.getByRole('table', { name: 'Focused SKU prices' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible({ timeout: 60_000 });
  const cells = first.getByRole('cell');
  await expect(cells).toHaveCount(8);
  await expect(cells.nth(5)).toHaveText(MONEY); // selling price
  const rows = await totalOf(seller);
  expect(rows).toBeGreaterThan(0);
  const focusedCsv = await download(seller, focused);
  expect(focusedCsv.name).toMatch(/^price_check_focused_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(focusedCsv.lines[0]).toBe(
    'asin,sku,title,buying_price,commission_fee,selling_price,profit,profit_percentage',
  );
  expect(focusedCsv.lines).toHaveLength(rows + 1);
  expect(focusedCsv.lines[1]).toContain((await cells.nth(0).textContent())?.trim() ?? '');

  // Ordered SKUs: the last 30 days (the tab's default range) of Amazon US.
  await seller.getByRole('tab', { name: 'Ordered SKUs' }).click();
  const ordered = 'Ordered SKUs';
  await seller.getByRole('form', { name: ordered }).getByRole('button', { name: 'Fetch Data' }).click();
  await expect(seller.getByText('Please fill all fields')).toBeVisible();
  await chooseMarketplace(seller, ordered, MARKETPLACE);
  await seller.getByRole('form', { name: ordered }).getByRole('button', { name: 'Fetch Data' }).click();
  const orders = seller.getByRole('table', { name: 'Ordered SKU prices' });
  const line = orders.getByRole('row').nth(1);
  await expect(line).toBeVisible({ timeout: 60_000 });
  await expect(line.getByRole('cell')).toHaveCount(13);
  await expect(line.getByRole('cell').nth(10)).toHaveText(MONEY); // selling price, tax included
  const orderedCsv = await download(seller, ordered);
  expect(orderedCsv.name).toMatch(/^price_check_ordered_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orderedCsv.lines[0]).toBe(
    'order_id,asin,sku,title,brand,buying_price,commission_fee,shipping_fee,taxes,other_fees,selling_price,profit,profit_percentage',
  );
  expect(orderedCsv.lines).toHaveLength((await totalOf(seller)) + 1);
  expect(orderedCsv.lines[1]?.split(',')[0]).toBe(
    (await line.getByRole('cell').first().textContent())?.trim(),
  );
});
