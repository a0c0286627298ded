import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../helpers/api';
import { expect, test } from '../helpers/roles';
import { choose, openDashboard, openTab, subTab, tab, ticketRow } from '../helpers/tickets';

/*
 * Spec 03 section 2 (ticket dashboard) and section 5 (deep search, ETA): the assigner works the dashboard of
 * the demo's few hundred Acme Home tickets. The whole view lives in the address, so a reload (or a shared
 * link) shows the same tab, sub-tab, page size and sort; a deep search finds a ticket by one of its items; the
 * ticket's page goes back to the list with the view kept. The reviewer edits a type's ETA. Nothing here
 * depends on another spec: the views read demo tickets other specs leave alone (assigned ones), and the ETA
 * is read before it is changed.
 */

test.setTimeout(300_000);

interface ListAnswer {
  tickets: { pk_ticket_id: number; fk_ticket_type_id: string; num_items: number }[];
  total: number;
}
interface DetailAnswer {
  data: { items: Record<string, unknown>[] };
}

const ticketIds = async (page: Page): Promise<number[]> =>
  (
    await page
      .getByRole('table', { name: 'Tickets' })
      .getByRole('link', { name: /^#\d+$/ })
      .allInnerTexts()
  ).map((t) => Number(t.slice(1)));

/** The table shows a full page of `size` rows (or all when fewer), as its pagination says: '1–250 of 312'. */
async function expectRows(page: Page, size: number): Promise<void> {
  const range = page.getByText(/^1–\d+ of \d+$/);
  await expect(range).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const [, shown, total] = ((await range.textContent()) ?? '').match(/^1–(\d+) of (\d+)$/) ?? [];
      const rows = await page.getByRole('table', { name: 'Tickets' }).getByRole('row').count();
      return Number(shown) === Math.min(size, Number(total)) && rows === Number(shown) + 1;
    })
    .toBe(true);
}

test('the assigner switches tabs, page size and sort, kept in the address; deep search and back to the list', async ({
  as,
}) => {
  const page = await as('assigner');
  await openDashboard(page);
  await expect(page.getByRole('tablist', { name: 'Ticket tabs' }).getByRole('tab')).toHaveText([
    /^All Tickets \(\d+\)$/,
    /^Unassigned \(\d+\)$/,
    /^My Tickets \(\d+\)$/,
    /^Tickets I Raised \(\d+\)$/,
  ]);
  // An assigner starts on All Tickets, Unassigned; the two sub-tabs add up to the tab.
  await expect(tab(page, 'All Tickets')).toHaveAttribute('aria-selected', 'true');
  await expect(subTab(page, 'Unassigned')).toHaveAttribute('aria-selected', 'true');
  const count = async (label: Locator) => {
    await expect(label).toHaveText(/ \(\d+\)$/);
    return Number((((await label.textContent()) ?? '').match(/\((\d+)\)$/) ?? [])[1]);
  };
  const all = await count(tab(page, 'All Tickets'));
  const unassigned = await count(subTab(page, 'Unassigned'));
  const assigned = await count(subTab(page, 'Assigned'));
  expect(all).toBeGreaterThan(100);
  expect(unassigned + assigned).toBe(all);

  // Sub-tab Assigned, 250 rows a page, sorted by ticket id ascending: each step is written to the address.
  await openTab(page, 'All Tickets', 'Assigned');
  await expect(page).toHaveURL(/[?&]subTab=assigned(&|$)/);
  const table = page.getByRole('table', { name: 'Tickets' });
  expect(assigned).toBeGreaterThan(50);
  await expectRows(page, 50);
  await choose(page, /^Rows per page/, '250');
  await expect(page).toHaveURL(/[?&]rpp=250(&|$)/);
  await expectRows(page, 250);

  await table.getByRole('button', { name: 'Ticket ID' }).click();
  await expect(page).toHaveURL(/[?&]orderBy=pk_ticket_id(&|$)/);
  await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
  await expect(table.getByRole('columnheader', { name: 'Ticket ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(async () => isSorted(await ticketIds(page))).toBe(true);

  // A reload (or the same link elsewhere) shows the same view.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(subTab(page, 'Assigned')).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('columnheader', { name: 'Ticket ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectRows(page, 250);
  // (The same order, not the same rows: other specs assign tickets meanwhile.)
  await expect.poll(async () => isSorted(await ticketIds(page))).toBe(true);

  // Deep search finds a ticket by a SKU among its items (not a field of the list): one the assigner can see in
  // this view, read from the demo data as the assigner would find it on its page.
  const listed = await apiGet<ListAnswer>(page, '/tickets/all', {
    tab: 'all',
    subTab: 'assigned',
    rpp: 500,
    orderBy: 'pk_ticket_id',
    order: 'asc',
  });
  const withItems = listed.tickets.find(
    (t) => t.num_items > 0 && ['T1', 'T2', 'T4', 'T5', 'T7', 'T9', 'T10'].includes(t.fk_ticket_type_id),
  );
  expect(withItems, 'a demo ticket with SKU items among the assigned ones').toBeTruthy();
  const detail = await apiGet<DetailAnswer>(page, '/tickets/details', { id: withItems!.pk_ticket_id });
  const term = String(detail.data.items.find((i) => i.retailer_sku)?.retailer_sku ?? '');
  expect(term.length).toBeGreaterThanOrEqual(3);

  const box = page.getByRole('textbox', { name: 'Search tickets' });
  await box.fill(term.slice(0, 2));
  await page.getByRole('button', { name: 'Deep Search' }).click();
  await expect(page.getByText('Deep search needs at least 3 characters.')).toBeVisible();
  await box.fill(term);
  await page.getByRole('button', { name: 'Deep Search' }).click();
  await expect(page.getByText(/^Deep search: \d+ tickets$/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]d=true(&|$)/);
  expect(new URL(page.url()).searchParams.get('s')).toBe(term);
  const found = ticketRow(page, withItems!.pk_ticket_id);
  await expect(found).toBeVisible();

  // The ticket's page highlights the term; Back to List returns to the same view, scrolled to the ticket.
  await found.getByRole('link', { name: `#${withItems!.pk_ticket_id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${withItems!.pk_ticket_id}\\?`));
  await expect(page.getByTestId('highlight').first()).toHaveText(new RegExp(escapeRe(term), 'i'));
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL(/\/tickets\?/);
  const back = new URL(page.url()).searchParams;
  expect(Object.fromEntries([...back].filter(([k]) => k !== 'scrollTo'))).toEqual(
    Object.fromEntries([...new URL(address).searchParams, ['s', term], ['d', 'true']]),
  );
  expect(back.get('scrollTo')).toBe(String(withItems!.pk_ticket_id));
  await expect(page.getByText(/^Deep search: \d+ tickets$/)).toBeVisible({ timeout: 30_000 });
  await expect(ticketRow(page, withItems!.pk_ticket_id)).toBeVisible();

  // Clear Search ends the deep search and shows the whole sub-tab again.
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByText(/^Deep search: \d+ tickets$/)).toBeHidden();
  await expect(box).toHaveValue('');
  expect(new URL(page.url()).searchParams.has('s')).toBe(false);
  expect(new URL(page.url()).searchParams.has('d')).toBe(false);
  await expectRows(page, 250);
});

test('the reviewer edits the ETA of a ticket type', async ({ as }) => {
  const page = await as('reviewer');
  await openDashboard(page);
  // A reviewer sees Review Tickets before My Tickets and Tickets I Raised.
  await expect(page.getByRole('tablist', { name: 'Ticket tabs' }).getByRole('tab')).toHaveText([
    /^Unassigned \(\d+\)$/,
    /^Review Tickets \(\d+\)$/,
    /^My Tickets \(\d+\)$/,
    /^Tickets I Raised \(\d+\)$/,
  ]);

  await page.getByRole('button', { name: 'Edit Ticket ETA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Ticket ETA' });
  await dialog.getByRole('combobox', { name: 'Ticket Type' }).click();
  const option = page.getByRole('option', { name: /^T4 · / });
  const current = Number((((await option.textContent()) ?? '').match(/\(ETA (\d+) days\)/) ?? [])[1]);
  expect(current).toBeGreaterThanOrEqual(1);
  await option.click();
  const days = dialog.getByRole('spinbutton', { name: 'ETA (days)' });
  await expect(days).toHaveValue(String(current));

  // Days are needed (at least 1); then the new ETA is saved and the dialog closes by itself.
  await days.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Please select a ticket type and enter a valid number of days (minimum 1).'),
  ).toBeVisible();
  const next = current >= 30 ? current - 1 : current + 1;
  await days.fill(String(next));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('ETA for Marketplace Inquiry updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // Opened again, the type shows its new ETA.
  await page.getByRole('button', { name: 'Edit Ticket ETA' }).click();
  await page
    .getByRole('dialog', { name: 'Edit Ticket ETA' })
    .getByRole('combobox', { name: 'Ticket Type' })
    .click();
  await expect(page.getByRole('option', { name: /^T4 · / })).toHaveText(
    new RegExp(`\\(ETA ${next} days\\)$`),
  );
});

const isSorted = (ids: number[]) => ids.length > 1 && ids.every((id, i) => i === 0 || ids[i - 1]! < id);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
