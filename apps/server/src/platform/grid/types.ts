import type { SQL } from 'drizzle-orm';
import { FieldError } from '../errors';

/**
 * How a grid column filters and sorts: text (ILIKE and exact matches), number, date (calendar day), datetime
 * (an instant, compared by day or minute) and boolean. The filter operators allowed per kind are in filter.ts.
 */
export type GridFieldKind = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export interface GridField {
  /** The SQL expression of the column, e.g. sql`o.purchase_date`. Only this ever reaches SQL for the field. */
  expr: SQL;
  kind: GridFieldKind;
  /** Sortable and filterable (default true); false for columns whose SQL would be meaningless to order by. */
  sortable?: boolean;
  /** Searched by `search` (default: every text field). */
  searchable?: boolean;
  /**
   * The column never holds null: its sort omits `nulls last`, so an index on it can serve the ORDER BY
   * (PostgreSQL matches index order including the nulls position).
   */
  notNull?: boolean;
}

/**
 * A grid's whitelist (DESIGN section 9, server-paged grids): the only fields a query may sort or filter on,
 * the default order, and a unique tiebreaker so pages never overlap or skip rows.
 */
export interface GridDefinition {
  fields: Readonly<Record<string, GridField>>;
  /** ORDER BY items used when the query names no sort, e.g. [sql`o.purchase_date desc`]. */
  defaultSort: readonly SQL[];
  /** Columns that identify a row, appended to every ORDER BY (ascending). */
  tiebreaker: readonly SQL[];
}

/** A query a grid refuses: answered 422 with `{detail: [{loc, msg, type}]}` before any SQL runs. */
export class GridQueryError extends FieldError {
  override name = 'GridQueryError';

  constructor(
    readonly param: 'sort' | 'filter' | 'search' | 'cursor' | 'size',
    message: string,
    type = 'value_error',
  ) {
    super('querystring', param, message, type);
  }
}
