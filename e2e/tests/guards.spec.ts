import { expect, test } from '@playwright/test';
import { LOGINS, mainNav, signIn, signInButton, submitLogin } from '../helpers/app';

// Spec 01 section 2.4: the area, client-admin and super-admin guards.

test('a seller opening /sa/clients or /ca/users lands on /dashboard', async ({ page }) => {
  await signIn(page, LOGINS.seller);
  await page.goto('/sa/clients');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/ca/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a client admin opens /ca/users but not /sa/clients', async ({ page }) => {
  await signIn(page, LOGINS.admin);
  await page.goto('/ca/users');
  await expect(page).toHaveURL(/\/ca\/users$/);
  await page.goto('/sa/clients');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a super admin opens /sa/clients and /ca/users', async ({ page }) => {
  await signIn(page, LOGINS.sa);
  await page.goto('/sa/clients');
  await expect(page).toHaveURL(/\/sa\/clients$/);
  await page.goto('/ca/users');
  await expect(page).toHaveURL(/\/ca\/users$/);
});

test('a signed-out user opening /tickets signs in and returns to /tickets', async ({ page }) => {
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, LOGINS.assigner);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(mainNav(page).getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
});

test('signing out from the account menu returns to the login page', async ({ page }) => {
  await signIn(page, LOGINS.reviewer);
  await page.getByRole('button', { name: 'account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInButton(page)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
