import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/roles';
import { toast } from '../helpers/tickets';

/*
 * Issue 19 (spec 02 sections 2, 5 and 8): the account manager records how a SKU of the client compares with
 * two competitors on a marketplace, then finds the comparison in their SKU Data Insert History; likewise a
 * search term's three offers (slot, price, delivery) and the bid action, found in Your Search Term History.
 */

const MARKETPLACE = 'Amazon US';

async function chooseMarketplace(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

/** Fills one offer of the comparison (Client, Competitor 1 or Competitor 2); the search-term form adds a slot. */
async function fillOffer(
  page: Page,
  party: string,
  retailerSku: string,
  price: string,
  days: string,
  slot?: string,
) {
  const offer = page.getByRole('region', { name: party });
  // The identifier field is named after the marketplace's identifier (Amazon: ASIN).
  await offer.getByRole('textbox', { name: `${party} ASIN` }).fill(retailerSku);
  await offer.getByRole('spinbutton', { name: `${party} Price` }).fill(price);
  await offer.getByRole('spinbutton', { name: `${party} Delivery Days` }).fill(days);
  if (slot) await offer.getByRole('combobox', { name: `${party} Slot` }).selectOption({ label: slot });
}

test('an account manager records a SKU comparison and finds it in their history', async ({ as }) => {
  const am = await as('ads');
  await am.goto('/focused-data/sku');
  await expect(am.getByRole('heading', { name: 'Insert SKU Comparison Data', level: 1 })).toBeVisible();

  // 1. Submitting an empty form only warns.
  await am.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(am, 'Please select a marketplace')).toBeVisible();

  // 2. The marketplace and a SKU of the client, chosen among the suggestions.
  await chooseMarketplace(am, MARKETPLACE);
  const sku = am.getByRole('combobox', { name: 'SKU Code' });
  await sku.fill('ACME-');
  const suggestion = am.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const [skuCode = '', skuName = ''] = ((await suggestion.textContent()) ?? '').split(' - ');
  await suggestion.click();
  await expect(sku).toHaveValue(new RegExp(`^${skuCode}`));

  // 3. The client's offer against two competitors, and the catalog issue.
  const unique = `E2E${Date.now().toString(36).toUpperCase()}`;
  await fillOffer(am, 'Client', `B0${unique}`, '24.99', '2');
  await am.getByRole('spinbutton', { name: 'Client Ranking' }).fill('3');
  await fillOffer(am, 'Competitor 1', 'B0COMPONE1', '22.5', '4');
  await fillOffer(am, 'Competitor 2', 'B0COMPTWO2', '27.1', '1');
  await am.getByRole('checkbox', { name: 'Coupon' }).check();
  await am.getByRole('radio', { name: 'No Issues' }).check();
  await am.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(am, 'SKU data uploaded successfully!')).toBeVisible();

  // 4. View History: the comparison is among the records of the default period.
  await am.getByRole('link', { name: 'View History' }).click();
  await expect(am).toHaveURL(/\/focused-data\/sku\/history$/);
  await expect(am.getByRole('heading', { name: 'SKU Data Insert History', level: 1 })).toBeVisible();
  await expect(am.getByRole('region', { name: 'Total Records' })).toContainText(/[1-9]/);
  const records = am.getByRole('table', { name: 'SKU comparison records' });
  const record = records.getByRole('row').filter({ hasText: '$24.99' }).filter({ hasText: '$22.50' });
  await expect(record.first()).toContainText(skuName.trim());
  await expect(am.getByRole('region', { name: 'Current Streak' })).toContainText(/\d+ days?/);
});

test('an account manager records a search term comparison and finds it in their history', async ({ as }) => {
  const am = await as('ads');
  await am.goto('/focused-data/search-term');
  await expect(am.getByRole('heading', { name: 'Focused Search Term Comparison', level: 1 })).toBeVisible();

  // 1. The search term and the marketplace; submitting without the bid action and the offers only warns.
  const term = `e2e garden hose ${Date.now().toString(36)}`;
  await chooseMarketplace(am, MARKETPLACE);
  await am.getByRole('textbox', { name: 'Search Term' }).fill(term);
  await am.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(am, 'Please select a bid action')).toBeVisible();

  // 2. The three offers with their slots, and the bid action taken.
  await fillOffer(am, 'Client', 'B0HOSE0001', '19.99', '2', 'Top of Search (TOS)');
  await fillOffer(am, 'Competitor 1', 'B0HOSE0002', '17.49', '3', 'Organic');
  await fillOffer(am, 'Competitor 2', 'B0HOSE0003', '21.00', '1', 'Brand Ad (BA)');
  await am.getByRole('combobox', { name: 'Bid Action' }).selectOption({ label: 'Increased Bid' });
  await am.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(am, 'Search Term Data uploaded successfully!')).toBeVisible();
  await expect(am.getByRole('textbox', { name: 'Search Term' })).toHaveValue('');

  // 3. View History: the record with its offers and bid action.
  await am.getByRole('link', { name: 'View History' }).click();
  await expect(am).toHaveURL(/\/focused-data\/search-term\/history$/);
  await expect(am.getByRole('heading', { name: 'Your Search Term History', level: 1 })).toBeVisible();
  const record = am
    .getByRole('table', { name: 'Search term history' })
    .getByRole('row')
    .filter({ hasText: term });
  await expect(record).toContainText(MARKETPLACE);
  await expect(record).toContainText('B0HOSE0001');
  await expect(record).toContainText('$19.99');
  await expect(record).toContainText('Top of Search (TOS)');
  await expect(record).toContainText('Increased Bid');
});
