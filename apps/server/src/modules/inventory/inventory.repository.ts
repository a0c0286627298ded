import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import type { ScopedMarketplace } from '../../platform/report-scope';

export type MarketplaceRow = ScopedMarketplace;

export interface WarehouseRow {
  pk_warehouse_id: number;
  name: string;
}

export interface InventoryFileRow {
  id: number;
  file_id: number;
  name: string;
  size: number;
  created_at: Date | string;
  marketplace: string;
  seller_name: string | null;
  seller_id: string | null;
}

export interface InventoryRowRow {
  row: number;
  ops_sku_code: string;
  mp_sku_code: string | null;
  retailer_sku_code: string | null;
  quantity: number;
}

const FILE_COLUMNS = sql`f.id, f.file_id, fl.name, fl.size::int as size, f.created_at, m.name as marketplace,
  f.seller_id, s.store_name as seller_name`;
const FILE_FROM = sql`inventory_files f
  join files fl on fl.client_id = f.client_id and fl.id = f.file_id
  join marketplaces m on m.pk_mp_id = f.mp_id
  left join stores s on s.client_id = f.client_id and s.mp_id = f.mp_id and s.seller_id = f.seller_id`;

/** Queries of Inventory Upload and Inventory & Reports; every one is bounded by the client. */
export function inventoryRepository(db: Db) {
  return {
    /** Whether the client has a store with this seller id on the marketplace. */
    async hasSeller(clientId: number, mpId: number, sellerId: string): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from stores where client_id = ${clientId}::int and mp_id = ${mpId}::int
          and seller_id = ${sellerId}`,
      );
      return rows.length > 0;
    },

    /** The client's warehouses, and which serves the marketplace first (rank 1, else the lone server). */
    async warehouses(
      clientId: number,
      mpId: number,
    ): Promise<{ all: WarehouseRow[]; default: WarehouseRow | null }> {
      const all = await rowsOf<WarehouseRow>(
        db,
        sql`select pk_warehouse_id, name from warehouses where client_id = ${clientId}::int order by pk_warehouse_id`,
      );
      const ranked = await rowsOf<{ id: number }>(
        db,
        sql`select fk_warehouse_id as id from warehouse_priorities
          where client_id = ${clientId}::int and mp_id = ${mpId}::int order by priority limit 1`,
      );
      const serving = await rowsOf<{ id: number }>(
        db,
        sql`select warehouse_id as id from warehouse_marketplaces
          where client_id = ${clientId}::int and mp_id = ${mpId}::int`,
      );
      const id = ranked[0]?.id ?? (serving.length === 1 ? serving[0]!.id : null);
      return { all, default: all.find((w) => w.pk_warehouse_id === id) ?? null };
    },

    /** The latest inventory file of a marketplace and seller, with its bytes' hash. */
    async latestSha(ex: Executor, clientId: number, mpId: number, sellerId: string | null) {
      const [row] = await rowsOf<{ sha256: string }>(
        ex,
        sql`select fl.sha256 from inventory_files f join files fl on fl.client_id = f.client_id and fl.id = f.file_id
          where f.client_id = ${clientId}::int and f.mp_id = ${mpId}::int
            and f.seller_id is not distinct from ${sellerId}::text
          order by f.created_at desc, f.id desc limit 1`,
      );
      return row?.sha256 ?? null;
    },

    async fileSha(ex: Executor, clientId: number, fileId: number): Promise<string> {
      const [row] = await rowsOf<{ sha256: string }>(
        ex,
        sql`select sha256 from files where client_id = ${clientId}::int and id = ${fileId}::int`,
      );
      return row!.sha256;
    },

    async filePage(clientId: number, page: number, size: number) {
      const items = await rowsOf<InventoryFileRow>(
        db,
        sql`select ${FILE_COLUMNS} from ${FILE_FROM} where f.client_id = ${clientId}::int
          order by f.created_at desc, f.id desc limit ${size}::int offset ${(page - 1) * size}::bigint`,
      );
      const [count] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from inventory_files where client_id = ${clientId}::int`,
      );
      return { items, total: count?.n ?? 0 };
    },

    async file(clientId: number, id: number): Promise<InventoryFileRow | null> {
      const [row] = await rowsOf<InventoryFileRow>(
        db,
        sql`select ${FILE_COLUMNS} from ${FILE_FROM} where f.client_id = ${clientId}::int and f.id = ${id}::int`,
      );
      return row ?? null;
    },

    rows(clientId: number, inventoryFileId: number) {
      return rowsOf<InventoryRowRow>(
        db,
        sql`select row, ops_sku_code, mp_sku_code, retailer_sku_code, quantity from inventory_rows
          where client_id = ${clientId}::int and inventory_file_id = ${inventoryFileId}::int order by row`,
      );
    },

    /** Lines whose SKU codes contain the term (case ignored), newest file first; at most `limit`. */
    search(clientId: number, term: string, limit: number) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rowsOf<InventoryRowRow & { inventory_file_id: number; name: string }>(
        db,
        sql`select r.inventory_file_id, fl.name, r.row, r.ops_sku_code, r.mp_sku_code, r.retailer_sku_code, r.quantity
          from inventory_rows r
          join inventory_files f on f.client_id = r.client_id and f.id = r.inventory_file_id
          join files fl on fl.client_id = f.client_id and fl.id = f.file_id
          where r.client_id = ${clientId}::int and (r.ops_sku_code ilike ${like}
            or r.mp_sku_code ilike ${like} or r.retailer_sku_code ilike ${like})
          order by f.created_at desc, f.id desc, r.row limit ${limit}::int`,
      );
    },

    /** The current stock of a client SKU: per warehouse, and FBA by the seller SKU or the client's code. */
    async currentStock(clientId: number, skuCode: string) {
      const warehouses = await rowsOf<{
        fk_warehouse_id: number;
        warehouse: string;
        quantity: number;
        as_of: Date | string;
        source: string;
      }>(
        db,
        sql`select s.fk_warehouse_id, w.name as warehouse, s.quantity, s.as_of, s.source from stock s
          join warehouses w on w.client_id = s.client_id and w.pk_warehouse_id = s.fk_warehouse_id
          where s.client_id = ${clientId}::int and s.sku_code = ${skuCode} order by s.fk_warehouse_id`,
      );
      const fba = await rowsOf<{
        mp_id: number;
        seller_id: string;
        available: number;
        inbound: number;
        reserved: number;
        unfulfillable: number;
        as_of: Date | string;
      }>(
        db,
        sql`select mp_id, seller_id, available, inbound, reserved, unfulfillable, as_of from fba_stock
          where client_id = ${clientId}::int and (sku_code = ${skuCode} or sku_code in (select mp_sku_code
            from products where client_id = ${clientId}::int and sku_code = ${skuCode} and mp_sku_code <> ''))
          order by mp_id, seller_id`,
      );
      return { warehouses, fba };
    },

    /** Current stock of a client's SKU per warehouse (what the readers of stock read). */
    stockOf(clientId: number, skuCode: string) {
      return rowsOf<{ fk_warehouse_id: number; quantity: number; source: string; file_id: number | null }>(
        db,
        sql`select fk_warehouse_id, quantity, source, file_id from stock
          where client_id = ${clientId}::int and sku_code = ${skuCode} order by fk_warehouse_id`,
      );
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
