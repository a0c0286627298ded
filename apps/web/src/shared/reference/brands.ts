import type { BrandRecord } from '@marketdesk/contracts';
import { brandOps } from '@marketdesk/contracts/operations/brands';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import { referenceKeys } from './keys';

/** GET /brands: the user's brands (every brand for a super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return call(brandOps.mine);
}

export function useBrands() {
  return useTenantQuery({ queryKey: referenceKeys.brands, queryFn: getBrands, staleTime: 5 * 60_000 });
}
