import {
  type DefaultError,
  type Query,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { getSession, useSession } from '../session/store';
import { ApiError } from './errors';

/**
 * Every answer the web keeps belongs to the client it was asked for (DESIGN 9 "Web kit"): a query key always
 * ends with the selected client, so switching client can never show another client's rows from the cache or
 * as the "previous page" of a grid. Features cannot write a query without it: Biome refuses `useQuery` outside
 * this file (biome.json, noRestrictedImports); they call useTenantQuery with the key of what they ask.
 */

/** The last part of every query key: the client it was asked for (null before one is selected). */
export interface TenantPart {
  client_id: number | null;
}

/** `key` followed by the client: invalidating `key` (or any prefix of it) still reaches every client's copy. */
export const tenantKey = (clientId: number | null, key: QueryKey): QueryKey => [
  ...key,
  { client_id: clientId } satisfies TenantPart,
];

/** The client a tenant key was asked for; undefined for a key not made by tenantKey. */
export function clientOfKey(key: QueryKey): number | null | undefined {
  const last = key.at(-1);
  return last !== null && typeof last === 'object' && 'client_id' in last
    ? (last as TenantPart).client_id
    : undefined;
}

export type TenantQueryOptions<TQueryFnData, TError, TData> = Omit<
  UseQueryOptions<TQueryFnData, TError, TData, QueryKey>,
  'queryKey'
> & {
  /** What is asked, without the client: useTenantQuery adds it. */
  queryKey: QueryKey;
};

/**
 * useQuery for the selected client: the key gets the client appended, and placeholder data (e.g. a grid's
 * previous page, `keepPreviousData`) is only ever taken from a query of the same client.
 */
export function useTenantQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData>(
  options: TenantQueryOptions<TQueryFnData, TError, TData>,
): UseQueryResult<TData, TError> {
  const { selectedClientId } = useSession();
  const { queryFn, placeholderData: given } = options;
  // A function (e.g. keepPreviousData) is asked only for a previous query of the same client.
  type Placeholder = (previous: unknown, previousQuery: Query<TQueryFnData, TError> | undefined) => unknown;
  const placeholderData =
    typeof given === 'function'
      ? (((previous, previousQuery) =>
          previousQuery && clientOfKey(previousQuery.queryKey) === selectedClientId
            ? (given as Placeholder)(previous, previousQuery)
            : undefined) as Placeholder as typeof given)
      : given;
  return useQuery<TQueryFnData, TError, TData, QueryKey>({
    ...options,
    queryKey: tenantKey(selectedClientId, options.queryKey),
    // The api client sends the client selected now: a query of the client before (refetched after the switch)
    // must not store the new client's answer under the old client's key.
    queryFn:
      typeof queryFn === 'function'
        ? (context) => {
            if (clientOfKey(context.queryKey) !== getSession().selectedClientId)
              throw new ApiError(0, undefined, 'The selected client changed');
            return queryFn(context);
          }
        : queryFn,
    placeholderData,
  });
}
