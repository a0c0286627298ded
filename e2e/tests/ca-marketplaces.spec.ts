import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

/* Spec 02 Administration: Marketplaces and Credentials of Acme Home (demo stores in apps/server/src/db/demo/stores.ts). */

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openMarketplaces(page: Page) {
  await signIn(page, LOGINS.admin);
  await page.goto('/ca/marketplaces');
  await expect(page.getByRole('heading', { name: 'Marketplaces and Credentials', level: 1 })).toBeVisible();
  await expect(card(page, 'Amazon US')).toBeVisible();
}

test('shows one card per marketplace with logo, code, id, website, stores and Enable or Edit', async ({
  page,
}) => {
  await openMarketplaces(page);
  const amazon = card(page, 'Amazon US');
  await expect(amazon.getByRole('img', { name: 'Amazon US logo' })).toBeVisible();
  await expect(amazon.getByText(/^Code: AZ_US · ID: \d+$/)).toBeVisible();
  await expect(amazon.getByRole('link', { name: 'https://www.amazon.com' })).toBeVisible();
  const vendor = amazon.getByRole('listitem').filter({ hasText: 'Acme Home US Vendor (ACMHV)' });
  await expect(vendor.getByText('API enabled')).toBeVisible();
  await expect(amazon.getByRole('button', { name: 'Edit' })).toBeVisible();
  const germany = card(page, 'Amazon Germany').getByRole('listitem').filter({ hasText: 'A2ACMEHOMEDE9P' });
  await expect(germany.getByText('API disabled')).toBeVisible();
  // Acme Home has no store on Shopify US yet (and Borealis' Bol store does not count here).
  await expect(card(page, 'Shopify US').getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(card(page, 'Bol Netherlands').getByRole('button', { name: 'Enable' })).toBeVisible();
});

test('an existing vendor store: locked account type and Vendor ID', async ({ page }) => {
  await openMarketplaces(page);
  await card(page, 'Amazon US').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Amazon US' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Acme Home US Vendor (ACMHV)' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Vendor ID/ })).toHaveValue('ACMHV');
  await expect(dialog.getByRole('textbox', { name: /^Vendor ID/ })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: /^Account Type/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // New store unlocks both, and the label follows the account type.
  await dialog.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'New store' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Seller ID/ })).toBeEnabled();
  await dialog.getByRole('combobox', { name: /^Account Type/ }).click();
  await page.getByRole('option', { name: 'Vendor' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Vendor ID/ })).toBeEnabled();
});

test('enables a marketplace with a new store, then edits it: masked secrets and priorities in order', async ({
  page,
}) => {
  const sellerId = `OT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await openMarketplaces(page);
  await card(page, 'Otto Germany').getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Enable Otto Germany' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const text of ['Seller ID is required', 'Store Name is required', 'Account Type is required']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }

  await dialog.getByRole('combobox', { name: /^Account Type/ }).click();
  await page.getByRole('option', { name: 'Seller' }).click();
  await dialog.getByRole('textbox', { name: /^Seller ID/ }).fill(sellerId);
  await dialog.getByRole('textbox', { name: /^Store Name/ }).fill('Acme Otto');
  await dialog.getByLabel('Token Client ID').fill('otto-client-1');
  await dialog.getByLabel('Token Client Secret', { exact: true }).fill('otto-secret-7Q2Z');
  await dialog.getByLabel('Access Token', { exact: true }).fill('otto-access-K9LM');
  await dialog.getByLabel('API enabled').check();

  // Demo: Acme Rhine Hub serves Otto Germany (rank 1). Add Acme East Coast DC and put it first.
  const names = dialog.getByTestId('priority-name');
  await expect(names.first()).toHaveText('Acme Rhine Hub');
  await dialog.getByLabel('Acme East Coast DC serves this marketplace').check();
  await dialog.getByRole('button', { name: 'Move Acme East Coast DC up' }).click();
  await expect(dialog.getByTestId('priority-rank').nth(0)).toHaveText('1');
  await expect(names.nth(0)).toHaveText('Acme East Coast DC');
  await expect(dialog.getByTestId('priority-rank').nth(1)).toHaveText('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const otto = card(page, 'Otto Germany');
  await expect(
    otto
      .getByRole('listitem')
      .filter({ hasText: `Acme Otto (${sellerId})` })
      .getByText('API enabled'),
  ).toBeVisible();
  await otto.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit Otto Germany' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Seller ID/ })).toHaveValue(sellerId);
  await expect(dialog.getByRole('textbox', { name: /^Seller ID/ })).toBeDisabled();
  const secret = dialog.getByLabel('Token Client Secret', { exact: true });
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(secret).toHaveValue('');
  await expect(secret).toHaveAttribute('placeholder', '****7Q2Z');
  await expect(dialog.getByLabel('Access Token', { exact: true })).toHaveAttribute('placeholder', '****K9LM');
  await expect(dialog.getByLabel('Refresh Token', { exact: true })).toHaveAttribute('placeholder', '');
  await expect(names.nth(0)).toHaveText('Acme East Coast DC');
  await expect(names.nth(1)).toHaveText('Acme Rhine Hub');
  await expect(dialog.getByTestId('priority-rank').nth(0)).toHaveText('1');
  await expect(dialog.getByTestId('priority-rank').nth(1)).toHaveText('2');

  // Change only the store name: the stored secrets stay.
  await dialog.getByRole('textbox', { name: /^Store Name/ }).fill('Acme Otto DE');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credentials updated successfully')).toBeVisible();
  await otto.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Token Client Secret', { exact: true })).toHaveAttribute(
    'placeholder',
    '****7Q2Z',
  );
  await expect(dialog.getByRole('textbox', { name: /^Store Name/ })).toHaveValue('Acme Otto DE');
});
