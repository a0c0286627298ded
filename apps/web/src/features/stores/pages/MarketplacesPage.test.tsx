import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const mp = (id: number, name: string, short_code: string, enabled: boolean, logo: string | null) => ({
  pk_mp_id: id,
  name,
  short_code,
  website_url: `https://${short_code.toLowerCase()}.test`,
  country_code: 'US',
  currency_code: 'USD',
  enabled,
  logo,
});
const MARKETPLACES = [
  mp(1, 'Amazon US', 'AZ_US', true, 'amazon'),
  mp(9, 'Kaufland DE', 'KL_DE', false, null),
];
const VENDOR = {
  pk_store_id: 5,
  mp_id: 1,
  seller_id: 'ACMHV',
  store_name: 'Acme Vendor',
  account_type: 'vendor',
  api_enabled: true,
  token_client_id: 'cid',
  token_expiry: null,
  ads_enabled: true,
  ads_client_id: 'ads-cid',
};
const SECRETS = [
  {
    ...VENDOR,
    token_client_secret: '****ABCD',
    token_auth: null,
    token_refresh: '****9876',
    ads_client_secret: '****QRST',
    ads_refresh_token: null,
  },
];
const warehouse = (id: number, name: string) => ({
  pk_warehouse_id: id,
  name,
  address: 'a',
  city: 'c',
  state: 's',
  country: 'US',
  zip_code: 'z',
  email_id: 'w@acme.test',
  poc_name: 'p',
  poc_number: '1',
});

function api(overrides: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /marketplaces/admin/me': () => json(200, MARKETPLACES),
    'GET /marketplaces/admin/stores': () => json(200, { 1: [VENDOR] }),
    'GET /marketplaces/admin/secrets': () => json(200, SECRETS),
    'GET /warehouses/all': () => json(200, [warehouse(1, 'East'), warehouse(2, 'West')]),
    'GET /marketplaces/admin/warehouse_priorities': () => json(200, [{ fk_warehouse_id: 2, priority: 1 }]),
    'POST /marketplaces/admin/secrets': () => json(200, SECRETS[0]),
    ...overrides,
  });
}

describe('/ca/marketplaces', () => {
  beforeEach(() => signedIn(user({ roles: [role(1, 'Client Admin', [])] })));

  it('shows one card per marketplace with logo or text, code, id, website, stores and Enable or Edit', async () => {
    api();
    renderRoutes('/ca/marketplaces');
    const amazon = await screen.findByRole('region', { name: 'Amazon US' });
    expect(within(amazon).getByTestId('mp-logo-AZ_US').getAttribute('data-fallback')).toBeNull();
    expect(within(amazon).getByRole('img', { name: 'Amazon US logo' }).tagName).toBe('IMG');
    expect(within(amazon).getByText('Code: AZ_US · ID: 1')).toBeTruthy();
    expect(within(amazon).getByRole('link', { name: 'https://az_us.test' })).toBeTruthy();
    expect(within(amazon).getByText('Acme Vendor (ACMHV)')).toBeTruthy();
    expect(within(amazon).getByText('API enabled')).toBeTruthy();
    expect(within(amazon).getByRole('button', { name: 'Edit' })).toBeTruthy();
    const kaufland = screen.getByRole('region', { name: 'Kaufland DE' });
    // No logo for Kaufland: the card shows the short code instead (spec 02).
    expect(within(kaufland).getByTestId('mp-logo-KL_DE').getAttribute('data-fallback')).toBe('true');
    expect(within(kaufland).getByTestId('mp-logo-KL_DE').textContent).toBe('KL_DE');
    expect(within(kaufland).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('answers a load failure with the fallback text', async () => {
    api({ 'GET /marketplaces/admin/me': () => json(500, {}) });
    renderRoutes('/ca/marketplaces');
    expect((await screen.findByTestId('marketplaces-error')).textContent).toBe('Failed to load marketplaces');
  });

  it('edits an existing vendor store: locked fields, Vendor ID label, masked secrets, ranks in order', async () => {
    const net = api();
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Amazon US' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog');
    const sellerId = (await within(dialog).findByLabelText(/^Vendor ID/)) as HTMLInputElement;
    expect(sellerId.value).toBe('ACMHV');
    expect(sellerId.disabled).toBe(true);
    expect((within(dialog).getByLabelText(/^Token Client Secret/) as HTMLInputElement).placeholder).toBe(
      '****ABCD',
    );
    expect((within(dialog).getByLabelText(/^Token Client Secret/) as HTMLInputElement).type).toBe('password');
    expect(
      within(dialog)
        .getAllByTestId('priority-name')
        .map((n) => n.textContent),
    ).toEqual(['West', 'East']);
    expect(
      within(dialog)
        .getAllByTestId('priority-rank')
        .map((n) => n.textContent),
    ).toEqual(['1', '–']);
    await ui.click(within(dialog).getByLabelText('East serves this marketplace'));
    await ui.click(within(dialog).getByRole('button', { name: 'Move East up' }));
    expect(
      within(dialog)
        .getAllByTestId('priority-rank')
        .map((n) => n.textContent),
    ).toEqual(['1', '2']);
    await ui.type(within(dialog).getByLabelText(/^Access Token/), 'new-auth-1234');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credentials updated successfully')).toBeTruthy();
    const post = net.calls.find((c) => c.method === 'POST');
    expect(post?.url.searchParams.get('mp_id')).toBe('1');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      pk_store_id: 5,
      seller_id: 'ACMHV',
      account_type: 'vendor',
      token_auth: 'new-auth-1234',
      warehouse_priorities: { '1': 1, '2': 2 },
    });
    // Untouched secrets are left out: the server keeps them (an empty value would clear them).
    const sent = JSON.parse(String(post?.init.body));
    expect('token_client_secret' in sent).toBe(false);
    expect('token_refresh' in sent).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears a stored secret only through its Clear button, sent as an empty value', async () => {
    const net = api();
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Amazon US' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Clear Access Token' })).toBeNull();
    await ui.click(await within(dialog).findByRole('button', { name: 'Clear Refresh Token' }));
    expect(within(dialog).getByText('The stored value will be removed on save')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Credentials updated successfully');
    const sent = JSON.parse(String(net.calls.find((c) => c.method === 'POST')?.init.body));
    expect(sent.token_refresh).toBe('');
    expect('token_client_secret' in sent).toBe(false);
  });

  it('edits the Amazon Ads API connection on an Amazon marketplace, write-only as the tokens', async () => {
    const net = api();
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Amazon US' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Amazon Ads API' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Ads API Client ID') as HTMLInputElement).value).toBe('ads-cid');
    const secret = within(dialog).getByLabelText(/^Ads API Client Secret/) as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('****QRST');
    const enabled = within(dialog).getByRole('switch', { name: 'Ads API enabled' }) as HTMLInputElement;
    expect(enabled.checked).toBe(true);
    await ui.type(within(dialog).getByLabelText(/^Ads API Refresh Token/), 'Atzr|ads-7788');
    await ui.click(enabled);
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Credentials updated successfully');
    const sent = JSON.parse(String(net.calls.find((c) => c.method === 'POST')?.init.body));
    expect(sent).toMatchObject({
      ads_client_id: 'ads-cid',
      ads_refresh_token: 'Atzr|ads-7788',
      ads_enabled: false,
    });
    // The stored secret untouched: left out, so the server keeps it.
    expect('ads_client_secret' in sent).toBe(false);
  });

  it('offers no Ads API connection elsewhere than Amazon and sends none of its fields', async () => {
    const net = api({ 'GET /marketplaces/admin/secrets': () => json(200, []) });
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Kaufland DE' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/^Store Name/);
    expect(within(dialog).queryByRole('heading', { name: 'Amazon Ads API' })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Ads API/)).toBeNull();
    await ui.click(within(dialog).getByLabelText(/^Account Type/));
    await ui.click(await screen.findByRole('option', { name: 'Seller' }));
    await ui.type(within(dialog).getByLabelText(/^Seller ID/), 'KL1');
    await ui.type(within(dialog).getByLabelText(/^Store Name/), 'Acme KL');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = JSON.parse(String(net.calls.find((c) => c.method === 'POST')?.init.body));
    expect(Object.keys(sent).filter((k) => k.startsWith('ads_'))).toEqual([]);
  });

  it('enables a marketplace with a new store and shows the store texts', async () => {
    const net = api({
      'GET /marketplaces/admin/secrets': () => json(200, []),
      'GET /marketplaces/admin/warehouse_priorities': () => json(200, []),
      'POST /marketplaces/admin/secrets': () =>
        json(409, { detail: 'A store with this Seller ID already exists on this marketplace' }),
    });
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Kaufland DE' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await ui.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Seller ID is required')).toBeTruthy();
    expect(within(dialog).getByText('Store Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Account Type is required')).toBeTruthy();
    expect(net.count('POST', '/marketplaces/admin/secrets')).toBe(0);
    await ui.type(within(dialog).getByLabelText(/^Seller ID/), 'K1');
    await ui.type(within(dialog).getByLabelText(/^Store Name/), 'Kaufland store');
    await ui.click(within(dialog).getByLabelText(/^Account Type/));
    await ui.click(await screen.findByRole('option', { name: 'Seller' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A store with this Seller ID already exists on this marketplace'),
    ).toBeTruthy();
    const body = JSON.parse(String(net.calls.find((c) => c.method === 'POST')?.init.body));
    expect(body).toMatchObject({
      pk_store_id: null,
      seller_id: 'K1',
      account_type: 'seller',
      warehouse_priorities: {},
    });
  });

  it('shows the token fallback text when the secrets cannot be loaded', async () => {
    api({ 'GET /marketplaces/admin/secrets': () => json(500, {}) });
    renderRoutes('/ca/marketplaces');
    const ui = userEvent.setup();
    await ui.click(
      within(await screen.findByRole('region', { name: 'Amazon US' })).getByRole('button', { name: 'Edit' }),
    );
    expect(
      await within(await screen.findByRole('dialog')).findByText('Failed to fetch token data'),
    ).toBeTruthy();
  });
});
