import type { FocusedSkuManagerItem } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen } from '@testing-library/react';
import { json, marketplace, mockFetch, role, user } from '../factories';
import { renderRoutes, signedIn } from '../render';

/** A product of the fake marketplace: B0000001, SKU-1, "Product 1"… */
export const product = (n: number, focused = false, title = `Product ${n}`): FocusedSkuManagerItem => ({
  product_id: n,
  retailer_sku: `B${String(n).padStart(7, '0')}`,
  seller_sku: `SKU-${n}`,
  title,
  main_image_url: null,
  focused_sku: focused,
});

const MARKETPLACES = [
  marketplace(4, 'Amazon DE', 'AZ_DE', { website_url: '' }),
  marketplace(3, 'Otto DE', 'OT_DE', { website_url: '' }),
];

type Route = (url: URL, init: RequestInit) => Response;

/**
 * A fake of the three calls over a product list that keeps the focused flags: list pages the focused ones,
 * search matches retailer SKU, seller SKU or title, toggle-focus sets the flag (and says whether it changed). `routes` replace a call.
 */
export function openManage(
  products: FocusedSkuManagerItem[],
  routes: Record<string, Route> = {},
  entry = '/focused-data/manage-skus',
) {
  const store = products.map((p) => ({ ...p }));
  const answer = (items: FocusedSkuManagerItem[], total = items.length) =>
    json(200, { items, total, retailer_sku_type: 'ASIN' });
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /focused-sku/list': (url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const focused = store.filter((p) => p.focused_sku);
      return answer(focused.slice((page - 1) * size, page * size), focused.length);
    },
    'GET /focused-sku/search': (url) => {
      const q = url.searchParams.get('search')!.toLowerCase();
      const hits = store.filter((p) =>
        [p.retailer_sku, p.seller_sku, p.title].some((v) => v?.toLowerCase().includes(q)),
      );
      return answer(hits.slice(0, Number(url.searchParams.get('size'))));
    },
    ...routes,
  });
  // Toggle-focus paths carry the id: match them by prefix around the fake's own table.
  const routed = net.fn.getMockImplementation()!;
  net.fn.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const m = /^\/focused-sku\/(\d+)\/toggle-focus$/.exec(url.pathname);
    if (!m || (init.method ?? 'GET') !== 'POST') return routed(input, init);
    net.calls.push({ method: 'POST', url, init });
    const toggle = routes['POST /focused-sku/toggle-focus'];
    if (toggle) return toggle(url, init);
    const p = store.find((s) => s.product_id === Number(m[1]));
    if (!p) return json(404, {});
    const { focused } = JSON.parse(String(init.body)) as { focused: boolean };
    const changed = p.focused_sku !== focused;
    p.focused_sku = focused;
    return json(200, { product_id: p.product_id, focused, changed });
  });
  signedIn(user({ roles: [role(1, 'Seller', ['channel_report:view', 'channel_report:create'])] }));
  const view = renderRoutes(entry);
  return {
    view,
    net,
    store,
    lists: () => net.calls.filter((c) => c.url.pathname === '/focused-sku/list'),
    searches: () => net.calls.filter((c) => c.url.pathname === '/focused-sku/search'),
    toggles: () => net.calls.filter((c) => c.url.pathname.endsWith('/toggle-focus')),
  };
}

/** Picks a marketplace in the screen's selector. */
export async function chooseMarketplace(name = 'Amazon DE') {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

/** Types a term in the search box and presses Search. */
export function searchFor(term: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search by ASIN, SKU or title' }), {
    target: { value: term },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}
