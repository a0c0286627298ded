import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';
import { installFakeXhr } from '../../../test/shared/upload/fake-xhr';

/** An Amazon report uploaded in the Data Vault: the report file is offered, and what was not written is shown. */
const MARKETPLACES = [
  {
    pk_mp_id: 3,
    name: 'Amazon UK',
    short_code: 'AZ_UK',
    country_code: 'GB',
    currency_code: 'GBP',
    website_url: 'https://www.amazon.co.uk',
  },
  {
    pk_mp_id: 5,
    name: 'Otto DE',
    short_code: 'OT_DE',
    country_code: 'DE',
    currency_code: 'EUR',
    website_url: 'https://www.otto.de',
  },
];
const ANSWER = {
  detail: 'File uploaded successfully',
  inserted: 2,
  updated: 0,
  unchanged: 0,
  upload_id: 9,
  skipped: [
    { sales_channel: 'Amazon.fr', rows: 2, reason: 'Not one of your marketplaces.' },
    {
      sales_channel: 'Non-Amazon',
      rows: 1,
      reason: 'Multi-channel fulfilment order (Non-Amazon): not a sale of any marketplace.',
    },
  ],
  marketplaces: [
    { mp_id: 3, name: 'Amazon UK', rows: 1, inserted: 1, updated: 0, unchanged: 0 },
    { mp_id: 7, name: 'Amazon Germany', rows: 1, inserted: 1, updated: 0, unchanged: 0 },
  ],
};

async function choose(combobox: string, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Data Vault: an Amazon report upload', () => {
  it("offers Amazon's report files on AZ marketplaces only, and shows the rows per marketplace and those not written", async () => {
    const xhr = installFakeXhr();
    mockFetch({ 'GET /marketplaces': () => json(200, MARKETPLACES) });
    signedIn(user({ roles: [role(1, 'Seller', ['view:orders', 'upload:orders'])] }));
    renderRoutes('/data');
    await choose('Data Type', /^Orders Data$/);
    await choose('Marketplace', /Otto DE/);
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.xlsx,.xls');
    await choose('Marketplace', /Amazon UK/);
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.xlsx,.xls,.txt,.tsv,.csv');

    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File(['amazon-order-id\tsku'], 'All Orders.txt')] },
    });
    act(() => xhr.sent[0]!.respond(200, ANSWER));
    await screen.findByText(DATA_VAULT_TEXT.uploaded);
    expect(screen.getByText('3 rows of the file were not written:')).toBeTruthy();
    const skipped = within(screen.getByRole('table', { name: 'Rows not written' }));
    expect(skipped.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Sales channelRowsReason',
      'Amazon.fr2Not one of your marketplaces.',
      'Non-Amazon1Multi-channel fulfilment order (Non-Amazon): not a sale of any marketplace.',
    ]);
    const perMp = within(screen.getByRole('table', { name: 'Rows per marketplace' }));
    expect(perMp.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'MarketplaceRowsNewChangedUnchanged',
      'Amazon UK1100',
      'Amazon Germany1100',
    ]);
  });
});
