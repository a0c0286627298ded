import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { user } from '../../test/factories';
import { signedIn } from '../../test/render';
import { selectClient } from '../session/store';
import { type FilterFields, field, fieldsFromSearch, fieldsToSearch } from './filter-fields';
import { lastChoice, rememberChoice } from './last-choice';
import { useReportFilters } from './useReportFilters';

/** A screen's own filter shape (a seller, brands where all differs from none, a window, a page). */
interface SellerFilters {
  sellerId: string | null;
  brandIds: number[] | null;
  start: Dayjs;
  end: Dayjs;
  page: number;
}
const FIELDS: FilterFields<SellerFilters> = {
  sellerId: field.text('seller'),
  brandIds: field.idsOrAll('brand'),
  start: field.day('start'),
  end: field.day('end'),
  page: field.int('page'),
};
const today = dayjs().startOf('day');
const defaults = (): SellerFilters => ({
  sellerId: null,
  brandIds: null,
  start: today.subtract(6, 'day'),
  end: today,
  page: 1,
});
const owner = { screen: 'sellers', userId: 7, clientId: 1 };

describe('filter fields', () => {
  it('write any shape to the address and read it back; all brands differ from none', () => {
    const f: SellerFilters = {
      sellerId: 'A1B2',
      brandIds: [],
      start: dayjs('2026-03-01'),
      end: dayjs('2026-03-31'),
      page: 3,
    };
    const params = fieldsToSearch(FIELDS, f, new URLSearchParams('tab=2'));
    expect(params.toString()).toBe('tab=2&seller=A1B2&brand=none&start=2026-03-01&end=2026-03-31&page=3');
    const back = fieldsFromSearch(FIELDS, params, defaults())!;
    expect(back.sellerId).toBe('A1B2');
    expect(back.brandIds).toEqual([]);
    expect(back.end.format('YYYY-MM-DD')).toBe('2026-03-31');
    expect(back.page).toBe(3);
    const all = fieldsFromSearch(
      FIELDS,
      new URLSearchParams('seller=X&page=-4&brand=9&brand=2'),
      defaults(),
    )!;
    expect(all.brandIds).toEqual([9, 2]);
    expect(all.page).toBe(1);
    expect(fieldsFromSearch(FIELDS, new URLSearchParams('tab=2'), defaults())).toBeNull();
  });
});

describe('the last choice', () => {
  it('is kept per screen, user and client; a window that ended on its day ends today again', () => {
    const chosenOn = today.subtract(5, 'day');
    const f: SellerFilters = {
      sellerId: 'S',
      brandIds: [4],
      start: chosenOn.subtract(29, 'day'),
      end: chosenOn,
      page: 1,
    };
    rememberChoice(owner, fieldsToSearch(FIELDS, f).toString(), chosenOn);
    const back = lastChoice(owner, FIELDS, defaults(), today)!;
    expect(back.sellerId).toBe('S');
    expect(back.end.isSame(today, 'day')).toBe(true);
    expect(back.end.diff(back.start, 'day')).toBe(29);
    expect(lastChoice({ ...owner, clientId: 2 }, FIELDS, defaults(), today)).toBeNull();
    expect(lastChoice({ ...owner, screen: 'other' }, FIELDS, defaults(), today)).toBeNull();
    // A fixed window (it did not end on the day it was chosen) stays as it was.
    const fixed = { ...f, start: dayjs('2026-01-01'), end: dayjs('2026-01-31') };
    rememberChoice(owner, fieldsToSearch(FIELDS, fixed).toString(), chosenOn);
    expect(lastChoice(owner, FIELDS, defaults(), today)!.end.format('YYYY-MM-DD')).toBe('2026-01-31');
  });
});

function SellerReport() {
  const filters = useReportFilters({
    screen: 'sellers',
    fields: FIELDS,
    defaults,
    toRequest: useCallback(
      (f: SellerFilters) => (f.sellerId ? { seller: f.sellerId, page: f.page } : null),
      [],
    ),
    check: (f) => (f.sellerId ? null : 'Choose a seller'),
    onInvalid: (text) => {
      document.title = text;
    },
    enabled: true,
    reload: () => undefined,
  });
  return (
    <>
      <button type="button" onClick={() => filters.update({ sellerId: 'S9' })}>
        pick S9
      </button>
      <button type="button" onClick={filters.go}>
        GO
      </button>
      <button type="button" onClick={filters.reset}>
        Reset
      </button>
      <output>{filters.applied ? JSON.stringify(filters.applied) : 'idle'}</output>
    </>
  );
}

function open(entry: string) {
  const router = createMemoryRouter([{ path: '/r', element: <SellerReport /> }], { initialEntries: [entry] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('useReportFilters with a screen of its own shape', () => {
  it('opens idle, applies GO to the address, and the next visit restores the choice (address included)', async () => {
    signedIn(user());
    const ui = userEvent.setup();
    const first = open('/r');
    expect(screen.getByRole('status').textContent).toBe('idle');
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(document.title).toBe('Choose a seller');
    expect(first.router.state.location.search).toBe('');
    await ui.click(screen.getByRole('button', { name: 'pick S9' }));
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(first.router.state.location.search).toContain('seller=S9');
    expect(screen.getByRole('status').textContent).toBe('{"seller":"S9","page":1}');
    first.unmount();

    const second = open('/r');
    expect(screen.getByRole('status').textContent).toBe('{"seller":"S9","page":1}');
    expect(second.router.state.location.search).toContain('seller=S9');
    // A link's filters win over the last choice, and become it.
    second.unmount();
    const linked = open('/r?seller=L1&page=2');
    expect(screen.getByRole('status').textContent).toBe('{"seller":"L1","page":2}');
    linked.unmount();
    const third = open('/r');
    expect(screen.getByRole('status').textContent).toBe('{"seller":"L1","page":2}');
    // Reset forgets it.
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status').textContent).toBe('idle');
    third.unmount();
    open('/r');
    expect(screen.getByRole('status').textContent).toBe('idle');
  });

  it("shows the other client's last choice, or nothing, when the selected client changes", async () => {
    signedIn(user());
    const ui = userEvent.setup();
    const view = open('/r');
    await ui.click(screen.getByRole('button', { name: 'pick S9' }));
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(screen.getByRole('status').textContent).toBe('{"seller":"S9","page":1}');
    // The user's first client (by id) is 1; client 2 has no choice yet.
    act(() => selectClient(2));
    expect(screen.getByRole('status').textContent).toBe('idle');
    expect(view.router.state.location.search).not.toContain('seller');
    act(() => selectClient(1));
    expect(screen.getByRole('status').textContent).toBe('{"seller":"S9","page":1}');
  });
});

/** Every filter optional (the defaults alone make a request), yet idle until applied. */
function OptionalReport() {
  const filters = useReportFilters({
    screen: 'optional',
    fields: FIELDS,
    defaults,
    toRequest: useCallback((f: SellerFilters) => ({ page: f.page }), []),
    enabled: true,
    idleUntilApplied: true,
    reload: () => undefined,
  });
  return (
    <>
      <button type="button" onClick={filters.go}>
        GO
      </button>
      <button type="button" onClick={filters.reset}>
        Reset
      </button>
      <output>{filters.applied ? JSON.stringify(filters.applied) : 'idle'}</output>
    </>
  );
}

describe('useReportFilters idle until applied', () => {
  it('shows no report from the defaults alone; GO, the next visit and a link apply; Reset is idle again', async () => {
    signedIn(user());
    const ui = userEvent.setup();
    const openOptional = (entry: string) =>
      render(
        <RouterProvider
          router={createMemoryRouter([{ path: '/r', element: <OptionalReport /> }], {
            initialEntries: [entry],
          })}
        />,
      );
    const first = openOptional('/r');
    expect(screen.getByRole('status').textContent).toBe('idle');
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(screen.getByRole('status').textContent).toBe('{"page":1}');
    first.unmount();
    const second = openOptional('/r');
    expect(screen.getByRole('status').textContent).toBe('{"page":1}');
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status').textContent).toBe('idle');
    second.unmount();
    openOptional('/r?page=3');
    expect(screen.getByRole('status').textContent).toBe('{"page":3}');
  });
});
