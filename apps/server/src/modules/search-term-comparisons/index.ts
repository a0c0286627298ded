import type { ServerModule } from '../../platform/module';

/** Search-term comparison data (issue 19 item 6): recording a search term's offers, the user's history. */
export const searchTermComparisons: ServerModule = {
  name: 'search-term-comparisons',
};
