import { AMS_TEXT } from '@marketdesk/contracts/ad-actions';
import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { describe, expect, it } from 'vitest';
import {
  amsResultOf,
  buildUpdates,
  changedRows,
  initialDraft,
  matchImport,
  rejectReason,
  rowEditable,
  rowOutcome,
  savedMessage,
  sendingToAccount,
} from './row-actions';

describe('row actions', () => {
  it('keeps T11/T12 rows locked once acted on, T14/T16 editable; nothing is editable without the owner flag', () => {
    expect(rowEditable('T11', { action_taken: 'Do nothing' }, true)).toBe(false);
    expect(rowEditable('T12', {}, true)).toBe(true);
    expect(rowEditable('T14', { action_taken: 'Did nothing' }, true)).toBe(true);
    expect(rowEditable('T16', { action_taken: 'Reject' }, true)).toBe(true);
    expect(rowEditable('T16', {}, false)).toBe(false);
  });

  it('reads the outcome from this save, then the reflected flag of the type, then the stored result', () => {
    expect(rowOutcome('T11', { reflected_on_ams: true })).toBe('success');
    expect(rowOutcome('T11', { reflected_on_ams: false, action_taken: 'Pause target' })).toBe('failed');
    expect(rowOutcome('T16', { reflected_on_db: true })).toBe('success');
    // The demo's accept that wrote no rows: reflected_on_db false, neither landed nor failed (issue 29 item 4).
    const demo = { action_taken: 'Accept (Insert)', reflected_on_db: false, result: { status: 'success' } };
    expect(rowOutcome('T16', demo)).toBe('unknown');
    expect(rowOutcome('T16', { ...demo, result: null })).toBe('failed');
    expect(rowOutcome('T16', { reflected_on_ams: true })).toBe('unknown');
    expect(rowOutcome('T14', { result: { status: 'failed' } })).toBe('failed');
    expect(rowOutcome('T12', {}, 'success')).toBe('success');
    expect(rowOutcome('T12', {})).toBe('unknown');
  });

  it('T11/T12: what the advertising account answered decides the icon when the change is not confirmed', () => {
    const acted = (status: string) => ({
      action_taken: 'Adjust bid',
      reflected_on_ams: false,
      result: { ams: { status, message: `ams ${status}` } },
    });
    expect(rowOutcome('T11', { ...acted('CONFIRMED'), reflected_on_ams: true })).toBe('success');
    expect(rowOutcome('T11', acted('NOT_CONNECTED'))).toBe('local');
    expect(rowOutcome('T12', acted('NOTHING_TO_SEND'))).toBe('local');
    // This save's success does not hide that no account took the change.
    expect(rowOutcome('T11', acted('NOT_CONNECTED'), 'success')).toBe('local');
    expect(rowOutcome('T11', acted('PENDING'))).toBe('unknown');
    expect(rowOutcome('T11', acted('PARTIALLY_REFUSED'))).toBe('failed');
    expect(rowOutcome('T12', acted('REFUSED'))).toBe('failed');
    expect(rowOutcome('T11', acted('FAILED'))).toBe('failed');
    expect(amsResultOf(acted('PENDING'))).toEqual({ status: 'PENDING', message: 'ams PENDING' });
    expect(amsResultOf({ result: { status: 'success' } })).toBeNull();
  });

  it('the save message is the spec text, followed by why saved rows changed Marketdesk only', () => {
    const acted = (status: string, message: string) => ({
      action_taken: 'Pause target',
      reflected_on_ams: status === 'CONFIRMED',
      result: { ams: { status, message } },
    });
    expect(savedMessage('T11', [acted('CONFIRMED', 'ok')])).toBe(TICKET_TEXT.updated);
    expect(savedMessage('T11', [])).toBe(TICKET_TEXT.updated);
    expect(
      savedMessage('T12', [
        acted('NOT_CONNECTED', AMS_TEXT.marketdeskOnly),
        acted('NOT_CONNECTED', AMS_TEXT.marketdeskOnly),
        acted('NOTHING_TO_SEND', AMS_TEXT.nothingToSend),
        acted('CONFIRMED', 'ok'),
      ]),
    ).toBe(
      'Ticket updated successfully. Changed in Marketdesk only; no advertising account connected. ' +
        AMS_TEXT.nothingToSend,
    );
  });

  it('a row is being sent to the account while it waits without a later try (throttled rows wait for the sweep)', () => {
    const pending = (parts: Record<string, unknown>[]) => ({
      result: { ams: { status: 'PENDING', message: '', parts } },
    });
    expect(sendingToAccount([{}, pending([{ status: 'PENDING' }])])).toBe(true);
    expect(
      sendingToAccount([pending([{ status: 'PENDING', next_try_at: '2026-11-26T12:00:00.000Z' }])]),
    ).toBe(false);
    expect(sendingToAccount([{ result: { ams: { status: 'CONFIRMED', message: '' } } }, {}])).toBe(false);
  });

  it('sends only changed rows, with identifier keys, the action and its editable fields', () => {
    const item = { item_no: 3, client_id: 1, data_type: 'INVOICE', file_name: 'a.xlsx', metadata: {} };
    const drafts = new Map([[3, { ...initialDraft(item), action: 'Reject' }]]);
    const rows = changedRows('T16', [item, { item_no: 4 }], drafts, true);
    expect(rows).toHaveLength(1);
    expect(buildUpdates('T16', rows, 'wrong totals')).toEqual([
      {
        client_id: 1,
        data_type: 'INVOICE',
        file_name: 'a.xlsx',
        item_no: 3,
        action: 'Reject',
        editable_fields: { reason: 'wrong totals' },
      },
    ]);
    expect(rejectReason({ ...initialDraft(item), action: 'Reject' }, '  ')).toBeNull();
  });

  it('matches imported rows by the identifier columns and labels case-insensitively, with the two warnings', () => {
    const items = [
      { item_no: 1, item_id: 'RK-1' },
      { item_no: 2, item_id: 'RK-2' },
    ];
    const { drafts, warnings } = matchImport(
      'T14',
      items,
      ['Item_ID', 'ACTION', 'comments'],
      [
        { Item_ID: 'rk-2', ACTION: 'adjusted bids', comments: 'raised 10%' },
        { Item_ID: 'RK-1', ACTION: 'Pause target', comments: null },
        { Item_ID: 'RK-9', ACTION: 'Did nothing', comments: null },
        { Item_ID: 'RK-1', ACTION: '', comments: null },
      ],
    );
    expect([...drafts]).toEqual([[2, { action: 'Adjusted Bids', comments: 'raised 10%' }]]);
    expect(warnings).toEqual([
      { row: 2, message: TICKET_TEXT.invalidAction },
      { row: 3, message: TICKET_TEXT.noMatchingItem },
    ]);
  });

  it('matches nothing when the file has none of the identifier columns', () => {
    const { warnings } = matchImport(
      'T14',
      [{ item_no: 1, item_id: 'RK-1' }],
      ['sku', 'action'],
      [{ sku: 'x', action: 'Did nothing' }],
    );
    expect(warnings).toEqual([{ row: 1, message: TICKET_TEXT.noMatchingItem }]);
  });
});
