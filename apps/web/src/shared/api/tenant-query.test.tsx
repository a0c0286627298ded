import { keepPreviousData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { getSession, selectClient } from '../session/store';
import { clientOfKey, tenantKey, useTenantQuery } from './tenant-query';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

/** A query whose answer names the client the session had when it was asked, and the page. */
function usePage(page: number, asked: string[]) {
  return useTenantQuery({
    queryKey: ['probe', page],
    queryFn: async () => {
      const answer = `client ${getSession().selectedClientId} page ${page}`;
      asked.push(answer);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}

describe('useTenantQuery (every key holds the selected client)', () => {
  beforeEach(() => {
    signedIn(user()); // clients 1 and 2; 1 selected
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('ends every key with the client, so a prefix still reaches every client’s copy', () => {
    expect(tenantKey(2, ['grid', 7])).toEqual(['grid', 7, { client_id: 2 }]);
    expect(clientOfKey(tenantKey(null, ['x']))).toBeNull();
    expect(clientOfKey(['x', 1])).toBeUndefined();
  });

  it('keeps the previous page while the next loads, but never one of another client', async () => {
    const asked: string[] = [];
    const hook = renderHook(({ page }) => usePage(page, asked), { wrapper, initialProps: { page: 1 } });
    await waitFor(() => expect(hook.result.current.data).toBe('client 1 page 1'));
    hook.rerender({ page: 2 });
    // Same client: page 1 stays on screen as the placeholder of page 2.
    expect(hook.result.current.data).toBe('client 1 page 1');
    await waitFor(() => expect(hook.result.current.data).toBe('client 1 page 2'));
    act(() => selectClient(2));
    expect(hook.result.current.data).toBeUndefined();
    await waitFor(() => expect(hook.result.current.data).toBe('client 2 page 2'));
    expect(client.getQueryData(tenantKey(1, ['probe', 2]))).toBe('client 1 page 2');
  });

  it('never asks for a query of the client before once another is selected', async () => {
    const asked: string[] = [];
    const hook = renderHook(() => usePage(1, asked), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toBe('client 1 page 1'));
    act(() => selectClient(2));
    await waitFor(() => expect(hook.result.current.data).toBe('client 2 page 1'));
    // Refetching everything (e.g. after a save) reaches client 1's cached query too: it must not store client
    // 2's answer under client 1's key.
    await act(() => client.refetchQueries({ queryKey: ['probe'] }));
    expect(client.getQueryData(tenantKey(1, ['probe', 1]))).toBe('client 1 page 1');
    expect(asked.every((a) => a.startsWith('client 2') || a === 'client 1 page 1')).toBe(true);
  });
});
