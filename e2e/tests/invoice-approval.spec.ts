import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../helpers/api';
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
 * Spec 03 sections 2, 4, 5 and 7 and issue 10 (Invoice Header Upload, T16 approval): how SKU costs enter
 * Marketdesk. The seller fills the invoice header, downloads the lines template of a warehouse and uploads the
 * lines of two real demo SKUs; that raises a T16 ticket. The reviewer accepts the file on the ticket, and the
 * Data Vault's SKU Cost then shows each SKU's landed cost: its unit cost plus the invoice's shipping and other
 * costs spread over the invoice's units. The invoice number is this run's own, and the cost rows are told
 * apart by it (status 'invoice {number}'), so nothing here depends on another spec.
 */

test.setTimeout(480_000);

interface SkuRow {
  sku_code: string;
}

/** The invoice: two lines, 40 units; shipping 60 and other costs 20 add 2.00 a unit (1.50 + 0.50). */
const LINES = [
  { units: 30, unit_cost: 4.2 },
  { units: 10, unit_cost: 12.5 },
] as const;
const SHIPPING = 60;
const OTHER = 20;
const UNITS = LINES.reduce((n, l) => n + l.units, 0);
const VALUE = LINES.reduce((n, l) => n + l.units * l.unit_cost, 0);

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill(text);
}

const money = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/[^\d.-]/g, ''));

test('an uploaded invoice waits in a T16 ticket; accepted by the reviewer, it writes the landed SKU costs', async ({
  as,
}, info) => {
  const stamp = `${Date.now()}-${info.workerIndex}`;
  const invoiceNo = `E2E-INV-${stamp}`;

  // 1. The seller fills the header of an invoice for one of her warehouses.
  const seller = await as('seller');
  await seller.goto('/invoice-uploader');
  await expect(seller.getByRole('heading', { name: 'Invoice Header Upload' })).toBeVisible();
  // Two of the client's SKUs (the seller would copy them from her SKU list).
  const skus = await apiGet<{ items: SkuRow[] }>(seller, '/data/sku', {
    size: 50,
    sort: JSON.stringify([{ field: 'sku_code', sort: 'desc' }]),
  });
  const codes = skus.items.map((s) => s.sku_code).filter((c) => !c.startsWith('E2E'));
  expect(codes.length, 'demo SKUs of the seller').toBeGreaterThanOrEqual(2);
  const [skuA, skuB] = [codes[0]!, codes[1]!];

  // Without the header the upload is refused.
  await seller.getByRole('button', { name: 'Upload Excel' }).click();
  await expect(toast(seller, 'Please complete all fields before upload')).toBeVisible();
  await seller.getByRole('button', { name: 'Download Template' }).click();
  await expect(toast(seller, 'Please select warehouse')).toBeVisible();

  await seller.getByRole('combobox', { name: 'Warehouse' }).click();
  const firstWarehouse = seller.getByRole('listbox').getByRole('option').first();
  const warehouse = ((await firstWarehouse.textContent()) ?? '').trim();
  await firstWarehouse.click();
  await choose(seller, 'Currency', 'USD');
  await seller.getByRole('combobox', { name: 'Vendor' }).fill(`E2E Vendor ${stamp}`);
  await seller.getByLabel('Invoice Number').fill(invoiceNo);
  await seller.getByLabel('Invoice Date').fill('2026-11-02');
  await seller.getByLabel('Invoice Value').fill(String(VALUE));
  await seller.getByLabel('Invoice Units').fill(String(UNITS));
  await seller.getByLabel('Shipping Cost').fill(String(SHIPPING));
  await seller.getByLabel('Other Cost').fill(String(OTHER));
  await seller.getByLabel('CBM').fill('1.2');

  // 2. The lines template of that warehouse, filled in with the two SKUs, is uploaded.
  const template = await download(seller, 'Download Template');
  expect(template.name).toBe(`${warehouse} Invoice Template.xlsx`);
  expect(await sheetHeaders(template.path)).toEqual(
    expect.arrayContaining(['sku_code', 'units', 'unit_cost']),
  );
  const file = info.outputPath('invoice-lines.xlsx');
  await fillTemplate(template.path, file, [
    { sku_code: skuA, ...LINES[0], description: 'E2E kettles' },
    { sku_code: skuB, ...LINES[1], description: 'E2E pans' },
  ]);
  await chooseFile(seller, 'Upload Excel', file);
  const raised = seller.getByTestId('invoice-raised');
  await expect(raised).toContainText(/Ticket #\d+ created and sent for approval/, UPLOAD_WAIT);
  const id = Number(((await raised.textContent()) ?? '').match(/Ticket #(\d+)/)?.[1]);
  expect(id).toBeGreaterThan(0);

  // 3. The reviewer finds the new T16 ticket among the unassigned ones and accepts its file.
  const reviewer = await as('reviewer');
  await openDashboard(reviewer);
  await openTab(reviewer, 'Unassigned');
  await expect(ticketRow(reviewer, id)).toContainText('Upload Approval');
  await openTicketFromList(reviewer, id);
  await expect(reviewer.getByText('Uploaded Files (1)')).toBeVisible();
  const row = reviewer.getByRole('table', { name: 'Ticket items' }).getByRole('row').nth(1);
  await expect(row).toContainText('invoice-lines.xlsx');
  await choose(reviewer, 'Row 1 action', 'Accept (Insert)');
  await reviewer.getByRole('button', { name: 'Save Actions' }).click();
  await expect(toast(reviewer, 'Ticket updated successfully')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('img', { name: 'Row 1 success' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  // Handled, the approval leaves the queue: Accept resolves the ticket (issue 16, section 4).
  await expect(statusChip(reviewer)).toHaveText('Resolved');

  // 4. The SKU costs of that warehouse are the landed costs: unit cost + (shipping + other) / units.
  await seller.goto('/data');
  await expect(seller.getByRole('heading', { name: 'Data Vault' })).toBeVisible();
  await seller.getByRole('combobox', { name: 'Data Type' }).click();
  await seller.getByRole('option', { name: 'SKU Cost', exact: true }).click();
  await seller.getByRole('button', { name: 'View Data' }).click();
  for (const [sku, line] of [
    [skuA, LINES[0]],
    [skuB, LINES[1]],
  ] as const) {
    await search(seller, sku);
    const cost = seller.getByRole('row').filter({ hasText: `invoice ${invoiceNo}` });
    await expect(cost).toHaveCount(1, { timeout: 30_000 });
    await expect(cost).toContainText(sku);
    const purchase = await money(cost.locator('[data-field="purchase_cost"]'));
    const shipping = await money(cost.locator('[data-field="shipping_cost"]'));
    const additional = await money(cost.locator('[data-field="additional_cost"]'));
    expect(purchase).toBeCloseTo(line.unit_cost, 2);
    expect(shipping).toBeCloseTo(SHIPPING / UNITS, 2);
    expect(additional).toBeCloseTo(OTHER / UNITS, 2);
    expect(purchase + shipping + additional).toBeCloseTo(line.unit_cost + (SHIPPING + OTHER) / UNITS, 2);
  }
});
