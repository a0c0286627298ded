import { T11_ACTIONS, TICKET_TEXT, validateNewBid } from '@marketdesk/contracts/tickets';
import type { ActionContext, ActionOutcome } from '../../platform/row-actions';
import { type AdEntities, type AdGroup, adEntities } from './ad-entities.repository';
import { AMS_TEXT, type PushPlan } from './ams-result';
import { reachAccount } from './reach';

const A = T11_ACTIONS;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const failed = (message: string): ActionOutcome => ({ status: 'failed', message, reflected: null });

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
  if (existing) return { change: { keyword_id: existing.id, added: false }, plan: null };
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
  const plan: PushPlan = {
    label: `Negative exact keyword "${k.term}"`,
    operation: {
      call: 'createNegativeKeywords',
      items: [
        {
          campaignId: group.campaign_id,
          adGroupId: group.ad_group_id,
          keywordText: k.term,
          matchType: 'NEGATIVE_EXACT',
          state: 'ENABLED',
        },
      ],
    },
    created: { table: 'ad_negative_keywords', id: keywordId },
  };
  return { change: { keyword_id: keywordId, added: true }, plan };
}

/** Adds the search term as an exact keyword target with the bid (an existing one gets the bid, enabled). */
async function addKeyword(repo: AdEntities, c: ActionContext, k: Keys, dest: Group, bid: string) {
  const existing = await repo.keywordTarget(dest.ad_group_id);
  const label = `Exact keyword "${k.term}" in ${dest.ad_group_name}`;
  if (existing) {
    await repo.updateKeyword(dest.ad_group_id, { bid, state: 'enabled' });
    const plan: PushPlan = {
      label,
      operation: {
        call: 'updateKeywords',
        items: [{ keywordId: existing.id, bid: Number(bid), state: 'ENABLED' }],
      },
    };
    return { change: { target_id: existing.id, ad_group_id: dest.ad_group_id, bid, added: false }, plan };
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
  const plan: PushPlan = {
    label,
    operation: {
      call: 'createKeywords',
      items: [
        {
          campaignId: dest.campaign_id,
          adGroupId: dest.ad_group_id,
          keywordText: k.term,
          matchType: 'EXACT',
          state: 'ENABLED',
          bid: Number(bid),
        },
      ],
    },
    created: { table: 'ad_targets', id: targetId },
  };
  return { change: { target_id: targetId, ad_group_id: dest.ad_group_id, bid, added: true }, plan };
}

/** A target's bid or state as Amazon takes it: keywords through /sp/keywords, other targets /sp/targets. */
function targetPlan(
  label: string,
  target: { target_id: string; target_type: string },
  set: { bid?: number; state?: 'PAUSED' },
): PushPlan {
  return target.target_type === 'keyword'
    ? { label, operation: { call: 'updateKeywords', items: [{ keywordId: target.target_id, ...set }] } }
    : { label, operation: { call: 'updateTargets', items: [{ targetId: target.target_id, ...set }] } };
}

/**
 * T11 (search terms and targets): each action changes the advertising entities it names, in the action's
 * transaction, and records the change to send to the profile's advertising account (`reachAccount`). Every
 * precondition (the entity exists, the bid is valid) is checked before anything is written, so a failed row
 * has changed nothing. reflected_on_ams stays false until the account confirms ('Do nothing' sends nothing).
 */
export async function handleT11(c: ActionContext): Promise<ActionOutcome> {
  const k = keysOf(c);
  const repo = adEntities(c.tx, k);
  const needsBid = [A.adjustBid, A.addTarget, A.negativeAndTarget].includes(c.action as never);
  const bid = needsBid ? bidOf(c) : null;
  if (bid && 'error' in bid) return failed(bid.error);
  const newBid = bid && 'bid' in bid ? bid.bid : '';
  const reach = (message: string, changes: unknown, plans: (PushPlan | null)[]) =>
    reachAccount(c, {
      profileId: k.profileId,
      message,
      changes,
      plans: plans.filter((p): p is PushPlan => p !== null),
      nothing: plans.length > 0 ? AMS_TEXT.alreadyThere : undefined,
    });

  switch (c.action) {
    case A.doNothing:
      return reach('No change.', { action: c.action }, []);
    case A.adjustBid:
    case A.pauseTarget: {
      const target = await repo.target();
      if (!target) return failed(`Target ${k.targetId || '(none)'} was not found in profile ${k.profileId}.`);
      const label = `${target.target_type === 'keyword' ? 'Keyword' : 'Target'} "${target.target}"`;
      if (c.action === A.pauseTarget) {
        await repo.updateTarget({ state: 'paused' });
        return reach(
          'Target paused.',
          { target_id: k.targetId, state: { from: target.state, to: 'paused' } },
          [targetPlan(`${label} paused`, target, { state: 'PAUSED' })],
        );
      }
      await repo.updateTarget({ bid: newBid });
      return reach(
        `Bid set to ${newBid}.`,
        { target_id: k.targetId, bid: { from: target.bid, to: newBid } },
        [targetPlan(`${label} bid ${newBid}`, target, { bid: Number(newBid) })],
      );
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
      const changes: Record<string, unknown> = {};
      const plans: (PushPlan | null)[] = [];
      if (c.action !== A.addTarget) {
        const negative = await addNegative(repo, c, k, group);
        changes.negative = negative.change;
        plans.push(negative.plan);
      }
      if (c.action !== A.negative) {
        const target = await addKeyword(repo, c, k, dest, newBid);
        changes.target = target.change;
        plans.push(target.plan);
      }
      const message =
        c.action === A.negative
          ? `"${k.term}" added as a negative exact keyword.`
          : c.action === A.addTarget
            ? `"${k.term}" added as an exact keyword target in ${dest.ad_group_name}.`
            : `"${k.term}" added as a negative exact keyword and as an exact keyword target in ${dest.ad_group_name}.`;
      return reach(message, changes, plans);
    }
    default:
      return failed(TICKET_TEXT.invalidAction);
  }
}
