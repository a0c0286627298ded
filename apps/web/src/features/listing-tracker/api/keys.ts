/** Query keys of the Listing Tracker's calls (spec 02 section 7). */
export const listingKeys = {
  pending: ['listing-tracker', 'pending'] as const,
};
