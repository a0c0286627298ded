import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { json, pgArray, rowsOf, type Tx } from '../../../db/facts/executor';

/**
 * The ad entities of a console file, found by NAME within the profile (console reports carry no ids): a
 * campaign by its name, an ad group by its name in its campaign, a target by its text and match type in its ad
 * group, a product by its SKU (else ASIN) in its ad group, a search term by its text under its target. One the
 * profile does not hold yet is created with a synthetic id derived from those names, so the same names find the
 * same entity again, in the next file as in this one. An entity that exists is never changed here (the
 * campaign report's settings aside), so a file uploaded again touches nothing.
 */

export interface Owner {
  clientId: number;
  profileId: string;
  currency: string;
}

const synthetic = (prefix: string, ...parts: string[]) =>
  `${prefix}-${createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 20)}`;
const key = (...parts: (string | null)[]) => parts.map((p) => p ?? '').join('\u001f');

/**
 * A bulk file's part: the ids its rows carry (used for an entity the profile does not hold yet, instead of a
 * synthetic one, keyed as the finder keys it) and the ids created, which it counts as inserted.
 */
export interface Made {
  idOf?: (key: string) => string | undefined;
  created: Set<string>;
}

/** Campaign ids by name; missing campaigns created (enabled, sponsored products, the profile's currency). */
export async function campaignIds(
  tx: Tx,
  o: Owner,
  names: readonly string[],
  made?: Made,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const r of await rowsOf<{ campaign_name: string; campaign_id: string }>(
    tx,
    sql`select distinct on (campaign_name) campaign_name, campaign_id from ad_campaigns
      where client_id = ${o.clientId} and profile_id = ${o.profileId} and campaign_name = any(${pgArray([...new Set(names)])}::text[])
      order by campaign_name, campaign_id`,
  ))
    ids.set(r.campaign_name, r.campaign_id);
  const fresh = [...new Set(names)]
    .filter((n) => !ids.has(n))
    .map((n) => ({ campaign_id: made?.idOf?.(n) ?? synthetic('cc', n), campaign_name: n }));
  for (const c of fresh) {
    ids.set(c.campaign_name, c.campaign_id);
    made?.created.add(c.campaign_id);
  }
  if (fresh.length > 0)
    await tx.execute(sql`
      insert into ad_campaigns (client_id, profile_id, campaign_id, campaign_name, currency_code)
      select ${o.clientId}, ${o.profileId}, x.campaign_id, x.campaign_name, ${o.currency}
      from jsonb_to_recordset(${json(fresh)}) as x(campaign_id text, campaign_name text)
      on conflict do nothing`);
  return ids;
}

/** The campaign report's settings (status, budget, targeting type) written where they differ. */
export async function campaignSettings(
  tx: Tx,
  o: Owner,
  settings: {
    campaign_id: string;
    state: string | null;
    budget: number | null;
    targeting_type: string | null;
  }[],
) {
  if (settings.length === 0) return;
  await tx.execute(sql`
    update ad_campaigns c set state = coalesce(x.state, c.state), budget = coalesce(x.budget, c.budget),
      targeting_type = coalesce(x.targeting_type, c.targeting_type)
    from jsonb_to_recordset(${json(settings)}) as x(campaign_id text, state text, budget numeric, targeting_type text)
    where c.client_id = ${o.clientId} and c.profile_id = ${o.profileId} and c.campaign_id = x.campaign_id
      and (c.state, c.budget, c.targeting_type) is distinct from
        (coalesce(x.state, c.state), coalesce(x.budget, c.budget), coalesce(x.targeting_type, c.targeting_type))`);
}

/** Ad group ids by (campaign id, ad group name); missing ones created. */
export async function adGroupIds(
  tx: Tx,
  o: Owner,
  wanted: readonly { campaign_id: string; ad_group_name: string }[],
  made?: Made,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const campaigns = [...new Set(wanted.map((w) => w.campaign_id))];
  for (const r of await rowsOf<{ campaign_id: string; ad_group_name: string; ad_group_id: string }>(
    tx,
    sql`select distinct on (campaign_id, ad_group_name) campaign_id, ad_group_name, ad_group_id from ad_groups
      where client_id = ${o.clientId} and profile_id = ${o.profileId} and campaign_id = any(${pgArray(campaigns)}::text[])
      order by campaign_id, ad_group_name, ad_group_id`,
  ))
    ids.set(key(r.campaign_id, r.ad_group_name), r.ad_group_id);
  const fresh = new Map<string, { ad_group_id: string; campaign_id: string; ad_group_name: string }>();
  for (const w of wanted) {
    const k = key(w.campaign_id, w.ad_group_name);
    if (ids.has(k)) continue;
    const id = made?.idOf?.(k) ?? synthetic('cg', w.campaign_id, w.ad_group_name);
    ids.set(k, id);
    made?.created.add(id);
    fresh.set(k, { ad_group_id: id, ...w });
  }
  if (fresh.size > 0)
    await tx.execute(sql`
      insert into ad_groups (client_id, profile_id, ad_group_id, campaign_id, ad_group_name)
      select ${o.clientId}, ${o.profileId}, x.ad_group_id, x.campaign_id, x.ad_group_name
      from jsonb_to_recordset(${json([...fresh.values()])}) as x(ad_group_id text, campaign_id text, ad_group_name text)
      on conflict do nothing`);
  return ids;
}
export const groupKey = (campaignId: string, adGroupName: string) => key(campaignId, adGroupName);

const AUTO = new Set(['*', 'close-match', 'loose-match', 'substitutes', 'complements']);
const KEYWORD_MATCH = new Set(['exact', 'phrase', 'broad']);

/** A console target as stored: keyword (with its match type), auto or product target. */
export function targetShape(targeting: string, matchType: string | null) {
  const match = (matchType ?? '').trim().toLowerCase();
  if (KEYWORD_MATCH.has(match)) return { target: targeting, target_type: 'keyword', match_type: match };
  return {
    target: targeting,
    target_type: AUTO.has(targeting.toLowerCase()) ? 'auto' : 'product',
    match_type: null,
  };
}

/** Target ids by (ad group id, target text, match type); missing ones created (enabled, no bid). */
export async function targetIds(
  tx: Tx,
  o: Owner,
  wanted: readonly {
    ad_group_id: string;
    campaign_id: string;
    targeting: string;
    matchType: string | null;
  }[],
  made?: Made,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const groups = [...new Set(wanted.map((w) => w.ad_group_id))];
  for (const r of await rowsOf<{ k: string; target_id: string }>(
    tx,
    sql`select distinct on (k) ad_group_id || chr(31) || lower(target) || chr(31) || coalesce(match_type, '') as k, target_id
      from ad_targets where client_id = ${o.clientId} and profile_id = ${o.profileId}
        and ad_group_id = any(${pgArray(groups)}::text[])
      order by k, target_id`,
  ))
    ids.set(r.k, r.target_id);
  const fresh = new Map<string, Record<string, unknown>>();
  for (const w of wanted) {
    const shape = targetShape(w.targeting, w.matchType);
    const k = key(w.ad_group_id, shape.target.toLowerCase(), shape.match_type);
    if (ids.has(k)) continue;
    const id = made?.idOf?.(k) ?? synthetic('ct', k);
    ids.set(k, id);
    made?.created.add(id);
    fresh.set(k, { target_id: id, ad_group_id: w.ad_group_id, campaign_id: w.campaign_id, ...shape });
  }
  if (fresh.size > 0)
    await tx.execute(sql`
      insert into ad_targets (client_id, profile_id, target_id, ad_group_id, campaign_id, target, target_type, match_type)
      select ${o.clientId}, ${o.profileId}, x.target_id, x.ad_group_id, x.campaign_id, x.target, x.target_type, x.match_type
      from jsonb_to_recordset(${json([...fresh.values()])})
        as x(target_id text, ad_group_id text, campaign_id text, target text, target_type text, match_type text)
      on conflict do nothing`);
  return ids;
}
export const targetKey = (adGroupId: string, targeting: string, matchType: string | null) => {
  const shape = targetShape(targeting, matchType);
  return key(adGroupId, shape.target.toLowerCase(), shape.match_type);
};

/** Advertised product (ad) ids by (ad group id, SKU, ASIN); missing ones created with the client's SKU. */
export async function productIds(
  tx: Tx,
  o: Owner,
  wanted: readonly { ad_group_id: string; campaign_id: string; sku: string | null; asin: string | null }[],
  made?: Made,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const groups = [...new Set(wanted.map((w) => w.ad_group_id))];
  const stored = await rowsOf<{
    ad_group_id: string;
    sku_code: string | null;
    asin: string | null;
    ad_id: string;
  }>(
    tx,
    sql`select ad_group_id, sku_code, asin, ad_id from ad_products
      where client_id = ${o.clientId} and profile_id = ${o.profileId} and ad_group_id = any(${pgArray(groups)}::text[])
      order by ad_id`,
  );
  const fresh = new Map<string, Record<string, unknown>>();
  for (const w of wanted) {
    const k = productKey(w.ad_group_id, w.sku, w.asin);
    if (ids.has(k)) continue;
    // A SKU names the product; a file without SKUs (India) names it by ASIN.
    const found = stored.find(
      (s) => s.ad_group_id === w.ad_group_id && (w.sku !== null ? s.sku_code === w.sku : s.asin === w.asin),
    );
    if (found) {
      ids.set(k, found.ad_id);
      continue;
    }
    const id = made?.idOf?.(k) ?? synthetic('ca', k);
    ids.set(k, id);
    made?.created.add(id);
    fresh.set(k, {
      ad_id: id,
      ad_group_id: w.ad_group_id,
      campaign_id: w.campaign_id,
      sku_code: w.sku,
      asin: w.asin,
    });
  }
  if (fresh.size > 0)
    await tx.execute(sql`
      insert into ad_products (client_id, profile_id, ad_id, ad_group_id, campaign_id, asin, sku_code, fk_sku_id)
      select ${o.clientId}, ${o.profileId}, x.ad_id, x.ad_group_id, x.campaign_id, x.asin, x.sku_code, s.pk_sku_id
      from jsonb_to_recordset(${json([...fresh.values()])})
        as x(ad_id text, ad_group_id text, campaign_id text, asin text, sku_code text)
      left join lateral (
        select k.pk_sku_id from skus k where k.client_id = ${o.clientId} and k.sku_code = x.sku_code
        order by k.pk_sku_id limit 1
      ) s on true
      on conflict do nothing`);
  return ids;
}
export const productKey = (adGroupId: string, sku: string | null, asin: string | null) =>
  sku !== null ? key(adGroupId, 'sku', sku) : key(adGroupId, 'asin', asin);

/** Search term ids by (ad group id, target id, term); missing ones created under their target. */
export async function searchTermIds(
  tx: Tx,
  o: Owner,
  wanted: readonly {
    ad_group_id: string;
    campaign_id: string;
    target_id: string;
    keyword: string;
    term: string;
  }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const groups = [...new Set(wanted.map((w) => w.ad_group_id))];
  for (const r of await rowsOf<{ k: string; search_term_id: string }>(
    tx,
    sql`select distinct on (k) ad_group_id || chr(31) || coalesce(target_id, '') || chr(31) || search_term as k, search_term_id
      from ad_search_terms where client_id = ${o.clientId} and profile_id = ${o.profileId}
        and ad_group_id = any(${pgArray(groups)}::text[])
      order by k, search_term_id`,
  ))
    ids.set(r.k, r.search_term_id);
  const fresh = new Map<string, Record<string, unknown>>();
  for (const w of wanted) {
    const k = key(w.ad_group_id, w.target_id, w.term);
    if (ids.has(k)) continue;
    const id = synthetic('cs', k);
    ids.set(k, id);
    fresh.set(k, {
      search_term_id: id,
      ad_group_id: w.ad_group_id,
      campaign_id: w.campaign_id,
      target_id: w.target_id,
      search_term: w.term,
      keyword: w.keyword,
    });
  }
  if (fresh.size > 0)
    await tx.execute(sql`
      insert into ad_search_terms (client_id, profile_id, search_term_id, ad_group_id, campaign_id, target_id, search_term, keyword)
      select ${o.clientId}, ${o.profileId}, x.search_term_id, x.ad_group_id, x.campaign_id, x.target_id, x.search_term, x.keyword
      from jsonb_to_recordset(${json([...fresh.values()])})
        as x(search_term_id text, ad_group_id text, campaign_id text, target_id text, search_term text, keyword text)
      on conflict do nothing`);
  return ids;
}
export const termKey = (adGroupId: string, targetId: string, term: string) => key(adGroupId, targetId, term);
