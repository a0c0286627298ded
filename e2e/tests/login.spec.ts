import { expect, test } from '@playwright/test';
import {
  emailField,
  LOGINS,
  mainNav,
  PASSWORD,
  passwordField,
  STORAGE,
  signIn,
  signInButton,
  storedToken,
  submitLogin,
} from '../helpers/app';

// Spec 01 sections 2.1, 5 and 8, on the main server (no Google client configured).

const WRONG = 'The email or password you entered seems to be incorrect. Please double-check and try again.';
const REFUSED =
  "It looks like you don't have permission to log in. If you think this is a mistake, please contact our support team.";
const SERVER =
  'We are currently experiencing some technical issues on our end. Please wait a few moments and try logging in again.';
const OTHER =
  'Something went wrong. Please check if you are connected to the internet and try again in a few moments.';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(signInButton(page)).toBeVisible();
});

async function expectFailure(page: import('@playwright/test').Page, message: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Login Failed');
  await expect(alert).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page, STORAGE.accessToken)).toBeNull();
  expect(await storedToken(page, STORAGE.refreshToken)).toBeNull();
}

test('shows the build number 4.2.133', async ({ page }) => {
  await expect(page.getByText('4.2.133')).toBeVisible();
});

test('shows and hides the password', async ({ page }) => {
  const field = passwordField(page);
  await field.fill('s3cret');
  await expect(field).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: /password/i });
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue('s3cret');
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'password');
});

test('requires an email and a password', async ({ page }) => {
  await signInButton(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Login Failed')).toHaveCount(0);
});

test('rejects an invalid email before calling the server', async ({ page }) => {
  let called = false;
  await page.route('**/auth/login', (route) => {
    called = true;
    return route.continue();
  });
  await emailField(page).fill('not-an-email');
  await passwordField(page).fill(PASSWORD);
  await signInButton(page).click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  expect(called).toBe(false);
});

test('401: a wrong password', async ({ page }) => {
  await submitLogin(page, LOGINS.seller, 'Marketdesk#2');
  await expectFailure(page, WRONG);
});

test('401: an unknown email', async ({ page }) => {
  await submitLogin(page, 'nobody@demo.marketdesk.dev');
  await expectFailure(page, WRONG);
});

test('403: a disabled user', async ({ page }) => {
  await submitLogin(page, LOGINS.disabled);
  await expectFailure(page, REFUSED);
});

test('403: a user without any client', async ({ page }) => {
  await submitLogin(page, LOGINS.noclient);
  await expectFailure(page, REFUSED);
});

for (const status of [500, 502, 503]) {
  test(`${status}: the technical-issues text`, async ({ page }) => {
    await page.route('**/auth/login', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail: 'boom' }) }),
    );
    await submitLogin(page, LOGINS.seller);
    await expectFailure(page, SERVER);
  });
}

for (const status of [400, 404, 429, 504]) {
  test(`${status}: the fallback text`, async ({ page }) => {
    await page.route('**/auth/login', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail: 'nope' }) }),
    );
    await submitLogin(page, LOGINS.seller);
    await expectFailure(page, OTHER);
  });
}

test('no connection: the fallback text', async ({ page }) => {
  await page.route('**/auth/login', (route) => route.abort('internetdisconnected'));
  await submitLogin(page, LOGINS.seller);
  await expectFailure(page, OTHER);
});

test('a failed attempt followed by the right password signs in', async ({ page }) => {
  await submitLogin(page, LOGINS.seller, 'wrong');
  await expect(page.getByRole('alert')).toContainText(WRONG);
  await submitLogin(page, LOGINS.seller);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toHaveCount(0);
});

test('a successful sign-in lands on /dashboard with the user welcomed', async ({ page }) => {
  await submitLogin(page, LOGINS.seller);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('Priya Nair').first()).toBeVisible();
  expect(await storedToken(page, STORAGE.accessToken)).toBeTruthy();
  expect(await storedToken(page, STORAGE.refreshToken)).toBeTruthy();
});

test('a signed-in user opening /login goes to /dashboard', async ({ page }) => {
  await signIn(page, LOGINS.assigner);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(signInButton(page)).toHaveCount(0);
});

test('offers no Google sign-in when no OAuth client is configured', async ({ page }) => {
  await expect(emailField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
});
