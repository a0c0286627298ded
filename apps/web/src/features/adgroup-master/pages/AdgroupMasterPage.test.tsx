import { ADGROUP_MASTER_TEXT as TEXT } from '@marketdesk/contracts/adgroup-master';
import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const MARKETPLACES = [
  marketplace(5, 'Amazon US', 'AZ_US', { country_code: 'US' }),
  marketplace(3, 'Otto DE', 'OT_DE'),
  marketplace(4, 'Amazon DE', 'AZ_DE'),
  marketplace(6, 'Noon AE', 'NN_AE'),
];
const PROFILES = [
  { profile_id: '9001', seller_name: 'Zeta Home', seller_type: 'vendor', fk_mp_id: 5 },
  { profile_id: '1002', seller_name: 'Acme Seller', seller_type: 'seller', fk_mp_id: 5 },
  { profile_id: '1001', seller_name: 'Acme Seller', seller_type: 'seller', fk_mp_id: 5 },
];
const ROW = {
  pk_ad_group: 41,
  ad_group_id: 'AG-1',
  ad_group_name: 'Kettles Exact',
  brand_name: 'Acme',
  campaign_name: 'Kettles SP',
  campaign_id: 'CMP-1',
  state: 'enabled',
  budget: 50,
  currency_code: 'USD',
  ad_group_type: 'keyword',
  targeting_type: 'manual',
  target_acos: 0.25,
  target_ctr: 0.0045,
  target_conversion: 0.125,
  asp: 29.9,
  category: 'Kitchen',
  subcategory: null,
  exact_match_adgroup_name: null,
  product_target_adgroup_name: null,
  fk_profile_id: '1001',
};

function open(codes = ['adgroup_master:create'], extra: Parameters<typeof mockFetch>[0] = {}) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /marketing/adgroupmaster/profiles': () => json(200, PROFILES),
    'GET /marketing/adgroupmaster/list': (url) =>
      json(200, { items: url.searchParams.get('page') === '1' ? [ROW] : [], total: 1 }),
    ...extra,
  });
  signedIn(user({ roles: [role(1, 'Ads', codes)] }));
  renderRoutes('/adgroup-master-uploader');
  return net;
}

async function choose(label: string, name: string | RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
const button = (name: string) => screen.getByRole('button', { name });
const chooseFile = () =>
  fireEvent.change(screen.getByTestId('upload-input'), {
    target: { files: [new File(['PK'], 'master.xlsx')] },
  });

describe('AdGroup Master (/adgroup-master-uploader)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });

  it('shows the breadcrumb, only AZ marketplaces by name, and profiles grouped by seller as "profile id — seller type"', async () => {
    const net = open();
    await screen.findByRole('combobox', { name: 'Marketplace' });
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs.textContent).toContain('Marketing');
    expect(crumbs.textContent).toContain('AdGroup Master');
    expect(screen.getByRole('combobox', { name: 'Profile ID' })).toHaveProperty('disabled', true);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Marketplace' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '🇩🇪Amazon DE',
      '🇺🇸Amazon US',
    ]);
    fireEvent.click(screen.getByRole('option', { name: /Amazon US/ }));
    await waitFor(() => expect(net.count('GET', '/marketing/adgroupmaster/profiles')).toBe(1));
    expect(net.calls.find((c) => c.url.pathname.endsWith('/profiles'))!.url.searchParams.get('mp_id')).toBe(
      '5',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Profile ID' }));
    const list = await screen.findByRole('listbox');
    // Groups by seller, in name order; in each the profiles by id.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1001 — seller', '1002 — seller', '9001 — vendor']);
    expect(list.textContent).toMatch(/^Acme Seller.*Zeta Home/);
  });

  it("refuses Upload and View with 'Please select marketplace and profile id'; downloads the template with its toast", async () => {
    const xhr = installFakeXhr();
    const net = open(['adgroup_master:create'], {
      'GET /marketing/adgroupmaster/template': () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="AdGroup_Master_Template.xlsx"' },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await screen.findByRole('combobox', { name: 'Marketplace' });
    fireEvent.click(button('Upload Excel'));
    expect(await screen.findByText(TEXT.selectMarketplaceProfile)).toBeTruthy();
    await choose('Marketplace', /Amazon US/);
    fireEvent.click(button('View'));
    await waitFor(() => expect(screen.getAllByText(TEXT.selectMarketplaceProfile).length).toBeGreaterThan(0));
    expect(xhr.sent).toHaveLength(0);
    expect(net.count('GET', '/marketing/adgroupmaster/list')).toBe(0);
    fireEvent.click(button('Download Template'));
    await screen.findByText(TEXT.templateDownloaded);
    expect(saved).toEqual(['AdGroup_Master_Template.xlsx']);
  });

  it('sends the file with profile_id and names the raised ticket; words a failure as a string, a list or an object', async () => {
    const xhr = installFakeXhr();
    open();
    await choose('Marketplace', /Amazon US/);
    await choose('Profile ID', '1001 — seller');
    chooseFile();
    const sent = xhr.sent[0]!;
    expect(new URL(sent.url, 'http://localhost').pathname).toBe('/marketing/adgroupmaster/upload');
    const form = sent.body as FormData;
    expect(form.get('profile_id')).toBe('1001');
    expect((form.get('file') as File).name).toBe('master.xlsx');
    act(() => sent.respond(200, { ticket_id: 88, detail: 'x' }));
    const raised = await screen.findByTestId('adgroup-master-raised');
    expect(raised.textContent).toContain('Ticket #88 created and sent for approval');
    expect(
      within(raised)
        .getByRole('link', { name: TICKET_TEXT.viewTicket(88) })
        .getAttribute('href'),
    ).toBe('/tickets/88');

    chooseFile();
    act(() =>
      xhr.sent[1]!.respond(422, {
        detail: 'Found 1 validation errors',
        errors: [{ row: 3, type: 'text', message: 'state must be one of enabled, paused, archived.' }],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('state must be one of');
    chooseFile();
    act(() => xhr.sent[2]!.respond(422, { detail: ['Profile paused', 'Try later'] }));
    await waitFor(() =>
      expect(screen.getByTestId('adgroup-master-failed').textContent).toBe('Profile paused, Try later'),
    );
    chooseFile();
    act(() => xhr.sent[3]!.respond(400, { detail: { profile_id: 'unknown', file: 'empty' } }));
    await waitFor(() =>
      expect(screen.getByTestId('adgroup-master-failed').textContent).toBe(
        'profile_id: unknown\nfile: empty',
      ),
    );
    chooseFile();
    act(() => xhr.sent[4]!.respond(500, {}));
    await waitFor(() =>
      expect(screen.getByTestId('adgroup-master-failed').textContent).toBe('Operation failed'),
    );
  });

  it("View shows the 'AdGroups' grid of the profile: targets as percentages, page sizes 25 to 500 (50 first), quick filter", async () => {
    const net = open(['adgroup_master:view']);
    await screen.findByRole('heading', { name: 'AdGroup Master' });
    // A viewer neither downloads the template nor uploads.
    expect(screen.queryByRole('button', { name: 'Upload Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Template' })).toBeNull();
    await choose('Marketplace', /Amazon US/);
    await choose('Profile ID', '1001 — seller');
    fireEvent.click(button('View'));
    expect(await screen.findByRole('heading', { name: 'AdGroups' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'AdGroups' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['pk_ad_group', 'ad_group_id', 'ad_group_name']);
    expect(headers).toContain('target_acos');
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const at = (h: string) => cells[headers.indexOf(h)];
    expect([at('target_acos'), at('target_ctr'), at('target_conversion'), at('budget')]).toEqual([
      '25%',
      '0.45%',
      '12.5%',
      '$50.00',
    ]);
    const call = net.calls.find((c) => c.url.pathname === '/marketing/adgroupmaster/list')!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      mp_id: '5',
      profile_id: '1001',
      page: '1',
      limit: '50',
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '25',
      '50',
      '100',
      '200',
      '500',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '500' }));
    await waitFor(() => expect(net.calls.some((c) => c.url.searchParams.get('limit') === '500')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'kett' } });
    await waitFor(() =>
      expect(net.calls.some((c) => c.url.searchParams.get('search') === 'kett')).toBe(true),
    );
  });

  it("shows budget and ASP in the row's currency (an Indian profile's in rupees)", async () => {
    open(['adgroup_master:view'], {
      'GET /marketing/adgroupmaster/list': () =>
        json(200, { items: [{ ...ROW, currency_code: 'INR', budget: 5000, asp: 499.5 }], total: 1 }),
    });
    await choose('Marketplace', /Amazon US/);
    await choose('Profile ID', '1001 — seller');
    fireEvent.click(button('View'));
    const table = await screen.findByRole('table', { name: 'AdGroups' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const row = (await within(table).findByText('AG-1')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect([cells[headers.indexOf('budget')], cells[headers.indexOf('asp')]]).toEqual([
      '₹5,000.00',
      '₹499.50',
    ]);
  });

  it('is refused without adgroup_master:create or :view', async () => {
    open(['ams_view:view']);
    expect(await screen.findByText(FORBIDDEN_ACTION)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
  });
});
