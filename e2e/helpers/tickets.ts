import { expect, type Locator, type Page } from '@playwright/test';

/** The ticket screens as a person finds their way through them (spec 03 section 2). */

/** The demo people of the ticket journeys (apps/server/src/db/demo/users.ts). */
export const PEOPLE = {
  seller: 'Priya Nair',
  ads: 'Daniel Brooks',
  assigner: 'Maria Rossi',
  reviewer: 'Tom Becker',
  admin: 'Alex Morgan',
} as const;

/** Chooses an option of an MUI select (a labelled combobox opening a listbox). */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Chooses an option of an MUI Autocomplete, typing part of it first. */
export async function pick(page: Page, label: string | RegExp, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A tab's label: its name, then its count once the list has answered ('All Tickets (123)'). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\(\\d+\\))?$`);

/** A tab of the dashboard by its label. */
export const tab = (page: Page, label: string): Locator =>
  page.getByRole('tablist', { name: 'Ticket tabs' }).getByRole('tab', { name: labelled(label) });

/** A sub-tab of the chosen tab by its label. */
export const subTab = (page: Page, label: string): Locator =>
  page.getByRole('tablist', { name: / sub-tabs$/ }).getByRole('tab', { name: labelled(label) });

export async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.goto(`/tickets${query}`);
  await expect(page.getByRole('heading', { name: 'Tickets', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible({ timeout: 30_000 });
}

/** Opens a tab, then one of its sub-tabs, as clicked. */
export async function openTab(page: Page, label: string, subLabel?: string): Promise<void> {
  await tab(page, label).click();
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  if (subLabel) {
    await subTab(page, subLabel).click();
    await expect(subTab(page, subLabel)).toHaveAttribute('aria-selected', 'true');
  }
}

export const ticketRow = (page: Page, id: number): Locator => page.getByTestId(`ticket-row-${id}`);

/** Clicks the ticket's link in the dashboard's table and waits for its detail page. */
export async function openTicketFromList(page: Page, id: number): Promise<void> {
  await ticketRow(page, id)
    .getByRole('link', { name: `#${id}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id}(\\?|$)`));
  await expectTicketPage(page, id);
}

export async function expectTicketPage(page: Page, id: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Ticket #${id}: `) })).toBeVisible({
    timeout: 30_000,
  });
}

export async function openTicket(page: Page, id: number): Promise<void> {
  await page.goto(`/tickets/${id}`);
  await expectTicketPage(page, id);
}

/** The status chip of the detail header. */
export const statusChip = (page: Page): Locator => page.getByTestId('ticket-status').first();

/** A toast (notistack) with exactly this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.notistack-SnackbarContainer').getByText(text);

/** The history table of the detail page. */
export const history = (page: Page): Locator => page.getByRole('table', { name: 'Ticket history' });

/** The history as shown: one [who, change, from, to] per row (the When column left out). */
export async function historyRows(page: Page): Promise<string[][]> {
  const rows = await history(page).getByRole('row').all();
  const out: string[][] = [];
  for (const row of rows.slice(1)) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    out.push(cells.slice(1));
  }
  return out;
}
