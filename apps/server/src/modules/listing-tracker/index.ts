import type { ServerModule } from '../../platform/module';

/** Listing Tracker (issue 19 item 8): listing updates submitted, approved or rejected. */
export const listingTracker: ServerModule = {
  name: 'listing-tracker',
};
