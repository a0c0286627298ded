import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ReportFilterBar } from './ReportFilterBar';
import {
  defaultReportFilters,
  filtersFromSearch,
  filtersToSearch,
  type ReportFilters,
} from './report-filters';
import { useReportFilters } from './useReportFilters';

const today = dayjs('2026-05-14');

describe('report filters in the query string', () => {
  it('write every part (lists sorted) and read them back; other params stay', () => {
    const f: ReportFilters = {
      ...defaultReportFilters(today),
      currency: 'EUR',
      marketplaceIds: [9, 1],
      brandIds: [5],
      skus: ['B-2', 'A-1'],
      warehouseIds: [3],
    };
    const params = filtersToSearch(f, new URLSearchParams('tab=2'));
    expect(params.toString()).toBe(
      'tab=2&start=2026-05-01&end=2026-05-14&currency=EUR&mp=1&mp=9&brand=5&warehouse=3&sku=A-1&sku=B-2',
    );
    const back = filtersFromSearch(params, defaultReportFilters(today))!;
    expect(back.start.format('YYYY-MM-DD')).toBe('2026-05-01');
    expect(back).toMatchObject({
      currency: 'EUR',
      marketplaceIds: [1, 9],
      skus: ['A-1', 'B-2'],
      warehouseIds: [3],
    });
  });

  it('read nothing from an address without filters, and defaults for unreadable parts', () => {
    const defaults = defaultReportFilters(today);
    expect(filtersFromSearch(new URLSearchParams('tab=2'), defaults)).toBeNull();
    const f = filtersFromSearch(new URLSearchParams('start=nope&currency=XXX&mp=a&mp=4'), defaults)!;
    expect(f.start.isSame(defaults.start, 'day')).toBe(true);
    expect(f.currency).toBe('USD');
    expect(f.marketplaceIds).toEqual([4]);
  });
});

function Report({ reload }: { reload: () => void }) {
  const filters = useReportFilters({
    toRequest: (f) => ({ mp: f.marketplaceIds, currency: f.currency }),
    enabled: true,
    reload,
  });
  return (
    <>
      <ReportFilterBar
        label="Report filters"
        currency
        marketplaces={[
          { pk_mp_id: 2, name: 'Noon UAE', country_code: 'AE' },
          { pk_mp_id: 1, name: 'Amazon US', country_code: 'US' },
        ]}
        filters={filters.draft}
        onChange={filters.update}
        onReset={filters.reset}
        onGo={filters.go}
      />
      <output>{JSON.stringify(filters.applied)}</output>
    </>
  );
}

describe('ReportFilterBar with useReportFilters', () => {
  it('shows only the parts asked for, applies GO to the address, and reads a linked address', async () => {
    const ui = userEvent.setup();
    const reload = vi.fn();
    const router = createMemoryRouter([{ path: '/r', element: <Report reload={reload} /> }], {
      initialEntries: ['/r?mp=2&currency=EUR'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.queryByText('Start Date')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Brands' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('{"mp":[2],"currency":"EUR"}');
    await ui.click(screen.getByRole('combobox', { name: 'Marketplaces' }));
    await ui.click(screen.getByRole('option', { name: 'Amazon US' }));
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(router.state.location.search).toContain('mp=1&mp=2');
    expect(screen.getByRole('status').textContent).toBe('{"mp":[1,2],"currency":"EUR"}');
    expect(reload).not.toHaveBeenCalled();
    // The same filters again ask the report's calls again.
    await ui.click(screen.getByRole('button', { name: 'GO' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('{"mp":[],"currency":"USD"}');
    // An address changed from outside (a link) applies, and the form shows it.
    await act(() => router.navigate('/r?currency=GBP&mp=2'));
    expect(screen.getByRole('status').textContent).toBe('{"mp":[2],"currency":"GBP"}');
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe('GBP');
  });
});

describe('ReportFilterBar buttons', () => {
  it('puts Reset before GO, or after it where the screen asks (Generate, Reset, then the actions)', () => {
    const names = () => screen.getAllByRole('button').map((b) => b.textContent);
    const bar = (resetAfterGo?: boolean) => (
      <ReportFilterBar
        label="Bar"
        filters={{}}
        onChange={() => undefined}
        onGo={() => undefined}
        onReset={() => undefined}
        goLabel="Generate"
        resetAfterGo={resetAfterGo}
        actions={<button type="button">Download CSV</button>}
      />
    );
    const view = render(bar());
    expect(names()).toEqual(['Reset', 'Generate', 'Download CSV']);
    view.rerender(bar(true));
    expect(names()).toEqual(['Generate', 'Reset', 'Download CSV']);
  });
});
