import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import {
  chooseMarketplace,
  openAnalyzer,
  RECORDS,
  SCREEN_TEST,
  sku,
} from '../../../test/focused-sku/analyzer';
import { readText } from '../../../test/render';

const card = (asin: string) => screen.getByRole('article', { name: asin });
const figure = (asin: string, key: string) => within(card(asin)).getByTestId(`figure-${key}`);
const shownAsins = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('Focused SKU analysis (/focused-data/analyzer)', SCREEN_TEST, () => {
  it('asks for a marketplace first and loads nothing until one is picked', async () => {
    const { lists } = openAnalyzer();
    await screen.findByText(T.selectMarketplace);
    expect(screen.getByRole('link', { name: T.breadcrumb }).getAttribute('href')).toBe(
      '/focused-data/manage-skus',
    );
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      T.searchPlaceholder,
    );
    expect(lists()).toHaveLength(0);
  });

  it('lists the marketplaces by name with their flags', async () => {
    openAnalyzer();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => readText(o))).toEqual(['Amazon DE', 'Amazon UK']);
    expect(options[0]!.textContent).toContain('🇩🇪');
  });

  it('shows the API-reports line, the summary cards and a card per SKU, sorted by 30-day sales', async () => {
    const { lists } = openAnalyzer();
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(3, 3));
    const q = lists()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('sortBy'), q.get('sortOrder'), q.get('page'), q.get('size')]).toEqual([
      '4',
      'sales30Day',
      'desc',
      '1',
      '12',
    ]);
    expect(shownAsins()).toEqual(['B000000002', 'B000000001', 'B000000003']);
    expect(screen.getByTestId('summary-revenue-value').textContent).toBe('€4,700.00');
    // the average velocity of the SKUs that have one: (10 - 25) / 2
    expect(screen.getByTestId('summary-revenue').textContent).toContain(`-7.50% ${T.vsLastMonth}`);
    expect(screen.getByTestId('summary-issues-value').textContent).toBe('2');
    expect(screen.getByTestId('summary-issues').textContent).toContain(T.requireAttention);
    expect(screen.getByTestId('summary-skus-value').textContent).toBe('3');
    expect(screen.getByTestId('summary-skus').textContent).toContain(T.inCurrentView);
    await screen.findByText(T.loaded(3));
  });

  it('shows every field of a card with the colours of the rules and the risk border', async () => {
    openAnalyzer();
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(3, 3));
    const risky = card('B000000002');
    expect(risky.getAttribute('data-risk-tone')).toBe('error');
    expect(card('B000000003').getAttribute('data-risk-tone')).toBe('warning');
    expect(card('B000000001').getAttribute('data-risk-tone')).toBe('success');
    expect(within(risky).getByText('Red Toaster')).toBeTruthy();
    expect(within(risky).getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(figure('B000000002', 'price').textContent).toBe('€20.00');
    expect(figure('B000000002', 'profit').textContent).toBe('€7.00');
    expect(figure('B000000002', 'profit').getAttribute('data-tone')).toBe('success');
    expect(figure('B000000002', 'coverage').textContent).toBe('5 days');
    expect(figure('B000000002', 'coverage').getAttribute('data-tone')).toBe('error');
    expect(figure('B000000002', 'buybox').textContent).toBe('0.00%');
    // no ad spend: no ACOS
    expect(within(risky).queryByTestId('figure-acos')).toBeNull();
    expect(figure('B000000001', 'acos').textContent).toBe('40.00%');
    expect(figure('B000000001', 'acos').getAttribute('data-tone')).toBe('error');
    expect(figure('B000000003', 'coverage').getAttribute('data-tone')).toBe('info');
    expect(figure('B000000003', 'profit').getAttribute('data-tone')).toBe('error');
    expect(within(risky).getByTestId('sales-30d').textContent).toContain('€3,000.00');
    expect(within(risky).getByTitle('Sales falling')).toBeTruthy();
    expect(within(card('B000000001')).getByTitle('Sales rising')).toBeTruthy();
    // no sales velocity (no sales to compare): no arrow either way
    expect(within(card('B000000003')).queryByTitle('Sales rising')).toBeNull();
    expect(within(card('B000000003')).queryByTitle('Sales falling')).toBeNull();
    expect(within(risky).getByText(T.noTrendData)).toBeTruthy();
    expect(within(card('B000000001')).getByRole('img', { name: 'Sales trend' })).toBeTruthy();
    expect(within(risky).getByText(T.issueCount(1))).toBeTruthy();
    expect(within(card('B000000001')).getByText(T.issueCount(0))).toBeTruthy();
    expect(within(risky).getByRole('button', { name: T.addToFocus })).toBeTruthy();
    expect(within(card('B000000001')).getByRole('button', { name: T.removeFromFocus })).toBeTruthy();
    expect(within(risky).getByRole('button', { name: T.viewDetails })).toBeTruthy();
  });

  it('list view adds margin percent, stock level, rating and review count', async () => {
    openAnalyzer();
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(3, 3));
    expect(screen.queryByTestId('figure-margin')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(figure('B000000003', 'margin').textContent).toBe('7.50%');
    expect(figure('B000000003', 'margin').getAttribute('data-tone')).toBe('warning');
    expect(figure('B000000001', 'margin').getAttribute('data-tone')).toBe('success');
    expect(figure('B000000002', 'stock').textContent).toBe('10');
    expect(figure('B000000002', 'rating').textContent).toBe('3.2 (40 reviews)');
    // Traffic from the uploaded Business Reports.
    expect(figure('B000000002', 'sessions').textContent).toBe('1,500');
    expect(figure('B000000002', 'conversion').textContent).toBe('6.00%');
    expect(figure('B000000002', 'conversion').getAttribute('data-tone')).toBe('default');
    expect(figure('B000000001', 'sessions').textContent).toBe('—');
    expect(figure('B000000001', 'conversion').textContent).toBe('—');
  });

  it('list view shows a conversion drop in red', async () => {
    const drop = {
      issue_type: 'CONVERSION_DROP' as const,
      priority: 'medium' as const,
      title: 'Conversion Drop',
      description: 'Unit session percentage fell from 10% to 6% week over week (40% lower).',
      details: {},
      created_at: '2026-11-25T02:00:00Z',
    };
    openAnalyzer(RECORDS.map((r) => (r.asin === 'B000000002' ? { ...r, issues: [...r.issues, drop] } : r)));
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(3, 3));
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(figure('B000000002', 'conversion').getAttribute('data-tone')).toBe('error');
  });

  it('says when nothing matches and Reset Filters brings the SKUs back', async () => {
    openAnalyzer();
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(3, 3));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'nothing like it' },
    });
    await screen.findByText(T.emptyTitle);
    expect(screen.getByText(T.emptyHint)).toBeTruthy();
    expect(screen.getByText(T.apiReportsLine(0, 0))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.resetFilters }));
    await screen.findByText(T.apiReportsLine(3, 3));
  });

  it('answers an empty marketplace with the empty texts and the info toast', async () => {
    openAnalyzer([]);
    await chooseMarketplace();
    await screen.findByText(T.emptyTitle);
    await screen.findByText(T.noneMatching);
  });

  it('shows Loading Issue with the spec’s text and Try Again loads again', async () => {
    let fail = true;
    const { lists } = openAnalyzer(RECORDS, {
      'GET /focused-sku/analysis': () =>
        fail
          ? json(500, {})
          : json(200, {
              items: [sku(1)],
              next_page: null,
              current_page: 1,
              previous_page: null,
              total: 1,
              summary: { totalRevenue30d: 0, trendPercent: null, criticalIssues: 0, totalSkus: 1 },
            }),
    });
    await chooseMarketplace();
    await screen.findByText(T.loadingIssue);
    expect(screen.getByText(T.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    await screen.findByRole('article', { name: 'B000000001' });
    expect(lists()).toHaveLength(2);
  });

  it('a failure with a detail reads the server’s detail', async () => {
    openAnalyzer(RECORDS, {
      'GET /focused-sku/analysis': () => json(403, { detail: 'No access to this marketplace' }),
    });
    await chooseMarketplace();
    await screen.findByText('No access to this marketplace');
  });

  it('choosing another marketplace resets search, filters and page and fetches its list', async () => {
    const { lists } = openAnalyzer([
      ...RECORDS,
      ...Array.from({ length: 12 }, (_, i) => sku(4 + i, { asin: `B0000001${String(i).padStart(2, '0')}` })),
    ]);
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(15, 12));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText(T.apiReportsLine(15, 3));
    expect(lists().at(-1)!.url.searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Toaster' } });
    await screen.findByText(T.apiReportsLine(1, 1));
    await chooseMarketplace('Amazon UK');
    await screen.findByText(T.apiReportsLine(15, 12));
    const last = lists().at(-1)!.url.searchParams;
    expect([last.get('mp_id'), last.get('page')]).toEqual(['5', '1']);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });
});

/** Fifteen SKUs: page 1 shows 12 of them (by 30-day sales), page 2 the three with the least. */
const fifteen = () =>
  Array.from({ length: 15 }, (_, i) =>
    sku(i + 1, {
      asin: `B0000001${String(i).padStart(2, '0')}`,
      sales: { revenue_30d: 1000 - i * 10, velocity_percentage: i },
    }),
  );

describe('Focused SKU analysis: the whole marketplace, not the page (issue 29)', SCREEN_TEST, () => {
  it('finds by search an ASIN that is on page 2: the search goes to the server', async () => {
    const { lists } = openAnalyzer(fifteen());
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(15, 12));
    expect(screen.queryByRole('article', { name: 'B000000114' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'b000000114' } });
    await screen.findByRole('article', { name: 'B000000114' });
    expect(screen.getByText(T.apiReportsLine(1, 1))).toBeTruthy();
    const q = lists().at(-1)!.url.searchParams;
    expect([q.get('search'), q.get('page')]).toEqual(['b000000114', '1']);
  });

  it('shows the server’s summary over every match, the same on every page', async () => {
    openAnalyzer(fifteen());
    await chooseMarketplace();
    await screen.findByText(T.apiReportsLine(15, 12));
    const summary = () =>
      ['revenue', 'issues', 'skus'].map((id) => screen.getByTestId(`summary-${id}-value`).textContent);
    // 1000 + 990 + … + 860, the average velocity (0 + … + 14) / 15 = 7
    const whole = ['€13,950.00', '0', '15'];
    expect(summary()).toEqual(whole);
    expect(screen.getByTestId('summary-revenue').textContent).toContain(`+7.00% ${T.vsLastMonth}`);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText(T.apiReportsLine(15, 3));
    expect(summary()).toEqual(whole);
  });
});
