import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/session/storage-keys';
import { getSession } from '../../../shared/session/store';
import { json, mockFetch, user } from '../../../test/factories';
import { renderRoutes, signedOut } from '../../../test/render';

const TEXT = {
  401: 'The email or password you entered seems to be incorrect. Please double-check and try again.',
  403: "It looks like you don't have permission to log in. If you think this is a mistake, please contact our support team.",
  server:
    'We are currently experiencing some technical issues on our end. Please wait a few moments and try logging in again.',
  other:
    'Something went wrong. Please check if you are connected to the internet and try again in a few moments.',
};

const config =
  (google = false) =>
  () =>
    json(200, { google_enabled: google, idle_timeout_seconds: 1800 });

async function fillAndSubmit(email = 'ada@acme.test', password = 'Marketdesk#1') {
  const ui = userEvent.setup();
  await screen.findByRole('button', { name: 'Sign In' });
  if (email) await ui.type(screen.getByLabelText('Email'), email);
  if (password) await ui.type(screen.getByLabelText('Password'), password);
  await ui.click(screen.getByRole('button', { name: 'Sign In' }));
  return ui;
}

describe('login page (spec 01 sections 2.1, 5, 8)', () => {
  beforeEach(() => signedOut());

  it('shows the validation texts and does not call the server', async () => {
    const net = mockFetch({ 'GET /auth/config': config() });
    renderRoutes('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), 'not-an-email');
    await ui.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(net.count('POST', '/auth/login')).toBe(0);
  });

  it.each([
    [401, TEXT[401]],
    [403, TEXT[403]],
    [500, TEXT.server],
    [502, TEXT.server],
    [503, TEXT.server],
    [429, TEXT.other],
    [504, TEXT.other],
  ])('answers %s with Login Failed and its text', async (status, text) => {
    mockFetch({
      'GET /auth/config': config(),
      'POST /auth/login': () => json(status, { detail: 'server detail' }),
    });
    renderRoutes('/login');
    await fillAndSubmit();
    const alert = await screen.findByTestId('login-error');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Login Failed');
    expect(alert.textContent).toBe(`Login Failed${text}`);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('answers a network failure with the "anything else" text', async () => {
    mockFetch({
      'GET /auth/config': config(),
      'POST /auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes('/login');
    await fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(`Login Failed${TEXT.other}`);
  });

  it('removes the tokens when the user cannot be loaded after login', async () => {
    mockFetch({
      'GET /auth/config': config(),
      'POST /auth/login': () => json(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' }),
      'GET /users/me': () => json(500, { detail: 'boom' }),
    });
    renderRoutes('/login');
    await fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(`Login Failed${TEXT.server}`);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs in form-encoded, selects the first client by id and returns to the origin', async () => {
    const net = mockFetch({
      'GET /auth/config': config(),
      'POST /auth/login': () => json(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' }),
      'GET /users/me': () => json(200, user()),
    });
    const { router } = renderRoutes('/tickets');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tickets');
    const login = net.calls.find((c) => c.url.pathname === '/auth/login')!;
    expect(String(login.init.body)).toBe('username=ada%40acme.test&password=Marketdesk%231');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a1');
    expect(getSession().selectedClientId).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.selectedClientId)).toBe('1');
  });

  it('goes to /dashboard when the user came from nowhere', async () => {
    mockFetch({
      'GET /auth/config': config(),
      'POST /auth/login': () => json(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' }),
      'GET /users/me': () => json(200, user()),
    });
    const { router } = renderRoutes('/login');
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows and hides the password', async () => {
    mockFetch({ 'GET /auth/config': config() });
    renderRoutes('/login');
    const ui = userEvent.setup();
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await ui.click(screen.getByRole('button', { name: 'toggle password visibility' }));
    expect(password.type).toBe('text');
    await ui.click(screen.getByRole('button', { name: 'toggle password visibility' }));
    expect(password.type).toBe('password');
  });

  it('shows the build number and offers Google only when it is enabled', async () => {
    mockFetch({ 'GET /auth/config': config(false) });
    const first = renderRoutes('/login');
    expect((await screen.findByTestId('build-number')).textContent).toContain('4.2.133');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull());
    first.unmount();

    mockFetch({ 'GET /auth/config': config(true) });
    renderRoutes('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });
});
