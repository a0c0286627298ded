import type { ServerModule } from '../../platform/module';
import { registerListingTrackerRoutes } from './listing-tracker.routes';
import { listingTrackerService } from './listing-tracker.service';

/**
 * Listing Tracker (issue 19 item 8): listing updates submitted, approved or rejected. An approval is the
 * product's next listing content version, written through the catalogue module.
 */
export const listingTracker: ServerModule = {
  name: 'listing-tracker',
  routes: async (app, deps) => registerListingTrackerRoutes(app, listingTrackerService(deps.db)),
};
