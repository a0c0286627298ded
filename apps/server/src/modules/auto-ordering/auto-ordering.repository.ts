import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, pgArray, rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/** What the report reads, decided by the service from the report scope. */
export interface AutoOrderingScope {
  clientId: number;
  warehouseId: number;
  /** The warehouse's marketplaces the user may read (warehouse_marketplaces narrowed by the scope). */
  mpIds: number[];
  /** null: every brand (see withinBrands). */
  brandIds: number[] | null;
  start: string;
  end: string;
}

/** One SKU of the warehouse with its stock and replenishment status. */
export interface SkuStockRow {
  fk_sku_id: number;
  sku_code: string;
  sku_name: string;
  brand_id: number | null;
  brand_name: string | null;
  sku_cost_status: string | null;
  stock_quantity: number;
  fulfilled_stocks: number;
  /** Amazon's restock recommendation on the warehouse's marketplaces; null when no restock report lists it. */
  amazon_recommended_order: number | null;
  amazon_recommended_order_date: string | null;
}

export interface DailyUnitsRow {
  sku_id: number;
  date: string;
  /** Units of customer orders: regular and direct-fulfilment lines. */
  regular: number;
  /** Units of the marketplaces' purchase orders. */
  po: number;
}

const ints = (ids: readonly number[]) => sql`${pgArray(ids)}::int[]`;

/** Units of a marketplace purchase-order line still to ship: confirmed (else ordered) less shipped, never < 0. */
export const OPEN_PO_UNITS_SQL = sql`greatest(coalesce(o.quantity_confirmed, o.quantity_ordered) - coalesce(o.quantity_shipped, 0), 0)`;
/** Purchase-order statuses that are finished: nothing more ships on them. */
export const CLOSED_PO_STATUSES = ['closed', 'cancelled', 'canceled', 'rejected'] as const;

export function autoOrderingRepository(db: Db | Executor) {
  return {
    /** The warehouse's id and its marketplaces, when it is the client's. */
    async warehouse(clientId: number, warehouseId: number): Promise<{ mpIds: number[] } | null> {
      const rows = await rowsOf<{ mp_ids: number[] | null }>(
        db,
        sql`select array(select wm.mp_id from warehouse_marketplaces wm
              where wm.client_id = w.client_id and wm.warehouse_id = w.pk_warehouse_id order by wm.mp_id) as mp_ids
            from warehouses w where w.client_id = ${clientId}::int and w.pk_warehouse_id = ${warehouseId}::int`,
      );
      return rows[0] ? { mpIds: (rows[0].mp_ids ?? []).map(Number) } : null;
    },

    /**
     * The SKUs of the warehouse: the client's SKUs (within the brand rule) listed on one of its marketplaces,
     * held in its stock, or sold on its marketplaces in the window. Warehouse stock is `stock` of the SKU code
     * in this warehouse; fulfilled stock the FBA `available` units on the warehouse's marketplaces under the SKU
     * code or one of its listings' seller SKUs, Amazon's recommendation the restock report's under the same
     * codes; the status is the SKU cost's in this warehouse.
     */
    skus(s: AutoOrderingScope): Promise<SkuStockRow[]> {
      const mps = ints(s.mpIds);
      return rowsOf<SkuStockRow>(
        db,
        sql`with codes as (
              -- Per SKU, the codes its FBA rows go by on each marketplace (its SKU code, its listings' seller SKUs),
              -- each once, joined to the FBA rows at once: a sum per SKU read every FBA row of the marketplaces
              -- for each SKU (9.7 s of 10 s for 260 SKUs on the large set).
              select k2.pk_sku_id as sku_id, m.mp_id, k2.sku_code as code
              from skus k2 cross join unnest(${mps}) as m(mp_id)
              where k2.client_id = ${s.clientId}::int
              union
              select p.fk_sku_id, p.mp_id, p.mp_sku_code from products p
              where p.client_id = ${s.clientId}::int and p.mp_id = any(${mps}) and p.fk_sku_id is not null
                and p.mp_sku_code <> ''
            )
            select k.pk_sku_id as fk_sku_id, k.sku_code, k.sku_name, k.fk_brand_id as brand_id, b.brand_name,
              c.status as sku_cost_status,
              coalesce(st.quantity, 0)::int as stock_quantity,
              coalesce(fba.units, 0)::int as fulfilled_stocks,
              rec.units as amazon_recommended_order, rec.order_date as amazon_recommended_order_date
            from skus k
            left join (
              select c.sku_id, sum(fs.available) as units
              from codes c
              join fba_stock fs on fs.client_id = ${s.clientId}::int and fs.mp_id = c.mp_id and fs.sku_code = c.code
              group by c.sku_id
            ) fba on fba.sku_id = k.pk_sku_id
            left join (
              -- Amazon's restock report (fba_planning): its recommended units and the soonest order date.
              select c.sku_id, sum(fp.recommended_order_qty)::int as units,
                min(fp.recommended_order_date)::text as order_date
              from codes c
              join fba_planning fp on fp.client_id = ${s.clientId}::int and fp.mp_id = c.mp_id
                and fp.report_type = 'restock' and fp.sku_code = c.code
              group by c.sku_id
            ) rec on rec.sku_id = k.pk_sku_id
            left join brands b on b.pk_brand_id = k.fk_brand_id
            left join sku_costs c on c.client_id = k.client_id and c.fk_sku_id = k.pk_sku_id
              and c.fk_warehouse_id = ${s.warehouseId}::int
            left join stock st on st.client_id = k.client_id and st.fk_warehouse_id = ${s.warehouseId}::int
              and st.sku_code = k.sku_code
            where k.client_id = ${s.clientId}::int and ${withinBrands(sql`k.fk_brand_id`, s.brandIds)}
              and (st.sku_code is not null
                or exists (select 1 from products p where p.client_id = k.client_id and p.mp_id = any(${mps})
                  and (p.fk_sku_id = k.pk_sku_id or p.sku_code = k.sku_code))
                or exists (select 1 from sales_daily_sku d where d.client_id = k.client_id and d.sku_id = k.pk_sku_id
                  and d.mp_id = any(${mps}) and d.date between ${s.start}::date and ${s.end}::date))
            order by k.sku_code`,
      );
    },

    /**
     * Units sold per SKU and day in the window on the warehouse's marketplaces, customer orders (regular and DF
     * units) apart from purchase orders (PO units), from the sales rollup (order lines not cancelled, by purchase
     * date; db/facts keeps it equal to the order lines).
     */
    dailyUnits(s: AutoOrderingScope, skuIds: readonly number[]): Promise<DailyUnitsRow[]> {
      return rowsOf<DailyUnitsRow>(
        db,
        sql`select d.sku_id, d.date::text as date, sum(d.units_r + d.units_df)::int as regular,
              sum(d.units_po)::int as po
            from sales_daily_sku d
            where d.client_id = ${s.clientId}::int and d.mp_id = any(${ints(s.mpIds)})
              and d.sku_id = any(${ints(skuIds)}) and d.date between ${s.start}::date and ${s.end}::date
            group by 1, 2 having sum(d.units_r + d.units_po + d.units_df) <> 0`,
      );
    },

    /**
     * Open purchase orders per SKU: the marketplaces' purchase orders to the seller (orders of type PO on the
     * warehouse's marketplaces, whatever their date) that are not closed or cancelled, by their units still to
     * ship. These units are sold (their demand is in the history) but still on the shelf.
     */
    openPoUnits(
      s: AutoOrderingScope,
      skus: readonly { fk_sku_id: number; sku_code: string }[],
    ): Promise<{ sku_id: number; units: number }[]> {
      return rowsOf<{ sku_id: number; units: number }>(
        db,
        sql`select o.fk_sku_id as sku_id, sum(${OPEN_PO_UNITS_SQL})::int as units
            from orders o
            where o.client_id = ${s.clientId}::int and o.order_type = 'PO' and o.mp_id = any(${ints(s.mpIds)})
              and o.fk_sku_id = any(${ints(skus.map((k) => k.fk_sku_id))})
              -- Read through the purchase-order lines' own index (orders_po_sku_idx); a line counts under the
              -- SKU whose code it carries.
              and o.sku_code = any(${pgArray(skus.map((k) => k.sku_code))}::text[])
              and lower(coalesce(o.order_status, '')) <> all(${pgArray(CLOSED_PO_STATUSES)}::text[])
            group by 1 having sum(${OPEN_PO_UNITS_SQL}) > 0`,
      );
    },
  };
}
export type AutoOrderingRepository = ReturnType<typeof autoOrderingRepository>;
