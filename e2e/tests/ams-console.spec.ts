import { writeFileSync } from 'node:fs';
import { apiGet } from '../helpers/api';
import { expect, test } from '../helpers/roles';
import { UPLOAD_WAIT } from '../helpers/sheets';

/*
 * Console reports: the account manager uploads a search term report and a targeting report downloaded from the
 * advertising console (.csv as Amazon writes it: byte-order mark, CRLF, quoted money) for a seller, and AMS View
 * shows the new ad groups with the files' totals.
 */

test.setTimeout(300_000);

interface Seller {
  seller_id: string;
  seller_name: string;
  currency_code: string;
}
interface Group {
  ad_group_id: string;
  ad_group_name: string;
  campaign_name: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
}

const money = (n: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const csv = (lines: string[]) => Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');

test('the account manager uploads a search term and a targeting report and sees their totals in AMS View', async ({
  as,
}, info) => {
  const page = await as('ads');
  await page.goto('/marketing/ams');
  const [seller] = await apiGet<Seller[]>(page, '/ams-view/sellers');
  expect(seller).toBeTruthy();
  const cur = seller!.currency_code;
  const campaign = `E2E console ${Date.now().toString(36)}`;
  // Two ad groups, two keywords each, three days; the search terms add up to the targets.
  const rows: {
    date: string;
    group: string;
    kw: string;
    term: string;
    imp: number;
    clk: number;
    spend: number;
    sales: number;
    orders: number;
  }[] = [];
  let n = 0;
  for (const d of [-6, -5, -4])
    for (const group of ['Steel', 'Glass'])
      for (const kw of ['kettle', 'tea kettle'])
        for (const term of [`${kw} 1.7l`, `${kw} cheap`]) {
          n++;
          rows.push({
            date: day(d),
            group,
            kw,
            term,
            imp: 100 + n * 7,
            clk: 1 + (n % 5),
            spend: 50 + n * 13,
            sales: (n % 3) * 1999,
            orders: n % 3,
          });
        }
  const amt = (cents: number) => `"${money(cents / 100, 'USD').replace('$', '')}"`;
  const terms = csv([
    'Date,Portfolio name,Currency,Campaign Name,Ad Group Name,Targeting,Match Type,Customer Search Term,Impressions,Clicks,Click-Thru Rate (CTR),Cost Per Click (CPC),Spend,7 Day Total Sales,"Total Advertising Cost of Sales (ACOS) ",Total Return on Advertising Spend (ROAS),7 Day Total Orders (#),7 Day Total Units (#)',
    ...rows.map((r) =>
      [
        r.date,
        'Not grouped',
        cur,
        campaign,
        r.group,
        r.kw,
        'BROAD',
        r.term,
        r.imp,
        r.clk,
        '1.00%',
        amt(r.spend / r.clk),
        amt(r.spend),
        amt(r.sales),
        '',
        '',
        r.orders,
        r.orders,
      ].join(','),
    ),
  ]);
  const targets = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const k = `${r.date}|${r.group}|${r.kw}`;
    const t = targets.get(k) ?? { ...r, imp: 0, clk: 0, spend: 0, sales: 0, orders: 0 };
    t.imp += r.imp;
    t.clk += r.clk;
    t.spend += r.spend;
    t.sales += r.sales;
    t.orders += r.orders;
    targets.set(k, t);
  }
  const targeting = csv([
    'Date,Portfolio name,Currency,Campaign Name,Ad Group Name,Targeting,Match Type,Impressions,Clicks,Click-Thru Rate (CTR),Cost Per Click (CPC),Spend,"Total Advertising Cost of Sales (ACoS) ",Total Return on Advertising Spend (RoAS),"7 Day Total Sales ",7 Day Total Orders (#),7 Day Total Units (#)',
    ...[...targets.values()].map((r) =>
      [
        r.date,
        'Not grouped',
        cur,
        campaign,
        r.group,
        r.kw,
        'BROAD',
        r.imp,
        r.clk,
        '1.00%',
        amt(r.spend / r.clk),
        amt(r.spend),
        '',
        '',
        amt(r.sales),
        r.orders,
        r.orders,
      ].join(','),
    ),
  ]);
  const termFile = info.outputPath('Sponsored_Products_Search_term_report.csv');
  const targetFile = info.outputPath('Sponsored_Products_Targeting_report.csv');
  writeFileSync(termFile, terms);
  writeFileSync(targetFile, targeting);

  const sellerLabel = `${seller!.seller_name} (${seller!.seller_id})`;
  await page.getByRole('combobox', { name: 'Seller' }).click();
  await page.getByRole('option', { name: sellerLabel }).click();
  // The upload goes to the seller the form shows: checked before, not guessed from a wrong total after.
  await expect(page.getByRole('combobox', { name: 'Seller' })).toHaveValue(sellerLabel);
  const panel = page.getByTestId('ams-console-upload');
  await page.getByTestId('ams-console-input').setInputFiles(termFile);
  await expect(panel.getByTestId('ams-console-result')).toContainText(
    `Search term report (7-day attribution), ${day(-6)} to ${day(-4)}: ${rows.length} rows: ${rows.length} new`,
    UPLOAD_WAIT,
  );
  await page.getByTestId('ams-console-input').setInputFiles(targetFile);
  await expect(panel.getByTestId('ams-console-result')).toContainText(
    `Targeting report (7-day attribution), ${day(-6)} to ${day(-4)}: ${targets.size} rows: ${targets.size} new`,
    UPLOAD_WAIT,
  );
  const total = rows.reduce((s, r) => s + r.spend, 0);
  await expect(panel.getByTestId('ams-console-result')).toContainText(`spend ${money(total / 100, cur)}`);

  await page.getByRole('button', { name: '30D' }).click();
  await page.getByRole('button', { name: 'APPLY' }).click();
  const table = page.getByRole('table', { name: 'Ad Groups' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const groups = (
    await apiGet<{ items: Group[] }>(page, '/ams-view/ad-groups', {
      seller_id: seller!.seller_id,
      start_date: day(-6),
      end_date: day(-4),
    })
  ).items.filter((g) => g.campaign_name === campaign);
  expect(groups.map((g) => g.ad_group_name).sort()).toEqual(['Glass', 'Steel']);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  for (const g of groups) {
    const mine = rows.filter((r) => r.group === g.ad_group_name);
    const spend = mine.reduce((s, r) => s + r.spend, 0) / 100;
    const sales = mine.reduce((s, r) => s + r.sales, 0) / 100;
    expect(g).toMatchObject({
      impressions: mine.reduce((s, r) => s + r.imp, 0),
      clicks: mine.reduce((s, r) => s + r.clk, 0),
      spend,
      sales,
    });
    const row = page.getByTestId(`ams-row-${g.ad_group_id}`);
    await expect(row).toContainText(money(spend, cur));
    await expect(row).toContainText(money(sales, cur));
  }
});
