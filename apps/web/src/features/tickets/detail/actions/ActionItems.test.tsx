import { AMS_TEXT } from '@marketdesk/contracts/ad-actions';
import { TICKET_TEXT, type TicketItem, type TicketTypeId } from '@marketdesk/contracts/tickets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/factories';
import { installFakeXhr } from '../../../../test/shared/upload/fake-xhr';
import { openDetail, ticket } from '../../../../test/tickets/detail';

const T11 = (n: number, extra: Partial<TicketItem> = {}): TicketItem => ({
  item_no: n,
  client_id: 1,
  mp_id: 3,
  profile_id: 'P-1',
  item_type: 'target',
  targeting_id: `tg-${n}`,
  campaign_id: 'c-1',
  adgroup_id: 'ag-1',
  target_or_search_term: `term ${n}`,
  adgroup_name: 'AG',
  action_type: 'good',
  existing_bid: 0.8,
  min_bid: 0.5,
  new_bid: null,
  ...extra,
});
const owned = (type: TicketTypeId, items: TicketItem[], more = {}) =>
  ticket(
    {
      fk_owner_id: 7,
      owner_name: 'Ada Lovelace',
      num_items: items.length,
      data: { items, requested_content_type: [], drive_link: null },
      ...more,
    },
    type,
  );

async function choose(row: number, action: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: `Row ${row} action` }));
  fireEvent.click(await screen.findByRole('option', { name: action }));
}
const save = () => screen.getByRole('button', { name: 'Save Actions' }) as HTMLButtonElement;
const sentBody = (net: ReturnType<typeof openDetail>['net']) =>
  JSON.parse(
    String(net.calls.find((c) => c.method === 'POST' && c.url.pathname === '/tickets/42/action')!.init.body),
  );

describe('Row actions', () => {
  it('T11: a bid below min_bid is marked and blocks Save Actions; a valid bid is posted and the ticket reloaded', async () => {
    const { net } = openDetail(owned('T11', [T11(1), T11(2)]), {
      extra: {
        'POST /tickets/42/action': () =>
          json(200, {
            results: [{ item_no: 1, status: 'success', message: 'Bid adjusted' }],
            ticket: owned('T11', [T11(1), T11(2)]),
          }),
      },
    });
    await choose(1, 'Adjust bid');
    const bid = screen.getByRole('textbox', { name: 'Row 1 new bid' });
    fireEvent.change(bid, { target: { value: '0.3' } });
    await screen.findByText(TICKET_TEXT.bidBelowMin(0.5));
    expect(save().disabled).toBe(true);
    fireEvent.change(bid, { target: { value: '0.755' } });
    await screen.findByText(TICKET_TEXT.bidDecimals);
    expect(save().disabled).toBe(true);
    fireEvent.change(bid, { target: { value: '0.75' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    const loads = net.count('GET', '/tickets/details');
    fireEvent.click(save());
    await screen.findByText(TICKET_TEXT.updated);
    expect(sentBody(net).updates).toEqual([
      {
        client_id: 1,
        mp_id: 3,
        profile_id: 'P-1',
        item_type: 'target',
        targeting_id: 'tg-1',
        campaign_id: 'c-1',
        adgroup_id: 'ag-1',
        target_or_search_term: 'term 1',
        item_no: 1,
        action: 'Adjust bid',
        editable_fields: { new_bid: 0.75 },
      },
    ]);
    await waitFor(() => expect(net.count('GET', '/tickets/details')).toBeGreaterThan(loads));
  });

  it('T11: a row already acted on is not editable again; T14 rows stay editable after save', async () => {
    openDetail(owned('T11', [T11(1, { action_taken: 'Pause target', reflected_on_ams: true }), T11(2)]));
    const first = await screen.findByRole('combobox', { name: 'Row 1 action' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Row 2 action' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('img', { name: 'Row 1 success' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 2 unknown' })).toBeTruthy();
  });

  it('T11: a saved row shows what the advertising account answered (waiting: unknown; refused: failed)', async () => {
    const ams = (status: string) => ({
      action_taken: 'Pause target',
      reflected_on_ams: false,
      result: { ams: { status, message: status } },
    });
    openDetail(
      owned('T11', [T11(1, ams('PENDING')), T11(2, ams('PARTIALLY_REFUSED')), T11(3, ams('NOT_CONNECTED'))]),
    );
    expect(await screen.findByRole('img', { name: 'Row 1 unknown' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 2 failed' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 3 Marketdesk only' })).toBeTruthy();
  });

  it('T11/T12: a change that reached no advertising account gets a neutral mark and its reason as text, not the check', async () => {
    const acted = (action: string, status: string, message: string, reflected = false) => ({
      action_taken: action,
      reflected_on_ams: reflected,
      result: { ams: { status, message } },
    });
    openDetail(
      owned('T11', [
        T11(1, acted('Pause target', 'NOT_CONNECTED', AMS_TEXT.marketdeskOnly)),
        T11(2, acted('Do nothing', 'NOTHING_TO_SEND', AMS_TEXT.nothingToSend)),
        T11(3, acted('Pause target', 'CONFIRMED', AMS_TEXT.confirmed, true)),
      ]),
    );
    expect(await screen.findByRole('img', { name: 'Row 1 Marketdesk only' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 2 Marketdesk only' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 3 success' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /success/ })).toHaveLength(1);
    expect(screen.getByText('Changed in Marketdesk only; no advertising account connected')).toBeTruthy();
    expect(screen.getByText(AMS_TEXT.nothingToSend)).toBeTruthy();
  });

  it('T12: saving a change no advertising account took says so after the spec text, and marks the row neutral', async () => {
    const row = {
      item_no: 1,
      client_id: 1,
      mp_id: 3,
      profile_id: 'P',
      ad_id: 'a1',
      campaign_id: 'c',
      adgroup_id: 'g',
    };
    const after = owned('T12', [
      {
        ...row,
        action_taken: 'Pause AdProduct',
        reflected_on_ams: false,
        result: { ams: { status: 'NOT_CONNECTED', message: AMS_TEXT.marketdeskOnly } },
      },
    ]);
    openDetail(owned('T12', [row]), {
      extra: {
        'POST /tickets/42/action': () =>
          json(200, {
            results: [
              { item_no: 1, status: 'success', message: `Ad product paused; ${AMS_TEXT.marketdeskOnly}` },
            ],
            ticket: after,
          }),
      },
    });
    await choose(1, 'Pause AdProduct');
    fireEvent.click(save());
    expect(
      await screen.findByText(
        `${TICKET_TEXT.updated}. Changed in Marketdesk only; no advertising account connected.`,
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Row 1 Marketdesk only' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Row 1 success' })).toBeNull();
  });

  it('T11: a row being sent to the account is reloaded until the account has answered', async () => {
    const row = (status: string, reflected: boolean) =>
      T11(1, {
        action_taken: 'Pause target',
        reflected_on_ams: reflected,
        result: { ams: { status, message: status, parts: [{ status }] } },
      });
    let loads = 0;
    const { net } = openDetail(owned('T11', [row('PENDING', false)]), {
      extra: {
        'GET /tickets/details': () => {
          loads++;
          return json(200, owned('T11', [loads === 1 ? row('PENDING', false) : row('CONFIRMED', true)]));
        },
      },
    });
    expect(await screen.findByRole('img', { name: 'Row 1 unknown' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Row 1 success' }, { timeout: 10_000 })).toBeTruthy();
    const settled = net.count('GET', '/tickets/details');
    await new Promise((r) => setTimeout(r, 2500));
    expect(net.count('GET', '/tickets/details')).toBe(settled); // answered: no more reloads
  });

  it('T14: an acted-on row can still be changed', async () => {
    openDetail(owned('T14', [{ item_no: 1, item_id: 'RK-1', asin: 'B1', action_taken: 'Did nothing' }]));
    const select = await screen.findByRole('combobox', { name: 'Row 1 action' });
    expect(select.getAttribute('aria-disabled')).toBeNull();
    expect(select.textContent).toBe('Did nothing');
  });

  it('offers no actions to a user who does not own the ticket', async () => {
    openDetail(
      owned('T12', [{ item_no: 1, ad_id: 'a1', mp_sku_code: 'S' }], {
        fk_owner_id: 30,
        owner_name: 'Grace Hopper',
      }),
    );
    const select = await screen.findByRole('combobox', { name: 'Row 1 action' });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save Actions' })).toBeNull();
  });

  it('T16: only a reviewer who is not the owner acts; Reject without a reason is refused with the alert', async () => {
    const file = { item_no: 1, client_id: 1, data_type: 'INVOICE', file_name: 'inv.xlsx', metadata: {} };
    const { net } = openDetail(owned('T16', [file], { fk_owner_id: 30, owner_name: 'Grace Hopper' }), {
      codes: ['access:tickets:review'],
    });
    await choose(1, 'Reject');
    fireEvent.click(save());
    await screen.findByText(TICKET_TEXT.rejectNeedsReason);
    expect(net.count('POST', '/tickets/42/action')).toBe(0);
  });

  it('T16: the owner, even a reviewer, may not act', async () => {
    const file = { item_no: 1, client_id: 1, data_type: 'INVOICE', file_name: 'inv.xlsx', metadata: {} };
    openDetail(owned('T16', [file]), { codes: ['access:tickets:review'] });
    const select = await screen.findByRole('combobox', { name: 'Row 1 action' });
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a save failure at the table', async () => {
    openDetail(
      owned('T12', [
        {
          item_no: 1,
          client_id: 1,
          mp_id: 3,
          profile_id: 'P',
          ad_id: 'a1',
          campaign_id: 'c',
          adgroup_id: 'g',
        },
      ]),
      {
        extra: { 'POST /tickets/42/action': () => json(409, { detail: 'The ad product is archived.' }) },
      },
    );
    await choose(1, 'Pause AdProduct');
    fireEvent.click(save());
    expect((await screen.findByTestId('actions-error')).textContent).toBe('The ad product is archived.');
  });

  it('imports actions from a spreadsheet, matching case-insensitively, and lists the rows it could not use', async () => {
    const xhr = installFakeXhr();
    openDetail(owned('T11', [T11(1), T11(2)]));
    await screen.findByRole('combobox', { name: 'Row 1 action' });
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File(['x'], 'actions.xlsx')] },
    });
    const sent = xhr.sent[0]!;
    expect(new URL(sent.url, 'http://localhost').pathname).toBe('/tickets/file/rows');
    const ids = {
      CLIENT_ID: 1,
      mp_id: 3,
      profile_id: 'p-1',
      item_type: 'TARGET',
      campaign_id: 'c-1',
      adgroup_id: 'ag-1',
    };
    act(() =>
      sent.respond(200, {
        columns: [
          'CLIENT_ID',
          'mp_id',
          'profile_id',
          'item_type',
          'targeting_id',
          'campaign_id',
          'adgroup_id',
          'target_or_search_term',
          'Action',
          'new_bid',
        ],
        rows: [
          {
            ...ids,
            targeting_id: 'tg-2',
            target_or_search_term: 'Term 2',
            Action: 'pause TARGET',
            new_bid: null,
          },
          {
            ...ids,
            targeting_id: 'tg-1',
            target_or_search_term: 'term 1',
            Action: 'Move to negative',
            new_bid: null,
          },
          {
            ...ids,
            targeting_id: 'tg-9',
            target_or_search_term: 'term 9',
            Action: 'Do nothing',
            new_bid: null,
          },
        ],
      }),
    );
    const warnings = await screen.findByTestId('import-warnings');
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([`Row 2: ${TICKET_TEXT.invalidAction}`, `Row 3: ${TICKET_TEXT.noMatchingItem}`]);
    expect(screen.getByRole('combobox', { name: 'Row 2 action' }).textContent).toBe('Pause target');
  });
});
