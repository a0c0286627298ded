import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { type FilterFields, field } from './filter-fields';
import { useReportFilters } from './useReportFilters';

/** Two tabs, each with its own choice (as Price Check). */
interface TabFilters {
  tab: 'a' | 'b';
  a: number | null;
  b: number | null;
}
const FIELDS: FilterFields<TabFilters> = {
  tab: field.oneOf('tab', ['a', 'b'] as const),
  a: field.id('a'),
  b: field.id('b'),
};
const defaults = (): TabFilters => ({ tab: 'a', a: null, b: null });

function TabsReport({ reload, warn }: { reload: () => void; warn: (t: string) => void }) {
  const filters = useReportFilters({
    screen: 'tabs',
    fields: FIELDS,
    defaults,
    toRequest: useCallback((f: TabFilters) => (f.a || f.b ? { a: f.a, b: f.b } : null), []),
    check: (f) => (f[f.tab] ? null : `choose ${f.tab}`),
    onInvalid: warn,
    enabled: true,
    reload,
  });
  return (
    <>
      <button type="button" onClick={() => filters.update({ a: 1 })}>
        pick a
      </button>
      <button type="button" onClick={() => filters.update({ b: 2 })}>
        pick b
      </button>
      <button type="button" onClick={() => filters.goWith({ tab: 'a', a: filters.draft.a })}>
        fetch a
      </button>
      <button type="button" onClick={() => filters.show({ tab: 'b' })}>
        tab b
      </button>
      <button type="button" onClick={() => filters.goWith({ tab: 'b', b: filters.draft.b })}>
        fetch b
      </button>
      <output>{`${filters.appliedFilters.tab} ${JSON.stringify(filters.applied)}`}</output>
    </>
  );
}

describe('useReportFilters: goWith a part of the form, show a part at once', () => {
  it("applies one tab's choice only, switches tabs without checks, and checks the tab's own part", async () => {
    signedIn(user());
    const ui = userEvent.setup();
    const reload = vi.fn();
    const warn = vi.fn();
    const router = createMemoryRouter([{ path: '/r', element: <TabsReport reload={reload} warn={warn} /> }], {
      initialEntries: ['/r'],
    });
    render(<RouterProvider router={router} />);
    await ui.click(screen.getByRole('button', { name: 'pick b' }));
    await ui.click(screen.getByRole('button', { name: 'fetch a' }));
    expect(warn).toHaveBeenCalledWith('choose a');
    await ui.click(screen.getByRole('button', { name: 'pick a' }));
    await ui.click(screen.getByRole('button', { name: 'fetch a' }));
    // b was chosen but not fetched: it stays out of the address and the request.
    expect(screen.getByRole('status').textContent).toBe('a {"a":1,"b":null}');
    expect(router.state.location.search).toBe('?tab=a&a=1');
    await ui.click(screen.getByRole('button', { name: 'tab b' }));
    expect(screen.getByRole('status').textContent).toBe('b {"a":1,"b":null}');
    expect(reload).not.toHaveBeenCalled();
    await ui.click(screen.getByRole('button', { name: 'fetch b' }));
    expect(screen.getByRole('status').textContent).toBe('b {"a":1,"b":2}');
    // The same part again asks again.
    await ui.click(screen.getByRole('button', { name: 'fetch b' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
