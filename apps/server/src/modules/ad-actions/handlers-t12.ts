import { T12_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import type { ActionContext, ActionOutcome } from '../../platform/row-actions';
import { adProduct } from './ad-entities.repository';
import { reachAccount } from './reach';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * T12 (advertised products without stock): 'Pause AdProduct' pauses the ad product the row names (client,
 * profile and ad id) and records the pause to send to the profile's advertising account; a missing one fails
 * and changes nothing. 'Do Nothing' records the decision and sends nothing. reflected_on_ams stays false until
 * the account confirms.
 */
export async function handleT12(c: ActionContext): Promise<ActionOutcome> {
  const profileId = text(c.item.data.profile_id);
  if (c.action === T12_ACTIONS.doNothing)
    return reachAccount(c, { profileId, message: 'No change.', changes: { action: c.action }, plans: [] });
  if (c.action !== T12_ACTIONS.pause)
    return { status: 'failed', message: TICKET_TEXT.invalidAction, reflected: null };
  const adId = text(c.item.data.ad_id);
  const product = adProduct(c.tx, c.clientId, profileId, adId);
  const state = await product.state();
  if (state === undefined)
    return {
      status: 'failed',
      message: `Ad product ${adId || '(none)'} was not found in profile ${profileId}.`,
      reflected: null,
    };
  await product.pause();
  return reachAccount(c, {
    profileId,
    message: 'Ad product paused.',
    changes: { ad_id: adId, state: { from: state, to: 'paused' } },
    plans: [
      {
        label: `Ad product ${adId} paused`,
        operation: { call: 'updateProductAds', items: [{ adId, state: 'PAUSED' }] },
      },
    ],
  });
}
