import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseMarketplace, openManage, product, searchFor } from '../../../test/focused-sku/manage';

const PRODUCTS = [product(1, true), product(2), product(3, true, 'Kettle 3')];
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Manage Focused SKUs: marketplace, tab, search and page in the address', () => {
  it('a reload shows the same search; a visit without filters restores the last choice', async () => {
    const first = openManage(PRODUCTS);
    await chooseMarketplace();
    await screen.findByText('Product 1');
    searchFor('kettle');
    await screen.findByText('Kettle 3');
    const { pathname, search } = first.view.router.state.location;
    expect(search).toContain('mp_id=4');
    expect(search).toContain('tab=search');
    expect(search).toContain('search=kettle');
    first.view.unmount();

    // A reload: the same address asks the same search and shows the Search Results tab.
    const reloaded = openManage(PRODUCTS, {}, `${pathname}${search}`);
    await screen.findByText('Kettle 3');
    expect(selectedTab()).toBe(T.tabSearchResults);
    const q = reloaded.searches()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('search')]).toEqual(['4', 'kettle']);
    expect(
      (screen.getByRole('textbox', { name: 'Search by ASIN, SKU or title' }) as HTMLInputElement).value,
    ).toBe('kettle');
    reloaded.view.unmount();

    // A visit without filters: the last choice, which the address then shows.
    const again = openManage(PRODUCTS);
    await screen.findByText('Kettle 3');
    expect(selectedTab()).toBe(T.tabSearchResults);
    await waitFor(() => expect(again.view.router.state.location.search).toContain('search=kettle'));
  });

  it('a copied link opens its marketplace, page and page size', async () => {
    const many = Array.from({ length: 60 }, (_, i) => product(i + 1, true));
    const { lists } = openManage(many, {}, '/focused-data/manage-skus?mp_id=4&tab=focused&page=2&size=50');
    await screen.findByText('Product 51');
    const q = lists()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('page'), q.get('size')]).toEqual(['4', '2', '50']);
    expect(selectedTab()).toBe(T.tabFocused);
  });
});
