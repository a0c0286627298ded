import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../facts/executor';

/**
 * What the demo tickets of one client are made of, read from the demo data already in the database: the people
 * who may work on tickets (and on which types), the client's marketplaces, brands, SKUs and listings, and its
 * real advertising entities with their last 30 days of metrics (T11 search terms and targets, T12 ad products,
 * T14 ranks), so that row actions on the demo tickets change real rows. Every list is ordered, so the tickets
 * built from it are the same on every database.
 */

export interface TicketPerson {
  id: number;
  email: string;
  name: string;
  /** Ticket types the person may see and work on (access:tickets:type:{id}). */
  types: Set<string>;
  create: boolean;
  assigner: boolean;
  reviewer: boolean;
}

export interface TicketMarket {
  mp_id: number;
  name: string;
  short_code: string;
  currency: string;
}

export interface TicketSku {
  sku_id: number;
  sku_code: string;
  sku_name: string;
  brand_id: number | null;
}

export interface TicketListing {
  mp_id: number;
  sku_id: number | null;
  sku_code: string;
  identifier: string;
  mp_sku_code: string;
  title: string;
}

/** A T11 candidate row: one target or one customer search term of a seller profile, with its metrics. */
export interface AdTermRow {
  item_type: 'target' | 'searchterm';
  profile_id: string;
  mp_id: number;
  seller_name: string;
  currency: string;
  targeting_id: string;
  campaign_id: string;
  adgroup_id: string;
  adgroup_name: string;
  brand_id: number | null;
  target_acos: number;
  text: string;
  bid: number;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  units: number;
}

/** A T12/T14 candidate: one advertised product with its listing. */
export interface AdProductRow {
  profile_id: string;
  mp_id: number;
  ad_id: string;
  campaign_id: string;
  adgroup_id: string;
  adgroup_name: string;
  brand_id: number | null;
  asin: string;
  sku_code: string;
  mp_sku_code: string;
  title: string;
  /** The keyword whose search rank the listing's catalogue snapshots follow (its SKU's first), if any. */
  keyword: string | null;
}

export interface TicketContext {
  clientId: number;
  clientName: string;
  people: TicketPerson[];
  markets: TicketMarket[];
  brands: { id: number; name: string }[];
  skus: TicketSku[];
  listings: TicketListing[];
  adTerms: AdTermRow[];
  adProducts: AdProductRow[];
}

const TYPE_PREFIX = 'access:tickets:type:';

export async function loadTicketContext(db: Db, clientId: number, today: string): Promise<TicketContext> {
  const [client] = await rowsOf<{ name: string }>(
    db,
    sql`select name from clients where pk_client_id = ${clientId}`,
  );
  const people = await rowsOf<{ id: number; email: string; name: string; codes: string[] }>(
    db,
    sql`select u.id, u.email, u.first_name || ' ' || u.last_name as name,
        coalesce(array_agg(distinct rp.permission_code) filter (where rp.permission_code is not null), '{}') as codes
      from memberships m
      join users u on u.id = m.user_id
      left join user_roles ur on ur.client_id = m.client_id and ur.user_id = u.id
      left join role_permissions rp on rp.role_id = ur.role_id
      where m.client_id = ${clientId} and not u.is_sa and u.is_active
      group by u.id order by u.id`,
  );
  const markets = await rowsOf<TicketMarket>(
    db,
    sql`select distinct m.pk_mp_id as mp_id, m.name, m.short_code, m.currency_code as currency
      from seller_profiles sp join marketplaces m on m.pk_mp_id = sp.fk_mp_id
      where sp.client_id = ${clientId} order by m.pk_mp_id`,
  );
  const brands = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select distinct b.pk_brand_id as id, b.brand_name as name
      from skus s join brands b on b.pk_brand_id = s.fk_brand_id
      where s.client_id = ${clientId} order by b.pk_brand_id`,
  );
  const skus = await rowsOf<TicketSku>(
    db,
    sql`select pk_sku_id as sku_id, sku_code, sku_name, fk_brand_id as brand_id
      from skus where client_id = ${clientId} order by pk_sku_id`,
  );
  const listings = await rowsOf<TicketListing>(
    db,
    sql`select mp_id, fk_sku_id as sku_id, sku_code, identifier, mp_sku_code, coalesce(title, sku_code) as title
      from products where client_id = ${clientId} order by pk_product_id`,
  );
  const metrics = (type: string, id: SQL) => sql`left join (
      select profile_id, entity_id, sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks,
        sum(spend)::float8 as spend, sum(sales)::float8 as sales, sum(units)::float8 as units
      from ad_metrics_daily
      where client_id = ${clientId} and entity_type = ${type} and date > ${today}::date - 30 and date <= ${today}::date
      group by profile_id, entity_id
    ) md on md.profile_id = g.profile_id and md.entity_id = ${id}`;
  const common = sql`g.profile_id, sp.fk_mp_id as mp_id, sp.seller_name, mk.currency_code as currency,
      g.campaign_id, g.ad_group_id as adgroup_id, g.ad_group_name as adgroup_name, g.fk_brand_id as brand_id,
      coalesce(g.target_acos, 0.25)::float8 as target_acos, t.bid::float8 as bid,
      coalesce(md.impressions, 0) as impressions, coalesce(md.clicks, 0) as clicks,
      coalesce(md.spend, 0) as spend, coalesce(md.sales, 0) as sales, coalesce(md.units, 0) as units`;
  const groupJoin = sql`join ad_groups g on g.client_id = t.client_id and g.profile_id = t.profile_id
        and g.ad_group_id = t.ad_group_id
      join seller_profiles sp on sp.client_id = g.client_id and sp.profile_id = g.profile_id
      join marketplaces mk on mk.pk_mp_id = sp.fk_mp_id`;
  const targets = await rowsOf<AdTermRow>(
    db,
    sql`select 'target' as item_type, t.target_id as targeting_id, t.target as text, ${common}
      from ad_targets t ${groupJoin} ${metrics('target', sql`t.target_id`)}
      where t.client_id = ${clientId} and t.state = 'enabled' and t.bid is not null
      order by g.profile_id, t.target_id`,
  );
  const terms = await rowsOf<AdTermRow>(
    db,
    sql`select 'searchterm' as item_type, t.target_id as targeting_id, s.search_term as text, ${common}
      from ad_search_terms s
      join ad_targets t on t.client_id = s.client_id and t.profile_id = s.profile_id and t.target_id = s.target_id
      ${groupJoin} ${metrics('search_term', sql`s.search_term_id`)}
      where s.client_id = ${clientId}
      order by g.profile_id, s.search_term_id`,
  );
  const adProducts = await rowsOf<AdProductRow>(
    db,
    sql`select p.profile_id, sp.fk_mp_id as mp_id, p.ad_id, p.campaign_id, p.ad_group_id as adgroup_id,
        g.ad_group_name as adgroup_name, g.fk_brand_id as brand_id, coalesce(p.asin, '') as asin,
        coalesce(p.sku_code, '') as sku_code, coalesce(pr.mp_sku_code, p.sku_code, '') as mp_sku_code,
        coalesce(pr.title, p.sku_code, '') as title,
        (select k.keywords[1] from skus k where k.pk_sku_id = pr.fk_sku_id) as keyword
      from ad_products p
      join ad_groups g on g.client_id = p.client_id and g.profile_id = p.profile_id and g.ad_group_id = p.ad_group_id
      join seller_profiles sp on sp.client_id = p.client_id and sp.profile_id = p.profile_id
      left join lateral (
        select mp_sku_code, title, fk_sku_id from products x
        where x.client_id = p.client_id and x.mp_id = sp.fk_mp_id and x.identifier = p.asin
        order by x.pk_product_id limit 1
      ) pr on true
      where p.client_id = ${clientId} and p.state = 'enabled'
      order by p.profile_id, p.ad_id`,
  );
  return {
    clientId,
    clientName: client?.name ?? '',
    people: people
      .map((p) => {
        const codes = new Set(p.codes);
        return {
          id: p.id,
          email: p.email,
          name: p.name,
          types: new Set(
            p.codes.filter((c) => c.startsWith(TYPE_PREFIX)).map((c) => c.slice(TYPE_PREFIX.length)),
          ),
          create: codes.has('create:tickets'),
          assigner: codes.has('access:tickets:assign'),
          reviewer: codes.has('access:tickets:review'),
          view: codes.has('view:tickets'),
        };
      })
      .filter((p) => p.view)
      .map(({ view: _view, ...p }) => p),
    markets,
    brands,
    skus,
    listings,
    adTerms: [...targets, ...terms].map((r) => ({ ...r, bid: Number(r.bid) })),
    adProducts,
  };
}
