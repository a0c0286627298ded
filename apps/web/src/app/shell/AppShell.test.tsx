import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';
import { bearer, json, mockFetch, role, user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { createQueryClient, Providers } from '../providers';
import { appRoutes, loginRoute } from '../routes';
import { AppShell } from './AppShell';

function renderShell(path = '/dashboard') {
  const router = createMemoryRouter(appRoutes(<AppShell />, loginRoute), { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('application shell (spec 01 section 2.2)', () => {
  let net: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    net = mockFetch({
      'GET /auth/config': () => json(200, { google_enabled: false, idle_timeout_seconds: 1800 }),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
      'GET /health-check': () => json(200, { v: '4.2.133' }),
    });
    signedIn(user({ roles: [role(1, 'Seller', ['mp_func:price_check'])] }));
  });

  it('shows the logo link, version label, idle countdown and the sidebar entries as links', async () => {
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Marketdesk home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByTestId('app-version').textContent).toBe('v4.2.133');
    expect(screen.getByTestId('idle-countdown').textContent).toMatch(/^\d{2}:\d{2}$/);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => `${a.getAttribute('aria-label')} ${a.getAttribute('href')}`);
    expect(links).toEqual([
      'Dashboard /dashboard',
      'Price Check /price-check',
      'Campaigns /marketing/campaigns',
      'Insights /marketing/insights',
      'Raw Data /marketing/data',
    ]);
  });

  it('shows the empty notifications text in the bell menu', async () => {
    renderShell();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'notifications' }));
    expect(await screen.findByText("You're all caught up!")).toBeTruthy();
  });

  it('remembers the collapsed sidebar and folded groups', async () => {
    renderShell();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'collapse sidebar' }));
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(screen.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('true');
    await ui.click(screen.getByRole('button', { name: 'expand sidebar' }));
    await ui.click(screen.getByTestId('nav-group-business'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarGroups) ?? '{}')).toEqual({ business: false });
  });

  it('names the open screen in the browser tab, and gives the tab its plain name back on logout', async () => {
    const router = renderShell();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Marketdesk'));
    await router.navigate('/price-check');
    await waitFor(() => expect(document.title).toBe('Price Check Analysis · Marketdesk'));
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'account menu' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.title).toBe('Marketdesk');
  });

  it('opens Profile & Settings and logs out through the account menu', async () => {
    const router = renderShell();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'account menu' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Profile & Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByTestId('profile-email')).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'account menu' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    const logout = net.calls.find((c) => c.url.pathname === '/auth/logout')!;
    expect(JSON.parse(String(logout.init.body))).toEqual({ refresh_token: 'refresh' });
  });

  it('checks the version without token or client and shows the banner when the server runs another one', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '4.2.0');
    renderShell();
    expect(await screen.findByText('New Version Available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delay by 5 minutes' })).toBeTruthy();
    const check = net.calls.find((c) => c.url.pathname === '/health-check')!;
    expect(bearer(check.init)).toBeUndefined();
    expect(check.url.searchParams.has('client_id')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('4.2.133');
  });
});
