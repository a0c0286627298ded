import { type BrandRecord, brandList } from '@marketdesk/contracts';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { brandKeys } from './keys';

/** GET /brands/all: every brand (super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return brandList.parse(await apiRequest('/brands/all'));
}

export function useBrands() {
  return useTenantQuery({ queryKey: brandKeys.all, queryFn: getBrands });
}
