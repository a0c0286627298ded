import { expect, type Page, test } from '@playwright/test';
import { LOGINS, readSidebar, signIn } from '../helpers/app';

/*
 * Spec 01 section 2.3: each demo login sees exactly its sidebar entries. The lists follow from the demo roles
 * (apps/server/src/db/demo/roles.ts) in the client selected after sign-in (the first by id: Acme Home, or
 * Borealis Sports for viewer@borealis). Campaigns, Insights and Raw Data are SOON entries everybody sees.
 */
const SOON: [string, string[]] = ['Marketing', ['Campaigns', 'Insights', 'Raw Data']];

const EVERY_MODULE: [string, string[]][] = [
  ['Home', ['Dashboard', 'Tickets']],
  ['Focused SKUs', ['Manage Focused SKUs', 'Analysis', 'Insert SKU Data']],
  ['Focused Ads', ['Search Term Data']],
  ['Data', ['Inventory Upload', 'Data Vault', 'Invoice Upload', 'Listing Tracker', 'Inventory Tracking']],
  ['Vendor', ['PO Fill Rate', 'DF Orders']],
  [
    'Business',
    [
      'Business View',
      'Price Check',
      'Payment Reconciliation',
      'Partner View',
      'Forecast Working',
      'Review Data',
    ],
  ],
];
const CLIENT_ADMIN: [string, string[]] = [
  'Client Admin',
  ['Users', 'Permission Groups', 'Warehouses', 'Marketplaces'],
];
const SUPER_ADMIN: [string, string[]] = [
  'Super Admin',
  ['Send Notification', 'Clients', 'Marketplaces', 'Brands', 'CronJobs', 'Scheduled Job Errors'],
];
const ALL_MARKETING: [string, string[]] = [
  'Marketing',
  ['Campaigns', 'Insights', 'Raw Data', 'AMS Report Pull Status', 'AMS View', 'AdGroupMater Upload'],
];
const ACCOUNT_MANAGER: [string, string[]][] = [
  ['Home', ['Dashboard', 'Tickets']],
  ['Focused SKUs', ['Manage Focused SKUs', 'Analysis', 'Insert SKU Data']],
  ['Focused Ads', ['Search Term Data']],
  ['Data', ['Inventory Tracking']],
  ALL_MARKETING,
];
const TICKETS: [string, string[]][] = [
  ['Home', ['Dashboard', 'Tickets']],
  ['Data', ['Inventory Tracking']],
  SOON,
];

const EXPECTED_SIDEBARS: Record<keyof typeof LOGINS, [string, string[]][] | null> = {
  // Super admin: every permission in every client and the Super Admin group; the Client Admin group is for
  // holders of the Client Admin role ("client admins only"), which sa@ is not.
  sa: [...EVERY_MODULE, SUPER_ADMIN, ALL_MARKETING],
  // Client Admin role in Acme Home holds every permission.
  admin: [...EVERY_MODULE, CLIENT_ADMIN, ALL_MARKETING],
  // Seller: dashboard, data vault (view, edit, upload), the listing tracker, the business modules and the
  // everyday tickets.
  seller: [
    ['Home', ['Dashboard', 'Tickets']],
    ['Data', ['Data Vault', 'Invoice Upload', 'Listing Tracker', 'Inventory Tracking']],
    [
      'Business',
      [
        'Business View',
        'Price Check',
        'Payment Reconciliation',
        'Partner View',
        'Forecast Working',
        'Review Data',
      ],
    ],
    SOON,
  ],
  // Account manager: AMS views, report status, ad-group master, focused SKUs, search terms and the ad tickets.
  ads: ACCOUNT_MANAGER,
  // Ticket assigner and reviewer: tickets; view:tickets also shows Inventory Tracking.
  assigner: TICKETS,
  reviewer: TICKETS,
  // Dashboard viewer in Borealis Sports.
  viewer: [['Home', ['Dashboard']], SOON],
  // These two cannot sign in (login.spec.ts).
  disabled: null,
  noclient: null,
};

async function selectedClient(page: Page) {
  return page.getByRole('combobox', { name: 'Client' });
}

for (const [key, expected] of Object.entries(EXPECTED_SIDEBARS)) {
  if (!expected) continue;
  const email = LOGINS[key as keyof typeof LOGINS];
  test(`${email} sees exactly its sidebar`, async ({ page }) => {
    await signIn(page, email);
    await expect(await selectedClient(page)).toHaveText(key === 'viewer' ? 'Borealis Sports' : 'Acme Home');
    expect(await readSidebar(page)).toEqual(expected);
  });
}

test('admin@acme sees the account-manager sidebar after switching to Borealis Sports', async ({ page }) => {
  await signIn(page, LOGINS.admin);
  expect(await readSidebar(page)).toEqual(EXPECTED_SIDEBARS.admin);
  await (await selectedClient(page)).click();
  await page.getByRole('option', { name: 'Borealis Sports' }).click();
  await expect(await selectedClient(page)).toHaveText('Borealis Sports');
  await expect(page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  expect(await readSidebar(page)).toEqual(ACCOUNT_MANAGER);
});

test('viewer@borealis has no client selector choice beyond Borealis Sports', async ({ page }) => {
  await signIn(page, LOGINS.viewer);
  await (await selectedClient(page)).click();
  await expect(page.getByRole('option')).toHaveText(['Borealis Sports']);
});
