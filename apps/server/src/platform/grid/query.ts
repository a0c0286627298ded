import type { GridPage, GridQuery, GridSortItem } from '@marketdesk/contracts/grid';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, isEmbedded } from '../../db/client';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { filterSql, searchSql } from './filter';
import { type GridDefinition, GridQueryError } from './types';

/** What a grid reads: its whitelist, the answered columns and the rows it may ever show. */
export interface GridSource {
  def: GridDefinition;
  /** The select list (`expr as "field", ...`), answered as each row. */
  select: SQL;
  /** FROM with its joins. */
  from: SQL;
  /** The rows this caller may see at all (client, marketplace, order type...). */
  scope: SQL;
}

/** The part of a grid query that chooses rows and their order (paging apart). */
export type GridSelection = Pick<GridQuery, 'sort' | 'filter' | 'search'>;

/** ORDER BY from the whitelist: the asked sort (or the grid's default), then the unique tiebreaker. */
export function orderBySql(def: GridDefinition, sort: readonly GridSortItem[] | undefined): SQL {
  const items: SQL[] = [];
  for (const s of sort ?? []) {
    const f = Object.hasOwn(def.fields, s.field) ? def.fields[s.field] : undefined;
    if (!f || f.sortable === false) {
      throw new GridQueryError('sort', `Cannot sort on ${s.field}: no such column`, 'field');
    }
    // Empty cells last in both directions, as a person reading a sorted grid expects.
    const nulls = f.notNull ? sql`` : sql` nulls last`;
    items.push(s.sort === 'desc' ? sql`${f.expr} desc${nulls}` : sql`${f.expr} asc${nulls}`);
  }
  if (items.length === 0) items.push(...def.defaultSort);
  items.push(...def.tiebreaker.map((t) => sql`${t} asc`));
  return sql.join(items, sql`, `);
}

/** The scope, the filter model and the search as one WHERE condition. Refuses unknown fields (422). */
export function whereSql(source: GridSource, q: GridSelection): SQL {
  const parts = [source.scope, filterSql(source.def, q.filter), searchSql(source.def, q.search)];
  return sql.join(
    parts.filter((p): p is SQL => p !== null),
    sql` and `,
  );
}

/** One page of rows, `limit` rows from `offset` (offset is bigint: deep cursors must not overflow). */
export function pageSql(source: GridSource, q: GridSelection, offset: number, limit: number): SQL {
  const where = whereSql(source, q);
  const order = orderBySql(source.def, q.sort);
  return sql`select ${source.select} from ${source.from} where ${where} order by ${order}
    limit ${limit}::int offset ${offset}::bigint`;
}

export function countSql(source: GridSource, q: GridSelection): SQL {
  return sql`select count(*)::bigint as n from ${source.from} where ${whereSql(source, q)}`;
}

/**
 * Matching rows are counted exactly up to this many past the asked page; beyond, the planner's estimate stands
 * in (an exact count of 568,000 order lines took 150 ms of a 155 ms page, docs/guide/data-vault.md, "Grid totals").
 */
export const GRID_EXACT_COUNT_ROWS = 10_000;

/** The number of matching rows, counting stops at `bound` (the scan stops there too). */
export function boundedCountSql(source: GridSource, q: GridSelection, bound: number): SQL {
  return sql`select count(*)::bigint as n from (select 1 from ${source.from} where ${whereSql(source, q)}
    limit ${bound}::bigint) counted`;
}

/** The planner's estimate of the matching rows (EXPLAIN runs nothing). */
export function estimateSql(source: GridSource, q: GridSelection): SQL {
  return sql`explain (format json) select 1 from ${source.from} where ${whereSql(source, q)}`;
}

function plannedRows(row: Record<string, unknown> | undefined): number {
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: number } }];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a page: exact when asked, or when fewer rows match than `GRID_EXACT_COUNT_ROWS` past the asked
 * page (so a user paging near the end sees the exact number); else the planner's estimate, never below what
 * was counted.
 */
export async function gridTotal(
  ex: Executor,
  source: GridSource,
  q: GridSelection & Pick<GridQuery, 'cursor' | 'size' | 'count'>,
): Promise<{ total: number; estimated: boolean }> {
  if (q.count === 'exact') {
    const [row] = await rowsOf<{ n: string | number }>(ex, countSql(source, q));
    return { total: Number(row?.n ?? 0), estimated: false };
  }
  const bound = q.cursor * q.size + GRID_EXACT_COUNT_ROWS;
  const [row] = await rowsOf<{ n: string | number }>(ex, boundedCountSql(source, q, bound));
  const counted = Number(row?.n ?? 0);
  if (counted < bound) return { total: counted, estimated: false };
  const [plan] = await rowsOf<Record<string, unknown>>(ex, estimateSql(source, q));
  return { total: Math.max(plannedRows(plan), counted), estimated: true };
}

/**
 * The page `cursor` (from 1) of `size` rows, with the total and the neighbouring pages, in the protocol's
 * shape. The page statement is built (and so its sort, filter and search checked) before anything runs.
 */
export async function gridPage<T>(
  ex: Executor,
  source: GridSource,
  q: GridSelection & Pick<GridQuery, 'cursor' | 'size' | 'count'>,
): Promise<GridPage<T>> {
  const page = pageSql(source, q, (q.cursor - 1) * q.size, q.size);
  const items = await rowsOf<T>(ex, page);
  const { total, estimated } = await gridTotal(ex, source, q);
  return {
    items,
    next_page: q.cursor * q.size < total ? q.cursor + 1 : null,
    current_page: q.cursor,
    previous_page: q.cursor > 1 ? q.cursor - 1 : null,
    total,
    ...(estimated ? { total_estimated: true } : {}),
  };
}

/**
 * Every matching row in the grid's order, batch by batch, paged by offset (the user's sort has no key to seek
 * on; the tiebreaker keeps pages disjoint). Each page re-runs the query: prefer readGrid for whole exports.
 */
export async function* gridBatches<T>(
  ex: Executor,
  source: GridSource,
  q: GridSelection,
  batchSize = 2000,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await rowsOf<T>(ex, pageSql(source, q, offset, batchSize));
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** Whether any row matches (an export of nothing is refused before a task starts). */
export async function gridHasRows(ex: Executor, source: GridSource, q: GridSelection): Promise<boolean> {
  const rows = await rowsOf(ex, sql`select 1 from ${source.from} where ${whereSql(source, q)} limit 1`);
  return rows.length > 0;
}

async function* cursorBatches<T>(tx: Executor, cursor: string, batchSize: number): AsyncGenerator<T[]> {
  // FETCH takes no parameter; the count is a whole number checked by readGrid.
  const fetch = sql.raw(`fetch forward ${batchSize} from ${cursor}`);
  for (;;) {
    const rows = await rowsOf<T>(tx, fetch);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/**
 * Every matching row in the grid's order, batch by batch, handed to `consume` (exports): memory holds one batch
 * whatever the total. On PostgreSQL the rows come from one server-side cursor in a read-only REPEATABLE READ
 * transaction: one query however deep the export goes, and one snapshot (rows written meanwhile neither shift
 * pages nor appear). PGlite pages by offset instead: its single connection, held by a transaction for the
 * whole export, would block every other request of the embedded server.
 */
export async function readGrid<T, R>(
  db: Db,
  source: GridSource,
  q: GridSelection,
  consume: (batches: AsyncIterable<T[]>) => Promise<R>,
  batchSize = 2000,
): Promise<R> {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`Bad batch size ${batchSize}`);
  // Built (and so checked against the whitelist) before any transaction opens.
  const query = sql`select ${source.select} from ${source.from} where ${whereSql(source, q)}
    order by ${orderBySql(source.def, q.sort)}`;
  if (isEmbedded(db)) return consume(gridBatches<T>(db, source, q, batchSize));
  return readCursor(db, query, consume, batchSize);
}

/**
 * Every row of an ordered query, batch by batch, from one server-side cursor in a read-only REPEATABLE READ
 * transaction (PostgreSQL only: on PGlite the transaction would hold its one connection for the whole read).
 */
export async function readCursor<T, R>(
  db: Db,
  query: SQL,
  consume: (batches: AsyncIterable<T[]>) => Promise<R>,
  batchSize = 2000,
): Promise<R> {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`Bad batch size ${batchSize}`);
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`declare grid_export no scroll cursor for ${query}`);
      return consume(cursorBatches<T>(tx, 'grid_export', batchSize));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
