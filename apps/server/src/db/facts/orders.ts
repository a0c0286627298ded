import { sql } from 'drizzle-orm';
import { type OrderType, orders } from '../schema';
import { chunks, type DayKey, type Executor, json, pgArray, rowsOf, uniqueKeys } from './executor';
import { refreshSalesRollups } from './rollups';
import { timed } from './stages';

/** One order line as written by uploads, grid edits, imports and the demo generator. Amounts: number or decimal string. */
export interface OrderLineInput {
  mp_id: number;
  order_id: string;
  order_item_id: string;
  order_type?: OrderType;
  profile_id?: string | null;
  identifier?: string | null;
  sku_code?: string | null;
  purchase_date: string;
  order_status?: string | null;
  shipping_address?: string | null;
  quantity_ordered: number;
  quantity_shipped?: number | null;
  quantity_confirmed?: number | null;
  item_price: number | string;
  amount_tax?: number | string | null;
  amount_shipping?: number | string | null;
  amount_discount?: number | string | null;
  buying_cost?: number | string | null;
  currency_code: string;
  last_update_date?: string | null;
  is_fba?: boolean | null;
  extras?: Record<string, unknown> | null;
}

export interface OrderLineKey {
  mp_id: number;
  order_id: string;
  order_item_id: string;
}

/** Keys per statement of deleteOrderLines. */
const CHUNK = 4000;

/** Lines written, by what the table held before: no line with their key, one with other values, the same values. */
export interface OrderLineCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The counts of each marketplace a writer's lines were of. */
export type OrderLineCountsByMarketplace = Map<number, OrderLineCounts>;

/** The columns a line sets (besides the SKU and its brand, resolved from sku_code). */
const FIELDS = [
  'mp_id',
  'order_id',
  'order_item_id',
  'order_type',
  'profile_id',
  'identifier',
  'sku_code',
  'purchase_date',
  'order_status',
  'shipping_address',
  'quantity_ordered',
  'quantity_shipped',
  'quantity_confirmed',
  'item_price',
  'amount_tax',
  'amount_shipping',
  'amount_discount',
  'buying_cost',
  'currency_code',
  'last_update_date',
  'is_fba',
  'extras',
] as const satisfies readonly (keyof OrderLineInput & keyof typeof orders)[];

/** Columns compared to tell an unchanged line: every column the writer sets but the keys and the derived ids. */
export const ORDER_LINE_COMPARED: readonly (keyof OrderLineInput)[] = FIELDS.filter(
  (c) => c !== 'mp_id' && c !== 'order_id' && c !== 'order_item_id',
);

const names = (prefix: string, columns: readonly string[]) => columns.map((c) => `${prefix}${c}`).join(', ');
const WRITTEN = [...FIELDS, 'fk_sku_id', 'fk_brand_id'];
const SET = ['fk_sku_id', 'fk_brand_id', ...ORDER_LINE_COMPARED]
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** Lines per statement: large enough that per-statement costs vanish. */
const BATCH_ROWS = 25_000;
/** Defaults of the writer, applied before a line is compared with the stored one. */
const DEFAULTS: Partial<Record<(typeof FIELDS)[number], string>> = {
  order_type: "'R'",
  quantity_ordered: '0',
  item_price: '0',
};

const keyOf = (r: OrderLineKey) => `${r.mp_id}|${r.order_id}|${r.order_item_id}`;

/** The last row wins when one batch names the same line twice. */
function dedupe<T extends OrderLineKey>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) byKey.set(keyOf(r), r);
  return [...byKey.values()];
}

export interface OrderLinesWriter {
  /** Writes the next lines, in the order of their source (a line named again later wins). */
  add(rows: readonly OrderLineInput[]): Promise<void>;
  /** Recomputes the sales rollups of every (marketplace, date) the lines had before or have now. */
  finish(): Promise<{ keys: DayKey[]; counts: OrderLineCounts; byMarketplace: OrderLineCountsByMarketplace }>;
}

/**
 * Writes order lines of one client in batches, set-based: one statement per batch takes the lines as column
 * arrays, compares them with the stored lines (key: marketplace + order_id + order_item_id), inserts or updates
 * them with the SKU and its brand resolved from sku_code, and answers the touched days and the counts; `finish`
 * recomputes the sales rollups of those days once. With `skipUnchanged`, a line equal to the stored one in
 * every compared column is not written at all (its dt_update stays).
 *
 * Batches may come while their source is still being read (an upload). Counts are of distinct lines, by what
 * the table held before the first batch: when a batch names a line an earlier batch wrote, everything is rolled
 * back to before the first batch and all lines are written again at `finish`, the last of each key winning.
 * Use inside a transaction, with nothing else written on it between the first `add` and `finish`.
 */
export function orderLinesWriter(
  tx: Executor,
  clientId: number,
  options: { skipUnchanged?: boolean } = {},
): OrderLinesWriter {
  const seen = new Set<string>();
  const all: OrderLineInput[] = []; // every line added: written again if a later batch repeats a key
  let started = false;
  let repeated = false;
  let touched: DayKey[] = [];
  let counts: OrderLineCounts = { inserted: 0, updated: 0, unchanged: 0 };
  let byMarketplace: OrderLineCountsByMarketplace = new Map();
  const where = options.skipUnchanged ? sql.raw('not x.same') : sql.raw('true');

  async function write(rows: readonly OrderLineInput[]) {
    // Each column as one array of the column's own type (numeric(14,2) rounds as the table does), so a line
    // compares with the stored one exactly as it would be stored.
    const arrays = FIELDS.map(
      (c) => sql`${pgArray(rows.map((r) => r[c]))}::${sql.raw(orders[c].getSQLType())}[]`,
    );
    const lines = FIELDS.map((c) => (DEFAULTS[c] ? `coalesce(${c}, ${DEFAULTS[c]}) as ${c}` : c)).join(', ');
    const result = await timed('facts: merge order lines', () =>
      rowsOf<{ kind: 'day' | keyof OrderLineCounts; mp_id: number | null; date: string | null; n: number }>(
        tx,
        sql`with s as (
          select ${sql.raw(lines)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names('', FIELDS))})
        ),
        x as (
          select s.*, t.client_id is null as fresh, t.mp_id as old_mp_id, t.purchase_date as old_date,
            t.client_id is not null
              and row(${sql.raw(names('t.', ORDER_LINE_COMPARED))}) is not distinct from row(${sql.raw(names('s.', ORDER_LINE_COMPARED))}) as same
          from s left join orders t on t.client_id = ${clientId}::int and t.mp_id = s.mp_id and t.order_id = s.order_id
            and t.order_item_id = s.order_item_id
        ),
        up as (
          insert into orders (client_id, ${sql.raw(names('', WRITTEN))})
          select ${clientId}::int, ${sql.raw(names('x.', FIELDS))}, k.pk_sku_id, k.fk_brand_id
          from x left join skus k on k.client_id = ${clientId}::int and k.sku_code = x.sku_code
          where ${where}
          on conflict (client_id, mp_id, order_id, order_item_id) do update set ${sql.raw(SET)}, dt_update = now()
          returning mp_id, purchase_date
        )
        select 'day' as kind, mp_id, date, 0 as n
        from (select mp_id, purchase_date::text as date from up
          union select old_mp_id, old_date::text from x where not fresh and not same) d
        union all
        select case when fresh then 'inserted' when same then 'unchanged' else 'updated' end, mp_id, null,
          count(*)::int
        from x group by 1, 2`,
      ),
    );
    for (const r of result) {
      if (r.kind === 'day') touched.push({ mp_id: r.mp_id!, date: r.date! });
      else {
        counts[r.kind] += Number(r.n);
        const mine = byMarketplace.get(r.mp_id!) ?? { inserted: 0, updated: 0, unchanged: 0 };
        mine[r.kind] += Number(r.n);
        byMarketplace.set(r.mp_id!, mine);
      }
    }
  }

  return {
    async add(rows) {
      if (rows.length === 0) return;
      if (!started) {
        started = true;
        await tx.execute(sql`savepoint order_lines_write`);
      }
      all.push(...rows);
      if (repeated) return;
      const batch = dedupe(rows);
      if (batch.some((r) => seen.has(keyOf(r)))) {
        // Written again, the line would count twice and tell its first write by its dt_update.
        repeated = true;
        await tx.execute(sql`rollback to savepoint order_lines_write`);
        return;
      }
      for (const r of batch) seen.add(keyOf(r));
      for (const part of chunks(batch, BATCH_ROWS)) await write(part);
    },
    async finish() {
      if (repeated) {
        touched = [];
        counts = { inserted: 0, updated: 0, unchanged: 0 };
        byMarketplace = new Map();
        for (const part of chunks(dedupe(all), BATCH_ROWS)) await write(part);
      }
      if (started) await tx.execute(sql`release savepoint order_lines_write`);
      const keys = uniqueKeys(touched);
      await timed('facts: sales rollups', () => refreshSalesRollups(tx, clientId, { keys }));
      return { keys, counts, byMarketplace };
    },
  };
}

/**
 * Inserts or updates order lines of one client (key: marketplace + order_id + order_item_id), resolving the SKU
 * and its brand from sku_code, then recomputes the sales rollups of every (marketplace, date) the lines had
 * before or have now. Runs in one transaction (a savepoint inside the caller's). Answers the touched keys.
 */
export async function writeOrderLines(
  ex: Executor,
  clientId: number,
  rows: readonly OrderLineInput[],
): Promise<DayKey[]> {
  if (rows.length === 0) return [];
  return ex.transaction(async (tx) => {
    const writer = orderLinesWriter(tx, clientId);
    await writer.add(rows);
    return (await writer.finish()).keys;
  });
}

/** Deletes order lines of one client (purchase and DF orders allow delete) and recomputes their rollups. */
export async function deleteOrderLines(
  ex: Executor,
  clientId: number,
  keys: readonly OrderLineKey[],
): Promise<DayKey[]> {
  if (keys.length === 0) return [];
  return ex.transaction(async (tx) => {
    const touched: DayKey[] = [];
    for (const part of chunks(keys, CHUNK)) {
      touched.push(
        ...(await rowsOf<DayKey>(
          tx,
          sql`delete from orders o using jsonb_to_recordset(${json(part)}) as k(mp_id int, order_id text, order_item_id text)
          where o.client_id = ${clientId} and o.mp_id = k.mp_id and o.order_id = k.order_id and o.order_item_id = k.order_item_id
          returning o.mp_id, o.purchase_date::text as date`,
        )),
      );
    }
    const out = uniqueKeys(touched);
    await refreshSalesRollups(tx, clientId, { keys: out });
    return out;
  });
}
