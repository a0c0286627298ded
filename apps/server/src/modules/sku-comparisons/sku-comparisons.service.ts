import {
  currentStreak,
  dailyAverage,
  isJoinedIdentifier,
  SKU_COMPARISON_PARTIES,
  SKU_COMPARISON_TEXT,
  type SkuComparisonRecord,
  type SkuComparisonSaved,
  type SkuHistoryAnswer,
  type SkuHistoryQuery,
  twoFieldFamily,
} from '@marketdesk/contracts/sku-comparison';
import type { Db } from '../../db/client';
import { bodyInvalid, notFound } from '../../platform/errors';
import { resolveScope, todayUtc } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { SkuComparisonRepository } from './sku-comparisons.repository';

const EMPTY_HISTORY: SkuHistoryAnswer = {
  records: [],
  total_records: 0,
  current_streak: 0,
  active_days: 0,
  daily_average: 0,
  daily_counts: [],
  price_trends: [],
};

/**
 * SKU comparison data (spec 02): recording a comparison on one of the user's marketplaces for a SKU of the
 * client (within their brands), and the user's own history with its figures.
 */
export function skuComparisonService(repo: SkuComparisonRepository, db: Db, today = todayUtc) {
  return {
    async record(ctx: RequestContext, mpId: number, r: SkuComparisonRecord): Promise<SkuComparisonSaved> {
      const { marketplace, brandIds } = await resolveScope(db, ctx, { mpId, brands: true });
      // EB- and OT-type marketplaces: each retailer SKU is the two identifier fields joined with '|'.
      const family = twoFieldFamily(marketplace);
      if (family) {
        for (const party of SKU_COMPARISON_PARTIES) {
          const field = `${party}_retailer_sku` as const;
          if (!isJoinedIdentifier(r[field])) {
            throw bodyInvalid(
              field,
              SKU_COMPARISON_TEXT.bothIdentifiers(family.identifierLabel),
              'identifier',
            );
          }
        }
      }
      const sku = await repo.sku(ctx.clientId, r.sku_code, brandIds);
      if (!sku) throw notFound(SKU_COMPARISON_TEXT.skuNotFound);
      const row = await repo.insert({
        client_id: ctx.clientId,
        mp_id: marketplace.pk_mp_id,
        fk_sku_id: sku.pk_sku_id,
        fk_user_id: ctx.user.id,
        sku_code: sku.sku_code,
        client_retailer_sku: r.client_retailer_sku,
        comp1_retailer_sku: r.comp1_retailer_sku,
        comp2_retailer_sku: r.comp2_retailer_sku,
        client_price: r.client_price.toFixed(2),
        comp1_price: r.comp1_price.toFixed(2),
        comp2_price: r.comp2_price.toFixed(2),
        client_delivery_days: r.client_delivery_days,
        comp1_delivery_days: r.comp1_delivery_days,
        comp2_delivery_days: r.comp2_delivery_days,
        client_ranking: r.client_ranking,
        client_review: r.client_review,
        deal_present: r.deal_present,
        coupon_present: r.coupon_present,
        ams_present: r.ams_present,
        catalog_issues: r.catalog_issues,
      });
      return {
        ...r,
        sku_code: row.sku_code,
        id: row.pk_id,
        marketplace_id: row.mp_id,
        date: row.dt_create.toISOString(),
        client_price: Number(row.client_price),
        comp1_price: Number(row.comp1_price),
        comp2_price: Number(row.comp2_price),
      };
    },

    /**
     * The user's records between the dates (UTC days; the end capped to today), optionally of one of their
     * marketplaces: total, active days (days with a record), daily average (records per active day), the
     * current streak (consecutive days with a record up to today, not cut by the window), the count and the
     * average prices of each day.
     */
    async history(ctx: RequestContext, q: SkuHistoryQuery): Promise<SkuHistoryAnswer> {
      const now = today();
      const scope = await resolveScope(db, ctx, {
        marketplaces: q.mp_id === undefined ? undefined : [q.mp_id],
        brands: true,
        dates: { start: q.start_date, end: q.end_date, today: now },
      });
      // No marketplace to read (the one asked is not theirs, or they have none): nothing at all. A window that is
      // empty after the cap (it starts after today) still answers the current streak.
      if (!scope.dates || (scope.mpIds !== null && scope.mpIds.length === 0)) return EMPTY_HISTORY;
      const who = {
        clientId: ctx.clientId,
        userId: ctx.user.id,
        mpIds: scope.mpIds,
        brandIds: scope.brandIds,
      };
      const { start, end } = scope.dates;
      const [records, days, active] = await Promise.all([
        repo.records(who, start, end),
        repo.days(who, start, end),
        repo.activeDays(who, now),
      ]);
      return {
        records: records.map((r) => ({
          id: r.id,
          date: r.dt_create,
          marketplace_id: r.mp_id,
          sku_code: r.sku_code,
          sku_name: r.sku_name,
          client_price: r.client_price,
          comp1_price: r.comp1_price,
          comp2_price: r.comp2_price,
          client_ranking: r.client_ranking,
          catalog_issues: r.catalog_issues,
        })),
        total_records: records.length,
        current_streak: currentStreak(active, now),
        active_days: days.length,
        daily_average: dailyAverage(records.length, days.length),
        daily_counts: days.map((d) => ({ date: d.date, count: d.count })),
        price_trends: days.map((d) => ({
          date: d.date,
          avg_client_price: d.avg_client_price,
          avg_comp1_price: d.avg_comp1_price,
          avg_comp2_price: d.avg_comp2_price,
        })),
      };
    },
  };
}
export type SkuComparisonService = ReturnType<typeof skuComparisonService>;
