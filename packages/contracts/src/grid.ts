import { z } from 'zod';
import { pageParam } from './paging';
import { idParam, text } from './primitives';

/**
 * The server-paged grid protocol (spec 02 section 7, DESIGN section 9): `cursor` (page, from 1), `size`,
 * `sort` (JSON `[{field, sort}]`), `filter` (JSON, the MUI DataGrid filter model), `search`; the answer is
 * `{items, next_page, current_page, previous_page, total}`. The server checks every field against the grid's
 * own columns before anything reaches SQL.
 */

export const GRID_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const GRID_DEFAULT_PAGE_SIZE = 50;
/** The largest page a grid call answers (bigger pages are exports). */
export const GRID_MAX_PAGE_SIZE = 500;

export const gridSortItem = z.object({
  field: text(100).min(1),
  sort: z.enum(['asc', 'desc']),
});
export type GridSortItem = z.infer<typeof gridSortItem>;

/** The operators the free MUI DataGrid offers for text, number, date and boolean columns. */
export const GRID_OPERATORS = [
  'contains',
  'doesNotContain',
  'equals',
  'doesNotEqual',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'is',
  'not',
  'after',
  'onOrAfter',
  'before',
  'onOrBefore',
] as const;
export type GridOperator = (typeof GRID_OPERATORS)[number];

const filterValue = z.union([
  text(1000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.union([text(1000), z.number().finite()])).max(1000),
]);

export const gridFilterItem = z.object({
  field: text(100).min(1),
  operator: z.enum(GRID_OPERATORS),
  value: filterValue.optional(),
  id: z.union([z.string(), z.number()]).optional(),
});
export type GridFilterItem = z.infer<typeof gridFilterItem>;

export const gridFilterModel = z.object({
  items: z.array(gridFilterItem).max(20).default([]),
  logicOperator: z.enum(['and', 'or']).default('and'),
  quickFilterValues: z.array(z.unknown()).optional(),
});
export type GridFilterModel = z.infer<typeof gridFilterModel>;

/** A JSON query parameter: parsed, then validated; a malformed one answers 422 like any invalid field. */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The paging part of every grid call's query. */
export const gridQuery = z.object({
  cursor: pageParam(GRID_MAX_PAGE_SIZE).default(1),
  size: z.coerce.number().int().min(1).max(GRID_MAX_PAGE_SIZE).default(GRID_DEFAULT_PAGE_SIZE),
  sort: jsonParam(z.array(gridSortItem).max(5)).optional(),
  filter: jsonParam(gridFilterModel).optional(),
  search: text(200).optional(),
  /** Sent by the web's export button on `/download` paths (spec 02 section 7); it changes nothing. */
  download: text(20).optional(),
  /**
   * `exact`: count every matching row. Without it a large result's `total` may be the planner's estimate
   * (then `total_estimated` is true), because counting half a million rows costs more than reading the page.
   */
  count: z.enum(['exact']).optional(),
});
export type GridQuery = z.infer<typeof gridQuery>;

/** A marketplace grid's query: the paging plus the marketplace (and the data type the spec also sends). */
export const marketplaceGridQuery = gridQuery.extend({
  mp_id: idParam(),
  data_type: text(40).optional(),
});
export type MarketplaceGridQuery = z.infer<typeof marketplaceGridQuery>;

/** One page of a grid. */
export const gridPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_page: z.number().int().nullable(),
    current_page: z.number().int(),
    previous_page: z.number().int().nullable(),
    total: z.number().int(),
    /** True when `total` is an estimate (more rows match than are counted exactly; ask with count=exact). */
    total_estimated: z.boolean().optional(),
  });
export type GridPage<T> = {
  items: T[];
  next_page: number | null;
  current_page: number;
  previous_page: number | null;
  total: number;
  total_estimated?: boolean;
};

/** A grid row as answered: its key (`_key`, stable across pages) and its columns' values. */
export const gridRow = z.record(z.string(), z.unknown());
export type GridRow = Record<string, unknown>;

/**
 * PUT on a grid path: the edited rows, each with its `_key` and its columns: the whole row as the grid answered
 * it or only the changed columns. Only a column whose value differs from the stored row's (compared as the
 * grid answers it: 12.5 and "12.50", "" and null, "a b" and ["a","b"] for keywords are the same) is an edit,
 * checked against its area's update permission and re-validated.
 */
export const gridUpdate = z
  .array(z.object({ _key: text(1000).min(1) }).catchall(z.unknown()))
  .min(1)
  .max(1000);
export type GridUpdate = z.infer<typeof gridUpdate>;

export const gridUpdateAnswer = z.object({ updated: z.number().int() });
