import { type Browser, expect, type Page, test } from '@playwright/test';
import { LOGINS, signIn } from '../helpers/app';

// Notifications (spec 01 sections 2.6 and 4): the super admin sends from /sa/notification/create; members
// poll GET /notifications every 10 s and see the message in the floating critical panel or the bell menu.

const suffix = () => Math.random().toString(36).slice(2, 8);
// The suite shares one server: messages go to Cedar Beauty, whose ordinary demo users no other test signs in
// as, so a floating panel never covers another test's screen.
const CEDAR = 'Cedar Beauty';
const CEDAR_MEMBERS = ['elena.ivanova@cedar.demo.marketdesk.dev', 'kavya.weber@cedar.demo.marketdesk.dev'];
/** One poll is 10 s; allow for the answer and the render. */
const ONE_POLL = { timeout: 15_000 };
// Three signed-in browsers and a poll: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

interface Message {
  title: string;
  message: string;
  level: 'Info' | 'Warning' | 'Error' | 'Critical';
  location: 'Floating critical panel' | 'Bell menu';
  client: string;
  redirect?: string;
}

/** Fills the Send Notification form as the super admin and waits for the success toast and the reset. */
async function send(page: Page, m: Message) {
  await page.goto('/sa/notification/create');
  await expect(page.getByRole('heading', { name: 'Send Notification', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send Notification' });
  await form.getByLabel('Title').fill(m.title);
  await form.getByLabel('Message').fill(m.message);
  await form.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: m.level, exact: true }).click();
  await form.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: m.location, exact: true }).click();
  await form.getByRole('radio', { name: 'One client' }).check();
  await form.getByRole('combobox', { name: /^Client/ }).click();
  await page.getByRole('option', { name: m.client, exact: true }).click();
  if (m.redirect) await form.getByLabel('Redirect URL').fill(m.redirect);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Notification sent successfully')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Recently sent notifications' })).toContainText(m.title);
}

test('a critical notification to Cedar Beauty reaches its member within one poll, never a Borealis-only user', async ({
  browser,
}) => {
  const seller = await signedInPage(browser, CEDAR_MEMBERS[0]!);
  const viewer = await signedInPage(browser, LOGINS.viewer);
  const sa = await signedInPage(browser, LOGINS.sa);
  const title = `Payments delayed ${suffix()}`;

  await send(sa, {
    title,
    message: 'Settlements for this week arrive a day late.',
    level: 'Critical',
    location: 'Floating critical panel',
    client: CEDAR,
  });

  const panel = seller.getByRole('region', { name: 'Critical notifications' });
  await expect(panel.getByText(title)).toBeVisible(ONE_POLL);
  await expect(panel.getByText('Settlements for this week arrive a day late.')).toBeVisible();
  // Level 3 in the floating panel is shown as an error.
  await expect(panel.getByRole('alert').filter({ hasText: title })).toHaveAttribute('data-severity', 'error');

  // The Borealis user has polled since the message was sent, and it is not theirs to see.
  await viewer.waitForResponse((r) => r.url().includes('/notifications?') && r.ok(), ONE_POLL);
  await expect(viewer.getByText(title)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(seller.getByRole('region', { name: 'Critical notifications' })).toBeHidden();
  // Read state is kept locally: a reload polls everything again and still shows it read.
  await seller.reload();
  await seller.waitForResponse((r) => r.url().includes('/notifications?') && r.ok(), ONE_POLL);
  await expect(seller.getByText(title)).toHaveCount(0);
});

test('clicking a bell notification with a relative redirect_url navigates there', async ({ browser }) => {
  const seller = await signedInPage(browser, CEDAR_MEMBERS[1]!);
  const sa = await signedInPage(browser, LOGINS.sa);
  const title = `New ticket queue ${suffix()}`;

  // Listen before sending: the poll that brings the message may come while the send is still finishing.
  const brought = seller.waitForResponse(
    async (r) => r.url().includes('/notifications?') && r.ok() && (await r.text()).includes(title),
    { timeout: 90_000 },
  );
  await send(sa, {
    title,
    message: 'Tickets now have their own queue.',
    level: 'Warning',
    location: 'Bell menu',
    client: CEDAR,
    redirect: '/tickets',
  });

  // The seller's first poll after the send brings it; then the bell lists it under New.
  await brought;
  const bell = seller.getByRole('button', { name: 'notifications' });
  await bell.click();
  const menu = seller.getByRole('menu', { name: 'Notifications' });
  const item = menu.getByRole('menuitem').filter({ hasText: title });
  await expect(item.locator('[data-severity="warning"]')).toBeVisible();
  const before = await menu.locator('li').allTextContents();
  expect(before.findIndex((t) => t.startsWith(title))).toBeGreaterThan(before.indexOf('New'));
  expect(before.indexOf('New')).toBeGreaterThanOrEqual(0);
  await item.click();
  await expect(seller).toHaveURL(/\/tickets$/);

  // Now read: it moved from New to Earlier.
  await bell.click();
  await expect(menu.getByText(title)).toBeVisible();
  const items = await menu.locator('li').allTextContents();
  const earlier = items.indexOf('Earlier');
  expect(earlier).toBeGreaterThanOrEqual(0);
  expect(items.findIndex((t) => t.startsWith(title))).toBeGreaterThan(earlier);
});
