import type { ApiModule, ServerModule } from '../../platform/module';
import { writeDemoSearchTerms } from './demo-search-terms';
import { searchTermComparisonsRepository } from './search-term-comparisons.repository';
import { registerSearchTermComparisonRoutes } from './search-term-comparisons.routes';
import { searchTermComparisonsService } from './search-term-comparisons.service';

const routes: ApiModule = async (app, { db }) => {
  registerSearchTermComparisonRoutes(
    app,
    searchTermComparisonsService(db, searchTermComparisonsRepository(db)),
  );
};

/** Search-term comparison data (issue 19 item 6): recording a search term's offers, the user's history. */
export const searchTermComparisons: ServerModule = {
  name: 'search-term-comparisons',
  routes,
  demo: { write: writeDemoSearchTerms, history: true },
};
