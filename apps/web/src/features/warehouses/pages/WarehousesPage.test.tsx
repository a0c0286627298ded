import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const LEEDS = {
  pk_warehouse_id: 11,
  name: 'Leeds DC',
  address: '4 Canal Wharf',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'GB',
  zip_code: 'LS11 5PS',
  email_id: 'leeds@acme.test',
  poc_name: 'Priya Shah',
  poc_number: '+44 113 496 0000',
};

const LABELS: [string, string][] = [
  ['Warehouse Name', 'Warehouse name is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['Country', 'Country is required'],
  ['ZIP', 'ZIP is required'],
  ['Email', 'email is required'],
  ['POC Name', 'POC name is required'],
  ['POC Number', 'POC number is required'],
];

describe('/ca/warehouses', () => {
  beforeEach(() => signedIn(user({ roles: [role(1, 'Client Admin', [])] })));

  it('lists the warehouses of the selected client', async () => {
    const net = mockFetch({ 'GET /warehouses/all': () => json(200, [LEEDS]) });
    renderRoutes('/ca/warehouses');
    expect(await screen.findByText('Leeds DC')).toBeTruthy();
    expect(net.calls[0]?.url.searchParams.get('client_id')).toBe('1');
  });

  it('shows the empty, error and permission states', async () => {
    mockFetch({ 'GET /warehouses/all': () => json(200, []) });
    const first = renderRoutes('/ca/warehouses');
    expect(await screen.findByTestId('warehouses-empty')).toBeTruthy();
    first.unmount();
    mockFetch({ 'GET /warehouses/all': () => json(500, {}) });
    const second = renderRoutes('/ca/warehouses');
    expect((await screen.findByTestId('warehouses-error')).textContent).toBe('Failed to load data');
    second.unmount();
    // A 403 reads the server's detail; without one, the screen's permission warning.
    mockFetch({ 'GET /warehouses/all': () => json(403, { detail: 'You are not a member of this client' }) });
    const third = renderRoutes('/ca/warehouses');
    expect((await screen.findByTestId('warehouses-error')).textContent).toBe(
      'You are not a member of this client',
    );
    third.unmount();
    mockFetch({ 'GET /warehouses/all': () => json(403, {}) });
    renderRoutes('/ca/warehouses');
    expect((await screen.findByTestId('warehouses-error')).textContent).toBe(
      'You do not have permission to manage warehouses',
    );
  });

  it('shows every validation text and sends nothing while a field is empty', async () => {
    const net = mockFetch({ 'GET /warehouses/all': () => json(200, []) });
    renderRoutes('/ca/warehouses');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Warehouse' }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const [, text] of LABELS) expect(await within(dialog).findByText(text)).toBeTruthy();
    await ui.type(within(dialog).getByLabelText(/^Email/), 'nope');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email')).toBeTruthy();
    expect(net.count('POST', '/warehouses')).toBe(0);
  });

  it('creates a warehouse and says so', async () => {
    const net = mockFetch({
      'GET /warehouses/all': () => json(200, []),
      'POST /warehouses': (_url, init) =>
        json(201, { pk_warehouse_id: 12, ...JSON.parse(String(init.body)) }),
    });
    renderRoutes('/ca/warehouses');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Warehouse' }));
    const dialog = await screen.findByRole('dialog');
    const { pk_warehouse_id: _id, ...values } = LEEDS;
    const byLabel = Object.fromEntries(LABELS.map(([label], i) => [label, Object.values(values)[i]!]));
    for (const [label, value] of Object.entries(byLabel)) {
      await ui.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    }
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Warehouse created successfully')).toBeTruthy();
    const post = net.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual(values);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a warehouse with PUT ?warehouse_id and shows the server detail on failure', async () => {
    const net = mockFetch({
      'GET /warehouses/all': () => json(200, [LEEDS]),
      'PUT /warehouses': () => json(404, { detail: 'Warehouse not found' }),
    });
    renderRoutes('/ca/warehouses');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit Leeds DC' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Warehouse')).toBeTruthy();
    const city = within(dialog).getByLabelText(/^City/) as HTMLInputElement;
    expect(city.value).toBe('Leeds');
    await ui.clear(city);
    await ui.type(city, 'Bradford');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Warehouse not found')).toBeTruthy();
    const put = net.calls.find((c) => c.method === 'PUT');
    expect(put?.url.searchParams.get('warehouse_id')).toBe('11');
    expect(JSON.parse(String(put?.init.body)).city).toBe('Bradford');
  });
});
