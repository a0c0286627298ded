import { AMS_TEXT as ACTION_TEXT } from '@marketdesk/contracts/ad-actions';
import { AMS_TEXT as T } from '@marketdesk/contracts/ams-view';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

/** Issue 29 item 4: a bid or state changed in Marketdesk only is marked in its AMS View row, with the reason. */
const metrics = {
  impressions: 100,
  clicks: 10,
  ctr: 10,
  spend: 5,
  cpc: 0.5,
  units: 1,
  orders: 1,
  conversion: 10,
  sales: 20,
  acos: 25,
};
const TOTALS = {
  total_impressions: 200,
  total_clicks: 20,
  total_spend: 10,
  total_sales: 40,
  avg_ctr: 10,
  avg_acos: 25,
  total_units: 2,
  avg_conversion: 10,
};
const target = (id: string, marketdesk_only: string | null) => ({
  target_id: id,
  target: `term ${id}`,
  type: 'keyword',
  match_type: 'exact',
  status: 'paused',
  bid: 0.65,
  marketdesk_only,
  ...metrics,
});

function open() {
  mockFetch({
    'GET /ams-view/sellers': () =>
      json(200, [
        {
          seller_id: '111',
          seller_name: 'Acme US',
          mp_name: 'Amazon US',
          mp_id: 1,
          country_code: 'US',
          currency_code: 'USD',
        },
      ]),
    'GET /brands': () => json(200, []),
    'GET /ams-view/ad-groups': () =>
      json(200, {
        items: [
          {
            ad_group_id: 'G1',
            ad_group_name: 'Kettles',
            seller_name: 'Acme US',
            campaign_id: 'C1',
            campaign_name: 'Camp',
            status: 'enabled',
            ...metrics,
          },
        ],
        totals: TOTALS,
      }),
    'GET /ams-view/targets/G1': () =>
      json(200, { items: [target('T1', ACTION_TEXT.marketdeskOnly), target('T2', null)], totals: TOTALS }),
  });
  signedIn(user({ roles: [role(1, 'Account Manager', ['ams_view:view'])] }));
  renderRoutes('/marketing/ams');
}

describe('AMS View marks', { timeout: 60_000 }, () => {
  it("a target changed in Marketdesk only carries a 'Marketdesk only' chip naming the reason; the others none", async () => {
    open();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.seller }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme US (111)' }));
    fireEvent.click(screen.getByRole('button', { name: T.apply }));
    fireEvent.click(within(await screen.findByTestId('ams-row-G1')).getByRole('button', { name: T.views }));
    fireEvent.click(screen.getByRole('menuitem', { name: T.viewTargets }));
    const local = await screen.findByTestId('ams-row-T1');
    const chip = within(local).getByLabelText(`${T.marketdeskOnly}: ${ACTION_TEXT.marketdeskOnly}`);
    expect(chip.textContent).toBe(T.marketdeskOnly);
    expect(within(screen.getByTestId('ams-row-T2')).queryByText(T.marketdeskOnly)).toBeNull();
  });
});
