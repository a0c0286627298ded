import { dataVaultGridOps, dataVaultOps } from '@marketdesk/contracts/operations/data-vault';
import { answerGridSave } from '../../platform/grid';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { DataVaultService, GridTarget } from './data-vault.service';

/** The Data Vault grids: fetch, save and export per grid, and the product suggestions. */
export function registerDataVaultRoutes(app: ZodApp, svc: DataVaultService) {
  for (const g of dataVaultGridOps) {
    const target: GridTarget = { dataType: g.dataType, family: g.family };
    route(app, g.page, (request) => svc.page(requireCtx(request), target, request.query));
    route(app, g.download, (request) => svc.startExport(requireCtx(request), target, request.query));
    if (g.update) {
      route(app, g.update, async (request, reply) => {
        const mpId = (request.query as { mp_id?: number }).mp_id;
        return answerGridSave(reply, await svc.update(requireCtx(request), target, mpId, request.body));
      });
    }
  }

  route(app, dataVaultOps.suggestions, (request) =>
    svc.suggestions(requireCtx(request), request.query.mp_id, request.query.search_term),
  );
}
