import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';
import { fillTemplate } from '../helpers/sheets';

/*
 * Spec 02 sections 2, 4, 5 and 8 and spec 03 section 4: the demo seller's Data Vault journey against the real
 * server: template → filled in → uploaded → seen in the grid → edited and saved → kept after a reload; a file
 * with an error row gets the error table; an export ends in a download through the shell's job poller.
 */

async function openDataVault(page: Page, type: string): Promise<void> {
  await page.goto('/data');
  await expect(page.getByRole('heading', { name: 'Data Vault' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Data Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill(text);
}

const nameCell = (row: Locator) => row.locator('[data-field="sku_name"]');

// The first upload on a fresh server starts the spreadsheet reader's worker thread, slow on a busy machine.
const UPLOAD_WAIT = { timeout: 90_000 };
test.setTimeout(240_000);

test('a seller uploads a filled-in template, edits the row in the grid, and exports it', async ({
  page,
}, info) => {
  await signIn(page, LOGINS.seller);
  await openDataVault(page, 'SKU');

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('SKU Template.xlsx');
  const code = `E2E-${Date.now()}`;
  const filled = info.outputPath('sku.xlsx');
  await fillTemplate(await template.path(), filled, [{ 'SKU Code': code, Name: 'E2E kettle' }]);

  await page.getByTestId('upload-input').setInputFiles(filled);
  await expect(page.getByText('File uploaded successfully')).toBeVisible(UPLOAD_WAIT);
  await expect(page.getByTestId('upload-file-name')).toHaveText('sku.xlsx');
  await expect(page.getByRole('button', { name: 'Change File' })).toBeVisible();

  await page.getByRole('button', { name: 'View Data' }).click();
  await search(page, code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(nameCell(row)).toHaveText('E2E kettle');
  await nameCell(row).dblclick();
  await nameCell(row).locator('input').fill('E2E kettle XL');
  await nameCell(row).locator('input').press('Enter');
  await expect(row.getByText('Unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();

  await page.reload();
  await openDataVault(page, 'SKU');
  await page.getByRole('button', { name: 'View Data' }).click();
  await search(page, code);
  await expect(nameCell(page.getByRole('row', { name: new RegExp(code) }))).toHaveText('E2E kettle XL');

  // The export of what the grid shows (this one SKU) ends in a download offered by the poller's toast.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const toast = page.getByText(/^Job for SKU export \(.+\) finished at /);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.notistack-SnackbarContainer').getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(readFileSync(await exported.path(), 'utf8')).toContain(code);
});

test('an upload with an error row names the errors and lists them by row', async ({ page }, info) => {
  await signIn(page, LOGINS.seller);
  await openDataVault(page, 'SKU');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  const bad = info.outputPath('bad.xlsx');
  await fillTemplate(await template.path(), bad, [{ Name: 'No code' }]);
  await page.getByTestId('upload-input').setInputFiles(bad);
  await expect(page.getByText(/^Found \d+ validation errors$/).first()).toBeVisible(UPLOAD_WAIT);
  const table = page.getByRole('table', { name: 'Upload errors' });
  await expect(table.getByRole('columnheader')).toHaveText(['Row', 'Error Message']);
  await expect(page.getByTestId('upload-error-row-2')).toContainText('SKU Code is required');
  await page.getByRole('button', { name: 'Clear Errors' }).click();
  await expect(table).toBeHidden();
});
