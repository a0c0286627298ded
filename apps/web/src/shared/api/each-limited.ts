/**
 * Runs `fn` on every item with at most `limit` calls under way: a bulk action of hundreds of rows neither
 * queues hundreds of requests at once nor stops half-way at the first failure. Every item is tried; when any
 * failed, the first failure is thrown after all have settled (so what did change can be read back).
 */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
