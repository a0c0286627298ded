import { AMS_CONSOLE_TEXT } from '@marketdesk/contracts/ams-console';
import { AMS_TEXT as T } from '@marketdesk/contracts/ams-view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/format/format';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

const SELLERS = [
  {
    seller_id: '111',
    seller_name: 'Acme UK',
    mp_name: 'Amazon UK',
    mp_id: 1,
    country_code: 'GB',
    currency_code: 'GBP',
  },
];

function open(codes: string[]) {
  mockFetch({
    'GET /ams-view/sellers': () => json(200, SELLERS),
    'GET /brands': () => json(200, []),
  });
  signedIn(user({ roles: [role(1, 'Account Manager', codes)] }));
  renderRoutes('/marketing/ams');
}

async function chooseSeller() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.seller }));
  fireEvent.click(await screen.findByRole('option', { name: 'Acme UK (111)' }));
}
const uploadFile = (name = 'Sponsored Products Search term report.xlsx') =>
  fireEvent.change(screen.getByTestId('ams-console-input'), { target: { files: [new File(['PK'], name)] } });

const ANSWER = {
  report_type: 'search_term',
  rows: 49,
  inserted: 40,
  updated: 2,
  unchanged: 7,
  skipped: [{ reason: 'Campaign By Placement rows are not read (no Marketdesk entity)', rows: 3 }],
  period: { start: '2026-11-23', end: '2026-11-25' },
  attribution_days: 7,
  totals: {
    impressions: 30_712,
    clicks: 220,
    spend: 707.03,
    sales: 1799.28,
    orders: 72,
    units: 96,
    currency: 'GBP',
  },
};

describe('console reports on AMS View', () => {
  it('is offered to ad-group master uploaders only', async () => {
    open(['ams_view:view']);
    await screen.findByTestId('ams-idle');
    expect(screen.queryByTestId('ams-console-upload')).toBeNull();
  });

  it("uploads for the chosen seller and shows the kind, the counts, what was not stored and the totals in the file's currency", async () => {
    const xhr = installFakeXhr();
    open(['ams_view:view', 'adgroup_master:create']);
    const panel = await screen.findByTestId('ams-console-upload');
    expect(within(panel).getByText(AMS_CONSOLE_TEXT.chooseSeller)).toBeTruthy();
    await chooseSeller();
    expect(within(panel).getByText(AMS_CONSOLE_TEXT.hint)).toBeTruthy();
    expect(screen.getByTestId('ams-console-input').getAttribute('accept')).toBe('.xlsx,.csv');
    uploadFile();
    const url = new URL(xhr.sent[0]!.url, 'http://localhost');
    expect([url.pathname, url.searchParams.get('profile_id')]).toEqual([
      '/ams-reports/console-upload',
      '111',
    ]);
    act(() => xhr.sent[0]!.respond(200, ANSWER));
    const result = await screen.findByTestId('ams-console-result');
    expect(
      within(result)
        .getAllByTestId('ams-console-line')
        .map((d) => d.textContent),
    ).toEqual([
      'Search term report (7-day attribution), 2026-11-23 to 2026-11-25: 49 rows: 40 new, 2 changed, 7 unchanged.',
      // The file's currency (GBP), through the one money formatter.
      `Impressions 30,712, clicks 220, spend ${formatMoney(707.03, 'GBP')}, sales ${formatMoney(1799.28, 'GBP')}, orders 72, units 96.`,
      'Not stored: 3 rows. Campaign By Placement rows are not read (no Marketdesk entity).',
    ]);
  });

  it('asks for a seller first and sends nothing', async () => {
    const xhr = installFakeXhr();
    open(['ams_view:view', 'adgroup_master:create']);
    const panel = await screen.findByTestId('ams-console-upload');
    fireEvent.click(within(panel).getByRole('button', { name: AMS_CONSOLE_TEXT.choose }));
    // The panel's hint and the warning toast.
    await waitFor(() => expect(screen.getAllByText(AMS_CONSOLE_TEXT.chooseSeller)).toHaveLength(2));
    expect(xhr.sent).toHaveLength(0);
  });

  it("shows the server's reason for a file it does not know, and the rows in error", async () => {
    const xhr = installFakeXhr();
    open(['ams_view:view', 'adgroup_master:create']);
    await chooseSeller();
    uploadFile('orders.csv');
    const unknown =
      'This file is not a Sponsored Products report or bulk file Marketdesk knows. Its header is: order-id | sku. Known kinds: Search term report, Bulk file.';
    act(() =>
      xhr.sent[0]!.respond(422, { detail: unknown, errors: [{ row: 1, type: 'text', message: unknown }] }),
    );
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    expect(within(table).getByText(unknown)).toBeTruthy();
    expect(screen.queryByTestId('ams-console-result')).toBeNull();
  });
});
