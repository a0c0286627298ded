import type { FocusedSkuManagerAnswer, ToggleFocusAnswer } from '@marketdesk/contracts/focused-sku-calls';
import { FOCUSED_SKU_TEXT } from '@marketdesk/contracts/focused-sku-texts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { type ManageScope, manageRepository } from './manage.repository';

/** The retailer SKU column's label: the marketplace family's identifier (ASIN on AZ), else the generic one. */
const retailerSkuType = (label: string | undefined) => label ?? 'Retailer SKU';

/**
 * Manage Focused SKUs (spec 02 section 2, issue 19 item 5): the caller's marketplace (the report scope: it must
 * exist and be theirs) and the products their brands allow.
 */
export function manageService(db: Db) {
  const repo = manageRepository(db);
  async function scope(ctx: RequestContext, mpId: number, refusal?: () => Error) {
    const s = await resolveScope(db, ctx, {
      mpId,
      brands: true,
      ...(refusal ? { refusals: { unknown: refusal, notYours: refusal } } : {}),
    });
    const manage: ManageScope = { clientId: ctx.clientId, mpId, brandIds: s.brandIds };
    return { manage, label: retailerSkuType(s.family?.identifierLabel) };
  }

  return {
    async search(
      ctx: RequestContext,
      q: { mp_id: number; search: string; size: number },
    ): Promise<FocusedSkuManagerAnswer> {
      const { manage, label } = await scope(ctx, q.mp_id);
      return { ...(await repo.search(manage, q.search, q.size)), retailer_sku_type: label };
    },

    async list(
      ctx: RequestContext,
      q: { mp_id: number; search?: string; page: number; size: number },
    ): Promise<FocusedSkuManagerAnswer> {
      const { manage, label } = await scope(ctx, q.mp_id);
      const term = q.search?.trim() || undefined;
      return { ...(await repo.focused(manage, term, q.page, q.size)), retailer_sku_type: label };
    },

    /** `changed`: the flag was not `focused` before. 404 with the screen's text when the product is not one of the caller's on that marketplace. */
    async toggleFocus(
      ctx: RequestContext,
      productId: number,
      mpId: number,
      focused: boolean,
    ): Promise<ToggleFocusAnswer> {
      const missing = () => notFound(FOCUSED_SKU_TEXT.statusNotFound);
      const { manage } = await scope(ctx, mpId, missing);
      const set = await repo.setFocus(manage, productId, focused);
      if (!set) throw missing();
      return { product_id: productId, focused, changed: set.was !== focused };
    },
  };
}

export type ManageService = ReturnType<typeof manageService>;
