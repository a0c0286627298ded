import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseMarketplace, openAnalyzer, SCREEN_TEST, sku } from '../../../test/focused-sku/analyzer';

/** Fifteen SKUs: 12 on page 1, 3 on page 2 (by 30-day sales); the odd ones high risk. */
const fifteen = () =>
  Array.from({ length: 15 }, (_, i) =>
    sku(i + 1, {
      asin: `B0000001${String(i).padStart(2, '0')}`,
      risk_level: i % 2 ? 'high' : 'low',
      sales: { revenue_30d: 1000 - i * 10 },
    }),
  );
const params = (q: URLSearchParams) =>
  ['mp_id', 'search', 'riskLevel', 'sortBy', 'sortOrder', 'page'].map((k) => q.getAll(k).join('|'));

describe('Focused SKU analysis: the list in the address (shared useReportFilters)', SCREEN_TEST, () => {
  it('a reload shows the same list; a visit without filters restores the last choice', async () => {
    const first = openAnalyzer(fifteen());
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(15, 12));
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await screen.findByText(T.apiReportsLine(15, 12));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText(T.apiReportsLine(15, 3));
    const asked = params(first.lists().at(-1)!.url.searchParams);
    expect(asked).toEqual(['4', '', '', 'sales30Day', 'asc', '2']);
    const { pathname, search } = first.view.router.state.location;
    expect(search).toContain('mp_id=4');
    first.view.unmount();

    // A reload: the same address asks the same list and shows page 2 without a choice.
    const reloaded = openAnalyzer(fifteen(), {}, `${pathname}${search}`);
    await screen.findByText(T.apiReportsLine(15, 3));
    expect(params(reloaded.lists()[0]!.url.searchParams)).toEqual(asked);
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    reloaded.view.unmount();

    // A second visit without filters in its address: the last choice, which the address then shows.
    const again = openAnalyzer(fifteen());
    await screen.findByText(T.apiReportsLine(15, 3));
    expect(params(again.lists()[0]!.url.searchParams)).toEqual(asked);
    await waitFor(() => expect(again.view.router.state.location.search).toContain('page=2'));
  });

  it('a copied link with search, filters and sort shows that list', async () => {
    const { lists } = openAnalyzer(
      fifteen(),
      {},
      '/focused-data/analyzer?mp_id=4&search=b00000011&risk=high&sort_by=rating&sort_order=asc',
    );
    // B000000110…114 match the search; of those the high-risk ones are 111 and 113.
    await screen.findByText(T.apiReportsLine(2, 2));
    expect(params(lists()[0]!.url.searchParams)).toEqual(['4', 'b00000011', 'high', 'rating', 'asc', '1']);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('b00000011');
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['B000000111', 'B000000113']);
  });
});
