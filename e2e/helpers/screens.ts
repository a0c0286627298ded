import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { SCREENS, type Screen } from '../../apps/web/src/app/screens';
import type { Role } from './roles';

/**
 * The every-route journey's pieces: the web's screen registry (apps/web/src/app/screens, so a new route is
 * opened without touching the journey), who opens each route, how a screen is brought to show its data, when
 * it counts as empty, and the accessibility check.
 */

/**
 * Screens that start empty by design on the demo, each with its reason. Any other screen whose main table,
 * grid, cards or chart stay empty fails the journey.
 */
export const EMPTY_BY_DESIGN: Record<string, string> = {
  '/tickets/new': 'a form: the new ticket is typed in',
  '/tickets/edit/:ticketId': 'a form: the ticket is edited here',
  '/focused-data/sku': 'a form: one SKU comparison is typed in (its history is /focused-data/sku/history)',
  '/focused-data/search-term': 'a form: one search-term comparison is typed in (history on its own route)',
  '/sa/notification/create': 'a form: the notification is typed in',
  '/profile': "a form: the user's own name and password",
  '/listing-tracker': 'a form: its first tab submits a listing update (Pending Approvals is the second tab)',
  '/inventory-upload': 'an upload form: stock arrives by file here (Inventory & Reports shows it)',
  '/invoice-uploader': 'an upload form: an invoice header is typed in and its lines uploaded',
  '/marketing/campaigns': 'not built yet (coming soon page)',
  '/marketing/insights': 'not built yet (coming soon page)',
  '/marketing/data': 'not built yet (coming soon page)',
};

/** Who opens a route: the super admin for /sa/*, the client admin of Acme Home (every permission) for the rest. */
export const roleFor = (r: Screen): Role => (r.guard === 'super-admin' ? 'sa' : 'admin');

export const routesOf = (role: Role): Screen[] => SCREENS.filter((r) => roleFor(r) === role);

/**
 * A main-table row with data: a grid row, or a body row of two cells or more (a table's empty text, "No matching
 * rows" or "No report data found…", is one cell spanning the columns, so it does not count).
 */
const dataRows = (main: Locator) =>
  main
    .locator(
      '[role="row"]:has([role="gridcell"]), [role="row"]:has([role="cell"] ~ [role="cell"]), tbody tr:has(td ~ td)',
    )
    .filter({
      hasNotText: /^(no rows|no data|no records|nothing to show)/i,
    });

/** Cards or folded sections (accordions) with a figure, or a drawn chart. */
const cardsOrCharts = (main: Locator) =>
  main
    .locator('.MuiCard-root, .MuiAccordion-root')
    .filter({ hasText: /\d/ })
    .or(main.locator('.recharts-surface, svg.MuiChartsSurface-root, canvas'));

/**
 * Moves the open app to another of its addresses as its own links do (the router's history entry and popstate),
 * without loading the page again: a full load parses and runs the whole bundle, which made the browser most of
 * the end-to-end suite's CPU (docs/testing.md). The address must be a screen of the already loaded app.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
}

/** Waits until nothing on the screen says it is loading (a spinner or bar without a value; a figure's bar has one). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 30_000 });
}

/** Picks the first option of a single-choice combobox of this label that has no value yet. */
async function pickFirst(page: Page, label: RegExp): Promise<boolean> {
  const box = page.getByRole('main').getByRole('combobox', { name: label }).first();
  if (!(await box.isVisible().catch(() => false))) return false;
  if ((await box.inputValue().catch(() => '')) !== '') return false;
  await box.click();
  const option = page.getByRole('option').first();
  const shown = await option.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    await page.keyboard.press('Escape');
    return false;
  }
  await option.click();
  return true;
}

/** The choices a screen may wait for, in the order a person makes them (a data type before its marketplace). */
const PICKS = [/^data type/i, /^marketplace/i, /^warehouse/i, /^seller/i, /^profile/i];
/** The buttons that show a report or data screen's data once its choices are made. */
const SHOW_BUTTON = /^(GO|View|View Data|Generate|Generate Report|APPLY|Get Status|Fetch Report|Fetch Data)$/;

/**
 * Brings a screen to show its data the way a person would: on report and data screens that wait for a choice,
 * the demo's first marketplace, warehouse and seller, then GO or View Data.
 */
export async function showData(page: Page): Promise<void> {
  const main = page.getByRole('main');
  if ((await dataRows(main).count()) > 0 || (await cardsOrCharts(main).count()) > 0) return;
  let picked = false;
  for (const label of PICKS) picked = (await pickFirst(page, label)) || picked;
  const go = main.getByRole('button', { name: SHOW_BUTTON }).first();
  if (await go.isVisible().catch(() => false)) {
    await expect(go).toBeEnabled();
    await go.click();
  } else if (!picked) return;
  await settled(page);
}

/** Whether the screen's main table, grid, cards or chart show something. */
export async function expectNotEmpty(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main');
  await expect
    .poll(async () => (await dataRows(main).count()) + (await cardsOrCharts(main).count()), {
      message: `${path}: the main table or cards stay empty on the demo data`,
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
}

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page, one line each (rule, impact, where).
 *
 * One `axe.run` in the page, keeping the nodes of violations only. The builder's default runs `runPartial` and
 * hands its raw results, every node of every rule that passed with its selector, to `finishRun` in a blank page:
 * on the Data Vault's grid of 50 rows that was 15 MB and 22–35 s of the every-route journey, against 2.4 s this
 * way. The default exists for cross-origin iframes, which the app has none of.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}
