import { type BrandRecord, brandList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { brandKeys } from './keys';

/** GET /brands/all: every brand (super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return brandList.parse(await apiRequest('/brands/all'));
}

export function useBrands() {
  return useQuery({ queryKey: brandKeys.all, queryFn: getBrands });
}
