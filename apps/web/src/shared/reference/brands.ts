import { type BrandRecord, brandList } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';
import { useTenantQuery } from '../api/tenant-query';
import { referenceKeys } from './keys';

/** GET /brands: the user's brands (every brand for a super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return brandList.parse(await apiRequest('/brands'));
}

export function useBrands() {
  return useTenantQuery({ queryKey: referenceKeys.brands, queryFn: getBrands, staleTime: 5 * 60_000 });
}
