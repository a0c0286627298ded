import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/roles';
import { toast } from '../helpers/tickets';

/*
 * Issue 19 (spec 02 sections 2, 4 and 8): a seller proposes a new title for a product's listing on the Listing
 * Tracker; the client admin, an approver (modify:product_data) who is not the submitter, finds it among the
 * Pending Approvals of that marketplace and approves it.
 */

const MARKETPLACE = 'Amazon US';

async function chooseMarketplace(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

test('a seller submits a listing update and the client admin approves it', async ({ as }) => {
  // Two people, two screens, a product search: more than the default minute on a loaded two-core machine.
  test.setTimeout(120_000);
  const seller = await as('seller');
  await seller.goto('/listing-tracker');
  await expect(seller.getByRole('tab', { name: 'Submit Update' })).toHaveAttribute('aria-selected', 'true');

  // 1. The seller picks the marketplace and a product among the suggestions.
  await chooseMarketplace(seller, MARKETPLACE);
  const product = seller.getByRole('combobox', { name: 'Product' });
  await expect(product).toHaveAttribute('placeholder', 'Type to search products (ASIN, Title)...');
  await product.fill('B0');
  // A retry takes another product: the failed attempt's update still waits on the first one, and once this
  // attempt's title is approved it shows as that update's current title.
  const suggestion = seller.getByRole('option').nth(test.info().retry);
  await expect(suggestion).toBeVisible();
  const asin = ((await suggestion.textContent()) ?? '').split(' - ')[0]!.trim();
  await suggestion.click();
  await expect(product).toHaveValue(new RegExp(`^${asin}`));

  // 2. A new title and two keywords (one per line), submitted.
  const title = `E2E listing title ${Date.now().toString(36)}`;
  await seller.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await seller.getByRole('textbox', { name: 'Keywords (one per line)' }).fill('garden hose\nwater hose');
  await seller.getByRole('button', { name: 'Submit Update' }).click();
  await expect(toast(seller, 'Product update submitted successfully!')).toBeVisible();

  // 3. The client admin opens Pending Approvals for that marketplace and approves the update.
  const admin = await as('admin');
  await admin.goto('/listing-tracker');
  await admin.getByRole('tab', { name: 'Pending Approvals' }).click();
  await expect(admin.getByText('Please select a marketplace to view pending approvals.')).toBeVisible();
  await chooseMarketplace(admin, MARKETPLACE);
  // The update's row (its first row: the current and proposed content sit in a table of their own inside it).
  const row = admin.getByRole('row').filter({ hasText: title }).first();
  await expect(row).toContainText(asin);
  await expect(row).toContainText('Priya Nair');
  await expect(row.getByRole('row').filter({ hasText: 'Keywords' })).toContainText('water hose');
  await row.getByRole('button', { name: `Approve ${asin}` }).click();
  await expect(toast(admin, 'Update approved successfully.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
