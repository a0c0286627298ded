import {
  DATA_TYPE_LABELS,
  DATA_VAULT_TEXT,
  type DataType,
  type ProductSuggestionsAnswer,
  type RowErrorsAnswer,
} from '@marketdesk/contracts/data-vault';
import type { GridPage, GridQuery, GridRow, GridUpdate } from '@marketdesk/contracts/grid';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { TaskStarted } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { applyGridEdits, type GridSelection, gridPage } from '../../platform/grid';
import { resolveScope } from '../../platform/report-scope';
import { checkGridExport, type TasksService } from '../../platform/tasks';
import type { RequestContext } from '../../platform/tenancy';
import { gridEditor } from './data-vault.editor';
import type { DataVaultRepository } from './data-vault.repository';
import type { RowEdit } from './data-vault.writers';
import { GRID_EXPORT_KIND, type GridExportPayload } from './export.task';
import { type DataGrid, type GridScope, gridOf } from './grids';

/** One grid endpoint: a data type, and its family for marketplace data (null for SKU and SKU Cost). */
export interface GridTarget {
  dataType: DataType;
  family: MarketplaceFamily | null;
}

/** Most product suggestions answered (a typeahead list). */
export const PRODUCT_SUGGESTION_LIMIT = 20;

export function dataVaultService(deps: { db: Db; repo: DataVaultRepository; tasks: TasksService }) {
  const { db, repo } = deps;

  function gridFor(t: GridTarget): DataGrid {
    const grid = gridOf(t.dataType, t.family);
    if (!grid) throw notFound();
    return grid;
  }

  /**
   * What a grid call reads (platform/report-scope): for a marketplace grid, a marketplace that exists and is of
   * the path's family (else 404 Marketplace not found) and that the user
   * may read (else 403 You do not have access to this marketplace: the resolver's default refusals); for SKU and SKU Cost, the SKUs of the
   * user's brands (the one brand rule, also the uploads').
   */
  async function scopeOf(
    ctx: RequestContext,
    t: GridTarget,
    mpId: number | undefined,
  ): Promise<GridScope & { mpName: string | null }> {
    if (!t.family) {
      const { brandIds } = await resolveScope(db, ctx, { brands: true });
      return { clientId: ctx.clientId, mpId: null, brandIds, mpName: null };
    }
    if (mpId === undefined) throw notFound('Marketplace not found');
    const { marketplace } = await resolveScope(db, ctx, { mpId, family: t.family.prefix });
    return { clientId: ctx.clientId, mpId: marketplace.pk_mp_id, mpName: marketplace.name };
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
     * Applies the edited rows (as the client read them) through the platform's applyGridEdits: only changed
     * columns are checked (403 names the column) and re-validated with the spec's messages (422); keys outside
     * the caller's client and marketplace 404; all rows in one transaction or none.
     */
    async update(
      ctx: RequestContext,
      t: GridTarget,
      mpId: number | undefined,
      rows: GridUpdate,
    ): Promise<{ updated: number } | RowErrorsAnswer> {
      const grid = gridFor(t);
      if (!grid.columns.some((c) => c.editable)) throw forbidden(DATA_VAULT_TEXT.notEditable);
      const scope = await scopeOf(ctx, t, mpId);
      return applyGridEdits<RowEdit>(db, ctx.permissions, gridEditor(repo, grid, scope), rows);
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
      return deps.tasks.startTask({
        clientId: ctx.clientId,
        userId: ctx.user.id,
        kind: GRID_EXPORT_KIND,
        label: [scope.mpName, DATA_TYPE_LABELS[t.dataType], 'export'].filter(Boolean).join(' '),
        payload,
      });
    },

    /** Products of one of the user's marketplaces whose identifier, SKU or title contains the term. */
    async suggestions(ctx: RequestContext, mpId: number, term: string): Promise<ProductSuggestionsAnswer> {
      await resolveScope(db, ctx, { mpId });
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
