import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

// Spec 01 sections 2.9, 4, 5 and 8: the permission group form and table of a client admin.
const suffix = () => Math.random().toString(36).slice(2, 8);

async function openGroups(page: Page) {
  await signIn(page, LOGINS.admin);
  await page.goto('/ca/permission-groups');
  await expect(page.getByRole('heading', { name: 'Permission Groups', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Permission Groups' })).toBeVisible();
}

async function addPermission(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Permission Group' });
  await form.getByRole('combobox', { name: 'Permissions' }).fill(code);
  await page.getByRole('option', { name: new RegExp(`\\(${code.replace(/[:]/g, '\\:')}\\)$`) }).click();
  await page.keyboard.press('Escape');
}

const row = (page: Page, name: string) => page.getByTestId(`role-row-${name}`);

test('the Client Admin group cannot be edited or deleted', async ({ page }) => {
  await openGroups(page);
  await expect(row(page, 'Client Admin')).toContainText('Acme Home');
  await expect(page.getByRole('button', { name: 'Edit Client Admin' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Client Admin' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Seller', exact: true })).toBeEnabled();
});

test('name and at least one permission are required', async ({ page }) => {
  await openGroups(page);
  const form = page.getByRole('form', { name: 'Permission Group' });
  const alert = 'Please enter a role name and select at least one permission';
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(form.getByText(alert)).toBeVisible();
  await form.getByRole('textbox', { name: 'Group Name' }).fill(`Only name ${suffix()}`);
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(form.getByText(alert)).toBeVisible();
  await form.getByRole('textbox', { name: 'Group Name' }).fill('');
  await addPermission(page, 'dashboard:view');
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(form.getByText(alert)).toBeVisible();
});

test('create, edit and delete a permission group', async ({ page }) => {
  await openGroups(page);
  const form = page.getByRole('form', { name: 'Permission Group' });
  const name = `Reporting ${suffix()}`;
  await form.getByRole('textbox', { name: 'Group Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('Reads the dashboard');
  await addPermission(page, 'dashboard:view');
  await addPermission(page, 'view:tickets');
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('Acme Home');
  await expect(row(page, name)).toContainText('dashboard:view');
  await expect(row(page, name)).toContainText('view:tickets');

  // The same name again is refused with the server's detail.
  await form.getByRole('textbox', { name: 'Group Name' }).fill(name);
  await addPermission(page, 'dashboard:view');
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByText('A role with this name already exists in this client')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form.getByRole('heading', { name: `Edit Group: ${name}` })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Group Name' })).toHaveValue(name);
  const renamed = `${name} v2`;
  await form.getByRole('textbox', { name: 'Group Name' }).fill(renamed);
  await addPermission(page, 'review_data:view');
  await form.getByRole('button', { name: 'Update Group' }).click();
  await expect(page.getByText('Role updated successfully')).toBeVisible();
  await expect(row(page, renamed)).toContainText('review_data:view');

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Permission Group' });
  await expect(confirm.getByText('Are you sure you want to delete this role?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, renamed)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Permission Group' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Role deleted successfully')).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
});
