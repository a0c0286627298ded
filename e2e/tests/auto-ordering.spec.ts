import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 7 (spec 03 sections 2, 5, 7 and 9): the seller opens Auto Ordering, picks a demo warehouse and
 * fetches the report for the default window (the last 60 days) and 30 coverage days. The grid shows its SKUs
 * with the forecast order, the working and the forecast's measured accuracy (model and MASE) as columns, and
 * Replen Status for sku_cost_status, without fk_sku_id and brand_id. A search narrows the rows to one SKU,
 * and Download saves exactly the rows shown.
 */

const WAREHOUSE = 'Acme East Coast DC';

test('a seller reads the forecast orders of a warehouse with their accuracy, searches and downloads them', async ({
  as,
}) => {
  const seller = await as('seller');
  await seller.goto('/forcast-working');
  await expect(seller.getByRole('heading', { name: 'Auto Ordering' })).toBeVisible();

  await seller.getByRole('combobox', { name: 'Warehouse' }).click();
  await seller.getByRole('option', { name: WAREHOUSE }).click();
  await seller.getByLabel('Coverage Days').fill('30');
  await seller.getByRole('button', { name: 'Fetch Report' }).click();

  const grid = seller.getByTestId('auto-ordering-grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 120_000 });
  const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  // Labels, not field names (issue 29 item 6).
  for (const h of [
    'SKU Code',
    'Replen Status',
    'Forecast Order',
    'Lead-Time Demand',
    'Safety Stock',
    'Open PO Units',
    'Forecast Model',
    'Forecast MASE',
  ]) {
    expect(headers).toContain(h);
  }
  expect(headers).not.toContain('fk_sku_id');
  expect(headers).not.toContain('brand_id');
  expect(headers).not.toContain('sku_cost_status');
  // Amazon's restock advice (the demo's restock report of Amazon US) beside the forecast order.
  expect(headers.indexOf('Amazon Recommended Order')).toBe(headers.indexOf('Forecast Order') + 1);
  expect(headers).toContain('Forecast − Amazon');
  const advice = await grid
    .locator('[data-field="amazon_recommended_order"][role="gridcell"]')
    .allInnerTexts();
  expect(advice.some((a) => a.trim() !== '')).toBe(true);

  // Every SKU on the page has a model; a SKU that sells has a measured MASE.
  const col = (name: string) => headers.indexOf(name);
  const first = (await grid.getByRole('row').nth(1).getByRole('gridcell').allInnerTexts()).map((t) =>
    t.trim(),
  );
  const code = first[col('SKU Code')]!;
  expect(first[col('Forecast Model')]).not.toBe('');
  expect(Number(first[col('Forecast Order')]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(0);
  const mases = await grid.locator(`[data-field="forecast_mase"][role="gridcell"]`).allInnerTexts();
  expect(mases.some((m) => Number(m) > 0)).toBe(true);

  // Search: only the SKU typed is left.
  await seller.getByLabel('Search in results').fill(code);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText(code);

  const download = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'Download' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  const lines = file.split('\r\n');
  expect(lines[0]).toContain('Replen Status');
  expect(lines[0]).toContain('forecast_mase');
  expect(lines[0]).not.toContain('fk_sku_id');
  expect(lines).toHaveLength(2);
  expect(lines[1]!.split(',')).toContain(code);
});
