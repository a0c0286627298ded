import { familyOf, type MarketplaceFamily, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { hasCode } from '@marketdesk/contracts/permissions';
import { forbidden, notFound } from '../../platform/errors';
import { seesEveryMarketplace } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { MarketplaceRow, VendorOrdersRepository } from './vendor-orders.repository';

export interface Scoped {
  clientId: number;
  mp: MarketplaceRow;
  family: MarketplaceFamily;
}

const unrestricted = seesEveryMarketplace;

/**
 * Who may touch a marketplace's POs or DF orders, in order: the caller holds one of `codes` (403), the
 * marketplace exists and is of the path's family (404, as the Data Vault answers a wrong family), and it is
 * assigned to the user (403; client admins and super admins hold every marketplace, the dashboard's rule).
 */
export async function scopeOf(
  repo: VendorOrdersRepository,
  ctx: RequestContext,
  mpId: number,
  o: { prefix: 'AZ' | 'NN'; codes: readonly string[]; refusal?: string },
): Promise<Scoped> {
  if (!o.codes.some((c) => hasCode(ctx.permissions, c))) throw forbidden(o.refusal);
  const mp = await repo.marketplace(mpId);
  if (!mp || prefixOf(mp.short_code) !== o.prefix) throw notFound('Marketplace not found');
  if (!unrestricted(ctx) && !(await repo.isAssigned(ctx.user.id, mp.pk_mp_id))) {
    throw forbidden('You do not have access to this marketplace');
  }
  return { clientId: ctx.clientId, mp, family: familyOf(mp.short_code) };
}
