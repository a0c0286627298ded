import {
  DATA_TYPE_LABELS,
  DATA_VAULT_TEXT,
  type DataType,
  type ProductSuggestionsAnswer,
  type RowErrorsAnswer,
} from '@marketdesk/contracts/data-vault';
import type { GridPage, GridQuery, GridRow, GridUpdate } from '@marketdesk/contracts/grid';
import { type MarketplaceFamily, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import type { TaskStarted } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { type GridSelection, gridPage } from '../../platform/grid';
import { seesEveryMarketplace } from '../../platform/report-scope';
import { skuBrandLimit } from '../../platform/sku-scope';
import { checkGridExport, type TasksService } from '../../platform/tasks';
import type { RequestContext } from '../../platform/tenancy';
import type { DataVaultRepository } from './data-vault.repository';
import { type RowEdit, writeEdit } from './data-vault.writers';
import { GRID_EXPORT_KIND, type GridExportPayload } from './export.task';
import { type DataGrid, type GridScope, gridOf } from './grids';
import { type PlainRow, parseRow, validateRow } from './validation';

/** One grid endpoint: a data type, and its family for marketplace data (null for SKU and SKU Cost). */
export interface GridTarget {
  dataType: DataType;
  family: MarketplaceFamily | null;
}

/** Most product suggestions answered (a typeahead list). */
export const PRODUCT_SUGGESTION_LIMIT = 20;

/** An unknown column in an edit: a 422 in the usual list shape, naming the row and the field. */
const unknownColumn = (index: number, field: string) =>
  Object.assign(new Error(`Unknown column ${field}`), {
    statusCode: 422,
    validationContext: 'body',
    validation: [
      { instancePath: `/${index}/${field}`, message: `Unknown column ${field}`, keyword: 'unknown_column' },
    ],
  });

const unrestricted = seesEveryMarketplace;

export function dataVaultService(deps: { db: Db; repo: DataVaultRepository; tasks: TasksService }) {
  const { db, repo } = deps;

  function gridFor(t: GridTarget): DataGrid {
    const grid = gridOf(t.dataType, t.family);
    if (!grid) throw notFound();
    return grid;
  }

  /**
   * The marketplace of a marketplace grid: it exists and belongs to the path's family (else 404), and the
   * user may read it: assigned to them, or any for client admins and super admins (the dashboard's rule).
   */
  async function scopeOf(ctx: RequestContext, t: GridTarget, mpId: number | undefined): Promise<GridScope> {
    if (!t.family) {
      // SKU and SKU Cost: the SKUs of the user's brands (platform/sku-scope, also the uploads' rule).
      return { clientId: ctx.clientId, mpId: null, brandIds: await skuBrandLimit(db, ctx) };
    }
    const mp = mpId === undefined ? null : await repo.marketplace(mpId);
    if (!mp || prefixOf(mp.short_code) !== t.family.prefix) throw notFound('Marketplace not found');
    if (!unrestricted(ctx) && !(await repo.isAssigned(ctx.user.id, mp.pk_mp_id))) {
      throw forbidden('You do not have access to this marketplace');
    }
    return { clientId: ctx.clientId, mpId: mp.pk_mp_id };
  }

  /** Refuses unknown fields (422), never-editable columns and columns without the area's UPDATE (403). */
  function checkColumns(ctx: RequestContext, grid: DataGrid, rows: GridUpdate) {
    const byField = new Map(grid.columns.map((c) => [c.field, c]));
    rows.forEach((row, index) => {
      for (const field of Object.keys(row)) {
        if (field === '_key') continue;
        const col = byField.get(field);
        if (!col) throw unknownColumn(index, field);
        // The label is what the user sees as the column header, so the message names it.
        const allowed = col.editable && hasCode(ctx.permissions, DATA_AREAS[col.area].UPDATE);
        if (!allowed) throw forbidden(DATA_VAULT_TEXT.editForbidden(col.label));
      }
    });
  }

  return {
    async page(
      ctx: RequestContext,
      t: GridTarget,
      q: GridQuery & { mp_id?: number },
    ): Promise<GridPage<GridRow>> {
      const grid = gridFor(t);
      const scope = await scopeOf(ctx, t, q.mp_id);
      return gridPage<GridRow>(db, grid.source(scope), q);
    },

    /**
     * Applies every edited row in one transaction, or none: unknown columns 422, forbidden columns 403, keys
     * outside the caller's client and marketplace 404, rows failing the spec's rules 422 with their messages.
     */
    async update(
      ctx: RequestContext,
      t: GridTarget,
      mpId: number | undefined,
      rows: GridUpdate,
    ): Promise<{ updated: number } | RowErrorsAnswer> {
      const grid = gridFor(t);
      if (!grid.columns.some((c) => c.editable)) throw forbidden(DATA_VAULT_TEXT.notEditable);
      checkColumns(ctx, grid, rows);
      const scope = await scopeOf(ctx, t, mpId);
      const errors: RowErrorsAnswer['errors'] = [];
      const result = await db.transaction(async (tx) => {
        const edits: RowEdit[] = [];
        for (const [index, { _key, ...values }] of rows.entries()) {
          const key = grid.keyWhere(_key);
          const current = key ? await repo.gridRow(tx, grid, scope, key) : null;
          if (!key || !current) throw notFound(`Row not found: ${_key}`);
          const merged = { ...current, ...values } as PlainRow;
          for (const message of validateRow(grid.dataType, grid.family, merged)) {
            errors.push({ row: index + 1, type: 'text', message });
          }
          if (errors.length === 0) edits.push({ key, values: parseRow(grid.columns, values as PlainRow) });
        }
        if (errors.length > 0) return null;
        for (const edit of edits) await writeEdit(tx, grid, scope, edit);
        return { updated: edits.length };
      });
      return result ?? { detail: DATA_VAULT_TEXT.validationErrors(errors.length), errors };
    },

    /**
     * Starts the export of every row the selection matches. Refused before anything is queued: a sort, filter
     * or search outside the grid's columns (422, as the page call), an empty selection (404).
     */
    async startExport(
      ctx: RequestContext,
      t: GridTarget,
      q: GridSelection & { mp_id?: number },
    ): Promise<TaskStarted> {
      const grid = gridFor(t);
      const scope = await scopeOf(ctx, t, q.mp_id);
      const selection: GridSelection = { sort: q.sort, filter: q.filter, search: q.search };
      await checkGridExport(db, grid.source(scope), selection);
      const payload: GridExportPayload = {
        dataType: t.dataType,
        prefix: t.family?.prefix ?? null,
        mpId: scope.mpId,
        brandIds: scope.brandIds ? [...scope.brandIds] : null,
        selection,
      };
      const mp = scope.mpId === null ? null : await repo.marketplace(scope.mpId);
      return deps.tasks.startTask({
        clientId: ctx.clientId,
        userId: ctx.user.id,
        kind: GRID_EXPORT_KIND,
        label: [mp?.name, DATA_TYPE_LABELS[t.dataType], 'export'].filter(Boolean).join(' '),
        payload,
      });
    },

    /** Products of one of the user's marketplaces whose identifier, SKU or title contains the term. */
    async suggestions(ctx: RequestContext, mpId: number, term: string): Promise<ProductSuggestionsAnswer> {
      const mp = await repo.marketplace(mpId);
      if (!mp) throw notFound('Marketplace not found');
      if (!unrestricted(ctx) && !(await repo.isAssigned(ctx.user.id, mpId))) {
        throw forbidden('You do not have access to this marketplace');
      }
      const text = term.trim();
      if (text === '') return { suggestions: [] };
      const rows = await repo.suggestions(ctx.clientId, mpId, text, PRODUCT_SUGGESTION_LIMIT);
      return {
        suggestions: rows.map((r) => ({
          product_id: Number(r.product_id),
          identifier: r.identifier,
          title: r.title ?? '',
        })),
      };
    },
  };
}
export type DataVaultService = ReturnType<typeof dataVaultService>;
