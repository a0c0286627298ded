import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

// /sa/brands (spec 02 sections 2, 4, 5): the Brand List with its Add/Edit dialog; brand_code locked on edit.

const code = () =>
  `EE_${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;
const dialog = (page: Page) => page.getByRole('dialog');

async function openBrands(page: Page) {
  await signIn(page, LOGINS.sa);
  await page.goto('/sa/brands');
  await expect(page.getByRole('heading', { name: 'Brand List', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Brands' })).toBeVisible();
}

test('a super admin adds a brand and edits it; the brand code is locked on edit', async ({ page }) => {
  await openBrands(page);
  const brandCode = code();
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add Brand' })).toBeVisible();
  await dialog(page).getByLabel('Brand Name').fill(`Brand ${brandCode}`);
  await dialog(page).getByLabel('Brand Code').fill(brandCode);
  await dialog(page).getByLabel('Managed').uncheck();
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Brand created successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '100' }).click();
  const row = page.getByTestId(`brand-row-${brandCode}`);
  await expect(row).toContainText(`Brand ${brandCode}`);
  await expect(row).toContainText('No');

  await row.getByRole('button', { name: `Edit Brand ${brandCode}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  await expect(dialog(page).getByLabel('Brand Code')).toBeDisabled();
  await expect(dialog(page).getByLabel('Brand Code')).toHaveValue(brandCode);
  await dialog(page).getByLabel('Brand Name').fill(`Renamed ${brandCode}`);
  await dialog(page).getByLabel('Managed').check();
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Brand updated successfully')).toBeVisible();
  await expect(row).toContainText(`Renamed ${brandCode}`);
  await expect(row).toContainText('Yes');
  await expect(row).toContainText(brandCode);
});

test('the brand form shows each validation text, and a code in use is refused', async ({ page }) => {
  await openBrands(page);
  await page.getByRole('button', { name: 'Add Brand' }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Brand name is required')).toBeVisible();
  await expect(form.getByText('Atleast 2 letter code is required')).toBeVisible();

  await form.getByLabel('Brand Name').fill('Duplicate');
  await form.getByLabel('Brand Code').fill('ab');
  await expect(form.getByText('Only uppercase letters and underscores are allowed')).toBeVisible();
  await expect(form.getByText('Brand name is required')).toBeHidden();

  // ACME is a demo brand: the server answers 409 and its detail is shown.
  await form.getByLabel('Brand Code').fill('ACME');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A brand with the code ACME already exists')).toBeVisible();
  await expect(form).toBeVisible();
});

test('a client admin opening /sa/brands is sent to the dashboard', async ({ page }) => {
  await signIn(page, LOGINS.admin);
  await page.goto('/sa/brands');
  await expect(page).toHaveURL(/\/dashboard$/);
});
