/**
 * What an accepted T11/T12 row says about the advertising account (issue 21 item 6): the state of the item's
 * `result.ams` and its texts. reflected_on_ams is true only for CONFIRMED. The server writes them
 * (modules/ad-actions); the demo's acted rows use them too.
 */

/** The state of the whole row. */
export type AmsStatus =
  | 'NOTHING_TO_SEND'
  | 'NOT_CONNECTED'
  | 'PENDING'
  | 'CONFIRMED'
  | 'REFUSED'
  | 'PARTIALLY_REFUSED'
  | 'FAILED';

export const AMS_TEXT = {
  /** NOT_CONNECTED: the change is in Marketdesk's data only (a clause: it follows the change's sentence). */
  marketdeskOnly: 'changed in Marketdesk only; no advertising account connected',
  nothingToSend: 'No change; nothing sent to the advertising account.',
  alreadyThere: 'Nothing to send: the advertising account already has it.',
  pending: 'Waiting to be sent to the advertising account.',
  throttled: (at: string) => `The advertising account is throttling; sent again after ${at}.`,
  confirmed: 'Confirmed by the advertising account.',
  refused: 'Refused by the advertising account',
  partlyRefused: 'Partly refused by the advertising account',
  failed: 'Not sent to the advertising account',
} as const;
