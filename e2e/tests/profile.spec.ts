import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGINS, PASSWORD, signIn } from '../helpers/app';

// Spec 01 sections 2.8, 5 and 8. Each test works on a fresh Acme Home user it creates, so the demo logins
// other tests use keep their passwords and names.
const ACME = 1;
const FIRST_PASSWORD = 'First-Pass-123';

async function freshUser(request: APIRequestContext): Promise<string> {
  const login = await request.post('/auth/login', { form: { username: LOGINS.admin, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const options = await (await request.get(`/users/form-options?client_id=${ACME}`, { headers })).json();
  const acme = options.clients.find((c: { id: number }) => c.id === ACME);
  const email = `profile-${Math.random().toString(36).slice(2, 8)}@e2e.marketdesk.dev`;
  const res = await request.post(`/users?client_id=${ACME}`, {
    headers,
    data: {
      email,
      first_name: 'Pia',
      last_name: 'Profile',
      password: FIRST_PASSWORD,
      client_ids: [ACME],
      role_ids: [acme.roles.find((r: { name: string }) => r.name === 'Seller').id],
      marketplace_ids: [options.marketplaces[0].pk_mp_id],
      warehouse_ids: [acme.warehouses[0].pk_warehouse_id],
      brand_ids: [options.brands[0].pk_brand_id],
      profile_ids: [],
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function openProfile(page: Page, email: string, password = FIRST_PASSWORD) {
  await signIn(page, email, password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
}

test('shows name, email and roles; Edit Profile validates and updates the current user', async ({
  page,
  request,
}) => {
  const email = await freshUser(request);
  await openProfile(page, email);
  await expect(page.getByTestId('profile-name')).toHaveText('Pia Profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByLabel('Roles').getByText('Seller (Acme Home)')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('First Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Last Name is required', { exact: true })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Pippa');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Renamed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText('Pippa Renamed');
  // The current user was refreshed: the dashboard greets the new name too.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Pippa Renamed');
});

test('Change Password: toggles, mismatch, wrong old password, success, then sign in with the new one', async ({
  page,
  request,
  browser,
}) => {
  const email = await freshUser(request);
  await openProfile(page, email);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const oldField = dialog.getByLabel('Old Password', { exact: true });
  const newField = dialog.getByLabel('New Password', { exact: true });
  const confirmField = dialog.getByLabel('Confirm Password', { exact: true });

  // Each field has its own show/hide toggle.
  for (const [label, field] of [
    ['Old Password', oldField],
    ['New Password', newField],
    ['Confirm Password', confirmField],
  ] as const) {
    await expect(field).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: `Show ${label}` }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: `Hide ${label}` }).click();
    await expect(field).toHaveAttribute('type', 'password');
  }

  await oldField.fill(FIRST_PASSWORD);
  await newField.fill('Second-Pass-456');
  await confirmField.fill('Something-Else-789');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('New passwords do not match', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Passwords do not match', { exact: true })).toBeVisible();

  await oldField.fill('Not-The-Password-1');
  await confirmField.fill('Second-Pass-456');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await expect(dialog).toBeVisible();

  await oldField.fill(FIRST_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This browser stays signed in; a new one signs in with the new password only.
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await other.getByLabel('Email', { exact: true }).fill(email);
  await other.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other.getByText('Login Failed')).toBeVisible();
  await signIn(other, email, 'Second-Pass-456');
  await context.close();
});
