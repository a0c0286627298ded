import type { ColumnKind, DataColumn } from '@marketdesk/contracts/data-vault';
import { isPriceColumn } from '@marketdesk/contracts/marketplace-registry';
import { type SQL, sql } from 'drizzle-orm';
import {
  listingDaysOfOrders,
  type OrderLineInput,
  type ReturnInput,
  refreshListingRollups,
  type Tx,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import type { ParsedValue } from '../../platform/grid';
import type { DataGrid, GridScope } from './grids';

/** One checked edit: the row's key condition and the parsed new values of its edited columns. */
export interface RowEdit {
  key: SQL;
  values: Record<string, ParsedValue>;
}

/** Booleans stored NOT NULL: blank means false. */
const NOT_NULL_BOOLEANS = new Set(['is_exclusive', 'is_eol', 'is_fragile', 'is_hazardous', 'focused_sku']);
const CASTS: Partial<Record<ColumnKind, string>> = {
  integer: 'int',
  number: 'numeric',
  money: 'numeric',
  fraction: 'numeric',
  multiple: 'numeric',
  date: 'date',
  datetime: 'timestamptz',
  boolean: 'boolean',
};

function valueSql(col: DataColumn, v: ParsedValue): SQL {
  if (col.kind === 'list') {
    return v === null ? sql`null` : sql`array(select jsonb_array_elements_text(${JSON.stringify(v)}::jsonb))`;
  }
  if (NOT_NULL_BOOLEANS.has(col.field)) return sql`coalesce(${v}::boolean, false)`;
  return sql`${v}::${sql.raw(CASTS[col.kind] ?? 'text')}`;
}

const assignments = (grid: DataGrid, values: Record<string, ParsedValue>, only: (f: string) => boolean) =>
  grid.columns
    .filter((c) => Object.hasOwn(values, c.field) && only(c.field))
    .map((c) => sql`${sql.identifier(c.field)} = ${valueSql(c, values[c.field]!)}`);

/** UPDATE of a plain table under the grid's alias (its scope and key conditions are alias-qualified). */
async function updatePlain(
  tx: Tx,
  table: string,
  alias: string,
  grid: DataGrid,
  scope: GridScope,
  e: RowEdit,
) {
  const sets = assignments(grid, e.values, (f) => !isPriceColumn(f) || table !== 'products');
  if (sets.length === 0) return;
  await tx.execute(
    sql`update ${sql.identifier(table)} ${sql.raw(alias)} set ${sql.join(sets, sql`, `)}, dt_update = now()
      where ${grid.spec.scope(scope)} and ${e.key}`,
  );
}

/** Price columns live in `prices` (one row per product, created with the marketplace's currency when missing). */
async function upsertPrices(tx: Tx, grid: DataGrid, scope: GridScope, e: RowEdit) {
  const cols = grid.columns.filter((c) => isPriceColumn(c.field) && Object.hasOwn(e.values, c.field));
  if (cols.length === 0) return;
  const names = sql.join(
    cols.map((c) => sql.identifier(c.field)),
    sql`, `,
  );
  const values = sql.join(
    cols.map((c) => valueSql(c, e.values[c.field]!)),
    sql`, `,
  );
  const updates = sql.raw(cols.map((c) => `"${c.field}" = excluded."${c.field}"`).join(', '));
  await tx.execute(
    sql`insert into prices (client_id, fk_product_id, currency_code, ${names})
      select p.client_id, p.pk_product_id, m.currency_code, ${values}
      from products p join marketplaces m on m.pk_mp_id = p.mp_id
      where ${grid.spec.scope(scope)} and ${e.key}
      on conflict (client_id, fk_product_id) do update set ${updates}, dt_update = now()`,
  );
}

/** Order lines are rewritten whole through the fact writer, so the sales rollups follow in this transaction. */
async function updateOrder(tx: Tx, grid: DataGrid, scope: GridScope, e: RowEdit) {
  const [row] = await rowsOf<OrderLineInput>(
    tx,
    sql`select mp_id, order_id, order_item_id, order_type, profile_id, identifier, sku_code,
      purchase_date::text as purchase_date, order_status, shipping_address, quantity_ordered, quantity_shipped,
      quantity_confirmed, item_price::text as item_price, amount_tax::text as amount_tax,
      amount_shipping::text as amount_shipping, amount_discount::text as amount_discount,
      buying_cost::text as buying_cost, currency_code, last_update_date::text as last_update_date, is_fba, extras
      from orders o where ${grid.spec.scope(scope)} and ${e.key}`,
  );
  if (!row) return;
  const next: Record<string, unknown> = { ...row };
  for (const [field, value] of Object.entries(e.values)) {
    if (field === 'amount_delivered') next.extras = { ...(row.extras ?? {}), amount_delivered: value };
    else next[field] = value;
  }
  await writeOrderLines(tx, scope.clientId, [next as unknown as OrderLineInput]);
}

async function updateReturn(tx: Tx, grid: DataGrid, scope: GridScope, e: RowEdit) {
  const [row] = await rowsOf<ReturnInput>(
    tx,
    sql`select mp_id, return_id, order_id, order_item_id, identifier, sku_code, return_date::text as return_date,
      box_id, quantity, item_condition, claim_id, claim_result, credit_note_num, price::text as price, currency_code,
      reason, status, extras
      from returns r where ${grid.spec.scope(scope)} and ${e.key}`,
  );
  if (!row) return;
  await writeReturns(tx, scope.clientId, [{ ...row, ...e.values } as ReturnInput]);
}

/**
 * A settlement line's edit changes what its order was paid (and, if its order id or item changes, another
 * order's): the listing rollup's days of the line's order before and after the edit are recomputed.
 */
async function updateSettlement(tx: Tx, grid: DataGrid, scope: GridScope, e: RowEdit) {
  const orderOf = () =>
    rowsOf<{ mp_id: number; order_id: string | null }>(
      tx,
      sql`select mp_id, order_id from settlements t where ${grid.spec.scope(scope)} and ${e.key}`,
    );
  const before = await orderOf();
  await updatePlain(tx, 'settlements', 't', grid, scope, e);
  const lines = [...before, ...(await orderOf())];
  for (const mpId of new Set(lines.map((l) => l.mp_id))) {
    const orderIds = lines.filter((l) => l.mp_id === mpId).map((l) => l.order_id);
    const keys = await listingDaysOfOrders(tx, scope.clientId, mpId, orderIds);
    await refreshListingRollups(tx, scope.clientId, { keys });
  }
}

/** Writes one checked edit of the grid's data type (inside the caller's transaction). */
export async function writeEdit(tx: Tx, grid: DataGrid, scope: GridScope, e: RowEdit): Promise<void> {
  switch (grid.dataType) {
    case 'sku':
      return updatePlain(tx, 'skus', 's', grid, scope, e);
    case 'sku_cost':
      return updatePlain(tx, 'sku_costs', 'c', grid, scope, e);
    case 'products':
      await updatePlain(tx, 'products', 'p', grid, scope, e);
      return upsertPrices(tx, grid, scope, e);
    case 'fees':
      return updatePlain(tx, 'fees', 'f', grid, scope, e);
    case 'settlements':
      return updateSettlement(tx, grid, scope, e);
    case 'orders':
    case 'purchase_orders':
      return updateOrder(tx, grid, scope, e);
    case 'returns':
      return updateReturn(tx, grid, scope, e);
  }
}
