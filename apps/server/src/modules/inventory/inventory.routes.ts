import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { acceptedAnswer, uploadRoute } from '../../platform/uploads';
import type { FbaPlanningService } from './fba-planning.service';
import type { InventoryService } from './inventory.service';

/**
 * Spec 02 section 7, Inventory (contracts operations/inventory). Inventory Upload needs the module
 * `inventory`; Inventory & Reports the raw permission view:tickets (spec 02 section 6).
 */
export function registerInventoryRoutes(
  app: ZodApp,
  service: InventoryService,
  planning: FbaPlanningService,
) {
  route(app, inventoryOps.template, async (request, reply) =>
    sendXlsx(reply, await service.template(requireCtx(request), request.query.mp_id)),
  );

  uploadRoute(app, inventoryOps.upload, {
    check: (request) => service.checkUpload(requireCtx(request), request.query),
    async run(scoped, file, request) {
      const { outcome, inventoryFileId } = await service.upload(requireCtx(request), scoped, file);
      if (!outcome.ok) {
        // Row errors read as the screen's toast (spec 02 section 8); a header refusal keeps its column names.
        const rows = /^Found (\d+)/.exec(outcome.detail)?.[1];
        const detail = rows ? INVENTORY_TEXT.uploadedWithErrors(Number(rows)) : outcome.detail;
        return { ok: false, detail, errors: outcome.errors };
      }
      const { marketplaces: _, ...answer } = acceptedAnswer(outcome);
      return { ok: true, answer: { ...answer, inventory_file_id: inventoryFileId } };
    },
  });

  // FBA planning reports: Inventory Upload's access; the answer names the kind read and its sellable units.
  uploadRoute(app, inventoryOps.planningUpload, {
    check: (request) => planning.checkUpload(requireCtx(request), request.query),
    run: (mp, file, request) => planning.upload(requireCtx(request), mp, file),
  });

  route(app, inventoryOps.stock, async (request) =>
    service.stock(requireCtx(request), request.query.sku_code),
  );
  route(app, inventoryOps.files, async (request) =>
    service.files(requireCtx(request), request.query.page, request.query.size),
  );
  route(app, inventoryOps.search, async (request) => service.search(requireCtx(request), request.query.sku));
  route(app, inventoryOps.content, async (request) =>
    service.content(requireCtx(request), request.query.filepath),
  );
  route(app, inventoryOps.download, async (request) =>
    service.download(requireCtx(request), request.query.filepath),
  );
}
