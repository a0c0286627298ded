import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

/* Spec 02 Administration: the Warehouse List of the selected client (Acme Home) with its Add/Edit dialog. */

const FIELDS: [label: string, message: string][] = [
  ['Warehouse Name', 'Warehouse name is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['Country', 'Country is required'],
  ['ZIP', 'ZIP is required'],
  ['Email', 'email is required'],
  ['POC Name', 'POC name is required'],
  ['POC Number', 'POC number is required'],
];

const field = (page: Page, label: string) => page.getByRole('dialog').getByRole('textbox', { name: label });

async function openWarehouses(page: Page) {
  await signIn(page, LOGINS.admin);
  await page.goto('/ca/warehouses');
  await expect(page.getByRole('heading', { name: 'Warehouse List', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Warehouses' })).toBeVisible();
}

test('lists the demo warehouses of Acme Home only', async ({ page }) => {
  await openWarehouses(page);
  const table = page.getByRole('table', { name: 'Warehouses' });
  await expect(table.getByRole('cell', { name: 'Acme East Coast DC', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Acme Jebel Ali', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Borealis Venlo DC', exact: true })).toHaveCount(0);
});

test('shows each validation text and saves nothing', async ({ page }) => {
  await openWarehouses(page);
  const before = await page.getByRole('table', { name: 'Warehouses' }).getByRole('row').count();
  await page.getByRole('button', { name: 'Add Warehouse' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add Warehouse' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const [, message] of FIELDS) await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  // Filling a field clears its text; an address that is not an email is refused.
  await field(page, 'Warehouse Name').fill('Half-filled');
  await field(page, 'Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Warehouse name is required')).toHaveCount(0);
  await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Warehouses' }).getByRole('row')).toHaveCount(before);
});

test('creates a warehouse and edits it', async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const name = `E2E Dock ${suffix}`;
  await openWarehouses(page);
  await page.getByRole('button', { name: 'Add Warehouse' }).click();
  const values = [
    name,
    '9 Quay Street',
    'Leeds',
    'West Yorkshire',
    'GB',
    'LS1 4AP',
    `dock-${suffix}@acme.test`,
    'Priya Shah',
    '+44 113 496 0101',
  ];
  for (const [i, [label]] of FIELDS.entries()) await field(page, label).fill(values[i]!);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Warehouse created successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Leeds');
  await expect(row).toContainText(`dock-${suffix}@acme.test`);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Edit Warehouse' })).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('Leeds');
  await field(page, 'City').fill('Bradford');
  await field(page, 'POC Name').fill('Sam Lee');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Warehouse updated successfully')).toBeVisible();
  await expect(row).toContainText('Bradford');

  // Stored on the server, not just on screen.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Sam Lee');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Bradford');
});
