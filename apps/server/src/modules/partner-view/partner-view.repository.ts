import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { marketplaces, skus, warehouseMarketplaces, warehouses } from '../../db/schema';
import {
  type AdsRow,
  adsSql,
  buyingCostSql,
  type CostRow,
  type LinesRow,
  linesSql,
  type OrdersRow,
  ordersSql,
  type PartnerLevel,
  type PartnerScope,
  type ReturnsRow,
  returnsSql,
  runPartnerStatement,
  type StockRow,
  stockSql,
} from './partner-view.sql';

export interface WarehouseRow {
  pk_warehouse_id: number;
  name: string;
  marketplaces: number[];
}

/** The partner view's queries: the warehouse and its marketplaces, names, and the figures of a level. */
export function partnerViewRepository(db: Db) {
  return {
    /** The client's warehouses (all, or those ids) with the marketplaces each serves, by name. */
    async warehouses(clientId: number, ids: readonly number[] | null): Promise<WarehouseRow[]> {
      if (ids !== null && ids.length === 0) return [];
      const list = await db
        .select({ pk_warehouse_id: warehouses.pk_warehouse_id, name: warehouses.name })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.client_id, clientId),
            ids === null ? undefined : inArray(warehouses.pk_warehouse_id, [...ids]),
          ),
        )
        .orderBy(asc(warehouses.name), asc(warehouses.pk_warehouse_id));
      if (list.length === 0) return [];
      const served = await db
        .select({ warehouse_id: warehouseMarketplaces.warehouse_id, mp_id: warehouseMarketplaces.mp_id })
        .from(warehouseMarketplaces)
        .where(
          and(
            eq(warehouseMarketplaces.client_id, clientId),
            inArray(
              warehouseMarketplaces.warehouse_id,
              list.map((w) => w.pk_warehouse_id),
            ),
          ),
        )
        .orderBy(asc(warehouseMarketplaces.mp_id));
      return list.map((w) => ({
        ...w,
        marketplaces: served.filter((s) => s.warehouse_id === w.pk_warehouse_id).map((s) => s.mp_id),
      }));
    },

    marketplaces(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: marketplaces.pk_mp_id, name: marketplaces.name, code: marketplaces.short_code })
        .from(marketplaces)
        .where(inArray(marketplaces.pk_mp_id, [...ids]));
    },

    skuNames(clientId: number, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: skus.pk_sku_id, code: skus.sku_code, name: skus.sku_name })
        .from(skus)
        .where(and(eq(skus.client_id, clientId), inArray(skus.pk_sku_id, [...ids])));
    },

    /** Every figure of a level, each statement grouped by the level's key. */
    async figures(s: PartnerScope, level: PartnerLevel) {
      const [lines, orders, costs, returns, ads] = await Promise.all([
        runPartnerStatement<LinesRow>(db, linesSql(s, level)),
        runPartnerStatement<OrdersRow>(db, ordersSql(s, level)),
        runPartnerStatement<CostRow>(db, buyingCostSql(s, level)),
        runPartnerStatement<ReturnsRow>(db, returnsSql(s, level)),
        runPartnerStatement<AdsRow>(db, adsSql(s, level)),
      ]);
      return { lines, orders, costs, returns, ads };
    },

    stock(s: PartnerScope, skuIds: readonly number[]): Promise<StockRow[]> {
      return skuIds.length === 0 ? Promise.resolve([]) : rowsOf<StockRow>(db, stockSql(s, skuIds));
    },
  };
}

export type PartnerViewRepository = ReturnType<typeof partnerViewRepository>;
