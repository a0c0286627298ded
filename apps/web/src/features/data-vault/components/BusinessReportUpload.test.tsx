import { BUSINESS_REPORT_TEXT as T } from '@marketdesk/contracts/business-report';
import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

/** Amazon's Business Reports on the Data Vault screen: marketplace and period chosen, the answer and refusals. */
const mp = (pk_mp_id: number, name: string, short_code: string, currency_code: string) => ({
  pk_mp_id,
  name,
  short_code,
  country_code: 'US',
  currency_code,
  website_url: 'https://example.com',
});
const ANSWER = {
  detail: 'File uploaded successfully',
  report_type: 'child_item',
  upload_id: 4,
  rows: 42,
  inserted: 40,
  updated: 1,
  unchanged: 0,
  replaced: 2,
  skipped: [{ reason: T.noSku, rows: 1 }],
  totals: { sessions: 13_395, page_views: 20_001, units: 812, sales: 25_216.29 },
};

function open(permissions = ['view:orders', 'upload:orders']) {
  mockFetch({
    'GET /marketplaces': () =>
      json(200, [
        mp(3, 'Otto DE', 'OT_DE', 'EUR'),
        mp(4, 'Amazon US', 'AZ_US', 'USD'),
        mp(6, 'Amazon UK', 'AZ_UK', 'GBP'),
      ]),
  });
  signedIn(user({ roles: [role(1, 'Seller', permissions)] }));
  renderRoutes('/data');
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.marketplace }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
const uploadFile = (name = 'BusinessReport-11-21-26.csv') =>
  fireEvent.change(screen.getByTestId('business-report-input'), {
    target: { files: [new File(['"(Parent) ASIN"'], name)] },
  });

describe('Business Reports on the Data Vault screen', () => {
  it('offers Amazon marketplaces only, sends the period, and says what the file was', async () => {
    const xhr = installFakeXhr();
    open();
    const panel = await screen.findByTestId('business-report-upload');
    expect(within(panel).getByText(T.title)).toBeTruthy();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: T.marketplace }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered.some((o) => o?.includes('Otto DE'))).toBe(false);
    expect(offered.filter((o) => o?.includes('Amazon'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('option', { name: /Amazon US/ }));
    expect(screen.getByTestId('business-report-input').getAttribute('accept')).toBe('.csv,.txt,.xlsx');
    fireEvent.click(within(panel).getByRole('button', { name: 'Last 30 Days' }));
    uploadFile();
    const url = new URL(xhr.sent[0]!.url, 'http://localhost');
    const today = dayjs().startOf('day');
    expect(url.pathname).toBe('/data/business-report/upload');
    expect([
      url.searchParams.get('mp_id'),
      url.searchParams.get('start_date'),
      url.searchParams.get('end_date'),
    ]).toEqual(['4', today.subtract(29, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')]);
    act(() => xhr.sent[0]!.respond(200, ANSWER));
    expect((await screen.findByTestId('business-report-result')).textContent).toBe(
      'Detail Page Sales and Traffic by Child Item read: 42 rows, 13,395 sessions, 20,001 page views, 812 units, $25,216.29 ordered product sales: 40 new, 1 changed, 0 unchanged, 2 replaced.',
    );
    expect(screen.getByText(T.notWritten(1, T.noSku))).toBeTruthy();
  });

  it('asks for a marketplace before the file, and shows the server’s reason and rows of a refused file', async () => {
    const xhr = installFakeXhr();
    open();
    const panel = await screen.findByTestId('business-report-upload');
    fireEvent.click(within(panel).getByRole('button', { name: T.choose }));
    expect(await screen.findByText(T.selectMarketplace)).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
    await choose('Amazon UK');
    uploadFile('campaigns.csv');
    const unknown = T.unknownLayout(['Date', 'Campaign Name', 'Impressions']);
    act(() =>
      xhr.sent[0]!.respond(422, { detail: unknown, errors: [{ row: 1, type: 'text', message: unknown }] }),
    );
    const table = await screen.findByRole('table', { name: 'Upload errors' });
    expect(within(table).getByText(unknown)).toBeTruthy();
    uploadFile('BusinessReport.csv');
    act(() => xhr.sent[1]!.respond(500, {}));
    expect((await screen.findByTestId('business-report-failure')).textContent).toBe(T.failed);
  });

  it('is not offered without the Data Vault upload module', async () => {
    open(['view:orders']);
    await screen.findByRole('heading', { name: 'Data Vault' });
    expect(screen.queryByTestId('business-report-upload')).toBeNull();
  });
});
