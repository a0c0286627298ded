import {
  ACTION_KEYS,
  actionsFor,
  BID_ACTIONS,
  EDITABLE_AFTER_SAVE,
  REFLECTED_FLAG,
  T16_ACTIONS,
  TICKET_REFUSAL,
  TICKET_TEXT,
  type TicketActionUpdate,
  type TicketItem,
  type TicketTypeId,
  validateNewBid,
} from '@marketdesk/contracts/tickets';

/**
 * The row-action rules of spec 03 section 4, apart from the table that shows them: which rows may be edited,
 * the per-row outcome, the validators, the import of actions from a spreadsheet and the updates sent.
 */

/** One row's chosen action and editable fields, as typed (new_bid for T11, reason for T16, comments for T14). */
export interface RowDraft {
  action: string;
  new_bid: string;
  reason: string;
  comments: string;
}
/** 'local': the row's change is in Marketdesk only; no advertising account took it. */
export type RowOutcome = 'success' | 'failed' | 'unknown' | 'local';

/** The row's identity in the table: its item_no, else its position (1-based). */
export const rowKey = (item: TicketItem, index: number): number => item.item_no ?? index + 1;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function initialDraft(item: TicketItem): RowDraft {
  return {
    action: str(item.action_taken),
    new_bid: str(item.new_bid),
    reason: str(item.reason),
    comments: str(item.comments),
  };
}

/** T11 and T12 rows already acted on are not editable again; T14 and T16 stay editable. */
export function rowEditable(typeId: TicketTypeId, item: TicketItem, ownerFlag: boolean): boolean {
  if (!ownerFlag) return false;
  return EDITABLE_AFTER_SAVE.includes(typeId) || !item.action_taken;
}

/**
 * What the advertising account answered for a T11/T12 row (its stored `result.ams`, issue 21): confirmed is
 * success; a change made in Marketdesk that no account took (nothing to send, 'Do nothing', no account
 * connected) is 'local', a neutral mark with its reason (issue 29 item 4); waiting for the account is unknown;
 * refused, partly refused or not sent is failed.
 */
const AMS_OUTCOME: Readonly<Record<string, RowOutcome>> = {
  CONFIRMED: 'success',
  NOTHING_TO_SEND: 'local',
  NOT_CONNECTED: 'local',
  PENDING: 'unknown',
  REFUSED: 'failed',
  PARTIALLY_REFUSED: 'failed',
  FAILED: 'failed',
};

/** The message of a row's stored result, if it has one. */
export function storedMessage(item: TicketItem): string | null {
  const message = (item.result as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

/** The advertising account's part of a T11/T12 row's stored result, if it has one. */
export function amsResultOf(item: TicketItem): { status: string; message: string } | null {
  const ams = (item.result as { ams?: { status?: unknown; message?: unknown } } | null | undefined)?.ams;
  return ams && typeof ams.status === 'string' && typeof ams.message === 'string'
    ? { status: ams.status, message: ams.message }
    : null;
}

/**
 * Whether a T11/T12 row of the ticket is being sent to the advertising account right now (waiting, and no part
 * throttled until a later time): the detail reloads itself until the account has answered.
 */
export function sendingToAccount(items: readonly TicketItem[]): boolean {
  return items.some((item) => {
    const ams = (item.result as { ams?: { status?: unknown; parts?: { next_try_at?: unknown }[] } } | null)
      ?.ams;
    return ams?.status === 'PENDING' && !(ams.parts ?? []).some((p) => typeof p.next_try_at === 'string');
  });
}

/**
 * The row's mark: a failed save first, else the reflected flag, else (T11/T12) what the advertising account
 * answered (a successful save may have reached no account), else this save's success, else the stored result.
 */
export function rowOutcome(typeId: TicketTypeId, item: TicketItem, saved?: RowOutcome): RowOutcome {
  if (saved === 'failed') return saved;
  const flag = REFLECTED_FLAG[typeId];
  const reflected = flag ? item[flag] : undefined;
  if (reflected === true) return 'success';
  const ams = typeId === 'T11' || typeId === 'T12' ? amsResultOf(item) : null;
  if (ams && item.action_taken && AMS_OUTCOME[ams.status]) return AMS_OUTCOME[ams.status]!;
  if (saved) return saved;
  // A T16 rejection lands nothing (reflected_on_db false) but is a decision carried out, not a failure.
  if (reflected === false && item.action_taken === T16_ACTIONS.reject && typeId === 'T16') return 'success';
  const result = item.result as { status?: unknown } | null | undefined;
  // An accept that wrote no rows yet succeeded (the demo's, issue 29 item 4): neither landed nor failed.
  if (reflected === false && typeId === 'T16' && result?.status === 'success') return 'unknown';
  if (reflected === false && item.action_taken) return 'failed';
  if (result && typeof result === 'object' && (result.status === 'success' || result.status === 'failed'))
    return result.status;
  return 'unknown';
}

/** Why a 'local' row's change reached no advertising account, as a sentence-cased label. */
export function localReason(item: TicketItem): string {
  const message = amsResultOf(item)?.message ?? '';
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * The save's toast: the spec's 'Ticket updated successfully', then, when saved rows changed Marketdesk only,
 * why (e.g. '… Changed in Marketdesk only; no advertising account connected.'); `saved` are the answer's rows.
 */
export function savedMessage(typeId: TicketTypeId, saved: readonly TicketItem[]): string {
  const reasons = [
    ...new Set(saved.filter((item) => rowOutcome(typeId, item) === 'local').map(localReason)),
  ].filter(Boolean);
  const sentence = (r: string) => (/[.!?]$/.test(r) ? r : `${r}.`);
  if (reasons.length === 0) return TICKET_TEXT.updated;
  return [`${TICKET_TEXT.updated}.`, ...reasons.map(sentence)].join(' ');
}

export const needsBid = (typeId: TicketTypeId, action: string) =>
  typeId === 'T11' && BID_ACTIONS.includes(action);
export const needsReason = (typeId: TicketTypeId, action: string) =>
  typeId === 'T16' && action === T16_ACTIONS.reject;

/**
 * Why the viewer may not choose this action on the row, or null: nobody accepts a file they uploaded (T16,
 * four eyes, issue 16; the server refuses it with the same text).
 */
export function actionBlocked(
  typeId: TicketTypeId,
  item: TicketItem,
  action: string,
  viewerId: number | undefined,
): string | null {
  const own = typeId === 'T16' && viewerId !== undefined && item.uploaded_by === viewerId;
  return own && action === T16_ACTIONS.accept ? TICKET_REFUSAL.ownUpload : null;
}

/** The cell error of a row (T11 new bid of a bid action; an action the viewer may not take), or null. */
export function draftError(
  typeId: TicketTypeId,
  item: TicketItem,
  draft: RowDraft,
  viewerId?: number,
): string | null {
  const blocked = actionBlocked(typeId, item, draft.action, viewerId);
  if (blocked) return blocked;
  return needsBid(typeId, draft.action) ? validateNewBid(draft.new_bid, item.min_bid) : null;
}

const dirty = (a: RowDraft, b: RowDraft) =>
  a.action !== b.action || a.new_bid !== b.new_bid || a.reason !== b.reason || a.comments !== b.comments;

/** The rows to send: editable rows with an action whose draft differs from what is stored. */
export function changedRows(
  typeId: TicketTypeId,
  items: readonly TicketItem[],
  drafts: ReadonlyMap<number, RowDraft>,
  ownerFlag: boolean,
): { item: TicketItem; draft: RowDraft }[] {
  return items.flatMap((item, i) => {
    const draft = drafts.get(rowKey(item, i));
    if (!draft?.action || !rowEditable(typeId, item, ownerFlag)) return [];
    return dirty(draft, initialDraft(item)) ? [{ item, draft }] : [];
  });
}

/** T16 Reject needs a reason: the row's, else the ticket's latest comment; null when one is missing. */
export function rejectReason(draft: RowDraft, latestComment: string): string | null {
  const reason = draft.reason.trim() || latestComment.trim();
  return reason || null;
}

/** The body of POST /tickets/{id}/action: identifier keys, item_no, the action and its editable fields. */
export function buildUpdates(
  typeId: TicketTypeId,
  rows: readonly { item: TicketItem; draft: RowDraft }[],
  latestComment: string,
): TicketActionUpdate[] {
  const keys = ACTION_KEYS[typeId] ?? [];
  return rows.map(({ item, draft }) => {
    const ids: Record<string, string | number | boolean | null> = {};
    for (const k of keys) ids[k] = (item[k] ?? null) as string | number | boolean | null;
    if (item.item_no !== undefined) ids.item_no = item.item_no;
    const editable_fields: Record<string, string | number | null> = {};
    if (needsBid(typeId, draft.action)) editable_fields.new_bid = Number(draft.new_bid);
    if (needsReason(typeId, draft.action)) editable_fields.reason = rejectReason(draft, latestComment);
    if (typeId === 'T14') editable_fields.comments = draft.comments;
    // The contract's catch-all (identifier keys) types every key as a cell value, editable_fields included.
    return { ...ids, action: draft.action, editable_fields } as unknown as TicketActionUpdate;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Import of actions from a spreadsheet (section 4)

export interface ImportWarning {
  /** The data row of the file (1 for the first row under the header). */
  row: number;
  message: string;
}

const norm = (v: unknown) => str(v).trim().toLowerCase();

/** A cell by column name, trimmed and case-insensitive. */
function cell(row: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(row).find((k) => norm(k) === name);
  return key === undefined ? undefined : row[key];
}

/**
 * Matches each file row to a ticket item by the type's identifier columns present in the file and its action
 * label to the item's actions, both case-insensitively. Matched rows give drafts (keyed by rowKey); the others
 * the warnings 'Could not find a matching ticket item' or 'Invalid action'. Rows without an action are skipped.
 */
export function matchImport(
  typeId: TicketTypeId,
  items: readonly TicketItem[],
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): { drafts: Map<number, Partial<RowDraft>>; warnings: ImportWarning[] } {
  const present = new Set(columns.map(norm));
  const keys = (ACTION_KEYS[typeId] ?? []).filter((k) => present.has(k));
  const actionCol = ['action', 'action_taken'].find((c) => present.has(c));
  const drafts = new Map<number, Partial<RowDraft>>();
  const warnings: ImportWarning[] = [];
  rows.forEach((row, r) => {
    const label = actionCol ? norm(cell(row, actionCol)) : '';
    if (!label) return;
    const i =
      keys.length === 0
        ? -1
        : items.findIndex((item) => keys.every((k) => norm(item[k]) === norm(cell(row, k))));
    const item = items[i];
    if (!item) {
      warnings.push({ row: r + 1, message: TICKET_TEXT.noMatchingItem });
      return;
    }
    const action = actionsFor(typeId, item).find((a) => a.toLowerCase() === label);
    if (!action) {
      warnings.push({ row: r + 1, message: TICKET_TEXT.invalidAction });
      return;
    }
    const draft: Partial<RowDraft> = { action };
    for (const field of ['new_bid', 'reason', 'comments'] as const) {
      const v = cell(row, field);
      if (v !== undefined && v !== null && str(v).trim() !== '') draft[field] = str(v).trim();
    }
    drafts.set(rowKey(item, i), draft);
  });
  return { drafts, warnings };
}
