import type { CurrentUser } from '@marketdesk/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';
import { appRoutes, loginRoute } from '../app/routes';
import { Toasts } from '../shared/feedback/Toasts';
import { STORAGE_KEYS } from '../shared/session/storage-keys';
import { resetSessionForTests, setSessionUser } from '../shared/session/store';

/** Signs a user in as a finished login would (tokens stored, user loaded, first client selected). */
export function signedIn(u: CurrentUser): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  resetSessionForTests();
  setSessionUser(u, { selectFirstClient: true });
}

export function signedOut(): void {
  localStorage.clear();
  resetSessionForTests();
}

/** The real route tree (guards, lazy pages, login) with a bare stand-in for the shell. */
export function renderRoutes(entry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(appRoutes(<Outlet />, loginRoute), { initialEntries: [entry] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers client={client}>
      {/* The shell holds the toasts; the stand-in here holds them too. */}
      <Toasts>
        <RouterProvider router={router} />
      </Toasts>
    </Providers>,
  );
  return { router, ...view };
}

/** What a person reads in an element: its text without decorative parts (aria-hidden, e.g. a country flag). */
export function readText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}
