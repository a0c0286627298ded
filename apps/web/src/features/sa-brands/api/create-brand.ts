import { type BrandCreate, type BrandRecord, brandRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { brandKeys } from './keys';

/** POST /brands. */
export async function createBrand(body: BrandCreate): Promise<BrandRecord> {
  return brandRecord.parse(await apiRequest('/brands', { method: 'POST', json: body }));
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
