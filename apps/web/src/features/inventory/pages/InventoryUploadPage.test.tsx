import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const mp = (pk_mp_id: number, name: string, short_code: string) => ({
  pk_mp_id,
  name,
  short_code,
  country_code: 'DE',
  currency_code: 'EUR',
  website_url: 'https://example.com',
});
const MARKETPLACES = [mp(3, 'Otto DE', 'OT_DE'), mp(4, 'Amazon DE', 'AZ_DE'), mp(5, 'Flipkart IN', 'FK_IN')];

function open(marketplaces = MARKETPLACES) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, marketplaces),
    'GET /marketplaces/admin/seller-ids': () =>
      json(200, [{ seller_id: 'A1SELLER', store_name: 'Main store', account_type: 'seller' }]),
  });
  signedIn(user({ roles: [role(1, 'Stock', ['inventory:upload'])] }));
  renderRoutes('/inventory-upload');
  return net;
}

async function choose(label: string, name: string | RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
const uploadFile = (name = 'stock.xlsx') =>
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [new File(['PK'], name)] } });

describe('Inventory Upload (/inventory-upload)', () => {
  it('offers only OT, SP, AZ and BO marketplaces, by name', async () => {
    open();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon DE', 'Otto DE']);
    // The shared marketplace picker: each name beside its (decorative) country flag.
    expect(options.every((o) => o.querySelector('[aria-hidden="true"]'))).toBe(true);
  });

  it('says so when no marketplace is eligible', async () => {
    open([mp(5, 'Flipkart IN', 'FK_IN')]);
    await screen.findByText(INVENTORY_TEXT.noMarketplaces);
  });

  it('needs a marketplace first, and a seller ID for Amazon', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Data' }));
    await screen.findByText(INVENTORY_TEXT.selectMarketplace);
    await choose('Marketplace', 'Amazon DE');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Data' }));
    await screen.findByText(INVENTORY_TEXT.selectSeller);
  });

  it('uploads with the marketplace and seller id and says it completed', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', 'Amazon DE');
    await choose('Seller ID', /A1SELLER/);
    uploadFile();
    const url = new URL(xhr.sent[0]!.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('mp_id'), url.searchParams.get('seller_id')]).toEqual([
      '/inventory/upload',
      '4',
      'A1SELLER',
    ]);
    act(() =>
      xhr.sent[0]!.respond(200, {
        detail: 'ok',
        inserted: 2,
        updated: 0,
        unchanged: 0,
        upload_id: 1,
        skipped: [],
        inventory_file_id: 1,
      }),
    );
    expect((await screen.findAllByText(new RegExp(INVENTORY_TEXT.uploaded))).length).toBeGreaterThan(0);
  });

  it('shows the row errors in the grid with the toast, and Reset clears them', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', 'Otto DE');
    uploadFile();
    act(() =>
      xhr.sent[0]!.respond(422, {
        detail: INVENTORY_TEXT.uploadedWithErrors(2),
        errors: [
          { row: 3, type: 'text', message: 'Quantity is required.' },
          { row: 2, type: 'text', message: 'Ops_SKU_Code is required.' },
        ],
      }),
    );
    expect((await screen.findAllByText('Upload completed with 2 errors')).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Upload errors' });
    expect(within(table).getByText('Quantity is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('table', { name: 'Upload errors' })).toBeNull();
  });

  it('a failure without a detail reads the spec’s texts', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', 'Otto DE');
    uploadFile();
    act(() => xhr.sent[0]!.respond(500, {}));
    expect((await screen.findAllByText(INVENTORY_TEXT.uploadFailed)).length).toBeGreaterThan(0);
  });

  it('refuses other file types before sending', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', 'Otto DE');
    uploadFile('stock.csv');
    expect(xhr.sent).toHaveLength(0);
    await screen.findByTestId('inventory-upload-failure');
  });

  it("takes Amazon's FBA inventory report (.txt) on an Amazon marketplace", async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', 'Amazon DE');
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.xlsx,.xls,.txt,.tsv,.csv');
    await choose('Seller ID', /A1SELLER/);
    uploadFile('Inventory+Report.txt');
    expect(xhr.sent).toHaveLength(1);
    await choose('Marketplace', 'Otto DE');
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.xlsx,.xls');
  });

  it("offers a client admin the selected client's marketplaces, not only the ones assigned to them", async () => {
    mockFetch({
      'GET /marketplaces': () => json(200, [mp(5, 'Flipkart IN', 'FK_IN')]),
      'GET /marketplaces/admin/client': () => json(200, MARKETPLACES),
    });
    signedIn(user({ roles: [role(1, 'Client Admin', ['inventory:upload'])] }));
    renderRoutes('/inventory-upload');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon DE', 'Otto DE']);
  });
});
