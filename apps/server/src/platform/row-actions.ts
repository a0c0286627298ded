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

/** The rows of one save whose action succeeded, once the action route's transaction has committed. */
export interface CommittedActions {
  clientId: number;
  ticketId: number;
  typeId: TicketTypeId;
  itemNos: number[];
}
export type AfterCommit = (committed: CommittedActions) => void;

/** After-commit work by database (each app serves one), then by ticket type. */
const afterCommit = new WeakMap<object, Map<TicketTypeId, AfterCommit>>();

/**
 * Work that must follow an accepted action but never run inside its transaction (issue 21: sending a change to
 * the advertising account; an HTTP call must not hold a transaction open). The module that owns the work
 * registers it for the database it serves when its routes are built; answers the unregistration.
 */
export function onActionsCommitted(db: object, typeId: TicketTypeId, work: AfterCommit): () => void {
  let byType = afterCommit.get(db);
  if (!byType) {
    byType = new Map();
    afterCommit.set(db, byType);
  }
  byType.set(typeId, work);
  return () => {
    if (afterCommit.get(db)?.get(typeId) === work) afterCommit.get(db)?.delete(typeId);
  };
}

/** Called by the action route after its transaction committed; the work runs on its own (not awaited). */
export function actionsCommitted(db: object, committed: CommittedActions): void {
  if (committed.itemNos.length === 0) return;
  afterCommit.get(db)?.get(committed.typeId)?.(committed);
}
