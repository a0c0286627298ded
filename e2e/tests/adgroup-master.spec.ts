import { expect, test } from '../helpers/roles';
import { chooseFile, download, fillTemplate, sheetHeaders, UPLOAD_WAIT } from '../helpers/sheets';
import {
  choose,
  openDashboard,
  openTab,
  openTicketFromList,
  statusChip,
  ticketRow,
  toast,
} from '../helpers/tickets';

/*
 * Spec 03 sections 2, 4, 5, 7 and 9, issue 21 item 4 (AdGroup Master): how an ad group's targets enter
 * Marketdesk. The account manager picks an Amazon marketplace and one of their profiles, downloads the
 * template, fills two ad groups of a new campaign (targets as fractions) and uploads it; that raises a T16
 * ticket. The reviewer accepts the file on the ticket; View then shows the two ad groups in the AdGroups grid
 * with their targets as percentages. The ids are this run's own, so nothing depends on another spec.
 */

test.setTimeout(480_000);

test('an uploaded ad-group master waits in a T16 ticket; accepted, its ad groups show in the AdGroups grid', async ({
  as,
}, info) => {
  const stamp = `${Date.now()}-${info.workerIndex}`;
  const ROWS = [
    {
      ad_group_id: `E2E-AG-${stamp}-1`,
      ad_group_name: `E2E Kettles Exact ${stamp}`,
      target_acos: 0.25,
      target_ctr: 0.004,
      target_conversion: 0.12,
    },
    {
      ad_group_id: `E2E-AG-${stamp}-2`,
      ad_group_name: `E2E Kettles Broad ${stamp}`,
      target_acos: 0.3,
      target_ctr: 0.005,
      target_conversion: 0.1,
    },
  ];

  // 1. The account manager chooses an Amazon marketplace and a profile.
  const ads = await as('ads');
  await ads.goto('/adgroup-master-uploader');
  await expect(ads.getByRole('heading', { name: 'AdGroup Master' })).toBeVisible();
  await ads.getByRole('button', { name: 'Upload Excel' }).click();
  await expect(toast(ads, 'Please select marketplace and profile id')).toBeVisible();
  await ads.getByRole('combobox', { name: 'Marketplace' }).click();
  const marketplaces = ads.getByRole('listbox').getByRole('option');
  for (const name of await marketplaces.allTextContents()) expect(name).toMatch(/Amazon/);
  await marketplaces.first().click();
  await ads.getByRole('combobox', { name: 'Profile ID' }).click();
  const profile = ads.getByRole('listbox').getByRole('option').first();
  await expect(profile).toHaveText(/ — (seller|vendor)$/);
  await profile.click();

  // 2. The template, filled with two ad groups of a new campaign, is uploaded: a T16 ticket is raised.
  const template = await download(ads, 'Download Template');
  expect(template.name).toBe('AdGroup_Master_Template.xlsx');
  await expect(toast(ads, 'Template downloaded')).toBeVisible();
  const headers = await sheetHeaders(template.path);
  expect(headers).toEqual(
    expect.arrayContaining(['ad_group_id', 'target_acos', 'product_target_adgroup_name']),
  );
  expect(headers).not.toContain('pk_ad_group');
  const file = info.outputPath('adgroup-master.xlsx');
  await fillTemplate(
    template.path,
    file,
    ROWS.map((r) => ({
      ...r,
      campaign_id: `E2E-CMP-${stamp}`,
      campaign_name: `E2E Kettles ${stamp}`,
      state: 'enabled',
      budget: 40,
      targeting_type: 'manual',
      ad_group_type: 'keyword',
      asp: 24.99,
      category: 'Kitchen',
    })),
  );
  await chooseFile(ads, 'Upload Excel', file);
  const raised = ads.getByTestId('adgroup-master-raised');
  await expect(raised).toContainText(/Ticket #\d+ created and sent for approval/, UPLOAD_WAIT);
  const id = Number(((await raised.textContent()) ?? '').match(/Ticket #(\d+)/)?.[1]);
  expect(id).toBeGreaterThan(0);

  // 3. The reviewer finds the T16 ticket among the unassigned ones and accepts the file.
  const reviewer = await as('reviewer');
  await openDashboard(reviewer);
  await openTab(reviewer, 'Unassigned');
  await expect(ticketRow(reviewer, id)).toContainText('Upload Approval');
  await openTicketFromList(reviewer, id);
  const row = reviewer.getByRole('table', { name: 'Ticket items' }).getByRole('row').nth(1);
  await expect(row).toContainText('adgroup-master.xlsx');
  await choose(reviewer, 'Row 1 action', 'Accept (Insert)');
  await reviewer.getByRole('button', { name: 'Save Actions' }).click();
  await expect(toast(reviewer, 'Ticket updated successfully')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('img', { name: 'Row 1 success' })).toBeVisible();
  await expect(statusChip(reviewer)).toHaveText('Resolved');

  // 4. View shows the two ad groups in the AdGroups grid, their targets as percentages.
  await ads.getByRole('button', { name: 'View', exact: true }).click();
  await expect(ads.getByRole('heading', { name: 'AdGroups' })).toBeVisible();
  await ads.getByRole('textbox', { name: 'Search' }).fill(stamp);
  const grid = ads.getByRole('table', { name: 'AdGroups' });
  const lines = grid.getByRole('row').filter({ hasText: `E2E-AG-${stamp}` });
  await expect(lines).toHaveCount(2, { timeout: 30_000 });
  const header = await grid.getByRole('columnheader').allTextContents();
  for (const r of ROWS) {
    const cells = await lines.filter({ hasText: r.ad_group_id }).getByRole('cell').allTextContents();
    const at = (h: string) => cells[header.indexOf(h)];
    expect(at('ad_group_name')).toBe(r.ad_group_name);
    expect(at('target_acos')).toBe(`${Number((r.target_acos * 100).toFixed(2))}%`);
    expect(at('target_ctr')).toBe(`${Number((r.target_ctr * 100).toFixed(2))}%`);
    expect(at('target_conversion')).toBe(`${Number((r.target_conversion * 100).toFixed(2))}%`);
  }
});
