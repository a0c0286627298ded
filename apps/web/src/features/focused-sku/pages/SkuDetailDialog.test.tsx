import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/factories';
import {
  catchDownloads,
  chooseMarketplace,
  openAnalyzer,
  RECORDS,
  SCREEN_TEST,
  textOf,
} from '../../../test/focused-sku/analyzer';

const openDetail = async (asin = 'B000000002', routes = {}) => {
  const fake = openAnalyzer(RECORDS, routes);
  await chooseMarketplace();
  const card = await screen.findByRole('article', { name: asin });
  fireEvent.click(within(card).getByRole('button', { name: T.viewDetails }));
  return { ...fake, dialog: await screen.findByRole('dialog') };
};
const tile = (id: string) => screen.getByTestId(`tile-${id}`);
const tab = (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('SKU detail dialog', SCREEN_TEST, () => {
  it('shows the header: ASIN and title, image, chips, rating, keyword rank, last updated', async () => {
    const { dialog, net } = await openDetail();
    await within(dialog).findByText(T.detectedIssues);
    const call = net.calls.find((c) => c.url.pathname === '/focused-sku/analysis/B000000002')!;
    expect(call.url.searchParams.get('mp_id')).toBe('4');
    expect(within(dialog).getByRole('heading', { name: /B000000002/ }).textContent).toContain('Red Toaster');
    expect(within(dialog).getByRole('img', { name: 'No image' })).toBeTruthy();
    for (const chip of [
      'Amazon DE',
      'Home & Kitchen',
      'Acme',
      `Buy Box Seller: ${T.buyBoxSellerUnknown}`,
      T.prime,
    ])
      expect(within(dialog).getByText(chip)).toBeTruthy();
    expect(within(dialog).getByTestId('detail-rating').textContent).toBe('3.2 (40 reviews)');
    expect(within(dialog).getByText('Keyword Rank: —')).toBeTruthy();
    expect(within(dialog).getByText('Last Updated: 2026-11-25')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: T.addToFocus })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: T.exportReport })).toBeTruthy();
  });

  it('shows the KPI tiles and the Detected Issues table', async () => {
    const { dialog } = await openDetail();
    await within(dialog).findByText(T.detectedIssues);
    expect(tile('sales').textContent).toContain('€3,000.00');
    expect(tile('sales').textContent).toContain('-25.00% velocity');
    expect(tile('profit').textContent).toContain('€7.00');
    expect(tile('stock').textContent).toContain('10');
    expect(tile('stock').textContent).toContain('5 days coverage');
    expect(within(tile('stock')).getByText('5 days coverage').getAttribute('data-tone')).toBe('error');
    expect(tile('buybox').textContent).toContain(T.buyBoxNotWinning);
    expect(tile('returns').textContent).toContain('1.67%');
    expect(tile('returns').textContent).toContain('1 of 60 units returned');
    expect(tile('ads').textContent).toContain('€100.00');
    const issues = within(dialog).getByRole('table', { name: T.detectedIssues });
    const row = within(issues).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('STOCKOUT_RISK');
    expect(row.textContent).toContain('high');
    expect(row.textContent).toContain('Stock of 10 units covers 5 days at 2 units/day (under 15 days).');
  });

  it('shows a winning Buy Box as 100% Winner', async () => {
    const { dialog } = await openDetail('B000000001');
    await within(dialog).findByText(T.detectedIssues);
    expect(tile('buybox').textContent).toContain(T.buyBoxWinner);
    expect(within(dialog).getByText('No issues detected')).toBeTruthy();
  });

  it('has the Sales, Inventory, Advertising and Catalog tabs with their figures', async () => {
    const { dialog } = await openDetail('B000000001');
    await within(dialog).findByText(T.detectedIssues);
    const sales = tab(T.tabSales);
    expect(within(sales).getByRole('figure', { name: 'Daily units sold (30 days)' })).toBeTruthy();
    for (const t of [
      'Units (7d)14',
      'Revenue (7d)€280.00',
      'Selling Price€20.00',
      'Price Sourceregular_price',
      'Commission€3.00',
      'Net Margin€7.00',
      // No Business Report uploaded for this SKU.
      'Sessions—',
    ])
      expect(sales.textContent).toContain(t);
    const inventory = tab(T.tabInventory);
    for (const t of [
      'Current FBA Stock50',
      'Total Available200',
      'Stock Coverage100 days',
      `Daily Sales Rate2 ${T.unitsPerDay}`,
      // No inventory age report: unknown, not 0.
      'FBA Stock Over 180 Days—',
    ])
      expect(inventory.textContent).toContain(t);
    const ads = tab(T.tabAdvertising);
    const rows = within(ads)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '7 days30 days',
      'Spend€10.00€40.00',
      'Sales€50.00€100.00',
      'ACOS20.00%40.00%',
      'ROAS52.5',
      'Impressions1,0004,000',
      'Clicks1040',
      'CTR1.00%1.00%',
      'CPC€1.00€1.00',
    ]);
    const catalog = tab(T.tabCatalog);
    for (const t of [
      'BrandAcme',
      'IDQ Score90',
      'Sales Rank1,500',
      'Images7',
      'Bullet Points5',
      'Product TypeHOME',
    ])
      expect(catalog.textContent).toContain(t);
    expect((within(catalog).getByRole('checkbox', { name: 'A+ Content' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(catalog).getByText(T.noMissingAttributes)).toBeTruthy();
    expect(within(catalog).getByLabelText('Raw Data (debug)').textContent).toContain('"asin": "B000000001"');
  });

  it("shows the traffic of the SKU's latest Business Report and the week before in the Sales tab", async () => {
    const { dialog } = await openDetail();
    await within(dialog).findByText(T.detectedIssues);
    const traffic = within(tab(T.tabSales)).getByLabelText('Traffic (Business Reports)');
    for (const t of [
      'Report Period2026-11-18 to 2026-11-24',
      'Sessions1,500',
      'Page Views1,710',
      'Conversion6.00%',
      'Conversion, Week Before10.00%',
    ])
      expect(traffic.textContent).toContain(t);
  });

  it('lists missing attributes when the catalogue has some', async () => {
    const { dialog } = await openDetail('B000000001', {
      'GET /focused-sku/analysis/detail': () =>
        json(200, {
          ...RECORDS[0]!,
          catalogue: { ...RECORDS[0]!.catalogue, missing_attributes: ['color', 'size'], has_color: false },
          inventory: { ...RECORDS[0]!.inventory, aged_over_180_units: 40 },
          risk_history: [],
          comparison: null,
        }),
    });
    await within(dialog).findByText(T.detectedIssues);
    const catalog = tab(T.tabCatalog);
    expect(within(catalog).getByText('color')).toBeTruthy();
    expect((within(catalog).getByRole('checkbox', { name: 'Color' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(tab(T.tabInventory).textContent).toContain('FBA Stock Over 180 Days40');
    expect(within(tab('Risk History')).getByText('No earlier analyses')).toBeTruthy();
    expect(
      within(tab('Competitors')).getByText('No competitor comparison recorded for this SKU'),
    ).toBeTruthy();
  });

  it('shows the risk history and our price and delivery against the two competitors', async () => {
    const { dialog } = await openDetail();
    await within(dialog).findByText(T.detectedIssues);
    const risk = tab('Risk History');
    expect(
      within(risk)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Analysis DateRisk LevelIssues', '2026-11-25High1', '2026-11-24Medium1', '2026-11-23Low0']);
    const comp = tab('Competitors');
    expect(comp.textContent).toContain('Recorded 2026-11-20 by Ada Lovelace');
    expect(
      within(comp)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Retailer SKUPriceDelivery (days)',
      'OursB000000002€19.992',
      'Competitor 1B0COMP0001€17.491',
      'Competitor 2B0COMP0002€21.504',
    ]);
    // The price chart's axis reads in the record's currency too.
    const chart = within(comp).getByRole('figure', { name: 'Price' });
    await waitFor(() => expect(chart.textContent).toMatch(/€\d/));
    expect(chart.textContent).not.toMatch(/\$/);
  });

  it('adds the SKU to focus from the dialog and exports its report', async () => {
    const saved = catchDownloads();
    const { dialog, store } = await openDetail();
    fireEvent.click(await within(dialog).findByRole('button', { name: T.addToFocus }));
    await screen.findByText(T.addedToFocused);
    expect(store[1]!.isFocused).toBe(true);
    await within(dialog).findByRole('button', { name: T.removeFromFocus });
    fireEvent.click(within(dialog).getByRole('button', { name: T.exportReport }));
    await screen.findByText(T.exportedSuccessfully(1));
    expect(saved[0]!.name).toMatch(/^sku_report_B000000002_\d{4}-\d{2}-\d{2}\.json$/);
    const report = JSON.parse(await textOf(saved[0]!.blob)) as Record<string, unknown>;
    expect([report.asin, report.sales30Day, report.stockCoverage, report.buyBoxPercentage]).toEqual([
      'B000000002',
      3000,
      5,
      0,
    ]);
    expect(report.risk_history).toHaveLength(3);
  });

  it('says when the SKU has no details, and when loading them failed', async () => {
    let status = 404;
    const { dialog } = await openDetail('B000000002', {
      'GET /focused-sku/analysis/detail': () => json(status, {}),
    });
    await within(dialog).findByText(T.noDetails('B000000002'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    status = 500;
    fireEvent.click(
      within(screen.getByRole('article', { name: 'B000000003' })).getByRole('button', {
        name: T.viewDetails,
      }),
    );
    await screen.findByText(T.detailFailed);
  });
});
