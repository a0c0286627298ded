import { sql } from 'drizzle-orm';
import type { OrderType } from '../schema';
import { chunks, type DayKey, type Executor, json, rowsOf, uniqueKeys } from './executor';
import { refreshSalesRollups } from './rollups';

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

const CHUNK = 4000;

const COLUMNS = `mp_id int, order_id text, order_item_id text, order_type text, profile_id text, identifier text,
  sku_code text, purchase_date date, order_status text, shipping_address text, quantity_ordered int,
  quantity_shipped int, quantity_confirmed int, item_price numeric, amount_tax numeric, amount_shipping numeric,
  amount_discount numeric, buying_cost numeric, currency_code text, last_update_date timestamptz, is_fba boolean,
  extras jsonb`;

const UPDATED = [
  'order_type',
  'profile_id',
  'identifier',
  'sku_code',
  'fk_sku_id',
  'fk_brand_id',
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
]
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** The last row wins when one batch names the same line twice. */
function dedupe<T extends OrderLineKey>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) byKey.set(`${r.mp_id}|${r.order_id}|${r.order_item_id}`, r);
  return [...byKey.values()];
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
    const touched: DayKey[] = [];
    for (const part of chunks(dedupe(rows), CHUNK)) {
      const payload = part.map((r) => ({ order_type: 'R', ...r }));
      const keys = await rowsOf<DayKey>(
        tx,
        sql`with x as (select * from jsonb_to_recordset(${json(payload)}) as x(${sql.raw(COLUMNS)})),
        old as (
          select o.mp_id, o.purchase_date from orders o
          join x on o.client_id = ${clientId} and o.mp_id = x.mp_id and o.order_id = x.order_id
            and o.order_item_id = x.order_item_id
        ),
        up as (
          insert into orders (client_id, mp_id, order_id, order_item_id, order_type, profile_id, identifier, sku_code,
            fk_sku_id, fk_brand_id, purchase_date, order_status, shipping_address, quantity_ordered, quantity_shipped,
            quantity_confirmed, item_price, amount_tax, amount_shipping, amount_discount, buying_cost, currency_code,
            last_update_date, is_fba, extras)
          select ${clientId}, x.mp_id, x.order_id, x.order_item_id, x.order_type, x.profile_id, x.identifier, x.sku_code,
            s.pk_sku_id, s.fk_brand_id, x.purchase_date, x.order_status, x.shipping_address, coalesce(x.quantity_ordered, 0),
            x.quantity_shipped, x.quantity_confirmed, coalesce(x.item_price, 0), x.amount_tax, x.amount_shipping,
            x.amount_discount, x.buying_cost, x.currency_code, x.last_update_date, x.is_fba, x.extras
          from x left join skus s on s.client_id = ${clientId} and s.sku_code = x.sku_code
          on conflict (client_id, mp_id, order_id, order_item_id) do update set ${sql.raw(UPDATED)}, dt_update = now()
          returning mp_id, purchase_date
        )
        select distinct mp_id, purchase_date::text as date from old
        union select distinct mp_id, purchase_date::text from up`,
      );
      touched.push(...keys);
    }
    const keys = uniqueKeys(touched);
    await refreshSalesRollups(tx, clientId, { keys });
    return keys;
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
