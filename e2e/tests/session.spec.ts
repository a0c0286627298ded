import { expect, type Page, test } from '@playwright/test';
import { LOGINS, mainNav, STORAGE, signIn, signInButton, storedToken } from '../helpers/app';
import { SHORT, shortUrl } from '../helpers/env';

// Spec 01 section 4 on the short server: access tokens live SHORT.accessTokenTtlSeconds, the idle time-out is
// SHORT.idleTimeoutSeconds.
test.use({ baseURL: shortUrl() });

/** Keeps the user visibly active (mouse moves) for `ms`, so the idle logout does not interfere. */
async function stayActive(page: Page, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let step = 0;
  while (Date.now() < end) {
    step += 1;
    await page.mouse.move(400 + (step % 10) * 20, 300 + (step % 7) * 15);
    await page.waitForTimeout(400);
  }
}

/**
 * Keeps the user active in `page` until `work` (done in another tab) ends: on a loaded machine a second tab can
 * take longer to boot than the short server's idle time-out, which would sign both tabs out meanwhile.
 */
async function activeWhile<T>(page: Page, work: Promise<T>): Promise<T> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  for (let step = 0; !done; step++) {
    await page.mouse.move(400 + (step % 10) * 20, 300 + (step % 7) * 15);
    await Promise.race([finished.catch(() => undefined), page.waitForTimeout(400)]);
  }
  return finished;
}

/** Records every POST /auth/refresh the page makes, with its status. */
function watchRefreshes(page: Page): { status: number }[] {
  const seen: { status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/refresh') {
      seen.push({ status: response.status() });
    }
  });
  return seen;
}

const pastTtl = (SHORT.accessTokenTtlSeconds + 2) * 1000;

/**
 * Keeps the idle logout out of a test about tokens: the app clamps a future last activity to now, so the user
 * counts as active until the page writes a new one. Without it a reload on a busy machine (over 10 s to boot)
 * signed out as idle before the app ever presented its refresh token.
 */
async function holdIdleOff(page: Page): Promise<void> {
  await page.evaluate(([key, at]) => window.localStorage.setItem(key, at), [
    STORAGE.lastActivity,
    String(Date.now() + 10 * 60_000),
  ] as const);
}

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, LOGINS.seller);
  const firstAccess = await storedToken(page, STORAGE.accessToken);
  const refreshes = watchRefreshes(page);
  await stayActive(page, pastTtl);
  await holdIdleOff(page);

  // The user reloads the screen: the app loads the user with the expired token, gets a 401, refreshes once
  // and carries on.
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/me' && r.status() === 200);
  await page.reload();
  await me;
  // Read at once: the reload started the short server's idle clock (SHORT.idleTimeoutSeconds), and on a loaded
  // machine the checks below can outlast it, which signs out and clears the tokens.
  const newAccess = await storedToken(page, STORAGE.accessToken);
  await page.mouse.move(420, 320);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'Data Vault', exact: true })).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((r) => r.status === 200)).toBe(true);
  expect(newAccess).toBeTruthy();
  expect(newAccess).not.toBe(firstAccess);
});

test('a reused refresh token ends the session', async ({ page, request }) => {
  await signIn(page, LOGINS.ads);
  const held = await storedToken(page, STORAGE.refreshToken);
  expect(held).toBeTruthy();

  // Someone else presents the browser's refresh token first (as a thief would): it rotates, so the copy the
  // browser holds is spent.
  const stolen = await request.post('/auth/refresh', { data: { refresh_token: held } });
  expect(stolen.status()).toBe(200);
  const rotated = (await stolen.json()).refresh_token as string;
  expect(rotated).toBeTruthy();

  // The thief goes on using the session, so the browser's spent token cannot pass for a lost answer (the
  // server's short grace for a page closed mid-refresh).
  const next = await request.post('/auth/refresh', { data: { refresh_token: rotated } });
  expect(next.status()).toBe(200);
  const latest = (await next.json()).refresh_token as string;

  // The access token expires; the app's next call gets a 401 and it presents the spent refresh token.
  const refreshes = watchRefreshes(page);
  await stayActive(page, pastTtl);
  await holdIdleOff(page);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInButton(page)).toBeVisible();
  expect(refreshes.map((r) => r.status)).toContain(401);
  expect(await storedToken(page, STORAGE.accessToken)).toBeNull();
  expect(await storedToken(page, STORAGE.refreshToken)).toBeNull();

  // Reuse revoked the whole sign-in: the thief's latest token is dead too.
  const after = await request.post('/auth/refresh', { data: { refresh_token: latest } });
  expect(after.status()).toBe(401);
});

test('an idle user is signed out, with the countdown in the header', async ({ page }) => {
  await signIn(page, LOGINS.viewer);
  const countdown = page.getByTestId('idle-countdown');
  await expect(countdown).toBeVisible();
  await expect(countdown).toHaveText(/^00:(0\d|10)$/);
  const first = Number(((await countdown.textContent()) ?? '').slice(3));
  await expect
    // A busy machine can hold the page's timers back for a few seconds: allow most of the idle time.
    .poll(async () => Number(((await countdown.textContent()) ?? '').slice(3)), {
      timeout: (SHORT.idleTimeoutSeconds - 1) * 1000,
    })
    .toBeLessThan(first);

  // No input at all: the idle time-out passes and the app signs out.
  await expect(page).toHaveURL(/\/login/, { timeout: (SHORT.idleTimeoutSeconds + 10) * 1000 });
  await expect(signInButton(page)).toBeVisible();
  expect(await storedToken(page, STORAGE.accessToken)).toBeNull();
  expect(await storedToken(page, STORAGE.refreshToken)).toBeNull();
});

test('activity in one tab keeps every tab signed in; idleness signs all out', async ({ page, context }) => {
  await signIn(page, LOGINS.reviewer);
  const other = await context.newPage();
  await activeWhile(
    page,
    (async () => {
      await other.goto('/dashboard');
      await expect(mainNav(other).getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
    })(),
  );

  // Active in the first tab for longer than the time-out: the second tab stays signed in too.
  await stayActive(page, (SHORT.idleTimeoutSeconds + 3) * 1000);
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Then nobody moves: both tabs go to the login page.
  const timeout = (SHORT.idleTimeoutSeconds + 10) * 1000;
  await expect(page).toHaveURL(/\/login/, { timeout });
  await expect(other).toHaveURL(/\/login/, { timeout });
});
