import { partnerViewOps } from '@marketdesk/contracts/operations/partner-view';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { PartnerViewService } from './partner-view.service';

/** The partner view calls (contracts operations/partner-view): each hands the request context to the service. */
export function registerPartnerViewRoutes(app: ZodApp, service: PartnerViewService) {
  route(app, partnerViewOps.summary, async (request) => ({
    data: await service.summary(requireCtx(request), request.query),
  }));
  route(app, partnerViewOps.marketplaces, async (request) => ({
    data: await service.marketplaces(requireCtx(request), request.query),
  }));
  route(app, partnerViewOps.skus, async (request) => ({
    data: await service.skus(requireCtx(request), request.query),
  }));
}
