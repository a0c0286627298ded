import { SKU_COMPARISON_TEXT as T } from '@marketdesk/contracts/sku-comparison';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';
import { mixedCurrencies } from '../components/HistoryCharts';

const MARKETPLACES = [marketplace(3, 'Amazon DE', 'AZ_DE'), marketplace(4, 'Auction DE', 'EB_DE')];

const rec = (id: number, day: string, mp = 3) => ({
  id,
  date: `${day}T10:00:00.000Z`,
  marketplace_id: mp,
  sku_code: `SKU-${id}`,
  sku_name: `Kettle ${id}`,
  client_price: 1234.5 + id,
  comp1_price: 11,
  comp2_price: 12.25,
  client_ranking: id,
  catalog_issues: 'image_title',
});

const RECORDS = Array.from({ length: 12 }, (_, i) =>
  rec(12 - i, `2026-03-${String(10 - (i % 3)).padStart(2, '0')}`),
);

const ANSWER = {
  records: RECORDS,
  total_records: 12,
  current_streak: 1,
  active_days: 3,
  daily_average: 4,
  daily_counts: [
    { date: '2026-03-08', count: 4 },
    { date: '2026-03-09', count: 4 },
    { date: '2026-03-10', count: 4 },
  ],
  price_trends: [
    { date: '2026-03-08', avg_client_price: 10, avg_comp1_price: 11, avg_comp2_price: 12 },
    { date: '2026-03-09', avg_client_price: 10.5, avg_comp1_price: 11, avg_comp2_price: 12 },
    { date: '2026-03-10', avg_client_price: 11, avg_comp1_price: 11.5, avg_comp2_price: 12.5 },
  ],
};

function open(history: (url: URL) => Response | Promise<Response> = () => json(200, ANSWER)) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /channelreports/sku-data/user-history': history,
  });
  signedIn(user({ roles: [role(1, 'Seller', ['channel_report:view'])] }));
  renderRoutes('/focused-data/sku/history');
  return net;
}

const card = (title: string) => readText(screen.getByRole('region', { name: title }));
const historyCalls = (net: ReturnType<typeof mockFetch>) =>
  net.calls.filter((c) => c.url.pathname === '/channelreports/sku-data/user-history');

describe('SKU Data Insert History (/focused-data/sku/history)', () => {
  it('asks for the last 30 days through tomorrow and shows the four cards', async () => {
    const net = open();
    await screen.findByRole('region', { name: T.totalRecords });
    const q = historyCalls(net)[0]!.url.searchParams;
    const today = dayjs().startOf('day');
    expect([q.get('start_date'), q.get('end_date'), q.get('mp_id')]).toEqual([
      today.subtract(30, 'day').format('YYYY-MM-DD'),
      today.add(1, 'day').format('YYYY-MM-DD'),
      null,
    ]);
    expect(card(T.totalRecords)).toContain('12');
    expect(card(T.currentStreak)).toContain('1 day');
    expect(card(T.currentStreak)).not.toContain('days');
    expect(card(T.activeDays)).toContain('3');
    expect(card(T.dailyAverage)).toContain('4.0');
    expect(screen.getByRole('link', { name: T.formTitle }).getAttribute('href')).toBe('/focused-data/sku');
  });

  it('Current Streak reads days for other counts', async () => {
    open(() => json(200, { ...ANSWER, current_streak: 5 }));
    await screen.findByRole('region', { name: T.currentStreak });
    expect(card(T.currentStreak)).toContain('5 days');
  });

  it('draws Price Trends with three lines and Upload Activity with a bar per day', async () => {
    open();
    const trends = await screen.findByRole('region', { name: T.priceTrends });
    for (const label of ['Client', 'Competitor 1', 'Competitor 2'])
      expect(within(trends).getByText(label)).toBeTruthy();
    for (const id of ['client', 'comp1', 'comp2'])
      expect(trends.querySelector(`path.MuiLineChart-line[data-series-id="${id}"]`)).not.toBeNull();
    // One point per day with records.
    expect(
      [...trends.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(readText),
    ).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    const activity = screen.getByRole('region', { name: T.uploadActivity });
    expect(activity.querySelectorAll('rect.MuiBarChart-element')).toHaveLength(3);
  });

  it("reads Price Trends in the records' marketplace currency", async () => {
    open();
    const trends = await screen.findByRole('region', { name: T.priceTrends });
    const yTicks = () =>
      [...trends.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map(readText);
    await vi.waitFor(() => expect(yTicks().length).toBeGreaterThan(0));
    for (const tick of yTicks()) expect(tick).toMatch(/^€/);
    expect(within(trends).queryByTestId('mixed-currencies')).toBeNull();
  });

  it('says the trends mix currencies when the records come from marketplaces of different currencies', async () => {
    const mixed = { ...ANSWER, records: [rec(13, '2026-03-10', 5), ...RECORDS] };
    mockFetch({
      'GET /marketplaces': () =>
        json(200, [...MARKETPLACES, marketplace(5, 'Amazon IN', 'AZ_IN', { currency_code: 'INR' })]),
      'GET /channelreports/sku-data/user-history': () => json(200, mixed),
    });
    signedIn(user({ roles: [role(1, 'Seller', ['channel_report:view'])] }));
    renderRoutes('/focused-data/sku/history');
    const trends = await screen.findByRole('region', { name: T.priceTrends });
    expect((await within(trends).findByTestId('mixed-currencies')).textContent).toBe(
      mixedCurrencies(['EUR', 'INR']),
    );
    const table = screen.getByRole('table', { name: 'SKU comparison records' });
    expect(readText(table)).toContain('₹1,247.50');
  });

  it("pages the records 10 at a time (10, 25 or 50) with amounts in their marketplace's currency, newest first", async () => {
    open();
    const table = await screen.findByRole('table', { name: 'SKU comparison records' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    expect(readText(rows()[0]!)).toContain('SKU-12');
    // Amazon DE's records in euros (issue 29 item 2), no longer dollars.
    expect(readText(rows()[0]!)).toContain('€1,246.50');
    expect(readText(rows()[0]!)).toContain('€12.25');
    expect(readText(table)).not.toContain('$');
    expect(readText(rows()[0]!)).toContain('Amazon DE');
    expect(readText(rows()[0]!)).toContain('Image & Title');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = (await screen.findAllByRole('option')).map(readText);
    expect(sizes).toEqual(['10', '25', '50']);
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    expect(rows()).toHaveLength(12);
  });

  it('narrows to a marketplace', async () => {
    const net = open();
    await screen.findByRole('region', { name: T.totalRecords });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Auction DE' }));
    await vi.waitFor(() => expect(historyCalls(net).at(-1)?.url.searchParams.get('mp_id')).toBe('4'));
  });

  it('an empty period says so', async () => {
    open(() =>
      json(200, {
        ...ANSWER,
        records: [],
        total_records: 0,
        current_streak: 0,
        active_days: 0,
        daily_average: 0,
        daily_counts: [],
        price_trends: [],
      }),
    );
    await screen.findByText(T.noRecords);
    expect(card(T.totalRecords)).toContain('0');
    expect(card(T.currentStreak)).toContain('0 days');
  });

  it('a failure reads Failed to load your history data', async () => {
    open(() => json(500, {}));
    await screen.findByText(T.historyFailed);
  });

  it('exports the records as sku_data_export_{date}.csv', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(names).toEqual([`sku_data_export_${dayjs().format('YYYY-MM-DD')}.csv`]);
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Marketplace,SKU Code,SKU Name,Client Price,Comp 1 Price,Comp 2 Price,Client Ranking,Catalog Issues',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('2026-03-10,Amazon DE,SKU-12,Kettle 12,1246.5,11,12.25,12,Image & Title');
    vi.restoreAllMocks();
  });
});
