import { type BrandRecord, brandList } from '@marketdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { referenceKeys } from './keys';

/** GET /brands: the user's brands (every brand for a super admin). */
export async function getBrands(): Promise<BrandRecord[]> {
  return brandList.parse(await apiRequest('/brands'));
}

export function useBrands() {
  return useQuery({ queryKey: referenceKeys.brands, queryFn: getBrands, staleTime: 5 * 60_000 });
}
