import { FOCUSED_SKU_LIMITS, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/factories';
import {
  CATEGORIES,
  catchDownloads,
  chooseMarketplace,
  openAnalyzer,
  RECORDS,
  SCREEN_TEST,
  sku,
  textOf,
} from '../../../test/focused-sku/analyzer';
import { EXPORT_COLUMNS } from '../components/exports';

const card = (asin: string) => screen.getByRole('article', { name: asin });
/** The SKUs on screen, in order (also while the filter drawer covers them). */
const shownAsins = () =>
  screen.getAllByRole('article', { hidden: true }).map((a) => a.getAttribute('aria-label'));
const select = (asin: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${asin}` }));
const bar = () => screen.getByRole('toolbar');
const ready = async (total = 3, shown = total) => {
  await chooseMarketplace();
  await screen.findByText(T.apiReportsLine(total, shown));
};

afterEach(() => {
  vi.useRealTimers();
});

describe('Focused SKU analysis: filters and sort', SCREEN_TEST, () => {
  it('sends every filter to the server, which filters the whole marketplace', async () => {
    const { lists } = openAnalyzer();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    const drawer = await screen.findByRole('region', { name: T.filters });
    const sent = () => lists().at(-1)!.url.searchParams;
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'High Return Rate' }));
    await screen.findByText(T.apiReportsLine(1, 1));
    expect(shownAsins()).toEqual(['B000000003']);
    expect(sent().getAll('issues')).toEqual(['HIGH_RETURN_RATE']);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'High Return Rate' }));
    await screen.findByText(T.apiReportsLine(3, 3));
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Stock Coverage (days) minimum' }), {
      target: { value: 30 },
    });
    await screen.findByText(T.apiReportsLine(2, 2));
    expect(sent().get('stockCoverageMin')).toBe('30');
    expect(shownAsins()).not.toContain('B000000002');
  });

  it('sends rating, risk level and margin to the server too', async () => {
    const { lists } = openAnalyzer();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    const drawer = await screen.findByRole('region', { name: T.filters });
    const sent = () => lists().at(-1)!.url.searchParams;
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Rating minimum' }), {
      target: { value: 4.6 },
    });
    await screen.findByText(T.apiReportsLine(1, 1));
    expect(sent().get('ratingMin')).toBe('4.6');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'High' }));
    await screen.findByText(T.emptyTitle);
    expect(sent().getAll('riskLevel')).toEqual(['high']);
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Profit Margin (%) minimum' }), {
      target: { value: 20 },
    });
    await waitFor(() => expect(sent().get('profitMarginMin')).toBe('20'));
  });

  it("offers the catalogue's categories (the server's), and choosing one keeps its SKUs", async () => {
    const { lists } = openAnalyzer([...RECORDS, sku(4, { asin: 'B000000004', category: 'Kettles' })]);
    await ready(4);
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    const drawer = await screen.findByRole('region', { name: T.filters });
    const group = within(drawer).getByRole('group', { name: 'Categories' });
    const offered = within(group)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')?.textContent);
    expect(offered).toEqual(CATEGORIES);
    expect(within(drawer).queryByRole('checkbox', { name: 'Electronics' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Kettles' }));
    await screen.findByText(T.apiReportsLine(1, 1));
    expect(shownAsins()).toEqual(['B000000004']);
    expect(lists().at(-1)!.url.searchParams.getAll('categories')).toEqual(['Kettles']);
  });

  it('searches as typed and at once on Enter: the server searches ASIN, title and brand', async () => {
    const { lists } = openAnalyzer();
    await ready();
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'red toaster' } });
    await screen.findByText(T.apiReportsLine(1, 1));
    expect(shownAsins()).toEqual(['B000000002']);
    expect(lists().at(-1)!.url.searchParams.get('search')).toBe('red toaster');
    fireEvent.change(box, { target: { value: 'b000000003' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(shownAsins()).toEqual(['B000000003']));
    expect(lists().at(-1)!.url.searchParams.get('search')).toBe('b000000003');
  });

  it('sorts by the chosen field in the chosen direction, asking the server for that order', async () => {
    const { lists } = openAnalyzer();
    await ready();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.sortBy }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Sales (30d)',
      'Profit Margin',
      'Stock Coverage',
      'Rating',
      'Buy Box %',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sortBy')).toBe('rating'));
    await waitFor(() => expect(shownAsins()).toEqual(['B000000003', 'B000000001', 'B000000002']));
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sortOrder')).toBe('asc'));
    await waitFor(() => expect(shownAsins()).toEqual(['B000000002', 'B000000001', 'B000000003']));
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeTruthy();
  });
});

describe('Focused SKU analysis: selection and the bulk bar', SCREEN_TEST, () => {
  it('shows the bar while SKUs are selected; Clear Selection hides it', async () => {
    openAnalyzer();
    await ready();
    expect(screen.queryByRole('toolbar')).toBeNull();
    select('B000000001');
    select('B000000002');
    expect(within(bar()).getByText(T.selected(2))).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: T.clearSelection }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select B000000001' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('exports the selected SKUs as formula-safe CSV and as JSON with the computed fields', async () => {
    const saved = catchDownloads();
    openAnalyzer([...RECORDS.slice(0, 2), { ...RECORDS[2]!, title: '=HYPERLINK("http://evil")' }]);
    await ready();
    select('B000000002');
    select('B000000003');
    fireEvent.click(within(bar()).getByRole('button', { name: T.export }));
    fireEvent.click(await screen.findByRole('menuitem', { name: T.exportCsv }));
    await screen.findByText(T.exportedCsv(2));
    expect(saved[0]!.name).toMatch(/^sku_data_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[0]).toContain(
      'sales30Day,profitMargin,stockLevel,stockCoverage,returnRate,buyBoxPercentage',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      'B000000002,SKU-7,Red Toaster,Acme,Home & Kitchen,Amazon DE,2026-11-25,high,1,3000,35,10,5,1.67,0,0,100,,-25',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    fireEvent.click(within(bar()).getByRole('button', { name: T.export }));
    fireEvent.click(await screen.findByRole('menuitem', { name: T.exportJson }));
    await screen.findByText(T.exported(2));
    expect(saved[1]!.name).toMatch(/^sku_data_export_\d{4}-\d{2}-\d{2}\.json$/);
    const report = JSON.parse(await textOf(saved[1]!.blob)) as Record<string, unknown>[];
    expect(report.map((r) => [r.asin, r.sales30Day, r.stockCoverage, r.issue_count])).toEqual([
      ['B000000002', 3000, 5, 1],
      ['B000000003', 500, 40, 1],
    ]);
    expect(report[0]!.sales).toBeTruthy();
  });

  it('keeps the selection across pages: the export holds SKUs of both pages', async () => {
    const saved = catchDownloads();
    const many = Array.from({ length: 13 }, (_, i) => sku(10 + i, { asin: `B0000000${10 + i}` }));
    openAnalyzer(many);
    await ready(13, 12);
    select('B000000010');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText(T.apiReportsLine(13, 1));
    select('B000000022');
    expect(within(bar()).getByText(T.selected(2))).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: T.export }));
    fireEvent.click(await screen.findByRole('menuitem', { name: T.exportCsv }));
    await screen.findByText(T.exportedCsv(2));
    const lines = (await textOf(saved[0]!.blob)).split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['B000000010', 'B000000022']);
  });

  it('adds the selected SKUs to focus and says how many', async () => {
    const { net, store } = openAnalyzer();
    await ready();
    select('B000000001');
    select('B000000002');
    fireEvent.click(within(bar()).getByRole('button', { name: T.addToFocus }));
    // B000000001 is focused already: only B000000002 is changed, and only it is counted
    await screen.findByText(T.bulkAdded(1));
    expect(screen.queryByText(T.bulkAdded(2))).toBeNull();
    const toggles = net.calls.filter((c) => c.url.pathname.endsWith('/toggle-focus'));
    expect(toggles.map((c) => [c.url.pathname, c.url.searchParams.get('mp_id'), c.init.body])).toEqual([
      ['/focused-sku/2/toggle-focus', '4', JSON.stringify({ focused: true })],
    ]);
    expect(store[1]!.isFocused).toBe(true);
    await waitFor(() =>
      expect(within(card('B000000002')).getByRole('button', { name: T.removeFromFocus })).toBeTruthy(),
    );
  });

  it('a failed bulk focus reads the spec’s text', async () => {
    openAnalyzer(RECORDS, { 'POST /focused-sku/toggle-focus': () => json(500, {}) });
    await ready();
    select('B000000002');
    fireEvent.click(within(bar()).getByRole('button', { name: T.addToFocus }));
    await screen.findByText(T.bulkFailed);
  });

  it('analyzes the selected ASINs, reads the list again and says N SKUs analyzed', async () => {
    const { analyses, lists } = openAnalyzer();
    await ready();
    const before = lists().length;
    select('B000000002');
    select('B000000003');
    fireEvent.click(within(bar()).getByRole('button', { name: T.analyze }));
    await screen.findByText(T.analyzed(2));
    const q = analyses()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('all'), q.getAll('asins')]).toEqual([
      '4',
      'false',
      ['B000000002', 'B000000003'],
    ]);
    expect(lists().length).toBeGreaterThan(before);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('says when no SKU was analyzed, and when the analysis failed', async () => {
    let fail = false;
    openAnalyzer(RECORDS, {
      'GET /focused-sku/analyze-skus': () =>
        fail ? json(500, {}) : json(200, { success: true, count: 0, results: [] }),
    });
    await ready();
    select('B000000002');
    fireEvent.click(within(bar()).getByRole('button', { name: T.analyze }));
    await screen.findByText(T.noneAnalyzed);
    fail = true;
    select('B000000002');
    fireEvent.click(within(bar()).getByRole('button', { name: T.analyze }));
    await screen.findByText(T.analyzeFailed);
  });

  it('toggles one SKU’s focus from its card', async () => {
    const { net } = openAnalyzer();
    await ready();
    fireEvent.click(within(card('B000000001')).getByRole('button', { name: T.removeFromFocus }));
    await screen.findByText(T.removedFromFocused);
    const sent = net.calls.find((c) => c.url.pathname.endsWith('/toggle-focus'))!;
    expect([sent.url.pathname, sent.init.body]).toEqual(['/focused-sku/1/toggle-focus', '{"focused":false}']);
    await waitFor(() =>
      expect(within(card('B000000001')).getByRole('button', { name: T.addToFocus })).toBeTruthy(),
    );
  });

  it('a focus change of a SKU the server does not know reads the not-found text', async () => {
    openAnalyzer(RECORDS, { 'POST /focused-sku/toggle-focus': () => json(404, {}) });
    await ready();
    fireEvent.click(within(card('B000000001')).getByRole('button', { name: T.removeFromFocus }));
    await screen.findByText(T.statusNotFound);
  });
});

describe('Focused SKU analysis: refresh, cache and time-outs', SCREEN_TEST, () => {
  it('Refresh Data analyses every SKU then reads the list; again within 15 minutes it only reads the list', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const { analyses, lists } = openAnalyzer();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: T.refreshData }));
    await screen.findByText(T.analyzedSuccessfully(3));
    expect(screen.getByText(T.refreshingFocused)).toBeTruthy();
    const q = analyses()[0]!.url.searchParams;
    expect([q.get('mp_id'), q.get('all'), q.get('limit')]).toEqual(['4', 'true', '1000']);
    await waitFor(() => expect(lists()).toHaveLength(2));
    clock.mockReturnValue(now + FOCUSED_SKU_LIMITS.bulkBlockMs - 1000);
    fireEvent.click(screen.getByRole('button', { name: T.refreshData }));
    await screen.findByText(T.allFocusedRefreshing);
    await waitFor(() => expect(lists()).toHaveLength(3));
    await screen.findByText(T.analysisRefreshed);
    expect(analyses()).toHaveLength(1);
    clock.mockReturnValue(now + FOCUSED_SKU_LIMITS.bulkBlockMs + 1000);
    fireEvent.click(screen.getByRole('button', { name: T.refreshData }));
    await waitFor(() => expect(analyses()).toHaveLength(2));
  });

  it('keeps a marketplace’s list for 30 minutes: coming back within that time asks nothing', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const { lists } = openAnalyzer();
    await ready();
    await chooseMarketplace('Amazon UK');
    await screen.findByText(T.apiReportsLine(3, 3));
    expect(lists().map((c) => c.url.searchParams.get('mp_id'))).toEqual(['4', '5']);
    clock.mockReturnValue(now + FOCUSED_SKU_LIMITS.cacheMs - 60_000);
    await chooseMarketplace('Amazon DE');
    await screen.findByText(T.apiReportsLine(3, 3));
    expect(lists()).toHaveLength(2);
    clock.mockReturnValue(now + FOCUSED_SKU_LIMITS.cacheMs + 60_000);
    await chooseMarketplace('Amazon UK');
    await waitFor(() => expect(lists()).toHaveLength(3));
  });

  it('tells after 30 seconds that loading may take minutes, and after 6 minutes that data will appear when ready', async () => {
    openAnalyzer(RECORDS, { 'GET /focused-sku/analysis': () => new Promise<Response>(() => {}) });
    await screen.findByText(T.selectMarketplace);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseMarketplace();
    await screen.findByText(T.loading);
    expect(screen.getByText(T.backendMayTake)).toBeTruthy();
    expect(screen.queryByText(T.stillLoading)).toBeNull();
    act(() => vi.advanceTimersByTime(FOCUSED_SKU_LIMITS.loadingNoticeMs));
    await screen.findByText(T.stillLoading);
    act(() =>
      vi.advanceTimersByTime(FOCUSED_SKU_LIMITS.loadingFailsafeMs - FOCUSED_SKU_LIMITS.loadingNoticeMs),
    );
    await screen.findByText(T.takingLonger);
  });

  it('gives up an analysis after 60 seconds and says it failed', async () => {
    openAnalyzer(RECORDS, {
      'GET /focused-sku/analyze-skus': (_url, init) =>
        new Promise<Response>((_ok, fail) =>
          init.signal?.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError'))),
        ),
    });
    await ready();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: T.refreshData }));
    await screen.findByText(T.refreshingFocused);
    act(() => vi.advanceTimersByTime(FOCUSED_SKU_LIMITS.analysisTimeoutMs - 1000));
    expect(screen.queryByText(T.refreshSkusFailed)).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    await screen.findByText(T.refreshSkusFailed);
  });

  it('a failed Refresh Data says Failed to refresh SKUs and still reads the list again', async () => {
    const { lists } = openAnalyzer(RECORDS, { 'GET /focused-sku/analyze-skus': () => json(500, {}) });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: T.refreshData }));
    await screen.findByText(T.refreshSkusFailed);
    await waitFor(() => expect(lists()).toHaveLength(2));
  });
});
