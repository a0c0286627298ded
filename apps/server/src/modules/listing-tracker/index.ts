import type { ServerModule } from '../../platform/module';
import { writeDemoListingUpdates } from './demo-listing-updates';
import { registerListingTrackerRoutes } from './listing-tracker.routes';
import { listingTrackerService } from './listing-tracker.service';

/**
 * Listing Tracker (issue 19 item 8): listing updates submitted, approved or rejected. An approval is the
 * product's next listing content version, written through the catalogue module.
 */
export const listingTracker: ServerModule = {
  name: 'listing-tracker',
  routes: async (app, deps) => registerListingTrackerRoutes(app, listingTrackerService(deps.db)),
  // Pending updates of products with thin content; it needs the catalogue's demo content (history).
  demo: { write: writeDemoListingUpdates, history: true, optional: true },
};
