import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 6 (spec 03 sections 2, 5, 7, 8 and 9): the demo seller reviews a warehouse. Generate without a
 * warehouse asks for one; with Acme East Coast DC and the Last 30 Days shortcut (against the 30 days before)
 * the Summary shows its cards and the grouped grid its SKUs with their figures; Download CSV runs in the
 * background and ends in a file whose rows are the grid's SKUs under the grouped header.
 */

const WAREHOUSE = 'Acme East Coast DC';

test('a seller generates review data for a warehouse and two periods, reads the figures and downloads them', async ({
  as,
}) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/review-data');
  await expect(seller.getByRole('heading', { name: 'Review Data' })).toBeVisible();
  await expect(seller.getByText('Select a warehouse and both periods, then Generate.')).toBeVisible();

  await seller.getByRole('button', { name: 'Generate' }).click();
  await expect(seller.getByText('Please select a warehouse and both date ranges.')).toBeVisible();

  await seller.getByRole('combobox', { name: 'Warehouse' }).click();
  await seller.getByRole('option', { name: WAREHOUSE }).click();
  await seller.getByRole('button', { name: 'Last 30 Days' }).click();
  await seller.getByRole('button', { name: 'Generate' }).click();

  // The summary: every card, a positive SKU count and current sales in dollars.
  for (const card of [
    'Total SKUs',
    'Total Stock',
    'Current Sales',
    'Sales Growth',
    'Units Growth',
    'Payments',
    'Loss & Returns',
    'Marketplaces',
  ]) {
    await expect(seller.getByRole('region', { name: card })).toBeVisible({ timeout: 60_000 });
  }
  await expect(seller.getByTestId('summary-skus')).toHaveText(/^[1-9][\d,]*$/);
  await expect(seller.getByTestId('summary-sales')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  // The grid: the spec's groups over the columns, a page of SKUs with money and percentages.
  const table = seller.getByRole('table', { name: 'Review data' });
  await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText([
    'SKU Information',
    'Inventory',
    'Purchase Orders',
    'Sales',
    'DF Sales',
    'Payments',
    'Amazon Ranking',
    'Marketing',
  ]);
  const first = table.getByRole('row').nth(2);
  await expect(first).toBeVisible({ timeout: 60_000 });
  const skuCode = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(skuCode).not.toBe('');
  await expect(table).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(table).toContainText(/\d+\.\d{2}%/);

  // Download CSV: a background task; its file holds the grid's SKUs under the grouped header, with a BOM.
  await seller.getByRole('button', { name: 'Download CSV' }).click();
  await expect(seller.getByText(/^Job for Review data \(.+\) finished at /)).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([
    seller.waitForEvent('download'),
    seller.locator('.notistack-SnackbarContainer').getByRole('button', { name: 'Download' }).click(),
  ]);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text
    .slice(1)
    .split('\r\n')
    .filter((l) => l !== '');
  expect(lines[0]).toContain('SKU Information: SKU Code');
  expect(lines[0]).toContain('Marketing: ACOS (Curr)');
  expect(lines.some((l) => l.startsWith(`${skuCode},`) || l.startsWith(`"${skuCode}"`))).toBe(true);
});
