import { type BrandCreate, type BrandRecord, brandRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
import { brandKeys } from './keys';

/** POST /brands. */
export async function createBrand(body: BrandCreate): Promise<BrandRecord> {
  return brandRecord.parse(await apiRequest('/brands', { method: 'POST', json: body }));
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    // The user's brands (GET /brands) that pickers and other screens read change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.brands }),
      ]),
  });
}
