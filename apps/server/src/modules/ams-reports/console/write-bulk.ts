import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { json, pgArray, rowsOf, type Tx } from '../../../db/facts/executor';
import type { UploadCounts } from '../../../platform/uploads';
import {
  adGroupIds,
  campaignIds,
  groupKey,
  type Made,
  type Owner,
  productIds,
  productKey,
  targetIds,
  targetKey,
} from './entities';
import type { BulkRow } from './read-bulk';

/**
 * A bulk file written into the profile's entities inside the upload's transaction: every campaign, ad group,
 * product ad, keyword and product target found by name as the reports find them (so a bulk file and the reports
 * meet on the same entities; a new one keeps the file's own id), then its state, budget and bids written where
 * they differ. Counts are of the file's entity rows: created, changed, or already so.
 */

const made = (ids: Map<string, string>): Made => ({ idOf: (k) => ids.get(k), created: new Set() });

export async function writeBulkRows(tx: Tx, o: Owner, rows: readonly BulkRow[]): Promise<UploadCounts> {
  // Names by id from the file's own campaign and ad group rows, then from the profile.
  const campaignNameById = new Map<string, string>();
  for (const r of rows)
    if (r.entity === 'campaign' && r.campaignId && r.campaignName)
      campaignNameById.set(r.campaignId, r.campaignName);
  const unnamed = [
    ...new Set(
      rows
        .filter((r) => !r.campaignName && r.campaignId && !campaignNameById.has(r.campaignId))
        .map((r) => r.campaignId!),
    ),
  ];
  if (unnamed.length > 0)
    for (const c of await rowsOf<{ campaign_id: string; campaign_name: string }>(
      tx,
      sql`select campaign_id, campaign_name from ad_campaigns where client_id = ${o.clientId}
        and profile_id = ${o.profileId} and campaign_id = any(${pgArray(unnamed)}::text[])`,
    ))
      campaignNameById.set(c.campaign_id, c.campaign_name);
  const campaignName = (r: BulkRow) => r.campaignName ?? campaignNameById.get(r.campaignId ?? '') ?? null;
  const missing = rows.find((r) => campaignName(r) === null);
  if (missing)
    throw new BulkRowError(
      missing.row,
      `campaign ${missing.campaignId} is neither in the file nor in the profile`,
    );

  const campaignMade = made(
    new Map(
      rows
        .filter((r) => r.entity === 'campaign' && r.campaignId)
        .map((r) => [campaignName(r)!, r.campaignId!]),
    ),
  );
  const campaigns = await campaignIds(
    tx,
    o,
    rows.map((r) => campaignName(r)!),
    campaignMade,
  );
  const campaignOf = (r: BulkRow) => campaigns.get(campaignName(r)!)!;

  const groupRows = rows.filter((r) => r.entity !== 'campaign');
  const groupNameById = new Map<string, string>();
  for (const r of groupRows)
    if (r.entity === 'ad_group' && r.adGroupId && r.adGroupName)
      groupNameById.set(r.adGroupId, r.adGroupName);
  const groupName = (r: BulkRow) => r.adGroupName ?? groupNameById.get(r.adGroupId ?? '') ?? null;
  const noGroup = groupRows.find((r) => groupName(r) === null);
  if (noGroup) throw new BulkRowError(noGroup.row, `ad group ${noGroup.adGroupId} is not in the file`);
  const groupMade = made(
    new Map(
      groupRows
        .filter((r) => r.entity === 'ad_group' && r.adGroupId)
        .map((r) => [groupKey(campaignOf(r), groupName(r)!), r.adGroupId!]),
    ),
  );
  const groups = await adGroupIds(
    tx,
    o,
    groupRows.map((r) => ({ campaign_id: campaignOf(r), ad_group_name: groupName(r)! })),
    groupMade,
  );
  const groupOf = (r: BulkRow) => groups.get(groupKey(campaignOf(r), groupName(r)!))!;

  const ads = groupRows.filter((r) => r.entity === 'product_ad');
  const adWanted = ads.map((r) => ({
    ad_group_id: groupOf(r),
    campaign_id: campaignOf(r),
    sku: r.sku,
    asin: r.asin,
  }));
  const adMade = made(
    new Map(
      ads.filter((r) => r.id).map((r, i) => [productKey(adWanted[i]!.ad_group_id, r.sku, r.asin), r.id!]),
    ),
  );
  const products = await productIds(tx, o, adWanted, adMade);

  const targeted = groupRows.filter((r) => r.entity === 'keyword' || r.entity === 'product_targeting');
  const targetMade = made(
    new Map(targeted.filter((r) => r.id).map((r) => [targetKey(groupOf(r), r.target!, r.matchType), r.id!])),
  );
  const targets = await targetIds(
    tx,
    o,
    targeted.map((r) => ({
      ad_group_id: groupOf(r),
      campaign_id: campaignOf(r),
      targeting: r.target!,
      matchType: r.matchType,
    })),
    targetMade,
  );

  const changed = new Set<string>();
  const note = (prefix: string, ids: { id: string }[]) => {
    for (const r of ids) changed.add(`${prefix}${r.id}`);
  };
  const campaignRows = rows.filter((r) => r.entity === 'campaign');
  note(
    'c',
    await rowsOf<{ id: string }>(
      tx,
      sql`update ad_campaigns c set state = coalesce(x.state, c.state), budget = coalesce(x.budget, c.budget),
        targeting_type = coalesce(x.targeting_type, c.targeting_type), start_date = coalesce(x.start_date, c.start_date),
        end_date = coalesce(x.end_date, c.end_date)
      from jsonb_to_recordset(${json(
        campaignRows.map((r) => ({
          campaign_id: campaignOf(r),
          state: r.state,
          budget: r.budget,
          targeting_type: r.targetingType?.startsWith('auto') ? 'auto' : r.targetingType ? 'manual' : null,
          start_date: r.startDate,
          end_date: r.endDate,
        })),
      )}) as x(campaign_id text, state text, budget numeric, targeting_type text, start_date date, end_date date)
      where c.client_id = ${o.clientId} and c.profile_id = ${o.profileId} and c.campaign_id = x.campaign_id
        and (c.state, c.budget, c.targeting_type, c.start_date, c.end_date) is distinct from
          (coalesce(x.state, c.state), coalesce(x.budget, c.budget), coalesce(x.targeting_type, c.targeting_type),
           coalesce(x.start_date, c.start_date), coalesce(x.end_date, c.end_date))
      returning c.campaign_id as id`,
    ),
  );
  const adGroupRows = groupRows.filter((r) => r.entity === 'ad_group');
  note(
    'g',
    await rowsOf<{ id: string }>(
      tx,
      sql`update ad_groups g set state = coalesce(x.state, g.state), default_bid = coalesce(x.bid, g.default_bid)
      from jsonb_to_recordset(${json(adGroupRows.map((r) => ({ ad_group_id: groupOf(r), state: r.state, bid: r.bid })))})
        as x(ad_group_id text, state text, bid numeric)
      where g.client_id = ${o.clientId} and g.profile_id = ${o.profileId} and g.ad_group_id = x.ad_group_id
        and (g.state, g.default_bid) is distinct from (coalesce(x.state, g.state), coalesce(x.bid, g.default_bid))
      returning g.ad_group_id as id`,
    ),
  );
  note(
    'a',
    await rowsOf<{ id: string }>(
      tx,
      sql`update ad_products p set state = coalesce(x.state, p.state)
      from jsonb_to_recordset(${json(ads.map((r, i) => ({ ad_id: products.get(productKey(adWanted[i]!.ad_group_id, r.sku, r.asin)), state: r.state })))})
        as x(ad_id text, state text)
      where p.client_id = ${o.clientId} and p.profile_id = ${o.profileId} and p.ad_id = x.ad_id
        and p.state is distinct from coalesce(x.state, p.state)
      returning p.ad_id as id`,
    ),
  );
  const targetIdOf = (r: BulkRow) => targets.get(targetKey(groupOf(r), r.target!, r.matchType))!;
  note(
    't',
    await rowsOf<{ id: string }>(
      tx,
      sql`update ad_targets t set state = coalesce(x.state, t.state), bid = coalesce(x.bid, t.bid)
      from jsonb_to_recordset(${json(targeted.map((r) => ({ target_id: targetIdOf(r), state: r.state, bid: r.bid })))})
        as x(target_id text, state text, bid numeric)
      where t.client_id = ${o.clientId} and t.profile_id = ${o.profileId} and t.target_id = x.target_id
        and (t.state, t.bid) is distinct from (coalesce(x.state, t.state), coalesce(x.bid, t.bid))
      returning t.target_id as id`,
    ),
  );
  const negatives = groupRows.filter((r) => r.entity === 'negative_keyword');
  const negativeRows = negatives.map((r) => ({
    keyword_id:
      r.id ??
      `cn-${createHash('sha256')
        .update(`${groupOf(r)}\u001f${r.target}\u001f${r.matchType}`)
        .digest('hex')
        .slice(0, 20)}`,
    ad_group_id: groupOf(r),
    campaign_id: campaignOf(r),
    keyword_text: r.target ?? '',
    match_type: r.matchType?.includes('phrase') ? 'negativePhrase' : 'negativeExact',
    state: r.state ?? 'enabled',
  }));
  const negativeCounts = await rowsOf<{ keyword_id: string; inserted: boolean }>(
    tx,
    sql`insert into ad_negative_keywords (client_id, profile_id, keyword_id, ad_group_id, campaign_id, keyword_text, match_type, state)
      select ${o.clientId}, ${o.profileId}, x.keyword_id, x.ad_group_id, x.campaign_id, x.keyword_text, x.match_type, x.state
      from jsonb_to_recordset(${json(negativeRows)})
        as x(keyword_id text, ad_group_id text, campaign_id text, keyword_text text, match_type text, state text)
      on conflict (client_id, profile_id, keyword_id) do update set state = excluded.state, keyword_text = excluded.keyword_text,
        match_type = excluded.match_type
      where (ad_negative_keywords.state, ad_negative_keywords.keyword_text, ad_negative_keywords.match_type)
        is distinct from (excluded.state, excluded.keyword_text, excluded.match_type)
      returning keyword_id, (xmax = 0) as inserted`,
  );

  const counts: UploadCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const tally = (created: Set<string>, prefix: string, ids: string[]) => {
    for (const id of new Set(ids)) {
      if (created.has(id)) counts.inserted++;
      else if (changed.has(`${prefix}${id}`)) counts.updated++;
      else counts.unchanged++;
    }
  };
  tally(campaignMade.created, 'c', campaignRows.map(campaignOf));
  tally(groupMade.created, 'g', adGroupRows.map(groupOf));
  tally(
    adMade.created,
    'a',
    ads.map((r, i) => products.get(productKey(adWanted[i]!.ad_group_id, r.sku, r.asin))!),
  );
  tally(targetMade.created, 't', targeted.map(targetIdOf));
  const negInserted = negativeCounts.filter((n) => n.inserted).length;
  counts.inserted += negInserted;
  counts.updated += negativeCounts.length - negInserted;
  counts.unchanged += new Set(negativeRows.map((n) => n.keyword_id)).size - negativeCounts.length;
  return counts;
}

/** A bulk row that names what the file and the profile lack: refused with its row. */
export class BulkRowError extends Error {
  override name = 'BulkRowError';
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`Row ${row}: ${message}`);
  }
}
