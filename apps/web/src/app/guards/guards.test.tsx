import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../shared/session/store';
import { json, mockFetch, role, user } from '../../test/factories';
import { renderRoutes, signedIn, signedOut } from '../../test/render';

const seller = () => user({ roles: [role(1, 'Seller', ['dashboard:view'])] });
const clientAdmin = () => user({ roles: [role(1, 'Client Admin', ['view:users'])] });
const superAdmin = () => user({ is_sa: true, roles: [] });

describe('route guards (spec 01 section 2.4)', () => {
  beforeEach(() => {
    mockFetch({ 'GET /auth/config': () => json(200, { google_enabled: false, idle_timeout_seconds: 1800 }) });
  });

  it('sends a signed-out user to /login remembering the origin', async () => {
    signedOut();
    const { router } = renderRoutes('/tickets?status=open');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/tickets?status=open' });
  });

  it('lets a signed-in user into an area route', async () => {
    signedIn(seller());
    // An area route the guard admits; the screen itself decides (Partner View without business_view).
    const { router } = renderRoutes('/partner-view');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to access the Partner View module.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partner-view');
  });

  it.each(['/ca/users', '/ca/permission-groups', '/sa/clients', '/sa/cronjobs'])(
    'sends a seller opening %s to /dashboard',
    async (path) => {
      signedIn(seller());
      const { router } = renderRoutes(path);
      await screen.findByRole('heading', { name: 'Dashboard' });
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('admits a client admin to /ca/users but not to /sa/clients', async () => {
    signedIn(clientAdmin());
    const first = renderRoutes('/ca/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    first.unmount();
    const second = renderRoutes('/sa/clients');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('counts Client Admin only in the selected client', async () => {
    signedIn(user({ roles: [role(2, 'Client Admin', [])] }));
    const { router } = renderRoutes('/ca/users');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('admits a super admin to client-admin and super-admin routes', async () => {
    signedIn(superAdmin());
    const first = renderRoutes('/sa/clients');
    expect(await screen.findByRole('heading', { name: 'Client List' })).toBeTruthy();
    first.unmount();
    renderRoutes('/ca/warehouses');
    expect(await screen.findByRole('heading', { name: 'Warehouse List' })).toBeTruthy();
  });

  it('sends a signed-in user opening /login to /dashboard', async () => {
    signedIn(seller());
    const { router } = renderRoutes('/login');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends unknown paths to /dashboard and shows the welcome line', async () => {
    signedIn(seller());
    const { router } = renderRoutes('/no/such/screen');
    expect((await screen.findByTestId('welcome-line')).textContent).toBe(
      'Welcome, Ada Lovelace | Acme Home | ada@acme.test',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/marketing/campaigns', '/marketing/insights', '/marketing/data'])(
    'shows the SOON placeholder at %s',
    async (path) => {
      signedIn(seller());
      renderRoutes(path);
      expect(await screen.findByRole('heading', { name: 'Something Big is Coming' })).toBeTruthy();
    },
  );

  it('goes to a plain /login after a manual logout and remembers the origin after an expiry', async () => {
    signedIn(seller());
    const { router } = renderRoutes('/review-data');
    await screen.findByRole('heading', { name: 'Review Data' });
    endSession('expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/review-data' });
    // The router's state runs ahead of the screen (React transitions): sign in once the sign-in page shows.
    await screen.findByRole('button', { name: 'Sign In' });

    // Signing in again returns to the origin.
    signedIn(seller());
    await screen.findByRole('heading', { name: 'Review Data' });
    await router.navigate('/partner-view');
    await screen.findByRole('heading', { name: 'Access Restricted' });
    endSession('manual');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
  });
});
