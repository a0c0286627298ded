import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/roles';

/*
 * Issue 20 item 4 (spec 02 sections 2, 3, 4, 8 and 9): the demo seller reconciles Amazon US's payments. Generate
 * Report first asks for a marketplace; with Amazon US and the last 30 days the screen says the report was
 * generated, shows the five summary cards and the order lines with their status chips and discrepancy category,
 * 25 to a page, paged by the server (issue 30); the Status filter narrows the table to the matched lines (the
 * cards stay the window's); Export CSV runs in the background and the job's toast offers reconciliation_report_AZ_US_{from}_to_{to}.csv,
 * which starts with a byte-order mark and holds every line of the report.
 */

const MARKETPLACE = 'Amazon US';

test('a seller generates the payment reconciliation of Amazon US and exports it', async ({ as }) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/reconciliation');
  const form = seller.getByRole('form', { name: 'Reconciliation filters' });
  await form.getByRole('button', { name: 'Generate Report' }).click();
  await expect(seller.getByText('Please select marketplace and date range')).toBeVisible();

  const box = form.getByRole('combobox', { name: 'Marketplace' });
  await box.click();
  await box.fill(MARKETPLACE);
  await seller.getByRole('option', { name: MARKETPLACE }).click();
  await form.getByRole('button', { name: 'Last 30 Days' }).click();
  await form.getByRole('button', { name: 'Generate Report' }).click();
  await expect(seller.getByText('Report generated successfully')).toBeVisible({ timeout: 60_000 });

  const card = (title: string) => seller.getByRole('region', { name: title, exact: true });
  for (const title of ['Total Orders', 'Matched Orders', 'Unmatched Orders', 'Returned Orders'])
    await expect(card(title)).toContainText(/\d/);
  await expect(card('Total Discrepancy')).toContainText(/\$[\d,]+\.\d{2}/);
  const total = Number((await card('Total Orders').getByRole('paragraph').textContent())?.replace(/,/g, ''));
  const matched = Number(
    (await card('Matched Orders').getByRole('paragraph').textContent())?.replace(/,/g, ''),
  );
  expect(total).toBeGreaterThan(25);
  expect(matched).toBeGreaterThan(0);

  const table = seller.getByRole('table', { name: 'Reconciliation entries' });
  await expect(table.getByRole('columnheader', { name: 'ASIN' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Discrepancy Category' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.locator('.MuiChip-root').first()).toHaveText(/^(matched|unmatched|returned)$/);
  const firstOrder =
    (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())?.trim() ?? '';
  const footer = seller.locator('.MuiTablePagination-displayedRows');
  await expect(footer).toHaveText(/^1–25 of /);
  expect(Number(/of\s+([\d,]+)/.exec((await footer.textContent()) ?? '')?.[1]?.replace(/,/g, ''))).toBe(
    total,
  );

  // The next page is the server's: other lines, the same cards.
  await seller.getByRole('button', { name: /next page/i }).click();
  await expect(footer).toHaveText(/^26–/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(firstOrder);
  await expect(card('Total Orders').getByRole('paragraph')).toHaveText(String(total));

  // Only the matched lines in the table (the cards stay the window's report), every chip says matched; back to
  // every line.
  const status = seller.getByRole('combobox', { name: 'Status', exact: true });
  await status.selectOption('matched');
  await expect(footer).toHaveText(new RegExp(`^1–\\d+ of (${matched}|${matched.toLocaleString('en-US')})$`));
  await expect(card('Total Orders').getByRole('paragraph')).toHaveText(String(total));
  for (const chip of await table.locator('.MuiChip-root').allTextContents()) expect(chip).toBe('matched');
  await expect(seller).toHaveURL(/status=matched/);
  await status.selectOption('');
  // Every line again (the matched ones alone also fill a first page of 25): the export below takes the filter
  // the screen has applied, so wait for it (once the export went out still filtered, 398 lines of 496).
  await expect(footer).toHaveText(new RegExp(`^1–25 of (${total}|${total.toLocaleString('en-US')})$`));
  await expect(seller).not.toHaveURL(/status=/);

  // Export: the job poller's toast offers the file of every line.
  await seller.getByRole('button', { name: 'Export CSV' }).click();
  await expect(seller.getByText(/^Job for Payment reconciliation AZ_US .+ finished at /)).toBeVisible({
    timeout: 120_000,
  });
  const [file] = await Promise.all([
    seller.waitForEvent('download'),
    seller.locator('.notistack-SnackbarContainer').getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    /^reconciliation_report_AZ_US_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync((await file.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter((l) => l !== '');
  expect(lines[0]!.startsWith('Order Date,Order ID,SKU Code,ASIN,Status,Item Price (USD)')).toBe(true);
  expect(lines).toHaveLength(total + 1);
  expect(lines[1]).toContain(firstOrder);
  expect(lines.filter((l) => /,matched,/.test(l))).toHaveLength(matched);
});
