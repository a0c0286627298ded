import { access, refusing } from '../access';
import { refusals } from '../errors';
import {
  decisionBody,
  decisionParams,
  LISTING_TRACKER_TEXT,
  listingDecision,
  listingUpdateBody,
  listingUpdateQuery,
  listingUpdateSubmitted,
  pendingListingUpdates,
  pendingQuery,
} from '../listing-tracker';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';

const tags = ['listing tracker'];
/** The Listing Tracker needs view:product_data (spec 02 section 6). */
const viewer = access.permission(CODE_FLAGS.listing_tracker);
/** Approvers hold modify:product_data (issue 19; not shown in the spec). */
const approver = refusing(access.permission(CODE_FLAGS.listing_approver), LISTING_TRACKER_TEXT.notApprover);

/** Spec 02 section 7, Listing tracker. client_id and mp_id travel in the query. */
export const listingTrackerOps = {
  submit: operation({
    method: 'POST',
    path: '/listingtracker/update',
    summary:
      "Propose new listing content for one of the marketplace's products (fields not given stay as they are); it waits for an approver",
    tags,
    access: viewer,
    query: listingUpdateQuery,
    body: listingUpdateBody,
    answer: listingUpdateSubmitted,
    status: 201,
    errors: refusals(401, 403, 404, 422),
  }),
  pending: operation({
    method: 'GET',
    path: '/listingtracker/updates/pending',
    summary:
      "The marketplace's pending listing updates, oldest first, each with the product's current content beside the proposal",
    tags,
    access: viewer,
    query: pendingQuery,
    answer: pendingListingUpdates,
    errors: refusals(401, 403, 404, 422),
  }),
  decide: operation({
    method: 'POST',
    path: '/listingtracker/updates/:id/approve',
    summary:
      "Approve (approve: true) or reject a pending listing update of someone else; an approval makes it the product's next listing content version, keeping the earlier ones",
    tags,
    access: approver,
    params: decisionParams,
    body: decisionBody,
    answer: listingDecision,
    errors: refusals(401, 403, 404, 409, 422),
  }),
};
