import { z } from 'zod';
import { prefixOf } from './marketplace-registry';
import { id, idParam, text } from './primitives';

/**
 * Listing Tracker (spec 02 sections 2–9, issue 19 item 8): a user proposes new listing content for one of the
 * marketplace's products; an approver (modify:product_data in the client, never the submitter) approves it,
 * which makes it the product's next listing content version, or rejects it. Paths are the spec's; the shapes it
 * does not show (answers, the current content beside the proposal) are ours.
 */

/** Every text of the screen (spec 02 sections 2, 5 and 8) and the refusals of the calls. */
export const LISTING_TRACKER_TEXT = {
  searchHint: 'Type to search products (ASIN, Title)...',
  selectMarketplaceForPending: 'Please select a marketplace to view pending approvals.',
  selectMarketplaceAndProduct: 'Please select a marketplace and a product.',
  enterData: 'Please enter some data to update.',
  searchFailed: 'Failed to search for products',
  submitFailed: 'Failed to submit update',
  submitted: 'Product update submitted successfully!',
  approved: 'Update approved successfully.',
  rejected: 'Update rejected successfully.',
  decideFailed: 'Failed to approve/reject update',
  // Ours (not shown in the spec): the server's refusals, shown as its detail.
  productNotFound: 'Product not found',
  updateNotFound: 'Listing update not found',
  notPending: 'This listing update has already been decided',
  ownUpdate: 'You cannot approve or reject your own listing update',
  notApprover:
    'Only users who may modify product data (modify:product_data) can approve or reject listing updates',
  browseNodeAzOnly: 'browse_node_id is only for Amazon (AZ) marketplaces',
  noPending: 'No pending updates',
  pendingFailed: 'Failed to load pending approvals',
  noProducts: 'No products found',
} as const;

/** Pending Approvals grid page size (spec 02 section 9). */
export const PENDING_PAGE_SIZE = 25;

/** The fields a listing update carries (spec 02 "Listing update" update_data), in the form's order. */
export const LISTING_FIELDS = [
  'title',
  'category',
  'subcategory',
  'browse_node_id',
  'bullet_points',
  'description',
  'keywords',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** The fields entered one per line (spec 02 section 9): sent and stored as a list. */
export const LINE_FIELDS = ['bullet_points', 'keywords'] as const satisfies readonly ListingField[];

/** browse_node_id is shown and accepted for AZ marketplaces only. */
export const hasBrowseNode = (shortCode: string): boolean => prefixOf(shortCode) === 'AZ';

/** The lines of a one-per-line field: each trimmed, blank lines dropped. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

const field = (max: number) => text(max).nullish();
const lines = z.array(text(1000)).max(100).nullish();

/**
 * update_data: any of the fields; one not given (or blank) is left as it is. At least one must carry a value
 * ('Please enter some data to update.'), which `updateDataOf` decides.
 */
export const listingUpdateData = z.object({
  title: field(500),
  category: field(200),
  subcategory: field(200),
  browse_node_id: field(50),
  bullet_points: lines,
  description: field(10_000),
  keywords: lines,
});
export type ListingUpdateData = z.infer<typeof listingUpdateData>;

/** The update as kept: only the fields that carry a value (blank texts and empty lines dropped). */
export type ListingChanges = Partial<{
  title: string;
  category: string;
  subcategory: string;
  browse_node_id: string;
  bullet_points: string[];
  description: string;
  keywords: string[];
}>;

/** The fields of `data` that carry a value; empty when nothing would change. */
export function updateDataOf(data: ListingUpdateData): ListingChanges {
  const out: Record<string, string | string[]> = {};
  for (const f of LISTING_FIELDS) {
    const v = data[f];
    if (Array.isArray(v)) {
      const kept = v.map((l) => l.trim()).filter((l) => l !== '');
      if (kept.length > 0) out[f] = kept;
    } else if (typeof v === 'string' && v.trim() !== '') out[f] = v.trim();
  }
  return out as ListingChanges;
}

export const listingUpdateQuery = z.object({ mp_id: idParam() });
export const listingUpdateBody = z.object({ product_id: id(), update_data: listingUpdateData });
export type ListingUpdateBody = z.infer<typeof listingUpdateBody>;

export const listingUpdateStatus = z.enum(['pending', 'approved', 'rejected']);
export type ListingUpdateStatus = z.infer<typeof listingUpdateStatus>;

/** 201 of POST /listingtracker/update. */
export const listingUpdateSubmitted = z.object({
  update_id: z.number().int(),
  status: listingUpdateStatus,
});

/** A product's listing content as the Listing Tracker shows it (its current content version). */
export const listingContent = z.object({
  version: z.number().int(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  browse_node_id: z.string().nullable(),
  bullet_points: z.array(z.string()),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
});
export type ListingContent = z.infer<typeof listingContent>;

/**
 * One pending update (spec 02 "Pending item"): the spec's fields carry the proposed values (null: not
 * changed); ours beside them: the product, the proposed description, the product's current content
 * (`current`, null before it has any) for the side-by-side view, and whether the caller may decide it.
 */
export const pendingListingUpdate = z.object({
  update_id: z.number().int(),
  retailer_sku: z.string(),
  product_title: z.string().nullable(),
  product_category: z.string().nullable(),
  product_subcategory: z.string().nullable(),
  product_browse_node_id: z.string().nullable(),
  product_bullet_points: z.array(z.string()).nullable(),
  product_keywords: z.array(z.string()).nullable(),
  submitted_by_email: z.string().nullable(),
  submitted_by_name: z.string().nullable(),
  /** ISO instant (UTC). */
  submission_timestamp: z.string(),
  product_id: z.number().int(),
  product_description: z.string().nullable(),
  current: listingContent.nullable(),
  /** The caller holds modify:product_data and did not submit it. */
  can_decide: z.boolean(),
});
export type PendingListingUpdate = z.infer<typeof pendingListingUpdate>;
export const pendingListingUpdates = z.array(pendingListingUpdate);

export const pendingQuery = z.object({ mp_id: idParam() });
export const decisionParams = z.object({ id: idParam() });
export const decisionBody = z.object({ approve: z.boolean() });

/** 200 of POST /listingtracker/updates/{id}/approve: the new status and, when approved, the content version. */
export const listingDecision = z.object({
  update_id: z.number().int(),
  status: listingUpdateStatus,
  content_version: z.number().int().nullable(),
});
export type ListingDecision = z.infer<typeof listingDecision>;

/** The spec's pending-item field of each update_data field (the proposed value's name in the grid's answer). */
export const PENDING_FIELD: Record<ListingField, keyof PendingListingUpdate> = {
  title: 'product_title',
  category: 'product_category',
  subcategory: 'product_subcategory',
  browse_node_id: 'product_browse_node_id',
  bullet_points: 'product_bullet_points',
  description: 'product_description',
  keywords: 'product_keywords',
};

/** The form's labels of the fields. */
export const LISTING_FIELD_LABEL: Record<ListingField, string> = {
  title: 'Title',
  category: 'Category',
  subcategory: 'Subcategory',
  browse_node_id: 'Browse Node ID',
  bullet_points: 'Bullet Points (one per line)',
  description: 'Description',
  keywords: 'Keywords (one per line)',
};
