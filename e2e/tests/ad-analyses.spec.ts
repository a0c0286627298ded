import type { Page } from '@playwright/test';
import { apiGet } from '../helpers/api';
import { expect, test } from '../helpers/roles';
import { openDashboard, openTab, ticketRow, toast } from '../helpers/tickets';

/*
 * Issue 21 item 5: the advertising analyses are scheduled jobs the super admin steers in the jobs console. The
 * super admin runs the T12 analysis (advertised products short of stock or without the Buy Box) now; each
 * advertising profile gets a worker run, and Acme Home's new automated ticket (creator System) appears in the
 * assigner's ticket dashboard. Rows an open ticket already holds are never raised again, so a new ticket is
 * looked for only among the ids that did not exist before the run (on a retry: before the first attempt's run).
 */

test.setTimeout(240_000);

const DISPATCHER = 'ad_analyses.Dispatcher.t12_ad_product_stock';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ListAnswer {
  tickets: {
    pk_ticket_id: number;
    fk_ticket_type_id: string;
    creator_name: string | null;
    dt_creation: string;
  }[];
}
const unassignedT12 = async (page: Page) =>
  (await apiGet<ListAnswer>(page, '/tickets/all', { tab: 'unassigned', rpp: 500 })).tickets.filter(
    (t) => t.fk_ticket_type_id === 'T12',
  );
/** A retry's run raises nothing new when the first attempt's run raised the ticket (it holds the rows). */
const RETRY_WINDOW_MS = 10 * 60_000;

test('the super admin runs the T12 analysis now and its ticket appears in the dashboard, raised by System', async ({
  as,
}, info) => {
  const assigner = await as('assigner');
  await openDashboard(assigner);
  const since = Date.now() - (info.retry > 0 ? RETRY_WINDOW_MS : 0);
  const before = new Set(
    (await unassignedT12(assigner))
      .filter((t) => Date.parse(t.dt_creation) < since)
      .map((t) => t.pk_ticket_id),
  );

  // 1. The console: the ad_analyses area holds the dispatcher; Run now queues it.
  const sa = await as('sa');
  await sa.goto('/sa/cronjobs');
  await expect(sa.getByRole('heading', { name: 'Scheduled Jobs', level: 1 })).toBeVisible();
  const area = sa.getByRole('button', { name: /^ad_analyses \d+ task\(s\)/ });
  if ((await area.getAttribute('aria-expanded')) !== 'true') await area.click();
  const card = sa.getByRole('region', { name: new RegExp(`^${literal(DISPATCHER)} #\\d+$`) });
  await expect(card).toBeVisible();
  const variant = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: /^Run now .+ #\d+$/ }).click();
  const dialog = sa.getByRole('dialog', { name: `Run now: ${variant}` });
  await dialog.getByRole('button', { name: 'Run now', exact: true }).click();
  const queued = toast(sa, new RegExp(`^Run \\d+ of ${literal(DISPATCHER)} queued\\.$`));
  await expect(queued).toBeVisible();
  const runId = Number(((await queued.textContent()) ?? '').match(/^Run (\d+)/)?.[1]);

  // 2. The dispatcher's run ends FINISHED, having handed each advertising profile a worker run.
  const history = sa.getByRole('dialog', { name: `Run history: ${variant}` });
  const run = history
    .getByRole('table', { name: 'Run history' })
    .getByRole('row', { name: new RegExp(`^${runId} `) });
  await expect(run).toContainText('FINISHED', { timeout: 60_000 });
  await expect(run).toContainText(/[1-9]\d* profile run\(s\) queued/);

  // 3. Acme Home's new T12 ticket: unassigned, newest first, created by System.
  let fresh: number[] = [];
  await expect
    .poll(
      async () => {
        fresh = (await unassignedT12(assigner)).map((t) => t.pk_ticket_id).filter((id) => !before.has(id));
        return fresh.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await openDashboard(assigner);
  await openTab(assigner, 'All Tickets', 'Unassigned');
  const row = ticketRow(assigner, Math.max(...fresh));
  await expect(row).toBeVisible();
  // The T12 type's name (ticket_types), the creator column, the new ticket's state.
  await expect(row).toContainText('Ad Products Out of Stock');
  await expect(row.getByRole('cell', { name: 'System', exact: true })).toBeVisible();
  await expect(row).toContainText('Pending');
});
