import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 5 (spec 03 sections 2-9): the demo seller opens Partner View, is asked for a warehouse first,
 * generates the report of Acme East Coast DC for the last 30 days (the default) and reads the summary cards,
 * which equal what the API answers for the same request; the marketplace table lists the warehouse's
 * marketplaces; a click on Amazon US drills into its SKUs (Back, the 'Marketplace Level' breadcrumb), the
 * breadcrumb goes back; the marketplace table exports as CSV. The figures themselves are recomputed from the raw
 * rows by the server's tests.
 */

const WAREHOUSE = 'Acme East Coast DC';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test('a seller generates the partner view of a warehouse, drills into a marketplace and back, and exports', async ({
  as,
}) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/partner-view');
  await expect(seller.getByRole('heading', { name: 'Partner View' })).toBeVisible();

  // Generate without a warehouse: the spec's warning, nothing asked.
  await seller.getByRole('button', { name: 'Generate Report' }).click();
  await expect(seller.getByText('Please select a warehouse')).toBeVisible();

  await seller.getByRole('combobox', { name: 'Warehouse' }).click();
  await seller.getByRole('option', { name: WAREHOUSE }).click();
  const summaryAnswer = seller.waitForResponse(
    (r) => new URL(r.url()).pathname === '/partner-view/summary' && r.request().method() === 'GET',
    { timeout: 60_000 },
  );
  await seller.getByRole('button', { name: 'Generate Report' }).click();
  const res = await summaryAnswer;
  expect(res.status()).toBe(200);
  const sent = new URL(res.url()).searchParams;
  expect(sent.get('currency_code')).toBe('USD');
  const { data } = (await res.json()) as {
    data: { sales_amount: number; units_sold: number; profit_loss: number };
  };
  expect(data.sales_amount).toBeGreaterThan(0);
  await expect(seller.getByTestId('card-sales')).toHaveText(usd.format(data.sales_amount), {
    timeout: 60_000,
  });
  await expect(seller.getByTestId('card-units')).toHaveText(
    new Intl.NumberFormat('en-US').format(data.units_sold),
  );
  await expect(seller.getByTestId('card-profit')).toContainText(usd.format(data.profit_loss));

  // The warehouse's marketplaces (the seller holds all three of East Coast DC's).
  const marketplaces = seller.getByRole('table', { name: 'Marketplaces' });
  await expect(marketplaces).toBeVisible({ timeout: 60_000 });
  const us = seller.getByTestId('marketplace-row-AZ_US');
  await expect(us).toBeVisible();
  await expect(seller.getByTestId('marketplace-row-EB_US')).toBeVisible();

  // Drill into Amazon US and back by the breadcrumb, then again and back with Back.
  await us.click();
  const skus = seller.getByRole('table', { name: 'SKUs' });
  await expect(skus).toBeVisible({ timeout: 60_000 });
  await expect(skus.getByRole('row').nth(1)).toBeVisible();
  const crumbs = seller.getByRole('navigation', { name: 'breadcrumb' });
  await expect(crumbs.getByText('Marketplace Level')).toBeVisible();
  await expect(seller.getByRole('heading', { name: /SKUs on Amazon US/ })).toBeVisible();
  await crumbs.getByText('Marketplace Level').click();
  await expect(marketplaces).toBeVisible();
  await us.click();
  await expect(skus).toBeVisible();
  await seller.getByRole('button', { name: 'Back' }).click();
  await expect(marketplaces).toBeVisible();
  await expect(skus).toHaveCount(0);

  // Export the marketplace table.
  const download = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'Export marketplaces' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^partner_view_marketplaces_Acme_East_Coast_DC_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  await expect(seller.getByText('Export successful')).toBeVisible();
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toMatch(/^marketplace_id,marketplace_name,marketplace_code,sales_amount,/);
  expect(lines.slice(1).some((l) => l.includes(',AZ_US,'))).toBe(true);
});
