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
};

function show(query: Partial<UseQueryResult<string[]>>) {
  return render(
    <QueryState query={query as UseQueryResult<string[]>} {...TEXTS}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a spinner while loading', () => {
    show({ isPending: true, isError: false });
    expect(screen.getByRole('progressbar', { name: 'Loading items' })).toBeTruthy();
  });

  it('tells a 403 from any other failure', () => {
    show({ isPending: false, isError: true, error: new ApiError(403, 'no') });
    expect(screen.getByText('No access')).toBeTruthy();
    show({ isPending: false, isError: true, error: new ApiError(500, 'boom') });
    expect(screen.getByText('Could not load')).toBeTruthy();
  });

  it('shows the empty text, else the rows', () => {
    show({ isPending: false, isError: false, data: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    show({ isPending: false, isError: false, data: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});
