import { listingTrackerOps } from '@marketdesk/contracts/operations/listing-tracker';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { ListingTrackerService } from './listing-tracker.service';

/** Spec 02 section 7, Listing tracker (contracts operations/listing-tracker). */
export function registerListingTrackerRoutes(app: ZodApp, service: ListingTrackerService) {
  route(app, listingTrackerOps.submit, (request) =>
    service.submit(requireCtx(request), request.query.mp_id, request.body),
  );
  route(app, listingTrackerOps.pending, (request) =>
    service.pending(requireCtx(request), request.query.mp_id),
  );
  route(app, listingTrackerOps.decide, (request) =>
    service.decide(requireCtx(request), request.params.id, request.body.approve),
  );
}
