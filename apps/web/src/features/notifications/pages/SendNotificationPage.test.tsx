import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

const SENT = {
  pk_msg_id: 5,
  title: 'Maintenance tonight',
  message: 'Down 22:00-23:00',
  level: 1,
  location: 1,
  sender: 'Sam Admin',
  dt_create: '2025-03-01T09:30:00.123456Z',
  redirect_url: '/tickets',
  audience: 'client',
  client_id: 1,
  client_name: 'Acme Home',
  recipient_count: 0,
};
const CLIENTS = [
  {
    pk_client_id: 2,
    name: 'Borealis Sports',
    email: 'b@x',
    phone: null,
    website: null,
    country: null,
    timezone: null,
    dt_create: '2025-01-01',
    member_count: 1,
    admins: [],
  },
  {
    pk_client_id: 1,
    name: 'Acme Home',
    email: 'a@x',
    phone: null,
    website: null,
    country: null,
    timezone: null,
    dt_create: '2025-01-01',
    member_count: 1,
    admins: [],
  },
];
const GRACE = { id: 31, email: 'grace@acme.test', first_name: 'Grace', last_name: 'Hopper' };

const body = (net: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(net.calls.find((c) => c.method === 'POST')?.init.body));

describe('/sa/notification/create', () => {
  beforeEach(() => signedIn(user({ is_sa: true })));

  it('shows the recently sent list, and its empty and error states', async () => {
    mockFetch({ 'GET /notifications/sent': () => json(200, [SENT]) });
    const first = renderRoutes('/sa/notification/create');
    expect(await screen.findByRole('heading', { name: 'Send Notification' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Recently sent notifications' });
    expect(within(table).getByText('Maintenance tonight')).toBeTruthy();
    expect(within(table).getByText('Acme Home')).toBeTruthy();
    first.unmount();
    mockFetch({ 'GET /notifications/sent': () => json(200, []) });
    const second = renderRoutes('/sa/notification/create');
    expect((await screen.findByTestId('sent-empty')).textContent).toBe('No notifications sent yet.');
    second.unmount();
    mockFetch({ 'GET /notifications/sent': () => json(403, {}) });
    renderRoutes('/sa/notification/create');
    expect((await screen.findByTestId('sent-error')).textContent).toBe(
      "You don't have permission to send notifications",
    );
  });

  it('shows the validation texts and sends nothing', async () => {
    const net = mockFetch({
      'GET /notifications/sent': () => json(200, []),
      'GET /clients/list': () => json(200, CLIENTS),
    });
    renderRoutes('/sa/notification/create');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(/^Redirect URL/), 'tickets');
    await ui.click(screen.getByRole('radio', { name: 'One client' }));
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByText('Please select a client')).toBeTruthy();
    expect(
      screen.getByText('Redirect URL must be a path starting with / or an http(s):// address'),
    ).toBeTruthy();
    await ui.click(screen.getByRole('radio', { name: 'Chosen users' }));
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please select at least one user')).toBeTruthy();
    expect(net.count('POST', '/notifications')).toBe(0);
  });

  it('sends a critical floating notification to one client, says so and resets the form', async () => {
    const net = mockFetch({
      'GET /notifications/sent': () => json(200, []),
      'GET /clients/list': () => json(200, CLIENTS),
      'POST /notifications': () => json(201, SENT),
    });
    renderRoutes('/sa/notification/create');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(/^Title/), 'Payments delayed');
    await ui.type(screen.getByLabelText(/^Message/), 'Settlements arrive tomorrow');
    await ui.click(screen.getByLabelText('Level'));
    await ui.click(await screen.findByRole('option', { name: 'Critical' }));
    await ui.click(screen.getByLabelText('Location'));
    await ui.click(await screen.findByRole('option', { name: 'Floating critical panel' }));
    await ui.click(screen.getByRole('radio', { name: 'One client' }));
    await ui.click(await screen.findByLabelText(/^Client/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Acme Home', 'Borealis Sports']);
    await ui.click(screen.getByRole('option', { name: 'Acme Home' }));
    await ui.type(screen.getByLabelText(/^Redirect URL/), '/tickets');
    await ui.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Notification sent successfully')).toBeTruthy();
    expect(body(net)).toEqual({
      title: 'Payments delayed',
      message: 'Settlements arrive tomorrow',
      level: 3,
      location: 0,
      audience: 'client',
      client_id: 1,
      user_ids: [],
      redirect_url: '/tickets',
    });
    // Like every call (spec 01 section 7) the query names the selected client; the audience is the body's.
    const selected = String(Math.min(...user({ is_sa: true }).clients.map((c) => c.id)));
    expect(net.calls.find((c) => c.method === 'POST')?.url.searchParams.get('client_id')).toBe(selected);
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Redirect URL/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Everyone' }) as HTMLInputElement).checked).toBe(true);
  });

  it('searches users to address them, and shows the server detail or fallback on failure', async () => {
    const net = mockFetch({
      'GET /notifications/sent': () => json(200, []),
      'GET /notifications/recipients': () => json(200, [GRACE]),
      'POST /notifications': () => json(500, {}),
    });
    renderRoutes('/sa/notification/create');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(/^Title/), 'Hello');
    await ui.type(screen.getByLabelText(/^Message/), 'Just you');
    await ui.click(screen.getByRole('radio', { name: 'Chosen users' }));
    await ui.type(screen.getByLabelText(/^Users/), 'grace');
    await waitFor(() =>
      expect(
        net.calls.some(
          (c) =>
            c.url.pathname === '/notifications/recipients' && c.url.searchParams.get('search') === 'grace',
        ),
      ).toBe(true),
    );
    await ui.click(await screen.findByRole('option', { name: 'Grace Hopper <grace@acme.test>' }));
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send notification')).toBeTruthy();
    expect(body(net)).toMatchObject({ audience: 'users', user_ids: [31] });
    // A failed send keeps what was typed.
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Hello');
  });
});
