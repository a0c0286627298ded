import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import type { ActionHandler } from '../../../platform/row-actions';
import { handleT16 } from './handlers-t16';
import { recordOnly } from './record-only';

/**
 * The row-action handlers of the tickets module (spec 03 section 4), installed from its description. T14's
 * actions are recorded only. The approval targets of T16 come from the modules that own the data; T11 and T12
 * (the advertising entities and the account) are the ad-actions module's.
 */
export const TICKET_ACTION_HANDLERS: Partial<Record<TicketTypeId, ActionHandler>> = {
  T14: recordOnly,
  T16: handleT16,
};
