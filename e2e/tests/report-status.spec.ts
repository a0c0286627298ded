import { expect, test } from '../helpers/roles';

/*
 * Issue 21 item 3 (spec 03 sections 2, 4 and 9): the demo account manager opens AMS Reports Pull Status, keeps
 * the default range (the last 7 days), presses Get Status and reads the demo's report-status history: the
 * summary cards, then the tabs All → Failed → Pending → Successful, each listing only its statuses (pending:
 * REQUESTED, POLLING, PROCESSING with a blank turn-around; failed: FAILED_* with Amazon's message).
 */

const PENDING = /^(REQUESTED|POLLING|PROCESSING)$/;

test('an account manager reads the report pull status of the last 7 days by tab', async ({ as }) => {
  test.setTimeout(120_000);
  const ads = await as('ads');
  await ads.goto('/marketing/report-status');
  await expect(ads.getByRole('heading', { name: 'AMS Reports Pull Status' })).toBeVisible();
  await expect(
    ads.getByText('No report data found for the selected filters. Click "Get Status" to begin.'),
  ).toBeVisible();

  await ads.getByRole('button', { name: 'Get Status' }).click();
  for (const card of [
    'Successful',
    'Failed',
    'Pending',
    'Total Polls',
    'Average Polls',
    'Average Turn Around Time',
  ]) {
    await expect(ads.getByRole('region', { name: card })).toBeVisible({ timeout: 30_000 });
  }
  await expect(ads.getByTestId('card-successful')).toHaveText(/^[1-9][\d,]*$/);
  await expect(ads.getByTestId('card-pending')).toHaveText(/^[1-9][\d,]*$/);

  const tabCount = async (name: string) =>
    Number(
      /\((\d+)\)/.exec(
        (await ads.getByRole('tab', { name: new RegExp(`^${name} `) }).textContent()) ?? '',
      )![1],
    );
  const statuses = async (tab: string) => {
    const table = ads.getByRole('table', { name: `${tab} report requests` });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ has: ads.getByRole('cell') });
    const out: { status: string; turnAround: string; error: string }[] = [];
    for (const r of await rows.all()) {
      const cells = r.getByRole('cell');
      out.push({
        status: (await cells.nth(6).textContent()) ?? '',
        turnAround: (await cells.nth(9).textContent()) ?? '',
        error: (await cells.nth(10).textContent()) ?? '',
      });
    }
    return out;
  };

  const all = await statuses('All');
  const total = await tabCount('All');
  expect(all.length).toBe(Math.min(50, total));
  expect(await tabCount('Failed')).toBeGreaterThan(0);
  expect((await tabCount('Failed')) + (await tabCount('Pending')) + (await tabCount('Successful'))).toBe(
    total,
  );

  await ads.getByRole('tab', { name: /^Failed / }).click();
  const failed = await statuses('Failed');
  expect(failed.length).toBeGreaterThan(0);
  for (const r of failed) {
    expect(r.status).toMatch(/^FAILED_/);
    expect(r.error).not.toBe('');
  }

  await ads.getByRole('tab', { name: /^Pending / }).click();
  const pending = await statuses('Pending');
  expect(pending.length).toBeGreaterThan(0);
  for (const r of pending) {
    expect(r.status).toMatch(PENDING);
    expect(r.turnAround).toBe('');
  }

  await ads.getByRole('tab', { name: /^Successful / }).click();
  const successful = await statuses('Successful');
  expect(successful.length).toBeGreaterThan(0);
  for (const r of successful) {
    expect(r.status).toBe('SUCCESS');
    expect(r.turnAround).toMatch(/^\d+\.\d{2}$/);
  }
});
