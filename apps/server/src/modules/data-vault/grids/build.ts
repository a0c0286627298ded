import type { ColumnKind, DataColumn, DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { type SQL, sql } from 'drizzle-orm';
import {
  decodeRowKey,
  type GridFieldKind,
  type GridSource,
  type RowKeyPart,
  rowKeySql,
} from '../../../platform/grid';

/** Whose rows a grid reads: the selected client and, for marketplace data, one marketplace. */
export interface GridScope {
  clientId: number;
  mpId: number | null;
  /** The SKU grids' brand limit (the user's brands); null: every brand. Marketplace grids ignore it. */
  brandIds?: readonly number[] | null;
}

export type KeyPartType = RowKeyPart;

/** How one data type is stored: the SQL of each column, where rows live, and their key. */
export interface GridSpec {
  /** Raw SQL per column field (filters and sorts compare these; answers are built from them). */
  exprs: Record<string, SQL>;
  from: SQL;
  scope(s: GridScope): SQL;
  /** The row's primary key within the scope, in order: the `_key` and the tiebreaker of every sort. */
  key: readonly { expr: SQL; type: KeyPartType }[];
  defaultSort: readonly SQL[];
  /** Columns stored NOT NULL (their sorts can use indexes; see platform/grid GridField.notNull). */
  notNull?: readonly string[];
}

/** A grid of one data type (and family): its columns, its query source, and its row keys. */
export interface DataGrid {
  dataType: DataType;
  family: MarketplaceFamily | null;
  columns: DataColumn[];
  spec: GridSpec;
  source(scope: GridScope): GridSource;
  /** The condition selecting the row of a `_key`, or null when the key cannot be one of this grid's. */
  keyWhere(key: string): SQL | null;
}

const FILTER_KIND: Record<ColumnKind, GridFieldKind> = {
  key: 'number',
  text: 'text',
  list: 'text',
  integer: 'number',
  number: 'number',
  money: 'number',
  fraction: 'number',
  multiple: 'number',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
};

/**
 * What the answer carries per kind, the same on both drivers: numerics as JSON numbers (float8 holds every
 * numeric(14,2) exactly enough to print), dates as 'YYYY-MM-DD', instants as UTC ISO text, lists as arrays.
 */
function output(kind: ColumnKind, expr: SQL): SQL {
  switch (kind) {
    case 'money':
    case 'number':
    case 'fraction':
    case 'multiple':
      return sql`${expr}::float8`;
    case 'date':
      return sql`to_char(${expr}, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'list':
      return sql`to_json(${expr})`;
    default:
      return expr;
  }
}

/** A decoded key part as a SQL parameter of the column's type. */
const keyParam = (type: KeyPartType, v: string | number): SQL =>
  type === 'text' ? sql`${v}::text` : type === 'int' ? sql`${v}::int` : sql`${v}::bigint`;

export function dataGrid(
  dataType: DataType,
  family: MarketplaceFamily | null,
  columns: DataColumn[],
  spec: GridSpec,
): DataGrid {
  for (const c of columns) {
    if (!spec.exprs[c.field]) throw new Error(`${dataType}: no SQL for column ${c.field}`);
  }
  const fields = Object.fromEntries(
    columns.map((c) => {
      const expr =
        c.kind === 'list' ? sql`array_to_string(${spec.exprs[c.field]}, ' ')` : spec.exprs[c.field]!;
      return [
        c.field,
        { expr, kind: FILTER_KIND[c.kind], notNull: spec.notNull?.includes(c.field) ?? false },
      ];
    }),
  );
  // `_key`: the key parts as a JSON array (platform/grid row-key codec), stable across pages and drivers.
  const kinds = spec.key.map((k) => k.type);
  const select = sql.join(
    [
      sql`${rowKeySql(spec.key.map((k) => k.expr))} as "_key"`,
      ...columns.map((c) => sql`${output(c.kind, spec.exprs[c.field]!)} as ${sql.identifier(c.field)}`),
    ],
    sql`, `,
  );
  return {
    dataType,
    family,
    columns,
    spec,
    source: (scope) => ({
      def: { fields, defaultSort: spec.defaultSort, tiebreaker: spec.key.map((k) => k.expr) },
      select,
      from: spec.from,
      scope: spec.scope(scope),
    }),
    keyWhere(key) {
      const parts = decodeRowKey(key, kinds);
      if (!parts) return null;
      return sql.join(
        spec.key.map((k, i) => sql`${k.expr} = ${keyParam(k.type, parts[i]!)}`),
        sql` and `,
      );
    },
  };
}
