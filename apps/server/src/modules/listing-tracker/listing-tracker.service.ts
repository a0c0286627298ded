import {
  hasBrowseNode,
  type ListingChanges,
  type ListingContent,
  type ListingDecision,
  type ListingUpdateBody,
  type PendingListingUpdate,
  LISTING_TRACKER_TEXT as T,
  updateDataOf,
} from '@marketdesk/contracts/listing-tracker';
import { CODE_FLAGS, hasCode } from '@marketdesk/contracts/permissions';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { bodyInvalid, conflict, forbidden, notFound } from '../../platform/errors';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { type ContentRow, catalogueService } from '../catalogue';
import { type LockedUpdate, listingTrackerRepository } from './listing-tracker.repository';

const contentOf = (c: ContentRow): ListingContent => ({
  version: c.version,
  title: c.title,
  category: c.category,
  subcategory: c.subcategory,
  browse_node_id: c.browse_node_id,
  bullet_points: c.bullet_points,
  description: c.description,
  keywords: c.keywords,
});

/** May this caller decide this update: an approver (modify:product_data), and not its submitter. */
const mayDecide = (ctx: RequestContext, submittedBy: number | null): boolean =>
  hasCode(ctx.permissions, CODE_FLAGS.listing_approver) && submittedBy !== ctx.user.id;

/**
 * The Listing Tracker's rules. What a call reaches comes from the report scope resolver: the marketplace must
 * be the user's (else its refusal), and a brand-limited user reaches only the products of their brands (the
 * brand rule on the product's SKU); another client's update or product is not found.
 */
export function listingTrackerService(db: Db) {
  /** The checked marketplace and the user's brand limit. */
  const scopeOf = (ctx: RequestContext, mpId: number) => resolveScope(db, ctx, { mpId, brands: true });

  return {
    /** A new pending update of a product: only the fields that carry a value; browse_node_id on AZ only. */
    async submit(ctx: RequestContext, mpId: number, body: ListingUpdateBody) {
      const scope = await scopeOf(ctx, mpId);
      const data = updateDataOf(body.update_data);
      if (Object.keys(data).length === 0) throw bodyInvalid('update_data', T.enterData);
      if (data.browse_node_id !== undefined && !hasBrowseNode(scope.marketplace.short_code)) {
        throw bodyInvalid('update_data/browse_node_id', T.browseNodeAzOnly);
      }
      const repo = listingTrackerRepository(db);
      const product = await repo.product(ctx.clientId, mpId, body.product_id, scope.brandIds);
      if (!product) throw notFound(T.productNotFound);
      const updateId = await repo.insert({
        clientId: ctx.clientId,
        mpId,
        productId: product.pk_product_id,
        data,
        userId: ctx.user.id,
      });
      return { update_id: updateId, status: 'pending' as const };
    },

    /** The marketplace's pending updates, each with the proposal and the product's current content. */
    async pending(ctx: RequestContext, mpId: number): Promise<PendingListingUpdate[]> {
      const scope = await scopeOf(ctx, mpId);
      const rows = await listingTrackerRepository(db).pending(ctx.clientId, mpId, scope.brandIds);
      if (rows.length === 0) return [];
      const current = await catalogueService(db).repo.latestContent({
        clientId: ctx.clientId,
        mpId,
        productIds: [...new Set(rows.map((r) => r.product_id))],
      });
      const byProduct = new Map(current.map((c) => [c.fk_product_id, contentOf(c)]));
      return rows.map((r) => {
        const d: ListingChanges = r.update_data;
        return {
          update_id: r.update_id,
          retailer_sku: r.identifier,
          product_title: d.title ?? null,
          product_category: d.category ?? null,
          product_subcategory: d.subcategory ?? null,
          product_browse_node_id: d.browse_node_id ?? null,
          product_bullet_points: d.bullet_points ?? null,
          product_keywords: d.keywords ?? null,
          submitted_by_email: r.submitted_by_email,
          submitted_by_name: r.submitted_by_name,
          submission_timestamp: r.submission_timestamp,
          product_id: r.product_id,
          product_description: d.description ?? null,
          current: byProduct.get(r.product_id) ?? null,
          can_decide: mayDecide(ctx, r.submitted_by),
        };
      });
    },

    /**
     * Approves or rejects a pending update, in one transaction with the update locked: an approval writes the
     * product's current content with the update's fields over it as the next content version (the earlier
     * versions stay), keeps the products row's title, category, subcategory and description in step, and
     * records the version on the update; a rejection changes no content. Not the client's, or out of the
     * user's marketplaces or brands: 404; already decided: 409; the submitter's own: 403.
     */
    async decide(ctx: RequestContext, updateId: number, approve: boolean): Promise<ListingDecision> {
      return db.transaction(async (tx) => {
        const repo = listingTrackerRepository(tx);
        const update = await repo.lock(ctx.clientId, updateId);
        if (!update) throw notFound(T.updateNotFound);
        const scope = await resolveScope(tx, ctx, {
          mpId: update.mp_id,
          brands: true,
          refusals: { notYours: () => notFound(T.updateNotFound) },
        });
        if (!(await repo.product(ctx.clientId, update.mp_id, update.product_id, scope.brandIds))) {
          throw notFound(T.updateNotFound);
        }
        if (update.status !== 'pending') throw conflict(T.notPending);
        if (!mayDecide(ctx, update.submitted_by)) {
          throw forbidden(update.submitted_by === ctx.user.id ? T.ownUpdate : T.notApprover);
        }
        const at = new Date();
        const version = approve ? await approveIn(tx, ctx.clientId, update, at) : null;
        await repo.decide({
          clientId: ctx.clientId,
          updateId,
          status: approve ? 'approved' : 'rejected',
          userId: ctx.user.id,
          contentVersion: version,
          at,
        });
        return { update_id: updateId, status: approve ? 'approved' : 'rejected', content_version: version };
      });
    },
  };
}

/** Writes the approved content as the product's next version; answers the version. */
async function approveIn(tx: Tx, clientId: number, update: LockedUpdate, at: Date): Promise<number> {
  const catalogue = catalogueService(tx);
  const [current] = await catalogue.repo.latestContent({
    clientId,
    mpId: update.mp_id,
    productIds: [update.product_id],
  });
  const version = await catalogue.writeContentVersion({
    clientId,
    productId: update.product_id,
    content: { ...current, ...update.update_data },
    source: 'listing_update',
    userId: update.submitted_by,
    at,
  });
  await listingTrackerRepository(tx).applyToProduct(clientId, update.product_id, update.update_data);
  return version;
}

export type ListingTrackerService = ReturnType<typeof listingTrackerService>;
