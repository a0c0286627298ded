import { T11_ACTIONS, TICKET_TEXT, validateNewBid } from '@marketdesk/contracts/tickets';
import type { ActionContext, ActionOutcome } from '../../../platform/row-actions';
import { type AdEntities, type AdGroup, adEntities } from './ad-entities.repository';

const A = T11_ACTIONS;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const failed = (message: string): ActionOutcome => ({ status: 'failed', message, reflected: null });
const done = (message: string, result: unknown): ActionOutcome => ({
  status: 'success',
  message,
  reflected: true,
  result,
});

type Group = AdGroup;

/** The row's advertising keys (section 7's identifier keys) and the client of the action. */
function keysOf(c: ActionContext) {
  const d = c.item.data;
  return {
    clientId: c.clientId,
    profileId: text(d.profile_id),
    targetId: text(d.targeting_id),
    adGroupId: text(d.adgroup_id),
    term: text(d.target_or_search_term),
  };
}
type Keys = ReturnType<typeof keysOf>;

/** The new bid (the row's edit, else the analysis' suggestion), re-validated as the screen does. */
function bidOf(c: ActionContext): { bid: string } | { error: string } {
  const raw = c.editable.new_bid ?? c.item.data.new_bid;
  const error = validateNewBid(raw, c.item.data.min_bid);
  return error ? { error } : { bid: Number(raw).toFixed(2) };
}

/**
 * Where "Add new target" puts the keyword: the ad group's exact-match ad group when the ad-group master names
 * one (exact_match_adgroup_name, looked up by name in the same profile, the same campaign first), else the
 * search term's own ad group.
 */
async function destinationOf(repo: AdEntities, group: Group): Promise<Group | string> {
  const name = group.exact_match_adgroup_name?.trim();
  if (!name) return group;
  return (
    (await repo.groupNamed(name, group.campaign_id)) ??
    `The exact-match ad group "${name}" of ad group ${group.ad_group_id} was not found.`
  );
}

/** Adds the search term as an exact negative keyword of its ad group (once: an existing one is kept). */
async function addNegative(repo: AdEntities, c: ActionContext, k: Keys, group: Group) {
  const existing = await repo.negativeExact(group.ad_group_id);
  if (existing) return { keyword_id: existing.id, added: false };
  const keywordId = `md-neg-${c.ticket.pk_ticket_id}-${c.item.item_no}`;
  await repo.insertNegative({
    client_id: k.clientId,
    profile_id: k.profileId,
    keyword_id: keywordId,
    ad_group_id: group.ad_group_id,
    campaign_id: group.campaign_id,
    keyword_text: k.term,
    match_type: 'negativeExact',
    state: 'enabled',
  });
  return { keyword_id: keywordId, added: true };
}

/** Adds the search term as an exact keyword target with the bid (an existing one gets the bid, enabled). */
async function addKeyword(repo: AdEntities, c: ActionContext, k: Keys, dest: Group, bid: string) {
  const existing = await repo.keywordTarget(dest.ad_group_id);
  if (existing) {
    await repo.updateKeyword(dest.ad_group_id, { bid, state: 'enabled' });
    return { target_id: existing.id, ad_group_id: dest.ad_group_id, bid, added: false };
  }
  const targetId = `md-kw-${c.ticket.pk_ticket_id}-${c.item.item_no}`;
  await repo.insertTarget({
    client_id: k.clientId,
    profile_id: k.profileId,
    target_id: targetId,
    ad_group_id: dest.ad_group_id,
    campaign_id: dest.campaign_id,
    target: k.term,
    target_type: 'keyword',
    match_type: 'exact',
    state: 'enabled',
    bid,
  });
  return { target_id: targetId, ad_group_id: dest.ad_group_id, bid, added: true };
}

/**
 * T11 (search terms and targets): each action changes the advertising entities it names, in the action's
 * transaction. Every precondition (the entity exists, the bid is valid) is checked before anything is written,
 * so a failed row has changed nothing. Success is reflected_on_ams true ('Do nothing' included: the decision
 * is recorded and there is nothing to push).
 */
export async function handleT11(c: ActionContext): Promise<ActionOutcome> {
  const k = keysOf(c);
  const repo = adEntities(c.tx, k);
  const needsBid = [A.adjustBid, A.addTarget, A.negativeAndTarget].includes(c.action as never);
  const bid = needsBid ? bidOf(c) : null;
  if (bid && 'error' in bid) return failed(bid.error);
  const newBid = bid && 'bid' in bid ? bid.bid : '';

  switch (c.action) {
    case A.doNothing:
      return done('No change.', { action: c.action });
    case A.adjustBid:
    case A.pauseTarget: {
      const target = await repo.target();
      if (!target) return failed(`Target ${k.targetId || '(none)'} was not found in profile ${k.profileId}.`);
      if (c.action === A.pauseTarget) {
        await repo.updateTarget({ state: 'paused' });
        return done('Target paused.', { target_id: k.targetId, state: { from: target.state, to: 'paused' } });
      }
      await repo.updateTarget({ bid: newBid });
      return done(`Bid set to ${newBid}.`, { target_id: k.targetId, bid: { from: target.bid, to: newBid } });
    }
    case A.negative:
    case A.addTarget:
    case A.negativeAndTarget: {
      if (!k.term) return failed('This row names no search term.');
      const group = await repo.group();
      if (!group)
        return failed(`Ad group ${k.adGroupId || '(none)'} was not found in profile ${k.profileId}.`);
      const dest = c.action === A.negative ? group : await destinationOf(repo, group);
      if (typeof dest === 'string') return failed(dest);
      const result: Record<string, unknown> = {};
      if (c.action !== A.addTarget) result.negative = await addNegative(repo, c, k, group);
      if (c.action !== A.negative) result.target = await addKeyword(repo, c, k, dest, newBid);
      const message =
        c.action === A.negative
          ? `"${k.term}" added as a negative exact keyword.`
          : c.action === A.addTarget
            ? `"${k.term}" added as an exact keyword target in ${dest.ad_group_name}.`
            : `"${k.term}" added as a negative exact keyword and as an exact keyword target in ${dest.ad_group_name}.`;
      return done(message, result);
    }
    default:
      return failed(TICKET_TEXT.invalidAction);
  }
}
