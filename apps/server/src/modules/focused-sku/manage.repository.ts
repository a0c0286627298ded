import type { FocusedSkuManagerItem } from '@marketdesk/contracts/focused-sku-calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { likeEscape } from '../../platform/grid/filter';
import { withinBrands } from '../../platform/report-scope';

/** Which products of a client's marketplace a caller reads: the brand rule of the report scope. */
export interface ManageScope {
  clientId: number;
  mpId: number;
  /** The caller's brands (null: every brand); products without a brand are everyone's. */
  brandIds: readonly number[] | null;
}

/**
 * The client's products on the marketplace that the caller's brands allow (alias p; the brand is the mapped
 * SKU's), with the current listing content's title and main image when it has content.
 */
const visibleProducts = (s: ManageScope, where: SQL) => sql`
  select p.pk_product_id as product_id, p.identifier as retailer_sku, nullif(p.mp_sku_code, '') as seller_sku,
    coalesce(c.title, p.title) as title, c.image_urls[1] as main_image_url, p.focused_sku
  from products p
  left join skus k on k.client_id = p.client_id and k.pk_sku_id = p.fk_sku_id
  left join listing_content c on c.client_id = p.client_id and c.fk_product_id = p.pk_product_id
    and c.valid_to is null
  where p.client_id = ${s.clientId}::int and p.mp_id = ${s.mpId}::int
    and ${withinBrands(sql`k.fk_brand_id`, s.brandIds ? [...s.brandIds] : null)} and ${where}`;

const matching = (term: string) => {
  const contains = `%${likeEscape(term)}%`;
  return sql`(p.identifier ilike ${contains} or p.mp_sku_code ilike ${contains}
    or coalesce(c.title, p.title) ilike ${contains})`;
};

type Row = FocusedSkuManagerItem & { total: number };

const page = (rows: Row[]) => ({
  items: rows.map(({ total: _, ...item }) => item),
  total: rows[0]?.total ?? 0,
});

/** Manage Focused SKUs (spec 02 sections 2 and 7): search, the focused list and the focus flag. */
export function manageRepository(ex: Executor) {
  return {
    /** Products whose ASIN, seller SKU or title contains the term; those starting with it first. */
    async search(s: ManageScope, term: string, limit: number) {
      const rows = await rowsOf<Row>(
        ex,
        sql`select v.*, count(*) over ()::int as total from (${visibleProducts(s, matching(term))}) v
          order by (v.retailer_sku ilike ${`${likeEscape(term)}%`}) desc, v.retailer_sku, v.product_id
          limit ${limit}::int`,
      );
      return page(rows);
    },

    /** One page of the focused products (optionally matching a term), by ASIN. */
    async focused(s: ManageScope, term: string | undefined, pageNo: number, size: number) {
      const where = term ? sql`p.focused_sku and ${matching(term)}` : sql`p.focused_sku`;
      const rows = await rowsOf<Row>(
        ex,
        sql`select v.*, count(*) over ()::int as total from (${visibleProducts(s, where)}) v
          order by v.retailer_sku, v.product_id
          limit ${size}::int offset ${(pageNo - 1) * size}::int`,
      );
      if (rows.length === 0 && pageNo > 1) {
        // Past the last page: the total still counts.
        const [count] = await rowsOf<{ n: number }>(
          ex,
          sql`select count(*)::int as n from (${visibleProducts(s, where)}) v`,
        );
        return { items: [], total: count?.n ?? 0 };
      }
      return page(rows);
    },

    /**
     * Sets the flag of a product the caller may see; answers whether it was set before (null: no such product),
     * so a caller can tell a change from a flag that already was so.
     */
    async setFocus(s: ManageScope, productId: number, focused: boolean): Promise<{ was: boolean } | null> {
      const rows = await rowsOf<{ was: boolean }>(
        ex,
        sql`with prev as (
            select p.pk_product_id, p.focused_sku from products p
            where p.client_id = ${s.clientId}::int and p.mp_id = ${s.mpId}::int
              and p.pk_product_id = ${productId}::int
              and ${withinBrands(
                sql`(select k.fk_brand_id from skus k where k.client_id = p.client_id and k.pk_sku_id = p.fk_sku_id)`,
                s.brandIds ? [...s.brandIds] : null,
              )}
            for update)
          update products p set focused_sku = ${focused}, dt_update = now() from prev
          where p.client_id = ${s.clientId}::int and p.pk_product_id = prev.pk_product_id
          returning prev.focused_sku as was`,
      );
      return rows[0] ?? null;
    },
  };
}

export type ManageRepository = ReturnType<typeof manageRepository>;
