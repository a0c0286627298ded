import type { ListingChanges, ListingUpdateStatus } from '@marketdesk/contracts/listing-tracker';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';

/** A product as the Listing Tracker needs it: its marketplace identifier. */
export interface ListingProduct {
  pk_product_id: number;
  mp_id: number;
  identifier: string;
}

/** A pending update with its product and submitter (the current content is the catalogue's). */
export interface PendingRow {
  update_id: number;
  product_id: number;
  identifier: string;
  update_data: ListingChanges;
  submitted_by: number | null;
  submitted_by_email: string | null;
  submitted_by_name: string | null;
  submission_timestamp: string;
}

/** An update locked for its decision. */
export interface LockedUpdate {
  update_id: number;
  mp_id: number;
  product_id: number;
  status: ListingUpdateStatus;
  submitted_by: number | null;
  update_data: ListingChanges;
}

/**
 * The product's brand is its SKU's (products → skus.fk_brand_id): THE BRAND RULE of the report scope decides
 * which products a brand-limited user reaches (a product without a SKU or brand is nobody's, so everybody's).
 */
const productBrand = sql`(select s.fk_brand_id from skus s where s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id)`;

/** listing_updates and the products row the approval keeps in step; every query bounded by the client. */
export function listingTrackerRepository(ex: Executor) {
  return {
    /** The client's product on the marketplace, when the user's brands reach it. */
    async product(
      clientId: number,
      mpId: number,
      productId: number,
      brandIds: readonly number[] | null,
    ): Promise<ListingProduct | null> {
      const [row] = await rowsOf<ListingProduct>(
        ex,
        sql`select p.pk_product_id, p.mp_id, p.identifier from products p
          where p.client_id = ${clientId}::int and p.mp_id = ${mpId}::int and p.pk_product_id = ${productId}::int
            and ${withinBrands(productBrand, brandIds)}`,
      );
      return row ?? null;
    },

    async insert(input: {
      clientId: number;
      mpId: number;
      productId: number;
      data: ListingChanges;
      userId: number;
    }): Promise<number> {
      const [row] = await rowsOf<{ pk_update_id: number }>(
        ex,
        sql`insert into listing_updates (client_id, mp_id, fk_product_id, update_data, submitted_by)
          values (${input.clientId}::int, ${input.mpId}::int, ${input.productId}::int,
            ${JSON.stringify(input.data)}::jsonb, ${input.userId}::int)
          returning pk_update_id`,
      );
      return row!.pk_update_id;
    },

    /** The marketplace's pending updates of products the user's brands reach, oldest first. */
    pending(clientId: number, mpId: number, brandIds: readonly number[] | null): Promise<PendingRow[]> {
      return rowsOf<PendingRow>(
        ex,
        sql`select u.pk_update_id as update_id, p.pk_product_id as product_id, p.identifier, u.update_data,
            u.submitted_by, su.email as submitted_by_email,
            nullif(trim(concat_ws(' ', su.first_name, su.last_name)), '') as submitted_by_name,
            to_char(u.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submission_timestamp
          from listing_updates u
          join products p on p.client_id = u.client_id and p.pk_product_id = u.fk_product_id
          left join users su on su.id = u.submitted_by
          where u.client_id = ${clientId}::int and u.mp_id = ${mpId}::int and u.status = 'pending'
            and ${withinBrands(productBrand, brandIds)}
          order by u.submitted_at, u.pk_update_id`,
      );
    },

    /** The client's update, locked until the transaction ends (two approvers cannot both decide it). */
    async lock(clientId: number, updateId: number): Promise<LockedUpdate | null> {
      const [row] = await rowsOf<LockedUpdate>(
        ex,
        sql`select u.pk_update_id as update_id, u.mp_id, u.fk_product_id as product_id, u.status,
            u.submitted_by, u.update_data
          from listing_updates u
          where u.client_id = ${clientId}::int and u.pk_update_id = ${updateId}::int
          for update`,
      );
      return row ?? null;
    },

    async decide(input: {
      clientId: number;
      updateId: number;
      status: 'approved' | 'rejected';
      userId: number;
      contentVersion: number | null;
      at: Date;
    }): Promise<void> {
      await ex.execute(
        sql`update listing_updates set status = ${input.status}, decided_by = ${input.userId}::int,
            decided_at = ${input.at.toISOString()}::timestamptz, content_version = ${input.contentVersion}::int
          where client_id = ${input.clientId}::int and pk_update_id = ${input.updateId}::int`,
      );
    },

    /**
     * The products row's own title, category, subcategory and description (what the Data Vault's product grid
     * shows) take the approved values; fields the update leaves out stay.
     */
    async applyToProduct(clientId: number, productId: number, data: ListingChanges): Promise<void> {
      const sets = (['title', 'category', 'subcategory', 'description'] as const)
        .filter((f) => data[f] !== undefined)
        .map((f) => sql`${sql.identifier(f)} = ${data[f]}`);
      if (sets.length === 0) return;
      await ex.execute(
        sql`update products set ${sql.join(sets, sql`, `)}, dt_update = now()
          where client_id = ${clientId}::int and pk_product_id = ${productId}::int`,
      );
    },
  };
}

export type ListingTrackerRepository = ReturnType<typeof listingTrackerRepository>;
