import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { readText, renderRoutes, signedIn } from '../../../test/render';

const FILE = {
  created_at: '2026-03-01T10:00:00Z',
  marketplace: 'Otto DE',
  seller_name: 'Main store',
  size: 5120,
  path: 'inventory/7/stock.xlsx',
  filename: 'stock.xlsx',
};
const REPORT = {
  date: new Date(2026, 2, 1, 6, 0).toISOString(),
  marketplace_name: 'Amazon DE',
  seller_name: 'Main store',
  report_type: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
  size: 1.5 * 1024 * 1024,
  path: 'reports/31/GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA_2026-03-01.txt',
  filename: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA_2026-03-01.txt',
  file_id: 31,
};
const OTHER_REPORT = {
  ...REPORT,
  marketplace_name: 'Amazon UK',
  report_type: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE',
  path: 'reports/32/GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_2026-02-27.txt',
  filename: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_2026-02-27.txt',
  file_id: 32,
};
const ROW = { row: 2, Ops_SKU_Code: 'ALPHA-100', MP_SKU_Code: 'MP-1', Retailer_SKU_Code: 'B0A', Quantity: 4 };

function open(routes: Record<string, (url: URL) => Response> = {}) {
  const net = mockFetch({
    'GET /inventory-tracking/files': () => json(200, { items: [FILE], total: 1 }),
    'GET /marketplaces': () =>
      json(200, [
        marketplace(4, 'Amazon DE', 'AZ_DE', { website_url: '' }),
        marketplace(3, 'Otto DE', 'OT_DE', { website_url: '' }),
      ]),
    ...routes,
  });
  signedIn(user({ roles: [role(1, 'Tickets', ['view:tickets'])] }));
  renderRoutes('/inventory-tracking');
  return net;
}

describe('Inventory & Reports (/inventory-tracking)', () => {
  it('lists the files (page 1, size 10) and shows a file’s rows', async () => {
    const net = open({
      'GET /inventory-tracking/files/content': () => json(200, { filename: 'stock.xlsx', rows: [ROW] }),
    });
    await screen.findByText('Main store');
    const call = net.calls.find((c) => c.url.pathname === '/inventory-tracking/files')!;
    expect([call.url.searchParams.get('page'), call.url.searchParams.get('size')]).toEqual(['1', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await screen.findByText('ALPHA-100');
    expect(net.calls.at(-1)!.url.searchParams.get('filepath')).toBe(FILE.path);
  });

  it('searches with at least 3 characters and lists the hits', async () => {
    const net = open({
      'GET /inventory-tracking/search': () =>
        json(200, [{ filename: 'stock.xlsx', path: FILE.path, found_in_row: ROW }]),
    });
    await screen.findByText('Main store');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search SKU' }), { target: { value: 'al' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(INVENTORY_TEXT.searchTooShort);
    expect(net.count('GET', '/inventory-tracking/search')).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search SKU' }), { target: { value: 'alpha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('ALPHA-100');
  });

  it('reads the spec’s texts when calls fail without a detail', async () => {
    open({
      'GET /inventory-tracking/files': () => json(500, {}),
      'GET /inventory-tracking/search': () => json(500, {}),
    });
    await screen.findByText(INVENTORY_TEXT.filesFailed);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search SKU' }), { target: { value: 'alpha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(INVENTORY_TEXT.searchFailed);
  });

  it('opens the signed link in a new window; a refused path reads the server’s detail, else the spec’s', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    let refuse = false;
    open({
      'GET /inventory-tracking/files/download': () =>
        refuse ? json(404, {}) : json(200, { path: '/files/download/9?u=1&exp=2&sig=s', expires_at: '' }),
    });
    await screen.findByText('Main store');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(win.location.href).toBe('/files/download/9?u=1&exp=2&sig=s'));
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText(INVENTORY_TEXT.invalidPath);
  });

  it('shows upload days as YYYY-MM-DD and sizes in kB', async () => {
    open({
      'GET /inventory-tracking/files': () =>
        json(200, { items: [{ ...FILE, created_at: new Date(2026, 2, 1, 23, 5).toISOString() }], total: 1 }),
    });
    const row = await screen.findByTestId('inventory-file');
    const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['2026-03-01', 'Otto DE', 'Main store', 'stock.xlsx', '5 kB']);
  });

  it('Amazon Reports: amazon marketplaces only; every marketplace’s files until one is picked', async () => {
    const net = open({
      'GET /amazon/sp-api/reports/list-all': (url) =>
        json(200, { files: url.searchParams.get('mp_id') === '4' ? [REPORT] : [REPORT, OTHER_REPORT] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Amazon Reports' }));
    // Nothing picked: the files of every marketplace the user may read.
    await screen.findByText('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA_2026-03-01.txt');
    expect(screen.getByText('GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_2026-02-27.txt')).toBeTruthy();
    const first = net.calls.find((c) => c.url.pathname === '/amazon/sp-api/reports/list-all')!;
    expect(first.url.searchParams.has('mp_id')).toBe(false);
    const rows = screen.getAllByTestId('amazon-report-file');
    expect([...rows[0]!.querySelectorAll('td')].map((c) => c.textContent).slice(0, 6)).toEqual([
      '2026-03-01',
      'Amazon DE',
      'Main store',
      'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA_2026-03-01.txt',
      '1.5 MB',
    ]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map(readText)).toEqual(['Amazon DE']);
    // The shared marketplace picker: each name beside its (decorative) country flag.
    expect(options.every((o) => o.querySelector('[aria-hidden="true"]'))).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'Amazon DE' }));
    await waitFor(() => expect(screen.getAllByTestId('amazon-report-file')).toHaveLength(1));
    expect(net.calls.at(-1)!.url.searchParams.get('mp_id')).toBe('4');
  });

  it('Amazon Reports: Download signs the link when clicked, then opens it', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    let refuse = false;
    const net = open({
      'GET /amazon/sp-api/reports/list-all': () => json(200, { files: [REPORT] }),
      'POST /amazon/sp-api/reports/files/31/link': () =>
        refuse
          ? json(404, { detail: 'File not found' })
          : json(200, { path: '/files/download/31?u=1&exp=2&sig=fresh', expires_at: '' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Amazon Reports' }));
    await screen.findByText(REPORT.filename);
    // The list signs nothing: a link made when it loaded would have expired by the click.
    expect(net.count('POST', '/amazon/sp-api/reports/files/31/link')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(win.location.href).toBe('/files/download/31?u=1&exp=2&sig=fresh'));
    expect(net.count('POST', '/amazon/sp-api/reports/files/31/link')).toBe(1);
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText('File not found');
    expect(win.close).toHaveBeenCalled();
  });

  it('Amazon Reports failure reads the spec’s text', async () => {
    open({ 'GET /amazon/sp-api/reports/list-all': () => json(500, {}) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Amazon Reports' }));
    await screen.findByText(INVENTORY_TEXT.reportsFailed);
  });
});
