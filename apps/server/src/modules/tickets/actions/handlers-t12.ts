import { T12_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import type { ActionContext, ActionOutcome } from '../../../platform/row-actions';
import { adProduct } from './ad-entities.repository';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * T12 (advertised products without stock): 'Pause AdProduct' pauses the ad product the row names (client,
 * profile and ad id); a missing one fails and changes nothing. 'Do Nothing' records the decision. Success is
 * reflected_on_ams true.
 */
export async function handleT12(c: ActionContext): Promise<ActionOutcome> {
  if (c.action === T12_ACTIONS.doNothing)
    return { status: 'success', message: 'No change.', reflected: true, result: { action: c.action } };
  if (c.action !== T12_ACTIONS.pause)
    return { status: 'failed', message: TICKET_TEXT.invalidAction, reflected: null };
  const profileId = text(c.item.data.profile_id);
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
  return {
    status: 'success',
    message: 'Ad product paused.',
    reflected: true,
    result: { ad_id: adId, state: { from: state, to: 'paused' } },
  };
}
