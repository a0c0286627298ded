import type { RowErrorsAnswer } from '@marketdesk/contracts/data-vault';
import type { GridPage, GridQuery, GridRow, GridUpdate } from '@marketdesk/contracts/grid';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import { SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import {
  type DfUploadAccepted,
  type DfUploadError,
  VENDOR_ORDERS_TEXT,
} from '@marketdesk/contracts/vendor-orders';
import type { Db } from '../../db/client';
import { type OrderLineInput, writeOrderLines } from '../../db/facts';
import type { FilesService } from '../../platform/files';
import { applyGridEdits, gridPage } from '../../platform/grid';
import type { RequestContext } from '../../platform/tenancy';
import {
  classifyRows,
  countStates,
  lastPerKey,
  runUpload,
  templateOf,
  type UploadFile,
} from '../../platform/uploads';
import { dfEditor } from './df.editor';
import { dfGridSource } from './df.grid';
import { dfLayout } from './df.rows';
import { type Scoped, scopeOf } from './scope';
import type { VendorOrdersRepository } from './vendor-orders.repository';

const DF = DATA_AREAS.DF_ORDERS;
/** Columns compared to tell an unchanged line, so the same file twice writes nothing the second time. */
const COMPARED = [
  'order_type',
  'identifier',
  'sku_code',
  'purchase_date',
  'quantity_ordered',
  'item_price',
  'amount_tax',
  'buying_cost',
  'currency_code',
  'extras',
];

export type DfUploadOutcome =
  | ({ ok: true } & DfUploadAccepted)
  | { ok: false; detail: string; errors: DfUploadError[] };

/** DF Orders Management (spec 03): AZ marketplaces only; read, create, modify and delete each need their code. */
export function dfService(deps: { db: Db; files: FilesService; repo: VendorOrdersRepository }) {
  const { db, repo } = deps;
  const scope = (ctx: RequestContext, mpId: number, code: string) =>
    scopeOf(repo, ctx, mpId, { prefix: 'AZ', codes: [code] });

  return {
    scope,

    async template(ctx: RequestContext, mpId: number): Promise<{ fileName: string; content: Buffer }> {
      const s = await scope(ctx, mpId, DF.CREATE);
      const content = await templateOf({ layouts: [dfLayout(s.mp.pk_mp_id)] }, { sheet: 'DF Orders' });
      return { fileName: `${s.mp.name} DF Orders Template.xlsx`, content };
    },

    /** All or nothing through the upload pipeline; counts new DF orders and new lines (items). */
    async upload(ctx: RequestContext, s: Scoped, file: UploadFile): Promise<DfUploadOutcome> {
      let insertedOrders = 0;
      const outcome = await runUpload<OrderLineInput>({
        db,
        files: deps.files,
        file,
        ctx: { clientId: s.clientId, userId: ctx.user.id, dataType: 'df_orders', mpId: s.mp.pk_mp_id },
        target: {
          key: `vendor-orders:df:${s.mp.pk_mp_id}`,
          extensions: SPREADSHEET_EXTENSIONS,
          layouts: [dfLayout(s.mp.pk_mp_id)],
          async write(tx, records) {
            const rows = lastPerKey(records, (r) => `${r.order_id}\u0000${r.order_item_id}`);
            const states = await classifyRows(
              tx,
              {
                table: 'orders',
                clientId: s.clientId,
                key: ['mp_id', 'order_id', 'order_item_id'],
                compare: COMPARED,
              },
              rows as unknown as Record<string, unknown>[],
            );
            const ids = [...new Set(rows.map((r) => r.order_id))];
            const before = await repo.existingOrderIds(tx, s.clientId, s.mp.pk_mp_id, ids);
            insertedOrders = ids.filter((id) => !before.has(id)).length;
            await writeOrderLines(
              tx,
              s.clientId,
              rows.filter((_, i) => states[i] !== 'same'),
            );
            return countStates(states);
          },
        },
      });
      if (outcome.ok) return { ok: true, inserted_orders: insertedOrders, inserted_items: outcome.inserted };
      const errors = outcome.errors.flatMap((e): DfUploadError[] => {
        if (e.type === 'text') return [{ row: e.row, field: '', message: e.message }];
        const list = JSON.parse(e.message) as { loc: (string | number)[]; msg: string }[];
        return list.map((m) => ({ row: e.row, field: String(m.loc[0] ?? ''), message: m.msg }));
      });
      return { ok: false, detail: VENDOR_ORDERS_TEXT.dfRejected(errors.length), errors };
    },

    async page(ctx: RequestContext, q: GridQuery & { mp_id: number }): Promise<GridPage<GridRow>> {
      const s = await scope(ctx, q.mp_id, DF.READ);
      return gridPage<GridRow>(db, dfGridSource(s.clientId, s.mp.pk_mp_id), q);
    },

    /**
     * Grid edits (modify:df_orders) through the platform's applyGridEdits: rows as read, only changed columns
     * checked and re-validated with the upload's rules, all rows or none; through db/facts.
     */
    async update(
      ctx: RequestContext,
      mpId: number,
      rows: GridUpdate,
    ): Promise<{ updated: number } | RowErrorsAnswer> {
      const s = await scope(ctx, mpId, DF.UPDATE);
      return applyGridEdits(db, ctx.permissions, dfEditor(s), rows);
    },

    hasDelete: (ctx: RequestContext) => hasCode(ctx.permissions, DF.DELETE),
  };
}
export type DfService = ReturnType<typeof dfService>;
