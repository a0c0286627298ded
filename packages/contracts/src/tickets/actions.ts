import { z } from 'zod';
import type { TicketTypeId } from './model';
import { TICKET_TEXT } from './texts';
import { ticketDetail } from './ticket';
import { itemValue } from './writes';

/** Tickets: Row actions (section 4). */

/** Identifier keys per type for row updates (section 7). */
export const ACTION_KEYS: Partial<Record<TicketTypeId, readonly string[]>> = {
  T11: [
    'client_id',
    'mp_id',
    'profile_id',
    'item_type',
    'targeting_id',
    'campaign_id',
    'adgroup_id',
    'target_or_search_term',
  ],
  T12: ['client_id', 'mp_id', 'profile_id', 'ad_id', 'campaign_id', 'adgroup_id'],
  T14: ['item_id'],
  T16: ['client_id', 'data_type', 'file_name'],
};
export const ACTION_TYPES = Object.keys(ACTION_KEYS) as TicketTypeId[];

export const T11_ACTIONS = {
  addTarget: 'Add new target',
  doNothing: 'Do nothing',
  negative: 'Move to negative',
  negativeAndTarget: 'Move to negative and add new target',
  adjustBid: 'Adjust bid',
  pauseTarget: 'Pause target',
} as const;
export const T12_ACTIONS = { pause: 'Pause AdProduct', doNothing: 'Do Nothing' } as const;
export const T14_ACTIONS = [
  'Checked Relevance',
  'Fixed Inputs (Marketing/Retail)',
  'Added new targets',
  'Adjusted Bids',
  'Other (Mention in Comments with ASIN)',
  'Did nothing',
] as const;
export const T16_ACTIONS = { accept: 'Accept (Insert)', reject: 'Reject' } as const;
/**
 * The result of the demo's accepted T16 rows (issue 29 item 4): the demo stores no file, so the accept wrote no
 * rows and reflected_on_db is false; the row is marked neither landed nor failed.
 */
export const T16_DEMO_ACCEPTED =
  'Accepted in the demo history; the demo stores no invoice file, so no invoice rows were written.';

/** The actions a row may take (section 4, "Ticket row actions"). */
export function actionsFor(typeId: string, item: Record<string, unknown>): string[] {
  const A = T11_ACTIONS;
  switch (typeId) {
    case 'T11': {
      const term = item.item_type === 'searchterm';
      const good = item.action_type === 'good';
      if (term) return good ? [A.addTarget, A.doNothing] : [A.negative, A.negativeAndTarget, A.doNothing];
      return good ? [A.adjustBid, A.doNothing, A.pauseTarget] : [A.adjustBid, A.pauseTarget, A.doNothing];
    }
    case 'T12':
      return [T12_ACTIONS.pause, T12_ACTIONS.doNothing];
    case 'T14':
      return [...T14_ACTIONS];
    case 'T16':
      return [T16_ACTIONS.accept, T16_ACTIONS.reject];
    default:
      return [];
  }
}
/** T14 and T16 rows stay editable after save; T11 and T12 rows do not once acted on. */
export const EDITABLE_AFTER_SAVE: readonly string[] = ['T14', 'T16'];
/** The flag an action's success is reflected in. */
export const REFLECTED_FLAG: Partial<Record<TicketTypeId, 'reflected_on_ams' | 'reflected_on_db'>> = {
  T11: 'reflected_on_ams',
  T12: 'reflected_on_ams',
  T16: 'reflected_on_db',
};

/** T11 new bid (section 5): a number, not below min_bid, at most two decimals; null when valid. */
export function validateNewBid(value: unknown, minBid: unknown): string | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n)) return TICKET_TEXT.mustBeNumber;
  const min = Number(minBid);
  if (Number.isFinite(min) && n < min) return TICKET_TEXT.bidBelowMin(min);
  if (!/^-?\d+(\.\d{1,2})?$/.test(raw)) return TICKET_TEXT.bidDecimals;
  return null;
}
/** Actions that need a new bid. */
export const BID_ACTIONS: readonly string[] = [
  T11_ACTIONS.adjustBid,
  T11_ACTIONS.addTarget,
  T11_ACTIONS.negativeAndTarget,
];

export const ticketActionUpdate = z
  .object({
    action: z.string().max(100),
    editable_fields: z.record(z.string().max(100), itemValue).default({}),
  })
  .catchall(itemValue);
export type TicketActionUpdate = z.input<typeof ticketActionUpdate>;
export const ticketActionBody = z.object({ updates: z.array(ticketActionUpdate).min(1).max(500) });
export type TicketActionBody = z.input<typeof ticketActionBody>;
export const ticketActionResult = z.object({
  item_no: z.number().int().nullable(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export const ticketActionAnswer = z.object({ results: z.array(ticketActionResult), ticket: ticketDetail });
export type TicketActionAnswer = z.infer<typeof ticketActionAnswer>;
