import { DATA_AREAS } from '@marketdesk/contracts/permissions';
import { type PoUploadError, VENDOR_ORDERS_TEXT } from '@marketdesk/contracts/vendor-orders';
import type { Db } from '../../db/client';
import type { FilesService } from '../../platform/files';
import { cellAsText } from '../../platform/spreadsheets';
import type { RequestContext } from '../../platform/tenancy';
import { runUpload, type UploadFile, type UploadTarget } from '../../platform/uploads';
import { vaultTarget } from '../data-upload';
import type { Scoped } from './scope';

export type PoUploadOutcome =
  | { ok: true; inserted: number; updated: number; unchanged: number }
  | { ok: false; detail: string; errors: PoUploadError[] };

/** The target with each row's po_id noted as it is read, so every error can name its PO (spec 03 section 3). */
function notingPoIds<R>(target: UploadTarget<R>, poIds: Map<number, string | null>): UploadTarget<R> {
  return {
    ...target,
    layouts: target.layouts.map((layout) => ({
      ...layout,
      prepare(sample) {
        const parse = layout.prepare(sample);
        return (row) => {
          const cell = row.cells.po_id;
          poIds.set(row.row, cell && cell.type !== 'empty' ? cellAsText(cell) : null);
          return parse(row);
        };
      },
    })),
  };
}

/**
 * NN purchase-order upload (POST /noon/purchase-order/upload): the Data Vault's purchase-order target (its
 * columns, the spec 02 NN rules, lines written through db/facts) on the one upload pipeline; only the error
 * shape is this screen's: {po_id, type, message} (type 'validation' for a row's rule, 'other' for the file).
 */
export function poService(deps: { db: Db; files: FilesService }) {
  return {
    codes: { create: [DATA_AREAS.PURCHASE_ORDERS.CREATE], delete: [DATA_AREAS.PURCHASE_ORDERS.DELETE] },

    async upload(ctx: RequestContext, s: Scoped, file: UploadFile): Promise<PoUploadOutcome> {
      const poIds = new Map<number, string | null>();
      const target = vaultTarget('purchase_orders', {
        clientId: s.clientId,
        mp: s.mp,
        family: s.family,
        today: new Date().toISOString().slice(0, 10),
      });
      const outcome = await runUpload({
        db: deps.db,
        files: deps.files,
        target: notingPoIds(target, poIds),
        file,
        ctx: { clientId: s.clientId, userId: ctx.user.id, dataType: 'purchase_orders', mpId: s.mp.pk_mp_id },
      });
      if (outcome.ok)
        return {
          ok: true,
          inserted: outcome.inserted,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
        };
      const errors = outcome.errors.flatMap((e): PoUploadError[] => {
        const po_id = poIds.get(e.row) ?? null;
        // A row the parser saw is a row problem; the header's (missing or unexpected columns) is the file's.
        const type = poIds.has(e.row) ? 'validation' : 'other';
        if (e.type === 'text') return [{ row: e.row, po_id, type, message: e.message }];
        const list = JSON.parse(e.message) as { loc: (string | number)[]; msg: string }[];
        return list.map((m) => ({ row: e.row, po_id, type, message: `${m.loc.join('.')}: ${m.msg}` }));
      });
      const fileProblem = errors.length > 0 && errors.every((e) => e.type === 'other');
      return {
        ok: false,
        detail: fileProblem ? outcome.detail : VENDOR_ORDERS_TEXT.validationErrors(errors.length),
        errors,
      };
    },
  };
}
export type PoService = ReturnType<typeof poService>;
