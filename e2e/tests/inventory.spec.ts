import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { LOGINS, signIn } from '../helpers/app';

/*
 * Spec 02 Inventory Upload and Inventory & Reports against the real server, as the Acme client admin (the only
 * demo login holding both the inventory module and view:tickets; the Vendor Manager role is held by generated
 * users only): a stock file made from the downloaded template is uploaded for Otto Germany, the stock call then
 * answers its quantity in the marketplace's warehouse, and the file is in Inventory Update Logs, where a SKU
 * search finds its row.
 */

const UPLOAD_WAIT = { timeout: 90_000 };
test.setTimeout(240_000);

/** The current stock of a SKU as the server answers it, with the page's own session. */
async function stockOf(page: Page, sku: string): Promise<{ warehouse: string; quantity: number }[]> {
  return page.evaluate(async (code) => {
    const token = localStorage.getItem('marketdesk.access_token');
    const client = localStorage.getItem('marketdesk.selected_client_id');
    const res = await fetch(`/inventory/stock?client_id=${client}&sku_code=${encodeURIComponent(code)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()).warehouses;
  }, sku);
}

test('an inventory upload changes the stock and is found in Inventory Update Logs', async ({
  page,
}, info) => {
  await signIn(page, LOGINS.admin);
  const code = `E2E-INV-${Date.now()}`;
  expect(await stockOf(page, code)).toEqual([]);

  await page.goto('/inventory-upload');
  await expect(page.getByRole('heading', { name: 'Inventory Upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Data' }).click();
  await expect(page.getByText('Please select a marketplace first').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: 'Otto Germany', exact: true }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Otto Germany Inventory Template.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').trim());
  expect(headers.filter(Boolean)).toEqual([
    'Ops_SKU_Code',
    'MP_SKU_Code',
    'Retailer_SKU_Code',
    'Quantity',
    'Warehouse',
  ]);
  sheet.getRow(2).getCell(headers.indexOf('Ops_SKU_Code')).value = code;
  sheet.getRow(2).getCell(headers.indexOf('MP_SKU_Code')).value = `${code}-MP`;
  sheet.getRow(2).getCell(headers.indexOf('Quantity')).value = 37;
  // Named, not left to the marketplace's first-ranked warehouse: the credentials journey re-ranks Otto's.
  sheet.getRow(2).getCell(headers.indexOf('Warehouse')).value = 'Acme Rhine Hub';
  const file = info.outputPath('stock.xlsx');
  await book.xlsx.writeFile(file);

  await page.getByTestId('upload-input').setInputFiles(file);
  await expect(page.getByText('Upload completed successfully').first()).toBeVisible(UPLOAD_WAIT);
  // The named warehouse now holds 37 of the SKU, and no other does.
  expect(await stockOf(page, code)).toEqual([
    expect.objectContaining({ warehouse: 'Acme Rhine Hub', quantity: 37 }),
  ]);

  await page.goto('/inventory-tracking');
  await expect(page.getByRole('heading', { name: 'Inventory & Reports' })).toBeVisible();
  const newest = page.getByTestId('inventory-file').first();
  await expect(newest).toContainText('stock.xlsx');
  await expect(newest).toContainText('Otto Germany');
  await page.getByRole('textbox', { name: 'Search SKU' }).fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const hit = page.getByTestId('search-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText(code);
  await expect(hit).toContainText('37');
  await newest.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('table', { name: 'File content' })).toContainText(`${code}-MP`);
});

/** Seller Central's excess inventory download as Amazon writes it: every field quoted, Windows-1252, `USD 58.89`. */
const EXCESS = [
  ['Date', 'MSKU', 'FNSKU', 'Asin', 'Product Name', 'Condition', 'Fulfilled By', 'Total Quantity (Sellable)'],
  ['Estimated Excess', 'Days Of Supply', 'Excess Threshold', 'Units Sold - Last 7 Days', 'Your Price'],
].flat();

test("Seller Central's FBA planning report is read on an Amazon marketplace, an unknown file refused", async ({
  page,
}) => {
  await signIn(page, LOGINS.admin);
  await page.goto('/inventory-upload');
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: 'Amazon US', exact: true }).click();
  const panel = page.getByTestId('fba-planning-upload');
  await expect(panel).toContainText('FBA planning reports');
  const code = `E2E-FBA-${Date.now()}`;
  const row = (sku: string, sellable: number, excess: number) => [
    '2026-11-29',
    sku,
    'X00E2E',
    'B0E2E',
    'Café mug, 2 pcs',
    'New',
    'Amazon',
    sellable,
    excess,
    240,
    90,
    3,
    'USD 58.89',
  ];
  const csv = [EXCESS, row(`${code}-1`, 300, 210), row(`${code}-2`, 45, 0)]
    .map((r) => r.map((v) => `"${v}"`).join(','))
    .join('\r\n');
  await page
    .getByTestId('fba-planning-input')
    .setInputFiles({ name: 'Excess.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await expect(page.getByTestId('fba-planning-result')).toHaveText(
    /^Excess inventory report read: 2 rows, 345 sellable units: \d+ new, \d+ changed, \d+ unchanged, \d+ no longer listed\.$/,
    UPLOAD_WAIT,
  );

  await page.getByTestId('fba-planning-input').setInputFiles({
    name: 'Orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('"order-id","sku"\r\n"1","A"\r\n'),
  });
  await expect(page.getByTestId('fba-planning-failure')).toContainText(
    'This file is not an FBA planning report: its header is order-id, sku.',
    UPLOAD_WAIT,
  );
});
