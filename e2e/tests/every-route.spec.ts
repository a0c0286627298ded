import type { Page } from '@playwright/test';
import type { Screen } from '../../apps/web/src/app/screens';
import { screenTitle } from '../../apps/web/src/app/shell/screen-title';
import { apiGet } from '../helpers/api';
import { mainNav } from '../helpers/app';
import { expect, type Role, test } from '../helpers/roles';
import {
  EMPTY_BY_DESIGN,
  expectNotEmpty,
  openInApp,
  routesOf,
  seriousViolations,
  settled,
  showData,
} from '../helpers/screens';

/*
 * Every route of the web's route table, opened on the fresh demo by a demo login allowed to see it: its main
 * table, grid, cards or chart show data (but for the few screens empty by design) and axe finds no serious or
 * critical WCAG 2.1 A/AA violation. A few tests in all (one per login, the client admin's routes in parts run
 * side by side), not one per route, so the suite stays short; each lists every route that fails, not only the
 * first.
 */

interface TicketList {
  tickets: { pk_ticket_id: number; creator_name: string | null }[];
}

/** The route's address: a ticket route opens a demo ticket (the edit form one a person raised). */
async function addressOf(page: Page, route: Screen): Promise<string> {
  if (!route.path.includes(':ticketId')) return route.path;
  const { tickets } = await apiGet<TicketList>(page, '/tickets/all', { tab: 'unassigned', rpp: 50 });
  const ticket = route.path.includes('/edit/') ? tickets.find((t) => t.creator_name) : tickets[0];
  expect(ticket, `a demo ticket for ${route.path}`).toBeTruthy();
  return route.path.replace(':ticketId', String(ticket!.pk_ticket_id));
}

async function walk(page: Page, routes: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  await page.goto('/dashboard');
  await expect(mainNav(page)).toBeVisible();
  for (const route of routes) {
    await test.step(route.path, async () => {
      try {
        const address = await addressOf(page, route);
        // Through the app's router, as its links go, not a page load per route (each parses the whole bundle).
        // The tab's title names the screen once its page is drawn; a guard that sends the user on changes the
        // address instead.
        await openInApp(page, address);
        const drawn = screenTitle(route.title);
        await expect
          .poll(
            () =>
              page.evaluate(
                ([t, a]) => document.title === t || window.location.pathname !== a,
                [drawn, address],
              ),
            {
              message: `${route.path}: the page of "${route.title}" is not drawn`,
              timeout: 30_000,
            },
          )
          .toBe(true);
        const landed = new URL(page.url()).pathname;
        if (landed !== address) {
          problems.push(`${route.path}: sent on to ${landed}`);
          return;
        }
        await expect(page.getByRole('main')).toBeVisible();
        await settled(page);
        if (!(route.path in EMPTY_BY_DESIGN)) {
          await showData(page);
          await expectNotEmpty(page, route.path);
        }
        for (const v of await seriousViolations(page)) problems.push(`${route.path}: ${v}`);
      } catch (e) {
        problems.push(`${route.path}: ${(e as Error).message.split('\n')[0]}`);
      }
    });
  }
  return problems;
}

/** The client admin's routes in this many parts, so the workers share them instead of one walking them all. */
const ADMIN_PARTS = 4;
const part =
  (i: number) =>
  (r: Screen[]): Screen[] => {
    const size = Math.ceil(r.length / ADMIN_PARTS);
    return r.slice(i * size, (i + 1) * size);
  };

const journeys: [string, Role, (routes: Screen[]) => Screen[]][] = [
  ['the super admin', 'sa', (r) => r],
  ...Array.from({ length: ADMIN_PARTS }, (_, i): [string, Role, (routes: Screen[]) => Screen[]] => [
    `the client admin (part ${i + 1} of ${ADMIN_PARTS})`,
    'admin',
    part(i),
  ]),
];

// The parts are independent (each opens its own signed-in context and only reads), so they may run on
// different workers at once: walked by one worker they were the suite's longest file.
test.describe.configure({ mode: 'parallel' });

for (const [who, role, part] of journeys) {
  test(`${who} opens each of their routes: data on screen, no serious accessibility violation`, async ({
    as,
  }) => {
    const routes = part(routesOf(role));
    test.setTimeout(60_000 + routes.length * 45_000);
    const problems = await walk(await as(role), routes);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
