import { type MutationFunction, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which every query under `queryKey` is read again (its lists, counts and details), so what the
 * screen shows is the server's.
 */
export function useRefreshingMutation<T, V>(queryKey: QueryKey, mutationFn: MutationFunction<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
