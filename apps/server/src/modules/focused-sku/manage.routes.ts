import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import type { ModuleDeps, ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import { type ManageService, manageService } from './manage.service';

/** Manage Focused SKUs' calls (contracts operations/focused-sku: search, managerList, toggleFocus). */
export function registerManageRoutes(app: ZodApp, service: ManageService) {
  route(app, focusedSkuOps.search, async (request) => service.search(requireCtx(request), request.query));
  route(app, focusedSkuOps.managerList, async (request) => service.list(requireCtx(request), request.query));
  route(app, focusedSkuOps.toggleFocus, async (request) =>
    service.toggleFocus(requireCtx(request), request.params.id, request.query.mp_id, request.body.focused),
  );
}

/** The module's manage routes on the app's database. */
export const manageRoutes = async (app: ZodApp, deps: Pick<ModuleDeps, 'db'>) =>
  registerManageRoutes(app, manageService(deps.db));
