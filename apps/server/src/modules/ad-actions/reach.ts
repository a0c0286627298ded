import type { Executor } from '../../db/facts';
import type { SecretBox } from '../../lib/secrets';
import { AD_ACCOUNT_TEXT, adAccountAccess, adAccountRows } from '../../platform/ad-accounts';
import type { ActionContext, ActionOutcome } from '../../platform/row-actions';
import { AMS_TEXT, type AmsResult, amsOf, type PushPlan } from './ams-result';
import { partOf, pushesRepository } from './pushes.repository';

/**
 * Whether the profile's changes can go to an advertising account, decided in the action's transaction without
 * decrypting anything: the platform's rule (`adAccountAccess`) applied to the stored columns with a box that
 * only says the secrets are there. The sender decrypts them later, outside the transaction.
 */
const presence: SecretBox = { encrypt: (v) => v, decrypt: () => '' };

async function connectionOf(tx: Executor, clientId: number, profileId: string): Promise<string | null> {
  const [row] = await adAccountRows(tx, { clientId, profileId });
  if (!row) return AD_ACCOUNT_TEXT.noStore;
  const access = adAccountAccess(row, presence);
  return access.ok ? null : access.reason;
}

/** The data change, then the account's part: a sentence, or (lower case, the not-connected text) a clause. */
const joined = (change: string, ams: string) =>
  /^[a-z]/.test(ams) ? `${change.replace(/\.$/, '')}; ${ams}` : `${change} ${ams}`;

/** Whether any profile (of any client) reaches a connected advertising account: else the sweep is off. */
export async function anyAccountConnected(db: Executor): Promise<boolean> {
  return (await adAccountRows(db)).some((row) => adAccountAccess(row, presence).ok);
}

/**
 * The outcome of an accepted T11/T12 action whose data changes are written (issue 21 item 6): the changes to
 * send are recorded as pushes of the row, sent once the save has committed. Nothing to send: reflected false,
 * the result says so. A profile without a connected account: nothing recorded, the result is the
 * not-connected text, reflected false. Otherwise the row waits for the account (reflected false until it
 * confirms every change).
 */
export async function reachAccount(
  c: ActionContext,
  o: { profileId: string; message: string; changes: unknown; plans: PushPlan[]; nothing?: string },
): Promise<ActionOutcome> {
  const outcome = (ams: AmsResult, reflected = false): ActionOutcome => ({
    status: 'success',
    message: joined(o.message, ams.message),
    reflected,
    result: { status: 'success', message: o.message, action: c.action, changes: o.changes, ams },
  });
  if (o.plans.length === 0)
    return outcome({ status: 'NOTHING_TO_SEND', message: o.nothing ?? AMS_TEXT.nothingToSend });
  const notConnected = await connectionOf(c.tx, c.clientId, o.profileId);
  if (notConnected)
    return outcome({ status: 'NOT_CONNECTED', message: AD_ACCOUNT_TEXT.notConnected, reason: notConnected });
  const stored = await pushesRepository(c.tx).add(
    { clientId: c.clientId, ticketId: c.ticket.pk_ticket_id, itemNo: c.item.item_no, profileId: o.profileId },
    o.plans,
  );
  const { ams, reflected } = amsOf(stored.map(partOf));
  return outcome(ams, reflected);
}
