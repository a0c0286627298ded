import { readFileSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';
import { LOGINS, PASSWORD, STORAGE, signIn, storedToken } from '../helpers/app';

/*
 * Spec 01 section 2.5: the dashboard against the demo history. The API itself is checked against the raw order
 * lines by the server's tests; here the screen is compared with what the API answers for the same request.
 */

type Day = { sales_R: number; sales_PO: number; sales_DF: number; num_returns: number };
type Sales = {
  summary: { total_sales_amount: number; total_returns: number };
  daily: Record<string, Record<string, Day>>;
};
type Marketing = { daily: Record<string, Record<string, { ams_sales: number; ams_spend: number }>> };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const isSales = (r: Response) =>
  new URL(r.url()).pathname === '/dashboard/sales/daily' && r.request().method() === 'GET';
const totalSales = (page: Page) => page.getByTestId('kpi-total-sales-value');

/** Asks the API the same question the page asked, with the page's own token. */
async function askApi<T>(page: Page, url: string): Promise<T> {
  const token = await storedToken(page, STORAGE.accessToken);
  const res = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function openDashboard(page: Page, email: string = LOGINS.seller): Promise<Response> {
  // Charts draw without animation so the SVG is final when asserted.
  await page.addInitScript(() => {
    (window as unknown as { __MARKETDESK_TEST__: boolean }).__MARKETDESK_TEST__ = true;
  });
  const first = page.waitForResponse(isSales, { timeout: 60_000 });
  await signIn(page, email);
  return first;
}

const mpSum = (sales: Sales, mp: string) =>
  Object.values(sales.daily[mp] ?? {}).reduce((s, d) => s + d.sales_R + d.sales_PO + d.sales_DF, 0);

test('shows the demo client totals for the default range and changes with a marketplace filter', async ({
  page,
}) => {
  const first = await openDashboard(page);
  const sent = new URL(first.url()).searchParams;
  const today = new Date();
  expect(sent.get('start_date')).toBe(iso(new Date(today.getFullYear(), today.getMonth(), 1)));
  expect(sent.get('end_date')).toBe(iso(today));
  expect(sent.get('currency_code')).toBe('USD');
  expect(sent.getAll('mp_id')).toEqual([]);

  const all = await askApi<Sales>(page, first.url());
  expect(all.summary.total_sales_amount).toBeGreaterThan(0);
  await expect(totalSales(page)).toHaveText(usd.format(all.summary.total_sales_amount));
  await expect(page.getByTestId('kpi-total-returns-value')).toHaveText(
    new Intl.NumberFormat('en-US').format(all.summary.total_returns),
  );

  // The marketplace with the most sales, chosen by name as a person would.
  const [mpId] = Object.keys(all.daily).sort((a, b) => mpSum(all, b) - mpSum(all, a));
  const me = await askApi<{ marketplaces: { pk_mp_id: number; name: string }[] }>(page, '/users/me');
  const name = me.marketplaces.find((m) => String(m.pk_mp_id) === mpId)!.name;
  await page.getByRole('combobox', { name: 'Marketplaces' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  const filtered = page.waitForResponse(
    (r) => isSales(r) && new URL(r.url()).searchParams.get('mp_id') === mpId,
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  const one = await askApi<Sales>(page, (await filtered).url());

  expect(Object.keys(one.daily)).toEqual([mpId]);
  expect(Math.abs(one.summary.total_sales_amount - mpSum(all, mpId!))).toBeLessThan(0.01 * 40);
  await expect(totalSales(page)).toHaveText(usd.format(one.summary.total_sales_amount));
  if (Object.keys(all.daily).length > 1) {
    expect(one.summary.total_sales_amount).toBeLessThan(all.summary.total_sales_amount);
  }

  // Reset: the defaults again, with its toast.
  const again = page.waitForResponse((r) => isSales(r) && !new URL(r.url()).searchParams.has('mp_id'));
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Filters have been reset to default')).toBeVisible();
  await again;
  await expect(totalSales(page)).toHaveText(usd.format(all.summary.total_sales_amount));
});

test('the CSV export holds the rows of the details table', async ({ page }) => {
  const first = await openDashboard(page);
  const sales = await askApi<Sales>(page, first.url());
  const marketing = await askApi<Marketing>(
    page,
    first.url().replace('/dashboard/sales/daily', '/dashboard/marketing/daily'),
  );
  const pairs = new Set<string>();
  for (const answer of [sales.daily, marketing.daily])
    for (const [mp, days] of Object.entries(answer))
      for (const day of Object.keys(days)) pairs.add(`${mp}|${day}`);

  const table = page.getByTestId('details-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByText(`of ${pairs.size}`, { exact: false })).toBeVisible();
  const shown: string[][] = [];
  for (const row of (await table.getByRole('row').all()).slice(1)) {
    shown.push((await row.getByRole('gridcell').allInnerTexts()).map((t) => t.trim()));
  }
  expect(shown.length).toBe(Math.min(20, pairs.size));

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Export CSV' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  const lines = file.split('\r\n');
  expect(lines[0]).toBe(
    'Marketplace,Date,Sales Amount (USD),PO Sales (USD),DF Sales (USD),Returns,AMS Sales (USD),AMS Spend (USD)',
  );
  const rows = lines.slice(1).map((l) => l.split(','));
  expect(rows.length).toBe(pairs.size);
  // The first page of the table is the first rows of the file, in the same order, with the same figures.
  shown.forEach((cells, i) => {
    const csv = rows[i]!;
    expect(csv.slice(0, 2)).toEqual(cells.slice(0, 2));
    // The screen writes amounts in the report's currency ('$1,200.00'), the file plain numbers.
    const amounts = cells.slice(2).map((c) => Number(c.replace(/[$,]/g, '')));
    expect(csv.slice(2).map(Number)).toEqual(amounts);
  });
});

test('the forecast is drawn dashed after the actual line with a shaded band', async ({ page }) => {
  const forecast = page.waitForResponse((r) => new URL(r.url()).pathname === '/dashboard/forecast', {
    timeout: 60_000,
  });
  await openDashboard(page);
  expect((await forecast).status()).toBe(200);
  const chart = page.getByTestId('trends-chart');
  const dashed = chart.locator('[data-testid^="line-forecast-"]');
  await expect(dashed.first()).toBeVisible({ timeout: 30_000 });
  await expect(dashed.first()).toHaveAttribute('stroke-dasharray', '6 4');
  await expect(chart.locator('[data-testid^="line-actual-"]').first()).not.toHaveAttribute(
    'stroke-dasharray',
    /./,
  );
  const band = chart.locator('[data-testid^="forecast-band-"]');
  await expect(band.first()).toBeAttached();
  expect(Number(await band.first().getAttribute('fill-opacity'))).toBeGreaterThan(0);
  await expect(chart.getByText('Trends for each Marketplace')).toBeVisible();
});

test('a user without dashboard:view sees the permission text', async ({ page }) => {
  // No demo login lacks dashboard:view: the client admin of Acme Home makes one through the admin API.
  const suffix = Math.random().toString(36).slice(2, 8);
  const login = await page.request.post('/auth/login', {
    form: { username: LOGINS.admin, password: PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const role = await page.request.post('/roles?client_id=1', {
    headers,
    data: { name: `Tickets only ${suffix}`, description: '', permissions: ['view:tickets'], level: 2 },
  });
  expect(role.status()).toBe(201);
  const options = (await (await page.request.get('/users/form-options?client_id=1', { headers })).json()) as {
    clients: { id: number; warehouses: { pk_warehouse_id: number }[] }[];
    marketplaces: { pk_mp_id: number }[];
    brands: { pk_brand_id: number }[];
  };
  const acme = options.clients.find((c) => c.id === 1)!;
  const email = `no-dashboard-${suffix}@acme.test`;
  const created = await page.request.post('/users?client_id=1', {
    headers,
    data: {
      email,
      first_name: 'Nadia',
      last_name: `Board ${suffix}`,
      password: PASSWORD,
      role_ids: [((await role.json()) as { id: number }).id],
      client_ids: [1],
      marketplace_ids: [options.marketplaces[0]!.pk_mp_id],
      warehouse_ids: [acme.warehouses[0]!.pk_warehouse_id],
      brand_ids: [options.brands[0]!.pk_brand_id],
      profile_ids: [],
    },
  });
  expect(created.status()).toBe(201);

  const first = await openDashboard(page, email);
  expect(first.status()).toBe(403);
  for (const card of ['total-sales', 'total-returns', 'ams-sales', 'ams-spend']) {
    await expect(page.getByTestId(`kpi-${card}-error`)).toHaveText(
      'You do not have permission to view this data',
    );
  }
});
