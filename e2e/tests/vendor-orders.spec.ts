import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';
import { fillTemplate, type SheetCell } from '../helpers/sheets';

/*
 * Spec 03 (Purchase Order Management, DF Orders Management) against the real server, as the Acme client admin
 * (the only demo login holding create:purchase_orders and create:df_orders; the Vendor Manager role is held by
 * generated users only): an NN purchase-order file with one bad row is refused with its row listed and nothing
 * written, the corrected file's lines are then in the grid with their fill rate; a DF file reports what it
 * inserted.
 */

type Cell = SheetCell;

async function chooseMarketplace(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function template(page: Page, expectedName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(expectedName);
  return download.path();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill(text);
}

const poLine = (po: string, nin: string, ordered: number, shipped: number): Record<string, Cell> => ({
  'Purchase Order ID': po,
  NIN: nin,
  'Purchase date': '2025-04-01',
  'Quantity ordered': ordered,
  'Quantity shipped': shipped,
  'Item price': 50,
  'Tax amount': 2.5,
  'Delivered amount': 20,
  'Buying cost': 30,
  'Currency Code': 'AED',
});

const dfLine = (id: string, asin: string, qty: number): Record<string, Cell> => ({
  'DF Order ID': id,
  'Shipment date': '2025-05-02',
  ASIN: asin,
  'MP SKU Code': `MS-${asin}`,
  'SKU Code': `SKU-${asin}`,
  'Quantity ordered': qty,
  'Item price': 20,
  'Currency Code': 'USD',
  'Tax amount': 2,
  'Buying cost': 9,
});

// The first upload on a fresh server starts the spreadsheet reader's worker thread, slow on a busy machine.
const UPLOAD_WAIT = { timeout: 90_000 };
test.setTimeout(240_000);

test('a vendor uploads NN purchase orders (a refused file first) and DF orders', async ({ page }, info) => {
  await signIn(page, LOGINS.admin);
  const code = `E2E${Date.now()}`;

  await page.goto('/purchase-orders/view');
  await expect(page.getByRole('heading', { name: 'Purchase Order Management' })).toBeVisible();
  await chooseMarketplace(page, 'Noon UAE');
  const poTemplate = await template(page, 'Noon UAE Purchase Orders Data Template.xlsx');

  const bad = info.outputPath('po-bad.xlsx');
  await fillTemplate(poTemplate, bad, [poLine(code, `${code}-N3`, 8, 2), { ...poLine(code, '', 3, 1) }]);
  await page.getByTestId('upload-input').setInputFiles(bad);
  await expect(page.getByText(/^Found \d+ validation errors\.$/).first()).toBeVisible(UPLOAD_WAIT);
  const errors = page.getByRole('table', { name: 'Upload errors' });
  await expect(errors.getByRole('columnheader')).toHaveText(['Row', 'Error Message']);
  await expect(page.getByTestId('upload-error-row-3')).toContainText(`PO ${code}: `);
  await expect(page.getByTestId('upload-error-row-3')).toContainText('NIN');

  const good = info.outputPath('po-good.xlsx');
  await fillTemplate(poTemplate, good, [poLine(code, `${code}-N1`, 10, 4), poLine(code, `${code}-N2`, 5, 5)]);
  await page.getByTestId('upload-input').setInputFiles(good);
  await expect(page.getByText('File uploaded and processed successfully.').first()).toBeVisible(UPLOAD_WAIT);
  await expect(errors).toBeHidden();

  await page.getByRole('button', { name: 'View Data' }).click();
  await search(page, code);
  const lines = page.getByRole('row', { name: new RegExp(code) });
  await expect(lines).toHaveCount(2);
  // The refused file's valid line was not written: only the corrected file's two NINs are there.
  await expect(page.getByRole('row', { name: new RegExp(`${code}-N3`) })).toHaveCount(0);
  // Fill rate of the PO: (4 + 5) shipped over (10 + 5) ordered, on each of its lines. It is the last column:
  // the grid renders only the columns in view, so scroll to it.
  await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  // The search keeps this PO's two lines only (the rows' names change as their first columns leave the view).
  await expect(page.getByRole('gridcell').and(page.locator('[data-field="fill_rate"]'))).toHaveText([
    '60.00%',
    '60.00%',
  ]);

  await page.goto('/df-orders');
  await expect(page.getByRole('heading', { name: 'DF Orders Management' })).toBeVisible();
  await chooseMarketplace(page, 'Amazon US');
  const dfTemplate = await template(page, 'Amazon US DF Orders Template.xlsx');
  const df = info.outputPath('df.xlsx');
  await fillTemplate(dfTemplate, df, [
    dfLine(`${code}-1`, 'B0E2E00001', 1),
    dfLine(`${code}-1`, 'B0E2E00002', 2),
    dfLine(`${code}-2`, 'B0E2E00001', 1),
  ]);
  await page.getByTestId('upload-input').setInputFiles(df);
  await expect(
    page.getByText('Upload completed successfully! Inserted 2 orders with 3 items.', { exact: true }),
  ).toBeVisible(UPLOAD_WAIT);
});
