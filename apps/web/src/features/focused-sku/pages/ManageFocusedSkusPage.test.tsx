import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import { chooseMarketplace, openManage, product, searchFor } from '../../../test/focused-sku/manage';

const rows = () => screen.getAllByTestId(/^sku-row-/);
const listCalls = (net: ReturnType<typeof openManage>['net']) =>
  net.calls
    .filter((c) => c.url.pathname === '/focused-sku/list')
    .map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('size')]);

describe('Manage Focused SKUs (/focused-data/manage-skus)', () => {
  it('asks for a marketplace first, then lists its focused SKUs headed by the retailer SKU type', async () => {
    const { net } = openManage([product(1, true), product(2, false), product(3, true, 'Kettle')]);
    await screen.findByText(T.selectMarketplace);
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toContain(T.breadcrumb);
    expect(net.count('GET', '/focused-sku/list')).toBe(0);
    await chooseMarketplace();
    await screen.findByText('Kettle');
    expect(rows().map((r) => r.dataset.testid)).toEqual(['sku-row-B0000001', 'sku-row-B0000003']);
    const table = screen.getByRole('table', { name: T.tabFocused });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Image', 'ASIN', 'Seller SKU', 'Title', 'Focused']);
    const call = net.calls.find((c) => c.url.pathname === '/focused-sku/list')!;
    expect(call.url.searchParams.get('mp_id')).toBe('4');
    expect(screen.getByRole('tab', { name: T.tabFocused }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: T.tabSearchResults })).toBeTruthy();
  });

  it('pages the focused list 100 at a time, with 50, 100 and 200 per page', async () => {
    const { net } = openManage(Array.from({ length: 230 }, (_, i) => product(i + 1, true)));
    await chooseMarketplace();
    await screen.findByText('Product 1');
    expect(rows()).toHaveLength(100);
    expect(screen.getByText('1–100 of 230')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Product 101');
    expect(screen.queryByText('Product 1')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['50', '100', '200']);
    fireEvent.click(screen.getByRole('option', { name: '200' }));
    await screen.findByText('1–200 of 230');
    await waitFor(() => expect(rows()).toHaveLength(200));
    expect(listCalls(net)).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['1', '200'],
    ]);
  });

  it('says when the focused list cannot be fetched; Refresh List asks again', async () => {
    let fail = true;
    const { net } = openManage([product(1, true)], {
      'GET /focused-sku/list': () =>
        fail ? json(500, {}) : json(200, { items: [product(1, true)], total: 1, retailer_sku_type: 'EAN' }),
    });
    await chooseMarketplace();
    await screen.findByText(T.fetchFocusedFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.refreshList }));
    await screen.findByText('Product 1');
    expect(screen.getByRole('columnheader', { name: 'EAN' })).toBeTruthy();
    expect(net.count('GET', '/focused-sku/list')).toBe(2);
  });

  it('searches by ASIN, SKU or title into Search Results; an empty search only warns', async () => {
    const { net } = openManage([product(1, true), product(2), product(3, false, 'Blue kettle')]);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('   ');
    await screen.findByText(T.enterSearchTerm);
    expect(net.count('GET', '/focused-sku/search')).toBe(0);
    searchFor('kettle');
    await screen.findByText('Blue kettle');
    expect(screen.getByRole('tab', { name: T.tabSearchResults }).getAttribute('aria-selected')).toBe('true');
    const call = net.calls.find((c) => c.url.pathname === '/focused-sku/search')!;
    expect(
      Object.fromEntries(['mp_id', 'search', 'size'].map((k) => [k, call.url.searchParams.get(k)])),
    ).toEqual({ mp_id: '4', search: 'kettle', size: '50' });
    searchFor('SKU-2');
    await screen.findByText('Product 2');
    expect(rows().map((r) => r.dataset.testid)).toEqual(['sku-row-B0000002']);
    searchFor('nothing like it');
    await screen.findByText(T.noneMatching);
    fireEvent.click(screen.getByRole('tab', { name: T.tabFocused }));
    await screen.findByText('Product 1');
  });

  it('says when a search fails', async () => {
    openManage([product(1, true)], { 'GET /focused-sku/search': () => json(500, {}) });
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('B000');
    await screen.findByText(T.searchFailed);
  });

  it('a new marketplace starts again on the Focused SKUs tab with an empty search', async () => {
    const { net } = openManage([product(1, true), product(2)]);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('Product 2');
    await screen.findByText('Product 2');
    await chooseMarketplace('Otto DE');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: T.tabFocused }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(
      (screen.getByRole('textbox', { name: 'Search by ASIN, SKU or title' }) as HTMLInputElement).value,
    ).toBe('');
    await waitFor(() => expect(net.calls.at(-1)!.url.searchParams.get('mp_id')).toBe('3'));
  });

  it('never shows another marketplace’s SKUs while the new one loads', async () => {
    let release: () => void = () => {};
    openManage([product(1, true)], {
      'GET /focused-sku/list': (url) =>
        url.searchParams.get('mp_id') === '4'
          ? json(200, { items: [product(1, true)], total: 1, retailer_sku_type: 'ASIN' })
          : (new Promise<Response>((done) => {
              release = () =>
                done(json(200, { items: [product(9, true)], total: 1, retailer_sku_type: 'EAN' }));
            }) as unknown as Response),
    });
    await chooseMarketplace();
    await screen.findByText('Product 1');
    await chooseMarketplace('Otto DE');
    await screen.findByRole('progressbar', { name: `Loading ${T.tabFocused}` });
    expect(screen.queryByText('Product 1')).toBeNull();
    release();
    await screen.findByText('Product 9');
  });
});
