import type { BrandCreate, BrandRecord } from '@marketdesk/contracts';
import { brandOps } from '@marketdesk/contracts/operations/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { brandKeys } from './keys';

/** POST /brands. */
export async function createBrand(body: BrandCreate): Promise<BrandRecord> {
  return call(brandOps.create, { body });
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
