import { expect, type Page, test } from '@playwright/test';
import { LOGINS, PASSWORD, signIn } from '../helpers/app';

// /sa/clients (spec 02 sections 2, 3, 5): the Client List with its Add/Edit Client dialog; either a new admin
// (four fields) or existing users; a new admin's login works and lands on the new client.

const suffix = () => Math.random().toString(36).slice(2, 8);
const dialog = (page: Page) => page.getByRole('dialog');
/** A field by its label; required fields add an asterisk to it. */
const field = (page: Page, label: string) =>
  dialog(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const RULE = 'Either all admin fields must be filled, or at least one user selected';

async function openClients(page: Page) {
  await signIn(page, LOGINS.sa);
  await page.goto('/sa/clients');
  await expect(page.getByRole('heading', { name: 'Client List', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function pickUser(page: Page, email: string) {
  await field(page, 'Users to make admin').fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
}

test('a client created with a new admin: the admin signs in and lands on the new client', async ({
  page,
  browser,
}) => {
  await openClients(page);
  const name = `Client ${suffix()}`;
  const adminEmail = `owner-${suffix()}@e2e.marketdesk.dev`;
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add Client' })).toBeVisible();
  await field(page, 'Client Name').fill(name);
  await field(page, 'Email').fill(`office-${suffix()}@e2e.marketdesk.dev`);
  await field(page, 'Phone').fill('+49 30 1234');
  await dialog(page).getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Germany (DE)' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Timezone' })).toHaveText('Europe/Berlin');
  await field(page, 'Admin Email').fill(adminEmail);
  await field(page, 'Admin Password').fill(PASSWORD);
  await field(page, 'Admin First Name').fill('Olive');
  await field(page, 'Admin Last Name').fill('Owner');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText(adminEmail);
  await expect(row).toContainText('Europe/Berlin');

  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, adminEmail, PASSWORD);
  await expect(other.getByTestId('welcome-line')).toContainText(name);
  await expect(other.getByTestId('client-selector')).toContainText(name);
  await context.close();
});

// An ordinary demo user no other test signs in as: making them admin of a new client must not change what the
// logins of other tests see (the suite shares one server).
const EXISTING_USER = 'olivia.abbott@cedar.demo.marketdesk.dev';

test('a client created with existing users as admins, then edited', async ({ page }) => {
  await openClients(page);
  const name = `Client ${suffix()}`;
  await page.getByRole('button', { name: 'Add Client' }).click();
  await field(page, 'Client Name').fill(name);
  await field(page, 'Email').fill(`office-${suffix()}@e2e.marketdesk.dev`);
  await dialog(page).getByLabel('Make existing users admin').check();
  await pickUser(page, EXISTING_USER);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText(EXISTING_USER);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Client' })).toBeVisible();
  await expect(field(page, 'Client Name')).toHaveValue(name);
  await field(page, 'Client Name').fill(`${name} Renamed`);
  await field(page, 'Website').fill('https://renamed.example.com');
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  const renamed = rowOf(page, `${name} Renamed`);
  await expect(renamed).toContainText('https://renamed.example.com');
  await expect(renamed).toContainText(EXISTING_USER);
});

test('the client form shows each validation text', async ({ page }) => {
  await openClients(page);
  await page.getByRole('button', { name: 'Add Client' }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Client name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText(RULE)).toBeVisible();

  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Admin Email').fill('also-bad');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Invalid email')).toHaveCount(2);

  await field(page, 'Client Name').fill(`Client ${suffix()}`);
  await field(page, 'Email').fill(`office-${suffix()}@e2e.marketdesk.dev`);
  await field(page, 'Admin Email').fill(`x-${suffix()}@e2e.marketdesk.dev`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Client name is required')).toBeHidden();
  await expect(form.getByText(RULE)).toBeVisible();

  await form.getByLabel('Make existing users admin').check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(RULE)).toBeVisible();

  // An admin email already in use is refused by the server; nothing is created.
  await form.getByLabel('Create a new admin user').check();
  await field(page, 'Admin Email').fill(LOGINS.seller);
  await field(page, 'Admin Password').fill(PASSWORD);
  await field(page, 'Admin First Name').fill('Dup');
  await field(page, 'Admin Last Name').fill('Licate');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`A user with the email ${LOGINS.seller} already exists`)).toBeVisible();
  await expect(form).toBeVisible();
});

test('a client with users cannot be deleted; one without users can', async ({ page }) => {
  await openClients(page);
  const acme = rowOf(page, 'Acme Home');
  await acme.getByRole('button', { name: 'Delete Acme Home' }).click();
  await expect(dialog(page)).toContainText('Are you sure you want to delete the client Acme Home?');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(/^This client still has \d+ users\. Remove them from the client before deleting it\.$/),
  ).toBeVisible();
  await expect(acme).toBeVisible();

  const name = `Empty ${suffix()}`;
  await page.getByRole('button', { name: 'Add Client' }).click();
  await field(page, 'Client Name').fill(name);
  await field(page, 'Email').fill(`office-${suffix()}@e2e.marketdesk.dev`);
  await dialog(page).getByLabel('Make existing users admin').check();
  await pickUser(page, LOGINS.sa);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});
