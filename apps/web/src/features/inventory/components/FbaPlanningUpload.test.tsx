import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const mp = (pk_mp_id: number, name: string, short_code: string) => ({
  pk_mp_id,
  name,
  short_code,
  country_code: 'US',
  currency_code: 'USD',
  website_url: 'https://example.com',
});

function open() {
  mockFetch({
    'GET /marketplaces': () => json(200, [mp(3, 'Otto DE', 'OT_DE'), mp(4, 'Amazon US', 'AZ_US')]),
    'GET /marketplaces/admin/seller-ids': () => json(200, []),
  });
  signedIn(user({ roles: [role(1, 'Stock', ['inventory:upload'])] }));
  renderRoutes('/inventory-upload');
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
const uploadFile = (name = 'Inventory_Age.csv') =>
  fireEvent.change(screen.getByTestId('fba-planning-input'), {
    target: { files: [new File(['"sku"'], name)] },
  });

describe('FBA planning reports on the Inventory screen', () => {
  it('is offered on an Amazon marketplace only, and says what the file was', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Otto DE');
    expect(screen.queryByTestId('fba-planning-upload')).toBeNull();
    await choose('Amazon US');
    const panel = await screen.findByTestId('fba-planning-upload');
    expect(within(panel).getByText('FBA planning reports')).toBeTruthy();
    expect(screen.getByTestId('fba-planning-input').getAttribute('accept')).toBe('.csv,.txt,.tsv');
    uploadFile();
    const url = new URL(xhr.sent[0]!.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('mp_id')]).toEqual(['/inventory/fba-planning/upload', '4']);
    act(() =>
      xhr.sent[0]!.respond(200, {
        detail: 'File uploaded successfully',
        inserted: 2,
        updated: 1,
        unchanged: 0,
        removed: 1,
        upload_id: 9,
        skipped: [
          { sales_channel: 'CA', rows: 2, reason: "Another marketplace's row: this upload is for US" },
        ],
        report_type: 'inventory_age',
        rows: 3,
        totals: { units: 1159 },
      }),
    );
    expect((await screen.findByTestId('fba-planning-result')).textContent).toBe(
      'Inventory age report read: 3 rows, 1159 sellable units: 2 new, 1 changed, 0 unchanged, 1 no longer listed.',
    );
    // Rows read and not written are named with their reason.
    expect(screen.getByTestId('upload-summary').textContent).toContain("Another marketplace's row");
  });

  it("shows the server's reason for a file it does not know, and the rows in error", async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Amazon US');
    uploadFile('Orders.csv');
    const unknown =
      'This file is not an FBA planning report: its header is order-id, sku. Upload one of the FBA reports Inventory age, Restock inventory, Excess inventory (.csv as Seller Central downloads it).';
    act(() =>
      xhr.sent[0]!.respond(422, { detail: unknown, errors: [{ row: 1, type: 'text', message: unknown }] }),
    );
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    expect(within(table).getByText(unknown)).toBeTruthy();

    uploadFile('Restock.csv');
    act(() => xhr.sent[1]!.respond(500, {}));
    expect((await screen.findByTestId('fba-planning-failure')).textContent).toBe(
      'Error uploading the FBA planning report',
    );
  });

  it('refuses a spreadsheet before sending it', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Amazon US');
    uploadFile('age.xlsx');
    expect(xhr.sent).toHaveLength(0);
    await screen.findByTestId('fba-planning-failure');
  });
});
