import { FOCUSED_SKU_LIMITS, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, textOf } from '../../../test/downloads';
import { json } from '../../../test/factories';
import { chooseMarketplace, openManage, product, searchFor } from '../../../test/focused-sku/manage';

const focusSwitch = (sku: string) => screen.getByRole('switch', { name: `Focused ${sku}` });
const bulk = async (action: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
};
const dialog = () => screen.findByRole('dialog');
/** Presses the dialog's button and waits until the dialog has gone (the page is readable again). */
const answer = async (button: string, ask?: HTMLElement) => {
  fireEvent.click(within(ask ?? (await dialog())).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('Manage Focused SKUs: adding and removing', () => {
  it('asks before adding a search result to focus; Cancel changes nothing', async () => {
    const { toggles, store } = openManage([product(1, true), product(2)]);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('Product 2');
    await screen.findByText('Product 2');
    fireEvent.click(focusSwitch('B0000002'));
    await answer('Cancel');
    expect(toggles()).toHaveLength(0);
    fireEvent.click(focusSwitch('B0000002'));
    const ask = await dialog();
    expect(ask.textContent).toContain('Add B0000002 to the focused SKUs?');
    await answer('Add', ask);
    await screen.findByText(T.addedToFocused);
    const sent = toggles()[0]!;
    expect([sent.url.pathname, sent.url.searchParams.get('mp_id'), sent.init.body]).toEqual([
      '/focused-sku/2/toggle-focus',
      '4',
      JSON.stringify({ focused: true }),
    ]);
    expect(store[1]!.focused_sku).toBe(true);
    await waitFor(() => expect((focusSwitch('B0000002') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: T.tabFocused }));
    await screen.findByText('Product 2');
  });

  it('asks before removing a focused SKU and lists it no more', async () => {
    openManage([product(1, true), product(2, true)]);
    await chooseMarketplace();
    await screen.findByText('Product 2');
    fireEvent.click(focusSwitch('B0000001'));
    const ask = await dialog();
    expect(ask.textContent).toContain('Remove B0000001 from the focused SKUs?');
    await answer('Remove', ask);
    await screen.findByText(T.removedFromFocused);
    await waitFor(() => expect(screen.queryByText('Product 1')).toBeNull());
  });

  it('reads the spec’s texts when a change fails: not found, or any other failure', async () => {
    let status = 404;
    openManage([product(1, true)], { 'POST /focused-sku/toggle-focus': () => json(status, {}) });
    await chooseMarketplace();
    await screen.findByText('Product 1');
    fireEvent.click(focusSwitch('B0000001'));
    await answer('Remove');
    await screen.findByText(T.statusNotFound);
    status = 500;
    fireEvent.click(focusSwitch('B0000001'));
    await answer('Remove');
    await screen.findByText(T.skuStatusFailed);
  });

  it('bulk actions need a selection, ask first, then add or remove every selected SKU', async () => {
    const { toggles, store } = openManage([product(1, true), product(2), product(3), product(4)]);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    await bulk(T.addToFocus);
    await screen.findByText(T.noneSelectedForBulk);
    expect(screen.queryByRole('dialog')).toBeNull();
    searchFor('Product');
    await screen.findByText('Product 3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B0000002' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B0000003' }));
    await bulk(T.addToFocus);
    const ask = await dialog();
    expect(ask.textContent).toContain('Add 2 SKUs to the focused SKUs?');
    await answer('Add', ask);
    await screen.findByText(T.bulkAdded(2));
    expect(
      toggles()
        .map((c) => c.url.pathname)
        .sort(),
    ).toEqual(['/focused-sku/2/toggle-focus', '/focused-sku/3/toggle-focus']);
    expect(store.map((p) => p.focused_sku)).toEqual([true, true, true, false]);
    // The selection is cleared after the action; the focused list now holds three SKUs.
    expect((screen.getByRole('checkbox', { name: 'Select B0000002' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('tab', { name: T.tabFocused }));
    await screen.findByText('Product 3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await bulk(T.removeFromFocus);
    await answer('Remove');
    await screen.findByText(T.bulkRemoved(3));
    expect(store.map((p) => p.focused_sku)).toEqual([false, false, false, false]);
  });

  it('counts in the bulk toast only the SKUs that were not focused before', async () => {
    const { toggles } = openManage([product(1, true), product(2), product(3)]);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('Product');
    await screen.findByText('Product 3');
    for (const sku of ['B0000001', 'B0000002', 'B0000003'])
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${sku}` }));
    await bulk(T.addToFocus);
    await answer('Add');
    await screen.findByText(T.bulkAdded(2));
    expect(screen.queryByText(T.bulkAdded(3))).toBeNull();
    expect(toggles()).toHaveLength(3);
  });

  it('says when a bulk action fails', async () => {
    openManage([product(1, true)], { 'POST /focused-sku/toggle-focus': () => json(500, {}) });
    await chooseMarketplace();
    await screen.findByText('Product 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B0000001' }));
    await bulk(T.removeFromFocus);
    await answer('Remove');
    await screen.findByText(T.bulkFailed);
  });
});

describe('Manage Focused SKUs: Export CSV', () => {
  it('fetches every focused SKU in pages of 100 and saves all_focused_skus.csv, formula-safe', async () => {
    const products = Array.from({ length: 250 }, (_, i) => product(i + 1, i !== 1));
    products[0]!.title = '=HYPERLINK("http://x")';
    const { net } = openManage(products);
    const saved = catchDownloads();
    await chooseMarketplace();
    await screen.findByText('Product 3');
    fireEvent.click(screen.getByRole('button', { name: T.exportCsv }));
    await screen.findByText(T.exportedSuccessfully(249));
    const pages = net.calls
      .filter((c) => c.url.pathname === '/focused-sku/list' && c.url.searchParams.get('size') === '100')
      .map((c) => c.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '1', '2', '3']); // the tab's page 1, then the export's three pages
    expect(saved.map((s) => s.name)).toEqual([FOCUSED_SKU_LIMITS.exportFileName]);
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines).toHaveLength(250);
    expect(lines.slice(0, 3)).toEqual([
      'ASIN,Seller SKU,Title',
      `B0000001,SKU-1,"'=HYPERLINK(""http://x"")"`,
      'B0000003,SKU-3,Product 3',
    ]);
    expect(lines.at(-1)).toBe('B0000250,SKU-250,Product 250');
  });

  it('says when there is nothing to export, or the export fails', async () => {
    let fail = false;
    openManage([product(1)], {
      'GET /focused-sku/list': () =>
        fail ? json(500, {}) : json(200, { items: [], total: 0, retailer_sku_type: 'ASIN' }),
    });
    const saved = catchDownloads();
    await chooseMarketplace();
    fireEvent.click(await screen.findByRole('button', { name: T.exportCsv }));
    await screen.findByText(T.noFocusedToExport);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: T.exportCsv }));
    await screen.findByText(T.exportSkusFailed);
    expect(saved).toHaveLength(0);
  });
});
