import {
  AMS_TEXT,
  type AmsAdGroup,
  type AmsAdProduct,
  type AmsLevel,
  type AmsNegative,
  type AmsSearchTerm,
  type AmsSeller,
  type AmsSums,
  type AmsTarget,
  type AmsTotals,
  amsDefaultWindow,
  amsEarliestStart,
  amsFigures,
  amsTotalsOf,
} from '@marketdesk/contracts/ams-view';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
import { notFound } from '../../platform/errors';
import { type VisibleProfile, visibleProfiles } from '../../platform/profile-scope';
import { resolveScope, todayUtc } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { marketdeskOnlyChanges } from '../ad-actions';
import { type AmsReadScope, amsRepository, type SumsSql } from './ams-view.repository';

/**
 * The AMS view's rules (docs/guide/advertising/ams-view.md): which sellers a user sees, the window, the brands, and each grid's
 * figures from ONE level of the daily ad metrics. Access: a seller is one of the client's profiles on a
 * marketplace with advertising; a user who is not an admin sees the profiles assigned to them (user_profiles) on
 * their marketplaces; any other seller, another client's included, is 404 'Seller not found'. Brands: the ad
 * group's brand, by the platform's brand rule; an ad group outside the brands is 404 'Ad group not found'.
 */

/** What a grid call asks (the parsed query, the ad group and target of the drill-down). */
export interface AmsRequest {
  seller_id: string;
  start_date?: string;
  end_date?: string;
  brand_ids?: number[];
  adGroupId?: string;
  target?: string;
}

/** A request checked: the seller, the window and brands resolved; `empty`: nothing can match (no brands). */
export interface AmsResolved {
  scope: AmsReadScope;
  sellerName: string;
  /** The seller's marketplace currency (the export's headers name it). */
  currency: string;
  adGroupId: string | null;
  targetId: string | null;
  empty: boolean;
}

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
const sumsOf = (r: SumsSql): AmsSums => ({
  impressions: num(r.impressions),
  clicks: num(r.clicks),
  spend: num(r.spend),
  sales: num(r.sales),
  orders: num(r.orders),
  units: num(r.units),
});
const moneyOrNull = (v: string | null) => (v === null ? null : Number(v));

/**
 * The sellers the user may see: the platform's profile rule (platform/profile-scope) on the marketplaces whose
 * registry family has advertising.
 */
export function sellersFor(db: Db | Executor, ctx: RequestContext, profileId?: string) {
  return visibleProfiles(db, ctx, {
    family: (f) => Boolean(f.views.advertising),
    ...(profileId === undefined ? {} : { profileId }),
  });
}

const toSeller = (r: VisibleProfile): AmsSeller => ({
  seller_id: r.profile_id,
  seller_name: r.seller_name,
  mp_name: r.mp_name,
  mp_id: Number(r.mp_id),
  country_code: r.country_code,
  currency_code: r.currency_code,
});

/**
 * Checks a request (spec 03 section 5 with the screen's texts: window no earlier than 90 days back, end not in
 * the future, start not after end; then the seller, the brands, the ad group and target) and answers what to read.
 */
export async function resolveAms(
  db: Db | Executor,
  ctx: RequestContext,
  req: AmsRequest,
  opts: { today?: string; dates?: boolean } = {},
): Promise<AmsResolved> {
  const today = opts.today ?? todayUtc();
  const def = amsDefaultWindow(today);
  const start = req.start_date ?? def.start_date;
  const end = req.end_date ?? def.end_date;
  const scope = await resolveScope(db, ctx, {
    brands: req.brand_ids && req.brand_ids.length > 0 ? req.brand_ids : true,
    ...(opts.dates === false
      ? {}
      : {
          dates: {
            start,
            end,
            today,
            earliest: amsEarliestStart(today),
            future: 'refuse',
            texts: {
              beforeEarliest: AMS_TEXT.startTooEarly,
              endAfterToday: AMS_TEXT.endInFuture,
              startAfterEnd: AMS_TEXT.startAfterEnd,
            },
          },
        }),
  });
  const [seller] = await sellersFor(db, ctx, req.seller_id);
  if (!seller) throw notFound(AMS_TEXT.sellerNotFound);
  const read: AmsReadScope = {
    clientId: ctx.clientId,
    profileId: seller.profile_id,
    start,
    end,
    brandIds: scope.brandIds,
  };
  // An empty brand list asks for nothing; brands that are none of the user's narrow to nothing.
  const empty = (req.brand_ids !== undefined && req.brand_ids.length === 0) || scope.empty;
  const repo = amsRepository(db);
  let adGroupId: string | null = null;
  let targetId: string | null = null;
  if (req.adGroupId !== undefined && !empty) {
    const group = await repo.adGroup(read, req.adGroupId);
    if (!group) throw notFound(AMS_TEXT.adGroupNotFound);
    adGroupId = group.ad_group_id;
    if (req.target !== undefined && req.target !== '') {
      const target = await repo.target(read, adGroupId, req.target);
      if (!target) throw notFound(AMS_TEXT.targetNotFound);
      targetId = target.target_id;
    }
  }
  return {
    scope: read,
    sellerName: seller.seller_name,
    currency: seller.currency_code,
    adGroupId,
    targetId,
    empty,
  };
}

type Grid<T> = { items: T[]; totals: AmsTotals };

const withTotals = <T extends AmsSums>(items: T[]): Grid<T> => ({ items, totals: amsTotalsOf(items) });

/** The rows of one grid of a resolved request (the grids and their exports read the same). */
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: 'ad-groups',
): Promise<Grid<AmsAdGroup>>;
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: 'ad-products',
): Promise<Grid<AmsAdProduct>>;
export async function amsGrid(db: Db | Executor, r: AmsResolved, level: 'targets'): Promise<Grid<AmsTarget>>;
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: 'search-terms',
): Promise<Grid<AmsSearchTerm>>;
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: 'negatives',
): Promise<{ items: AmsNegative[] }>;
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: AmsLevel,
): Promise<{ items: object[]; totals?: AmsTotals }>;
export async function amsGrid(
  db: Db | Executor,
  r: AmsResolved,
  level: AmsLevel,
): Promise<{ items: object[]; totals?: AmsTotals }> {
  if (r.empty) return level === 'negatives' ? { items: [] } : withTotals([]);
  const repo = amsRepository(db);
  const s = r.scope;
  const group = r.adGroupId ?? '';
  switch (level) {
    case 'ad-groups': {
      const rows = await repo.adGroups(s);
      return withTotals(
        rows.map(
          (x): AmsAdGroup => ({
            ad_group_id: x.ad_group_id,
            ad_group_name: x.ad_group_name,
            seller_name: x.seller_name,
            campaign_id: x.campaign_id,
            campaign_name: x.campaign_name,
            status: x.status,
            ...amsFigures(sumsOf(x)),
          }),
        ),
      );
    }
    case 'ad-products': {
      // Independent reads: on PostgreSQL they run on two connections at once.
      const [rows, changes] = await Promise.all([repo.adProducts(s, group), marketdeskOnlyChanges(db, s)]);
      const local = changes.adProducts;
      return withTotals(
        rows.map(
          (x): AmsAdProduct => ({
            ad_id: x.ad_id,
            sku_code: x.sku_code,
            sku_name: x.sku_name,
            asin: x.asin,
            status: x.status,
            marketdesk_only: local.get(x.ad_id) ?? null,
            ...amsFigures(sumsOf(x)),
          }),
        ),
      );
    }
    case 'targets': {
      // Independent reads: on PostgreSQL they run on two connections at once.
      const [rows, changes] = await Promise.all([repo.targets(s, group), marketdeskOnlyChanges(db, s)]);
      const local = changes.targets;
      return withTotals(
        rows.map(
          (x): AmsTarget => ({
            target_id: x.target_id,
            target: x.target,
            type: x.type,
            match_type: x.match_type,
            status: x.status,
            bid: moneyOrNull(x.bid),
            marketdesk_only: local.get(x.target_id) ?? null,
            ...amsFigures(sumsOf(x)),
          }),
        ),
      );
    }
    case 'search-terms': {
      const rows = await repo.searchTerms(s, group, r.targetId);
      return withTotals(
        rows.map(
          (x): AmsSearchTerm => ({
            search_term_id: x.search_term_id,
            search_term: x.search_term,
            keyword: x.keyword,
            target_id: x.target_id,
            ...amsFigures(sumsOf(x)),
          }),
        ),
      );
    }
    case 'negatives': {
      const rows = await repo.negatives(s, group);
      return {
        items: rows.map(
          (x): AmsNegative => ({
            keyword_id: x.keyword_id,
            keyword_text: x.keyword_text,
            match_type: x.match_type,
            status: x.status,
            bid: moneyOrNull(x.bid),
          }),
        ),
      };
    }
  }
}

export function amsViewService(db: Db) {
  return {
    sellers: async (ctx: RequestContext) => (await sellersFor(db, ctx)).map(toSeller),
    adGroups: async (ctx: RequestContext, req: AmsRequest) =>
      amsGrid(db, await resolveAms(db, ctx, req), 'ad-groups'),
    adProducts: async (ctx: RequestContext, req: AmsRequest) =>
      amsGrid(db, await resolveAms(db, ctx, req), 'ad-products'),
    targets: async (ctx: RequestContext, req: AmsRequest) =>
      amsGrid(db, await resolveAms(db, ctx, req), 'targets'),
    searchTerms: async (ctx: RequestContext, req: AmsRequest) =>
      amsGrid(db, await resolveAms(db, ctx, req), 'search-terms'),
    negatives: async (ctx: RequestContext, req: AmsRequest) =>
      amsGrid(db, await resolveAms(db, ctx, req, { dates: false }), 'negatives'),
  };
}
