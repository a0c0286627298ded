import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/roles';
import { toast } from '../helpers/tickets';

/*
 * Issue 19 (spec 02 sections 2, 4 and 8): the account manager's focused-SKU journey. On the analysis screen they
 * pick a marketplace, read the summary cards, narrow the SKUs to those with a stockout risk and open one, then
 * add two SKUs to focus from the bulk bar and find them in Manage Focused SKUs, where they take them off the
 * list again (the main server's database is shared by every journey); back on the analysis screen both cards
 * say so.
 */

const MARKETPLACE = 'Amazon US';

/** Picks a marketplace in a screen's selector (an Autocomplete listing names beside their flags). */
async function chooseMarketplace(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

/** The SKU cards of the analysis screen (each named by its ASIN). */
const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');

test('an account manager finds a SKU at risk of running out, reads its detail and adds two SKUs to focus', async ({
  as,
}) => {
  // Refresh Data analyses the whole marketplace first (the product says it may take minutes).
  test.setTimeout(180_000);
  const am = await as('ads');
  await am.goto('/focused-data/analyzer');
  await expect(am.getByText('Please Select a Marketplace')).toBeVisible();

  // 1. A marketplace, analysed afresh with Refresh Data: the summary cards and the SKU cards appear.
  await chooseMarketplace(am, MARKETPLACE);
  await am.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(toast(am, /^Successfully analyzed \d+ SKU\(s\)$/)).toBeVisible({ timeout: 60_000 });
  const line = am.getByText(/^API reports: \d+ SKUs \| Currently showing: \d+ SKUs$/);
  await expect(line).toBeVisible({ timeout: 60_000 });
  for (const card of ['Total Revenue (30d)', 'Critical Issues', 'Total SKUs']) {
    await expect(am.getByRole('region', { name: card })).toBeVisible();
  }
  await expect(am.getByRole('region', { name: 'Total SKUs' })).toContainText('In current view');
  // The summary covers the whole marketplace, not the page: Total SKUs is the API's count.
  const reported = /API reports: (\d+) SKUs/.exec((await line.textContent()) ?? '')![1]!;
  await expect(am.getByTestId('summary-skus-value')).toHaveText(reported);
  await expect(am.getByRole('region', { name: 'Critical Issues' })).toContainText('Require attention');
  await expect(cards(am).first()).toBeVisible();

  // 2. Filters: only SKUs with a stockout risk; the first one's detail lists that issue.
  await am.getByRole('button', { name: 'Filters' }).click();
  const drawer = am.getByRole('region', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Stockout Risk' }).check();
  await am.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const risky = cards(am).first();
  await expect(risky).toBeVisible();
  const asin = (await risky.getAttribute('aria-label')) ?? '';
  await risky.getByRole('button', { name: 'View Details' }).click();
  const detail = am.getByRole('dialog');
  await expect(detail).toContainText(asin);
  const issues = detail.getByRole('region', { name: 'Detected Issues' });
  await expect(issues.getByRole('row').filter({ hasText: /STOCKOUT_RISK|Stockout Risk/ })).not.toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // 3. Back to every SKU: two not yet focused, selected and added to focus from the bulk bar.
  await am.getByRole('button', { name: 'Filters' }).click();
  await drawer.getByRole('checkbox', { name: 'Stockout Risk' }).uncheck();
  await am.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const unfocused = cards(am).filter({ has: am.getByRole('button', { name: 'Add to Focus' }) });
  const picked: string[] = [];
  for (const card of (await unfocused.all()).slice(0, 2)) {
    const sku = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('checkbox', { name: `Select ${sku}` }).check();
    picked.push(sku);
  }
  expect(picked).toHaveLength(2);
  const bar = am.getByRole('toolbar', { name: '2 SKU(s) selected' });
  await bar.getByRole('button', { name: 'Add to Focus' }).click();
  await expect(toast(am, '2 SKUs added to focus')).toBeVisible();

  // 4. Manage Focused SKUs (the breadcrumb's link): both are found there, focused.
  await am.getByRole('link', { name: 'Focused SKUs', exact: true }).click();
  await expect(am).toHaveURL(/\/focused-data\/manage-skus$/);
  await chooseMarketplace(am, MARKETPLACE);
  await expect(am.getByRole('tab', { name: 'Focused SKUs' })).toHaveAttribute('aria-selected', 'true');
  const search = am.getByRole('textbox', { name: 'Search by ASIN, SKU or title' });
  for (const sku of picked) {
    await search.fill(sku);
    await search.press('Enter');
    await expect(am.getByRole('tab', { name: 'Search Results' })).toHaveAttribute('aria-selected', 'true');
    const row = am.getByTestId(`sku-row-${sku}`);
    await expect(row.getByRole('switch', { name: `Focused ${sku}` })).toBeChecked();
    await row.getByRole('checkbox', { name: `Select ${sku}` }).check();
  }

  // 5. Both taken off the list again with the bulk action, after the confirmation.
  await am.getByRole('button', { name: 'Bulk Actions' }).click();
  await am.getByRole('menuitem', { name: 'Remove from Focus' }).click();
  const confirm = am.getByRole('dialog', { name: 'Remove from Focus' });
  await expect(confirm).toContainText('Remove 2 SKUs from the focused SKUs?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(am, '2 SKUs removed from focus')).toBeVisible();
  await search.fill(picked[0]!);
  await search.press('Enter');
  await expect(am.getByRole('switch', { name: `Focused ${picked[0]}` })).not.toBeChecked();

  // 6. Back on the analysis screen (the sidebar), it opens on the marketplace chosen there before, and both cards
  // offer Add to Focus again. (Choosing it again raced the restored choice, which closed the list being opened.)
  await am
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Analysis' })
    .click();
  await expect(am.getByRole('combobox', { name: 'Marketplace' })).toHaveValue(MARKETPLACE);
  for (const sku of picked) {
    await expect(
      am.getByRole('article', { name: sku }).getByRole('button', { name: 'Add to Focus' }),
    ).toBeVisible();
  }
});
