import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../helpers/api';
import { expect, test } from '../helpers/roles';
import { choose, openTicket, PEOPLE, toast } from '../helpers/tickets';

/*
 * Issue 21 item 1 (spec 03 AMS View): the demo account manager drills from a seller's ad groups to the targets of
 * one, to the search terms of a target (the 'Target: x' chip), exports them (a background task ending in a
 * download), and goes Back twice. Second journey: an accepted T11 'Adjust bid' on a demo ticket shows as the
 * target's new bid in the AMS View.
 */

test.setTimeout(300_000);

interface Seller {
  seller_id: string;
  currency_code: string;
  seller_name: string;
}
/** An amount as the screen shows it: en-US, in the seller's marketplace currency. */
const money = (n: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
/** Any amount in that currency, e.g. €1,234.56. */
const anyMoney = (currency: string) =>
  new RegExp(
    `${money(0, currency)
      .replace(/[\d.,\s]/g, '')
      .replace(/[$]/g, '\\$')}[\\d,]+\\.\\d{2}`,
  );

interface Group {
  ad_group_id: string;
  ad_group_name: string;
}
interface Target {
  target_id: string;
  target: string;
}

/** Picks a seller in the filter bar and applies the last 30 days. */
async function openSeller(page: Page, seller: Seller) {
  await page.goto('/marketing/ams');
  await expect(page.getByRole('heading', { name: 'AMS View' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Seller' }).click();
  await page.getByRole('option', { name: `${seller.seller_name} (${seller.seller_id})` }).click();
  await page.getByRole('button', { name: '30D' }).click();
  await page.getByRole('button', { name: 'APPLY' }).click();
}

/** Shows a table's largest page, so a row is on the first one. */
async function largestPage(page: Page, table: Locator, size: string) {
  await expect(table).toBeVisible({ timeout: 60_000 });
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

async function openViews(page: Page, groupId: string, item: string) {
  await largestPage(page, page.getByRole('table', { name: 'Ad Groups' }), '100');
  await page.getByTestId(`ams-row-${groupId}`).getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the account manager drills from ad groups to targets to the search terms of a target, exports them, and goes back', async ({
  as,
}) => {
  const page = await as('ads');
  await page.goto('/marketing/ams');
  const sellers = await apiGet<Seller[]>(page, '/ams-view/sellers');
  expect(sellers.length).toBeGreaterThan(0);

  // A seller, ad group and target with search terms in the last 30 days, as a person would find by browsing.
  let found: { seller: Seller; group: Group; target: Target; terms: number } | null = null;
  for (const seller of sellers) {
    const groups = await apiGet<{ items: Group[] }>(page, '/ams-view/ad-groups', {
      seller_id: seller.seller_id,
    });
    for (const group of groups.items.slice(0, 6)) {
      const query = { seller_id: seller.seller_id };
      const targets = await apiGet<{ items: Target[] }>(
        page,
        `/ams-view/targets/${group.ad_group_id}`,
        query,
      );
      for (const target of targets.items.slice(0, 5)) {
        const terms = await apiGet<{ items: unknown[] }>(
          page,
          `/ams-view/search-terms/${group.ad_group_id}`,
          {
            ...query,
            target: target.target_id,
          },
        );
        if (terms.items.length > 0) {
          found = { seller, group, target, terms: terms.items.length };
          break;
        }
      }
      if (found) break;
    }
    if (found) break;
  }
  expect(found, 'a demo target with search terms').not.toBeNull();
  const { seller, group, target } = found!;

  await openSeller(page, seller);
  const cards = page.getByTestId('ams-summary');
  await expect(cards.getByRole('region', { name: 'Spend' })).toHaveText(anyMoney(seller.currency_code), {
    timeout: 60_000,
  });
  await expect(
    page.getByRole('table', { name: 'Ad Groups' }).getByTestId('ams-status').first(),
  ).toBeVisible();

  // Ad groups → Targets.
  await openViews(page, group.ad_group_id, 'View Targets');
  const targets = page.getByRole('table', { name: 'Targets' });
  await largestPage(page, targets, '50');
  const targetRow = page.getByTestId(`ams-row-${target.target_id}`);
  await expect(targetRow).toContainText(target.target);

  // Targets → the target's search terms, with its chip.
  await targetRow.getByRole('button', { name: 'View Search Terms' }).click();
  await expect(page.getByText(`Target: ${target.target}`)).toBeVisible();
  const terms = page.getByRole('table', { name: 'Search Terms' });
  await expect(terms).toBeVisible({ timeout: 60_000 });

  // Export: a background task; once finished 'Download CSV' downloads the grid's rows.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.getByRole('button', { name: 'Download CSV' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text
    .slice(1)
    .split('\r\n')
    .filter((l) => l !== '');
  // Money columns name the seller's currency.
  const cur = seller.currency_code;
  expect(lines[0]).toBe(
    `Search Term,Keyword,Impressions,Clicks,CTR,Spend (${cur}),CPC (${cur}),Units,Conversion,Sales (${cur}),ACOS`,
  );
  expect(lines.length - 1).toBe(found!.terms);

  // Back twice: the targets, then the ad groups.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('table', { name: 'Targets' })).toBeVisible();
  await expect(page.getByText(`Target: ${target.target}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('table', { name: 'Ad Groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

interface TicketRow {
  pk_ticket_id: number;
  fk_ticket_type_id: string;
}
interface Item {
  item_no?: number;
  item_type?: string;
  action_taken?: string | null;
  min_bid?: number | string | null;
  profile_id?: string;
  adgroup_id?: string;
  targeting_id?: string;
}

test('an accepted T11 bid change shows in the AMS View', async ({ as }) => {
  const page = await as('ads');
  await page.goto('/tickets?tab=unassigned');
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible({ timeout: 30_000 });
  const sellers = await apiGet<Seller[]>(page, '/ams-view/sellers');

  // An unassigned demo T11 ticket with a target row of a seller the account manager sees.
  const list = await apiGet<{ tickets: TicketRow[] }>(page, '/tickets/all', { tab: 'unassigned', rpp: 500 });
  const candidates = list.tickets
    .filter((t) => t.fk_ticket_type_id === 'T11')
    .sort(() => Math.random() - 0.5);
  let chosen: { id: number; index: number; item: Item; seller: Seller } | null = null;
  for (const t of candidates.slice(0, 30)) {
    const detail = await apiGet<{ fk_owner_id: number | null; data: { items: Item[] } }>(
      page,
      '/tickets/details',
      { id: t.pk_ticket_id },
    );
    const index = detail.data.items.findIndex(
      (i) =>
        i.item_type === 'target' &&
        !i.action_taken &&
        i.targeting_id &&
        sellers.some((s) => s.seller_id === i.profile_id),
    );
    if (detail.fk_owner_id === null && index >= 0) {
      const item = detail.data.items[index]!;
      chosen = {
        id: t.pk_ticket_id,
        index,
        item,
        seller: sellers.find((s) => s.seller_id === item.profile_id)!,
      };
      break;
    }
  }
  expect(chosen, 'an unassigned demo T11 ticket with a target').not.toBeNull();
  const { id, index, item, seller } = chosen!;
  const key = item.item_no ?? index + 1;
  const newBid = (Math.ceil(Math.max(Number(item.min_bid ?? 0), 0.1) * 100) / 100 + 0.37).toFixed(2);
  test.info().annotations.push({ type: 'ticket', description: `T11 #${id}, row ${key}, new bid ${newBid}` });

  // Assign to me, Adjust bid with the new bid, Save Actions.
  await openTicket(page, id);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to me' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(PEOPLE.ads);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(page, 'Ticket successfully assigned')).toBeVisible();
  await choose(page, `Row ${key} action`, 'Adjust bid');
  const row = page
    .getByRole('table', { name: 'Ticket items' })
    .getByRole('row')
    .nth(index + 1);
  await row.getByRole('textbox', { name: `Row ${key} new bid` }).fill(newBid);
  await page.getByRole('button', { name: 'Save Actions' }).click();
  await expect(toast(page, 'Ticket updated successfully')).toBeVisible({ timeout: 30_000 });

  // The AMS View: that ad group's targets show the new bid.
  await openSeller(page, seller);
  await openViews(page, item.adgroup_id!, 'View Targets');
  await largestPage(page, page.getByRole('table', { name: 'Targets' }), '50');
  await expect(page.getByTestId(`ams-row-${item.targeting_id}`)).toContainText(
    money(Number(newBid), seller.currency_code),
  );
});
