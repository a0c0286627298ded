import { AMS_TEXT, type AmsStatus } from '@marketdesk/contracts/ad-actions';
import type { SpOperation } from '../../platform/connectors/ads-api/sp-management';

/**
 * What an accepted T11/T12 action's row says about the advertising account (issue 21 item 6): the item's
 * `result.ams` and its reflected_on_ams flag. The flag is true only when the account confirmed every change
 * the action sent; everything else (nothing to send, no connected account, waiting, refused) leaves it false.
 */

/** The state of one change sent to the account (`ad_action_pushes.status`). */
export type PushStatus = 'PENDING' | 'SENDING' | 'CONFIRMED' | 'REFUSED' | 'FAILED';

export { AMS_TEXT, type AmsStatus };

/** A change to send, as a handler describes it: the call, what it is (for the row's result), its entity. */
export interface PushPlan {
  label: string;
  operation: SpOperation;
  /** The row Marketdesk created for this change, which takes the id Amazon gives the new entity. */
  created?: { table: 'ad_targets' | 'ad_negative_keywords'; id: string };
}

/** One change as the row's result shows it. */
export interface AmsPart {
  push_id: number;
  label: string;
  call: SpOperation['call'];
  status: PushStatus;
  /** The account's refusal, the reason it was not sent, or the throttling note. */
  message?: string;
  /** The id Amazon gave a created keyword or negative keyword. */
  amazon_id?: string;
  next_try_at?: string;
  attempts: number;
}

export interface AmsResult {
  status: AmsStatus;
  message: string;
  reason?: string;
  parts?: AmsPart[];
}

const final = (s: PushStatus) => s === 'CONFIRMED' || s === 'REFUSED' || s === 'FAILED';
const partText = (p: AmsPart) =>
  p.status === 'CONFIRMED' ? `${p.label}: confirmed` : `${p.label}: ${p.message ?? p.status.toLowerCase()}`;

/** The row's state from its changes: waiting while any is not final; true only when all were confirmed. */
export function amsOf(parts: AmsPart[]): { ams: AmsResult; reflected: boolean } {
  if (parts.length === 0)
    return { ams: { status: 'NOTHING_TO_SEND', message: AMS_TEXT.alreadyThere }, reflected: false };
  const waiting = parts.filter((p) => !final(p.status));
  if (waiting.length > 0) {
    const next = waiting
      .map((p) => p.next_try_at)
      .filter(Boolean)
      .sort()[0];
    return {
      ams: { status: 'PENDING', message: next ? AMS_TEXT.throttled(next) : AMS_TEXT.pending, parts },
      reflected: false,
    };
  }
  const confirmed = parts.filter((p) => p.status === 'CONFIRMED').length;
  if (confirmed === parts.length)
    return { ams: { status: 'CONFIRMED', message: AMS_TEXT.confirmed, parts }, reflected: true };
  const refused = parts.some((p) => p.status === 'REFUSED');
  const status: AmsStatus = confirmed > 0 ? 'PARTIALLY_REFUSED' : refused ? 'REFUSED' : 'FAILED';
  const lead = confirmed > 0 ? AMS_TEXT.partlyRefused : refused ? AMS_TEXT.refused : AMS_TEXT.failed;
  return { ams: { status, message: `${lead}: ${parts.map(partText).join('; ')}`, parts }, reflected: false };
}
