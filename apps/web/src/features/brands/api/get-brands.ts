import type { BrandRecord } from '@marketdesk/contracts';
import { brandOps } from '@marketdesk/contracts/operations/brands';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { brandKeys } from './keys';

/** GET /brands/all: every brand (super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return call(brandOps.all);
}

export function useBrands() {
  return useTenantQuery({ queryKey: brandKeys.all, queryFn: getBrands });
}
