import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { tenantKey } from '../api/tenant-query';
import { selectClient } from '../session/store';
import { useBrands } from './brands';
import { useClientList } from './clients';
import { referenceKeys } from './keys';
import { useMarketplaces } from './marketplaces';
import { useSellerIds } from './seller-ids';
import { useUserSafelist } from './users';
import { useWarehouses } from './warehouses';

const WAREHOUSE = {
  pk_warehouse_id: 11,
  name: 'Leeds DC',
  address: 'a',
  city: 'c',
  state: 's',
  country: 'GB',
  zip_code: 'z',
  email_id: 'w@acme.test',
  poc_name: 'p',
  poc_number: '1',
};
const MARKETPLACE = {
  pk_mp_id: 1,
  name: 'Amazon US',
  short_code: 'AZ_US',
  country_code: 'US',
  currency_code: 'USD',
  website_url: 'https://www.amazon.com',
};

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function api() {
  return mockFetch({
    'GET /warehouses/all': () => json(200, [WAREHOUSE]),
    'GET /marketplaces': () => json(200, [MARKETPLACE]),
    'GET /brands': () =>
      json(200, [{ pk_brand_id: 5, brand_name: 'Acme', brand_code: 'ACME', managed: true }]),
    'GET /clients/list': () => json(200, []),
    'GET /marketplaces/admin/seller-ids': () =>
      json(200, [{ seller_id: 'ACMHV', store_name: 'Acme Vendor', account_type: 'vendor' }]),
    'GET /users/safelist': () => json(200, []),
  });
}

describe('reference data (one query key each)', () => {
  let client: QueryClient;
  beforeEach(() => {
    signedIn(user());
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('asks once for every screen that reads the same data, under its one key', async () => {
    const net = api();
    const first = renderHook(() => useWarehouses(), { wrapper: wrapper(client) });
    const second = renderHook(() => useWarehouses(), { wrapper: wrapper(client) });
    await waitFor(() => expect(first.result.current.data).toEqual([WAREHOUSE]));
    expect(second.result.current.data).toEqual([WAREHOUSE]);
    expect(net.count('GET', '/warehouses/all')).toBe(1);
    expect(net.calls[0]!.url.searchParams.get('client_id')).toBe('1');
    expect(client.getQueryData(tenantKey(1, referenceKeys.warehouses))).toEqual([WAREHOUSE]);
  });

  it('reads the user marketplaces and brands, and the client list only when enabled', async () => {
    const net = api();
    const mps = renderHook(() => useMarketplaces(), { wrapper: wrapper(client) });
    const brands = renderHook(() => useBrands(), { wrapper: wrapper(client) });
    const clients = renderHook(({ on }) => useClientList(on), {
      wrapper: wrapper(client),
      initialProps: { on: false },
    });
    await waitFor(() => expect(mps.result.current.data).toEqual([MARKETPLACE]));
    await waitFor(() => expect(brands.result.current.data?.[0]?.brand_name).toBe('Acme'));
    expect(net.count('GET', '/clients/list')).toBe(0);
    clients.rerender({ on: true });
    await waitFor(() => expect(clients.result.current.data).toEqual([]));
    expect(client.getQueryData(tenantKey(1, [...referenceKeys.marketplaces, 'user']))).toEqual([MARKETPLACE]);
  });

  it('asks for seller ids only once a marketplace is chosen, and for the client members', async () => {
    const net = api();
    const ids = renderHook(({ mp }) => useSellerIds(mp), {
      wrapper: wrapper(client),
      initialProps: { mp: null as number | null },
    });
    expect(net.count('GET', '/marketplaces/admin/seller-ids')).toBe(0);
    ids.rerender({ mp: 3 });
    await waitFor(() => expect(ids.result.current.data?.[0]?.seller_id).toBe('ACMHV'));
    expect(net.calls.find((c) => c.url.pathname.endsWith('seller-ids'))!.url.searchParams.get('mp_id')).toBe(
      '3',
    );
    const users = renderHook(() => useUserSafelist(), { wrapper: wrapper(client) });
    await waitFor(() => expect(users.result.current.isSuccess).toBe(true));
    expect(client.getQueryData(tenantKey(1, referenceKeys.users))).toEqual([]);
  });

  it("offers a client admin the selected client's marketplaces, a plain member their assigned ones", async () => {
    const OTTO = { ...MARKETPLACE, pk_mp_id: 9, name: 'Otto DE', short_code: 'OT_DE' };
    const net = mockFetch({
      'GET /marketplaces': () => json(200, [MARKETPLACE]),
      'GET /marketplaces/admin/client': () => json(200, [OTTO]),
    });
    // Client Admin in client 1 (selected first), a plain seller in client 2.
    signedIn(
      user({ roles: [role(1, 'Client Admin', ['view:users']), role(2, 'Seller', ['dashboard:view'])] }),
    );
    const admin = renderHook(() => useMarketplaces(), { wrapper: wrapper(client) });
    await waitFor(() => expect(admin.result.current.data).toEqual([OTTO]));
    expect(net.calls.map((c) => c.url.pathname)).toEqual(['/marketplaces/admin/client']);
    expect(net.calls[0]!.url.searchParams.get('client_id')).toBe('1');
    act(() => selectClient(2));
    await waitFor(() => expect(admin.result.current.data).toEqual([MARKETPLACE]));
    expect(net.calls.map((c) => c.url.pathname)).toEqual(['/marketplaces/admin/client', '/marketplaces']);
  });

  it('asks nothing tenant-bound before a client is selected', () => {
    signedIn(user({ clients: [], roles: [] }));
    const net = api();
    const wh = renderHook(() => useWarehouses(), { wrapper: wrapper(client) });
    expect(wh.result.current.fetchStatus).toBe('idle');
    expect(net.calls).toHaveLength(0);
  });

  it('asks for the warehouses only when enabled (a screen open to non-admins asks only for admins)', async () => {
    const net = api();
    const off = renderHook(() => useWarehouses(false), { wrapper: wrapper(client) });
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(net.count('GET', '/warehouses/all')).toBe(0);
    const on = renderHook(() => useWarehouses(true), { wrapper: wrapper(client) });
    await waitFor(() => expect(on.result.current.data).toEqual([WAREHOUSE]));
    expect(net.count('GET', '/warehouses/all')).toBe(1);
  });
});
