import type { GridPage } from '@marketdesk/contracts/grid';
import type { Operation } from '@marketdesk/contracts/operation';
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../api/call';
import { useTenantQuery } from '../api/tenant-query';
import type { GridRowModel } from './columns';
import { isoDay } from './format';

type QueryValue = string | number | boolean | null | undefined;

/** What the grid is showing besides the page: sort, filter and search, as the grid protocol sends them. */
export interface GridSelection {
  sort?: string;
  filter?: string;
  search?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Date filter values leave the grid as Date objects; the server wants 'YYYY-MM-DD' (or a local minute). */
function filterValue(value: unknown, type: 'date' | 'dateTime' | undefined): unknown {
  if (!(value instanceof Date)) return value;
  if (type === 'dateTime') return `${isoDay(value)}T${pad(value.getHours())}:${pad(value.getMinutes())}`;
  return isoDay(value);
}

/**
 * The grid protocol's sort, filter and search (spec 02 section 7) from the grid's models: the quick filter
 * becomes `search`; filter items still waiting for a value are left out.
 */
export function gridSelection(
  sortModel: GridSortModel,
  filterModel: GridFilterModel,
  dateTypes: Record<string, 'date' | 'dateTime'>,
): GridSelection {
  const items = filterModel.items
    .filter(
      (i) =>
        i.operator === 'isEmpty' ||
        i.operator === 'isNotEmpty' ||
        (i.value !== undefined && i.value !== null && i.value !== ''),
    )
    .map((i) => ({ field: i.field, operator: i.operator, value: filterValue(i.value, dateTypes[i.field]) }));
  const search = (filterModel.quickFilterValues ?? []).map(String).join(' ').trim();
  const sort = sortModel.filter((s) => s.sort).map((s) => ({ field: s.field, sort: s.sort }));
  return {
    sort: sort.length > 0 ? JSON.stringify(sort) : undefined,
    filter:
      items.length > 0
        ? JSON.stringify({ items, logicOperator: filterModel.logicOperator ?? 'and' })
        : undefined,
    search: search || undefined,
  };
}

export interface GridPageRequest {
  queryKey: readonly unknown[];
  /** The GET operation answering the grid protocol's pages; null: no grid to ask (the query stays idle). */
  operation: Operation | null;
  /** The grid's own parameters, e.g. mp_id and data_type. */
  params?: Record<string, QueryValue>;
  /** Page from 0, as the grid counts; the protocol's cursor counts from 1. */
  page: number;
  size: number;
  selection: GridSelection;
  enabled?: boolean;
}

/**
 * One page of a server-paged grid; the previous page stays on screen while the next one loads, never one of
 * another client (the key holds the selected client: a client switch loads the grid again).
 */
export function useGridPage<T = GridRowModel>(r: GridPageRequest) {
  const query = { ...r.params, cursor: r.page + 1, size: r.size, ...r.selection };
  return useTenantQuery({
    queryKey: [...r.queryKey, query],
    // Generic over the grid's operation: its own schema checks the page.
    queryFn: ({ signal }) => call(r.operation!, { query, signal } as never) as Promise<GridPage<T>>,
    placeholderData: keepPreviousData,
    enabled: r.operation !== null && (r.enabled ?? true),
  });
}
