import { brandOps } from '@marketdesk/contracts/operations/brands';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireUser } from '../../platform/tenancy';
import type { BrandsService } from './brands.service';

/** Brand administration (spec 02 section 7 "Administration"). */
export function registerBrandsRoutes(app: ZodApp, brands: BrandsService) {
  route(app, brandOps.all, () => brands.all());
  route(app, brandOps.mine, (request) => brands.visibleTo(requireUser(request)));
  route(app, brandOps.create, (request) => brands.create(requireUser(request), request.body));
  route(app, brandOps.update, (request) =>
    brands.update(requireUser(request), request.query.brand_id, request.body),
  );
}
