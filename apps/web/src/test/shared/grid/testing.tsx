import type { CurrentUser } from '@marketdesk/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toasts } from '../../../shared/feedback/Toasts';
import { STORAGE_KEYS } from '../../../shared/session/storage-keys';
import { resetSessionForTests, setSessionUser } from '../../../shared/session/store';

/** Tests only: a shared component with a query client, toasts and a signed-in user (no router, no shell). */
export function renderWithProviders(ui: ReactNode, u?: CurrentUser) {
  if (u) {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    resetSessionForTests();
    setSessionUser(u, { selectFirstClient: true });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Toasts>{ui}</Toasts>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
