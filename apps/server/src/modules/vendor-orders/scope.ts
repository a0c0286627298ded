import { familyOf, type MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { hasCode } from '@marketdesk/contracts/permissions';
import { forbidden } from '../../platform/errors';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { MarketplaceRow, VendorOrdersRepository } from './vendor-orders.repository';

export interface Scoped {
  clientId: number;
  mp: MarketplaceRow;
  family: MarketplaceFamily;
}

/**
 * Who may touch a marketplace's POs or DF orders, in order: the caller holds one of `codes` (403), the
 * marketplace exists and is of the path's family (404 Marketplace not found, as the Data Vault answers a wrong family), and
 * it is assigned to the user (403): platform/report-scope, with its default refusals.
 */
export async function scopeOf(
  repo: VendorOrdersRepository,
  ctx: RequestContext,
  mpId: number,
  o: { prefix: 'AZ' | 'NN'; codes: readonly string[]; refusal?: string },
): Promise<Scoped> {
  if (!o.codes.some((c) => hasCode(ctx.permissions, c))) throw forbidden(o.refusal);
  const { marketplace: mp } = await resolveScope(repo.db, ctx, { mpId, family: o.prefix });
  return { clientId: ctx.clientId, mp, family: familyOf(mp.short_code) };
}
