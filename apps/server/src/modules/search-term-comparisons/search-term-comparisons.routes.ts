import { searchTermComparisonOps } from '@marketdesk/contracts/operations/search-term-comparisons';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { SearchTermComparisonsService } from './search-term-comparisons.service';

/** Spec 02 section 7: POST /channelreports/search-term-data?mp_id, GET …/search-term-data/user-history. */
export function registerSearchTermComparisonRoutes(app: ZodApp, service: SearchTermComparisonsService) {
  route(app, searchTermComparisonOps.record, (request) =>
    service.record(requireCtx(request), request.query.mp_id, request.body),
  );
  route(app, searchTermComparisonOps.history, (request) =>
    service.history(requireCtx(request), request.query.start_date, request.query.end_date),
  );
}
