import { expect, type Page, test } from '@playwright/test';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { LOGINS, mainNav, STORAGE, storedToken } from '../helpers/app';
import { oidcPort, shortUrl } from '../helpers/env';

/*
 * Google sign-in (OpenID Connect, authorization code with PKCE) against a local mock provider: the short
 * server's OIDC_ISSUER points at the port this file starts the mock on. No network.
 */
test.use({ baseURL: shortUrl() });

let provider: OAuth2Server;
/** Claims the mock puts into the next tokens it signs (the "Google account" that signs in). */
let claims: Record<string, unknown> = {};

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(oidcPort(), '127.0.0.1');
  // The mock names itself after "localhost"; the server expects exactly the issuer it was configured with.
  provider.issuer.url = `http://127.0.0.1:${oidcPort()}`;
  provider.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, claims);
  });
});

test.afterAll(async () => {
  await provider?.stop();
});

async function signInWithGoogle(page: Page): Promise<void> {
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  // The popup goes to the provider, back to the server's callback, posts the tokens to this page and closes,
  // possibly before this line runs: only wait for a close that has not happened yet.
  const opened = await popup;
  if (!opened.isClosed()) await opened.waitForEvent('close', { timeout: 45_000 });
}

test('a verified Google account of a demo user signs in and lands on /dashboard', async ({ page }) => {
  claims = { email: LOGINS.ads, email_verified: true };
  await signInWithGoogle(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'AMS View', exact: true })).toBeVisible();
  expect(await storedToken(page, STORAGE.accessToken)).toBeTruthy();
  expect(await storedToken(page, STORAGE.refreshToken)).toBeTruthy();
  await page.getByRole('button', { name: 'account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(LOGINS.ads);
});

test('a Google account nobody uses is refused, and no account is created', async ({ page }) => {
  claims = { email: 'stranger@gmail.example', email_verified: true };
  await signInWithGoogle(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Login Failed');
  await expect(page.getByRole('alert')).toContainText('No account uses this Google email address');
  expect(await storedToken(page, STORAGE.accessToken)).toBeNull();
});

test('a Google account with an unverified email is refused', async ({ page }) => {
  claims = { email: LOGINS.seller, email_verified: false };
  await signInWithGoogle(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('not verified');
  expect(await storedToken(page, STORAGE.accessToken)).toBeNull();
});
