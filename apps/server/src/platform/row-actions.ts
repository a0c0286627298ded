import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import type { Executor } from '../db/facts';
import type { FilesService } from './files';

/**
 * Row-action handlers by ticket type (spec 03 section 4). The action route (tickets core) checks who may act,
 * matches the row by its identifier keys, validates the action against `actionsFor`, then calls the type's
 * handler inside a savepoint of the request's transaction: the handler changes the data the action names
 * (bids, targets, negatives, ad products, an approved upload) and the outcome is stored on the item in the
 * same transaction, so data and result never disagree. A type without a handler only records the action.
 * A module names its handlers in its description (`ServerModule.actionHandlers`); the app installs them.
 */
export interface ActionContext {
  tx: Executor;
  clientId: number;
  userId: number;
  ticket: {
    pk_ticket_id: number;
    fk_ticket_type_id: TicketTypeId;
    /** The ticket's description and comment texts, for rules such as "Reject needs a reason". */
    description: string;
    commentTexts: string[];
  };
  item: { item_no: number; data: Record<string, unknown> };
  action: string;
  editable: Record<string, unknown>;
  /** The stored files, on the given transaction (an approval reads the file it lands). */
  files: (tx: Executor) => FilesService;
}

export interface ActionOutcome {
  status: 'success' | 'failed';
  message: string;
  /** Stored as reflected_on_ams / reflected_on_db; null when the type has no such flag. */
  reflected: boolean | null;
  /** Stored as the item's result (JSON), shown in the Data Result section. */
  result?: unknown;
}

export type ActionHandler = (c: ActionContext) => Promise<ActionOutcome>;

const handlers = new Map<TicketTypeId, ActionHandler>();

export function registerTicketActionHandler(typeId: TicketTypeId, handler: ActionHandler): void {
  handlers.set(typeId, handler);
}

export function ticketActionHandler(typeId: TicketTypeId): ActionHandler | undefined {
  return handlers.get(typeId);
}
