import { expect, type Page } from '@playwright/test';

/** The demo logins (apps/server/src/db/demo/users.ts); every one uses the same password. */
export const PASSWORD = 'Marketdesk#1';
export const LOGINS = {
  sa: 'sa@demo.marketdesk.dev',
  admin: 'admin@acme.demo.marketdesk.dev',
  seller: 'seller@acme.demo.marketdesk.dev',
  ads: 'ads@acme.demo.marketdesk.dev',
  assigner: 'assigner@acme.demo.marketdesk.dev',
  reviewer: 'reviewer@acme.demo.marketdesk.dev',
  viewer: 'viewer@borealis.demo.marketdesk.dev',
  disabled: 'disabled@acme.demo.marketdesk.dev',
  noclient: 'noclient@demo.marketdesk.dev',
} as const;

/** localStorage keys of the web app (apps/web/src/shared/session/storage-keys.ts). */
export const STORAGE = {
  accessToken: 'marketdesk.access_token',
  refreshToken: 'marketdesk.refresh_token',
  lastActivity: 'marketdesk.last_activity',
} as const;

export const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Types the credentials into the login form and submits it (the page must show the form). */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/** Opens /login, signs in as a person would and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The shell is its own chunk, fetched after the sign-in page: on a loaded machine it can take over 10 s.
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

/** The sidebar as the user sees it: each menu group with its entries, top to bottom. */
export async function readSidebar(page: Page): Promise<[string, string[]][]> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  const out: [string, string[]][] = [];
  for (const group of await nav.getByRole('group').all()) {
    const name = (await group.getAttribute('aria-label')) ?? '?';
    const entries: string[] = [];
    for (const link of await group.getByRole('link').all()) {
      entries.push(((await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '').trim());
    }
    out.push([name, entries]);
  }
  return out;
}

export const storedToken = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => window.localStorage.getItem(k), key);
