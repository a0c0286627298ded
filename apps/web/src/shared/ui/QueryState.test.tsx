import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { QueryState } from './QueryState';

const TEXTS = {
  loadingLabel: 'Loading items',
  forbidden: 'No access',
  loadFailed: 'Could not load',
  empty: 'Nothing yet',
  testId: 'items',
};

function show<T>(
  query: Partial<UseQueryResult<T>>,
  texts: Partial<typeof TEXTS> & { idle?: string } = TEXTS,
) {
  return render(
    <QueryState query={query as UseQueryResult<T>} {...TEXTS} {...texts}>
      {(data) => <p>{JSON.stringify(data)}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a spinner while loading', () => {
    show({ isPending: true, isError: false, fetchStatus: 'fetching' });
    expect(screen.getByRole('progressbar', { name: 'Loading items' })).toBeTruthy();
  });

  it('shows the idle prompt while nothing is chosen (a disabled query), the spinner once it loads', () => {
    const { unmount } = show(
      { isPending: true, isError: false, fetchStatus: 'idle' },
      { ...TEXTS, idle: 'Pick one, then GO' },
    );
    expect(screen.getByTestId('items-idle').textContent).toBe('Pick one, then GO');
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    show(
      { isPending: true, isError: false, fetchStatus: 'fetching' },
      { ...TEXTS, idle: 'Pick one, then GO' },
    );
    expect(screen.queryByTestId('items-idle')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading items' })).toBeTruthy();
  });

  it('answers with the server detail, else a 403 with the permission text, else the fallback', () => {
    const { unmount } = show({ isPending: false, isError: true, error: new ApiError(403, undefined) });
    expect(screen.getByTestId('items-error').textContent).toBe('No access');
    unmount();
    const withReason = show({ isPending: false, isError: true, error: new ApiError(403, 'Not your brand') });
    expect(screen.getByTestId('items-error').textContent).toBe('Not your brand');
    withReason.unmount();
    const second = show({ isPending: false, isError: true, error: new ApiError(409, 'Locked by an import') });
    expect(screen.getByTestId('items-error').textContent).toBe('Locked by an import');
    second.unmount();
    show({ isPending: false, isError: true, error: new ApiError(500, undefined) });
    expect(screen.getByTestId('items-error').textContent).toBe('Could not load');
  });

  it('shows the empty text for an empty list, else the data', () => {
    const { unmount } = show({ isPending: false, isError: false, data: [] });
    expect(screen.getByTestId('items-empty').textContent).toBe('Nothing yet');
    unmount();
    show({ isPending: false, isError: false, data: ['a', 'b'] });
    expect(screen.getByText('["a","b"]')).toBeTruthy();
  });

  it('passes any answer through when no empty text is given', () => {
    show({ isPending: false, isError: false, data: [] }, { empty: undefined });
    expect(screen.getByText('[]')).toBeTruthy();
    show({ isPending: false, isError: false, data: { 1: ['store'] } }, { empty: undefined });
    expect(screen.getByText('{"1":["store"]}')).toBeTruthy();
  });
});
