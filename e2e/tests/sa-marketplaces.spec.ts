import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

// /sa/marketplaces (spec 02 sections 2, 4, 5): every field and rule, country fill, short_code locked on edit,
// developer secrets written once and shown masked.

const letters = (n = 6) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const dialog = (page: Page) => page.getByRole('dialog');
/** A field by its label; required fields add an asterisk to it. */
const field = (page: Page, label: string) =>
  dialog(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

async function openMarketplaces(page: Page) {
  await signIn(page, LOGINS.sa);
  await page.goto('/sa/marketplaces');
  await expect(page.getByRole('heading', { name: 'Marketplace List', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Marketplaces' })).toBeVisible();
}

async function chooseCountry(page: Page, name: string) {
  await dialog(page).getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name }).click();
}

test('a super admin adds a marketplace with country fill and secrets, then edits it with short_code locked', async ({
  page,
}) => {
  await openMarketplaces(page);
  const shortCode = `ZZ_${letters()}`;
  await page.getByRole('button', { name: 'Add Marketplace' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add Marketplace' })).toBeVisible();
  await expect(field(page, 'VAT Rate')).toHaveValue('0.18');

  await field(page, 'Name').fill(`Market ${shortCode}`);
  await field(page, 'Short Code').fill(shortCode);
  await field(page, 'Website URL').fill('https://market.example.de');
  await chooseCountry(page, 'Germany (DE)');
  await expect(field(page, 'Country Code')).toHaveValue('DE');
  await expect(field(page, 'Timezone')).toHaveValue('Europe/Berlin');
  await expect(field(page, 'Currency Code')).toHaveValue('EUR');
  await expect(field(page, 'Language Code')).toHaveValue('de');
  await field(page, 'Endpoint Base URL').fill('https://api.market.example.de');
  await field(page, 'Developer ID').fill('developer-id-1234');
  await field(page, 'Developer Secret').fill('developer-secret-SECR');
  await expect(field(page, 'Developer Secret')).toHaveAttribute('type', 'password');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Marketplace created successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  const row = page.getByTestId(`marketplace-row-${shortCode}`);
  await expect(row).toContainText(`Market ${shortCode}`);
  await expect(row).toContainText('Europe/Berlin');
  await expect(row).toContainText('0.18');

  await row.getByRole('button', { name: `Edit ${shortCode}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Marketplace' })).toBeVisible();
  await expect(field(page, 'Short Code')).toBeDisabled();
  await expect(field(page, 'Short Code')).toHaveValue(shortCode);
  // Secrets are never sent back in clear: the inputs are empty with the masked value as placeholder.
  await expect(field(page, 'Developer ID')).toHaveValue('');
  await expect(field(page, 'Developer ID')).toHaveAttribute('placeholder', '****1234');
  await expect(field(page, 'Developer Secret')).toHaveAttribute('placeholder', '****SECR');
  await expect(field(page, 'Extras 1')).toHaveAttribute('placeholder', 'Not set');

  await chooseCountry(page, 'India (IN)');
  await expect(field(page, 'Timezone')).toHaveValue('Asia/Kolkata');
  await expect(field(page, 'Currency Code')).toHaveValue('INR');
  await expect(field(page, 'Language Code')).toHaveValue('hi');
  await field(page, 'VAT Rate').fill('0.2');
  await field(page, 'Developer Secret').fill('rotated-secret-NEW9');
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Marketplace updated successfully')).toBeVisible();
  await expect(row).toContainText('Asia/Kolkata');
  await expect(row).toContainText('INR');
  await expect(row).toContainText(shortCode);

  await row.getByRole('button', { name: `Edit ${shortCode}` }).click();
  await expect(field(page, 'Developer Secret')).toHaveAttribute('placeholder', '****NEW9');
  await expect(field(page, 'Developer ID')).toHaveAttribute('placeholder', '****1234');
});

test('the marketplace form shows each validation text', async ({ page }) => {
  await openMarketplaces(page);
  await page.getByRole('button', { name: 'Add Marketplace' }).click();
  const form = dialog(page);
  await field(page, 'VAT Rate').fill('');
  await form.getByRole('button', { name: 'Create' }).click();
  for (const text of [
    'Name is required',
    'Atleast 2 letter code is required',
    'Website URL is required',
    'Country code must be exactly 2 characters',
    'Currency code must be exactly 3 characters',
    'Language code is required',
    'Timezone is required',
    'VAT rate is required',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }

  await field(page, 'Short Code').fill('az_x');
  await expect(form.getByText('Only uppercase letters and underscores are allowed')).toBeVisible();
  await field(page, 'Website URL').fill('not a url');
  await field(page, 'Endpoint Base URL').fill('also not a url');
  await expect(form.getByText('Please enter a valid URL')).toHaveCount(2);
  await field(page, 'Country Code').fill('DEU');
  await expect(form.getByText('Country code must be exactly 2 characters')).toBeVisible();
  await field(page, 'Currency Code').fill('EURO');
  await expect(form.getByText('Currency code must be exactly 3 characters')).toBeVisible();
  await field(page, 'VAT Rate').fill('1.5');
  await expect(form.getByText('Number should be between 0 and 1')).toBeVisible();
  await field(page, 'VAT Rate').fill('0.2');
  await expect(form.getByText('Number should be between 0 and 1')).toBeHidden();

  // A short code in use (demo AZ_US) is refused by the server with its detail.
  await field(page, 'Name').fill('Duplicate');
  await field(page, 'Short Code').fill('AZ_US');
  await field(page, 'Website URL').fill('https://dup.example.com');
  await field(page, 'Endpoint Base URL').fill('');
  await chooseCountry(page, 'United States (US)');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A marketplace with the short code AZ_US already exists')).toBeVisible();
  await expect(form).toBeVisible();
});
