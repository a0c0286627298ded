import { expect, test } from '../helpers/roles';
import { chooseFile, download, fillTemplate, sheetHeaders, UPLOAD_WAIT } from '../helpers/sheets';
import {
  choose,
  expectTicketPage,
  historyRows,
  openDashboard,
  openTab,
  openTicketFromList,
  PEOPLE,
  pick,
  statusChip,
  ticketRow,
  toast,
} from '../helpers/tickets';

/*
 * Spec 03 sections 2, 4 and 5, issue 10 (Tests): one ticket's whole life, each step by the person whose job
 * it is. The seller raises T1 tickets from a file of 45 rows (three tickets of at most 20 items); the assigner
 * gives one of them to the account manager with the typed-name confirmation; the account manager, now its
 * owner, completes and resolves it; the reviewer marks it reviewed; the detail page keeps the history of it.
 * The ticket is this run's own (unique SKUs), so the journey does not depend on any other spec.
 */

test.setTimeout(480_000);

test('a T1 ticket raised from a file is assigned, resolved by its owner and reviewed', async ({
  as,
}, info) => {
  const stamp = `${Date.now()}-${info.workerIndex}`;
  const description = `E2E lifecycle ${stamp}: refresh the listing content of these SKUs.`;

  // 1. The seller raises T1 tickets from a file of 45 SKUs.
  const seller = await as('seller');
  await seller.goto('/tickets/new');
  await expect(seller.getByRole('heading', { name: 'Create a New Ticket' })).toBeVisible();
  await choose(seller, 'Ticket Type', /^T1 – /);
  await expect(seller.getByRole('textbox', { name: 'Creator Name' })).toHaveValue(PEOPLE.seller);
  await seller.getByRole('button', { name: 'Next' }).click();

  await pick(seller, 'Marketplace', 'Amazon US', 'Amazon US');
  await pick(seller, 'Brand', 'Acme', 'Acme Home');
  await seller.getByRole('textbox', { name: 'Main Description' }).fill(description);

  const template = await download(seller, 'Download Template');
  expect(template.name).toBe('Listing Content Update_Template.xlsx');
  expect(await sheetHeaders(template.path)).toEqual(['retailer_sku', 'comments']);
  const skus = Array.from({ length: 45 }, (_, i) => `E2E-LC-${stamp}-${String(i + 1).padStart(2, '0')}`);
  const file = info.outputPath('t1-45-rows.xlsx');
  await fillTemplate(
    template.path,
    file,
    skus.map((sku, i) => ({ retailer_sku: sku, comments: `check bullet ${i + 1}` })),
  );
  await chooseFile(seller, 'Upload File', file);
  await expect(seller.getByText('This upload of 45 items will generate 3 ticket(s)')).toBeVisible(
    UPLOAD_WAIT,
  );
  await expect(seller.getByRole('table', { name: 'Items preview' }).getByRole('row')).toHaveCount(46);

  await seller.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(seller.getByRole('heading', { name: 'Tickets Created Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.getByText('What would you like to do next?')).toBeVisible();
  const links = seller.getByRole('link', { name: /^View Ticket #\d+$/ });
  await expect(links).toHaveCount(3);
  const ids = (await links.allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));
  expect(new Set(ids).size).toBe(3);
  // The first ticket holds the first 20 SKUs; it is the one this journey follows.
  const id = Math.min(...ids);

  // Each link opens its ticket in a new tab.
  const [opened] = await Promise.all([
    seller.context().waitForEvent('page'),
    seller.getByRole('link', { name: `View Ticket #${id}`, exact: true }).click(),
  ]);
  await expectTicketPage(opened, id);
  await expect(statusChip(opened)).toHaveText('Pending');
  await expect(opened.getByText(description)).toBeVisible();
  await expect(opened.getByRole('cell', { name: skus[0], exact: true })).toBeVisible();
  await expect(opened.getByRole('cell', { name: skus[19], exact: true })).toBeVisible();
  await expect(opened.getByRole('cell', { name: skus[20], exact: true })).toHaveCount(0);
  await opened.close();

  // 2. The assigner finds it among the unassigned tickets and gives it to the account manager.
  const assigner = await as('assigner');
  await openDashboard(assigner);
  await openTab(assigner, 'All Tickets', 'Unassigned');
  await expect(ticketRow(assigner, id)).toBeVisible();
  await expect(ticketRow(assigner, id)).toContainText(PEOPLE.seller);
  await openTicketFromList(assigner, id);
  await expect(assigner.getByTestId('owner-name')).toHaveText('Assigned to: Unassigned');

  await pick(assigner, 'Assign to', 'Daniel', `${PEOPLE.ads} (ads@acme.demo.marketdesk.dev)`);
  await assigner.getByRole('button', { name: 'Assign', exact: true }).click();
  const confirm = assigner.getByRole('dialog', { name: 'Confirm Assignment' });
  await expect(confirm).toContainText(`type "${PEOPLE.ads}"`);
  await confirm.getByRole('textbox', { name: 'Full name' }).fill('Daniel Brookes');
  await confirm.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(confirm.getByText(`Name does not match. Please type "${PEOPLE.ads}".`)).toBeVisible();
  // Re-assigning compares the name case-insensitively.
  await confirm.getByRole('textbox', { name: 'Full name' }).fill(PEOPLE.ads.toLowerCase());
  await confirm.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(assigner, 'Ticket successfully assigned')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(assigner.getByTestId('owner-name')).toHaveText(`Assigned to: ${PEOPLE.ads}`);

  // 3. The owner finds it in My Tickets, completes it and resolves it.
  const owner = await as('ads');
  await openDashboard(owner);
  await openTab(owner, 'My Tickets', 'Pending');
  await openTicketFromList(owner, id);
  await expect(owner.getByTestId('owner-name')).toHaveText(`Assigned to: ${PEOPLE.ads}`);
  await choose(owner, 'Completion', '100%');
  await owner.getByRole('button', { name: 'Save Progress' }).click();
  await expect(owner.getByTestId('progress-value')).toHaveText('100%');
  await choose(owner, 'Status', 'Resolved');
  await expect(statusChip(owner)).toHaveText('Resolved');
  await expect(toast(owner, 'Ticket updated successfully').first()).toBeVisible();

  // 4. The reviewer finds it waiting for review and marks it reviewed.
  const reviewer = await as('reviewer');
  await openDashboard(reviewer);
  await openTab(reviewer, 'Review Tickets', 'Review Pending');
  await expect(ticketRow(reviewer, id)).toBeVisible();
  await openTicketFromList(reviewer, id);
  await expect(statusChip(reviewer)).toHaveText('Resolved');
  await reviewer.getByRole('button', { name: 'Mark Reviewed' }).click();
  await expect(statusChip(reviewer)).toHaveText('Reviewed');
  await expect(reviewer.getByRole('button', { name: 'Mark Reviewed' })).toBeHidden();
  await expect(reviewer.getByRole('button', { name: 'Reopen Ticket' })).toBeVisible();

  // Every change is in the history, with who made it; it is kept after a reload.
  await reviewer.reload();
  await expectTicketPage(reviewer, id);
  await expect(statusChip(reviewer)).toHaveText('Reviewed');
  const changes = await historyRows(reviewer);
  expect(changes).toContainEqual([PEOPLE.assigner, 'Owner', '-', PEOPLE.ads]);
  expect(changes).toContainEqual([PEOPLE.ads, 'Progress', '0%', '100%']);
  expect(changes).toContainEqual([PEOPLE.ads, 'Status', 'Pending', 'Resolved']);
  expect(changes).toContainEqual([PEOPLE.reviewer, 'Status', 'Resolved', 'Reviewed']);

  // The seller, its creator, now finds it among the reviewed tickets raised.
  await openDashboard(seller);
  await openTab(seller, 'Tickets I Raised', 'Reviewed');
  await expect(ticketRow(seller, id)).toBeVisible();
});
