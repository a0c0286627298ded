import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { dfOrderOps, purchaseOrderOps } from '@marketdesk/contracts/operations/vendor-orders';
import { DATA_AREAS } from '@marketdesk/contracts/permissions';
import { VENDOR_ORDERS_TEXT } from '@marketdesk/contracts/vendor-orders';
import type { Db } from '../../db/client';
import { answerGridSave } from '../../platform/grid';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { uploadRoute } from '../../platform/uploads';
import { deleteRows } from './delete-rows';
import type { DfService } from './df.service';
import type { PoService } from './po.service';
import { scopeOf } from './scope';
import type { VendorOrdersRepository } from './vendor-orders.repository';

const DF = DATA_AREAS.DF_ORDERS;
const PO = DATA_AREAS.PURCHASE_ORDERS;

interface Services {
  db: Db;
  repo: VendorOrdersRepository;
  po: PoService;
  df: DfService;
}

/**
 * Purchase Order and DF Orders Management calls (spec 03 section 7), one handler per operation of each family
 * the registry gives the view (contracts operations/vendor-orders). Each route admits its operation's one code;
 * the service checks it again with the marketplace (family 404, assignment 403).
 */
export function registerVendorOrdersRoutes(app: ZodApp, s: Services) {
  const families = Object.values(MARKETPLACE_REGISTRY);

  for (const family of families) {
    const upload = purchaseOrderOps(family)?.upload;
    if (!upload) continue;
    const prefix = family.prefix as 'AZ' | 'NN';
    uploadRoute(app, upload, {
      check: (request) =>
        scopeOf(s.repo, requireCtx(request), request.query.mp_id, { prefix, codes: [PO.CREATE] }),
      async run(scoped, file, request) {
        const outcome = await s.po.upload(requireCtx(request), scoped, file);
        if (!outcome.ok) return outcome;
        const { ok: _, ...counts } = outcome;
        return { ok: true, answer: { detail: VENDOR_ORDERS_TEXT.uploaded, ...counts, errors: [] } };
      },
    });
  }

  // Deletes on the PO grids' own paths (the Data Vault answers GET/PUT there); with the DF delete below, the only
  // grid deletes the spec allows.
  for (const family of families) {
    const ops = purchaseOrderOps(family);
    if (!ops) continue;
    const prefix = family.prefix as 'AZ' | 'NN';
    route(app, ops.delete, async (request) => {
      const scoped = await scopeOf(s.repo, requireCtx(request), request.query.mp_id, {
        prefix,
        codes: [PO.DELETE],
      });
      return deleteRows(s.db, s.repo, scoped, 'PO', request.body.keys);
    });
  }

  for (const family of families) {
    const ops = dfOrderOps(family);
    if (!ops) continue;
    route(app, ops.template, async (request, reply) =>
      sendXlsx(reply, await s.df.template(requireCtx(request), request.query.mp_id)),
    );
    uploadRoute(app, ops.upload, {
      check: (request) => s.df.scope(requireCtx(request), request.query.mp_id, DF.CREATE),
      async run(scoped, file, request) {
        const outcome = await s.df.upload(requireCtx(request), scoped, file);
        if (!outcome.ok) return outcome;
        return {
          ok: true,
          answer: { inserted_orders: outcome.inserted_orders, inserted_items: outcome.inserted_items },
        };
      },
      // Spec 03 section 8: a refused DF upload is a 400 with its errors list.
      refusal: 400,
    });
    route(app, ops.page, (request) => s.df.page(requireCtx(request), request.query));
    route(app, ops.update, async (request, reply) =>
      answerGridSave(reply, await s.df.update(requireCtx(request), request.query.mp_id, request.body)),
    );
    route(app, ops.delete, async (request) => {
      const scoped = await s.df.scope(requireCtx(request), request.query.mp_id, DF.DELETE);
      return deleteRows(s.db, s.repo, scoped, 'DF', request.body.keys);
    });
  }
}
