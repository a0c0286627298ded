import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key roots of the two screens that show a product's focused flag: the analysis screen and Manage
 * Focused SKUs. Each screen builds its keys under its root; a focus change on either screen clears both (spec 02
 * section 4: "caches are cleared").
 */
export const FOCUSED_QUERY_ROOTS = {
  analyzer: ['focused-analyzer'],
  manage: ['focused-manage'],
} as const;

/** Clears every cached list, search and detail that carries the focused flag. */
export function invalidateFocusedFlag(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    Object.values(FOCUSED_QUERY_ROOTS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
