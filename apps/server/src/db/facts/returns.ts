import { sql } from 'drizzle-orm';
import { chunks, type DayKey, type Executor, json, rowsOf, uniqueKeys } from './executor';
import { refreshSalesRollups } from './rollups';

export interface ReturnInput {
  mp_id: number;
  return_id: string;
  order_id: string;
  order_item_id?: string | null;
  identifier?: string | null;
  sku_code?: string | null;
  return_date: string;
  box_id?: string | null;
  quantity: number;
  item_condition?: string | null;
  claim_id?: string | null;
  claim_result?: string | null;
  credit_note_num?: string | null;
  price: number | string;
  currency_code: string;
  reason?: string | null;
  status?: string | null;
  extras?: Record<string, unknown> | null;
}

export interface ReturnKey {
  mp_id: number;
  return_id: string;
}

const CHUNK = 4000;
const COLUMNS = `mp_id int, return_id text, order_id text, order_item_id text, identifier text, sku_code text,
  return_date date, box_id text, quantity int, item_condition text, claim_id text, claim_result text,
  credit_note_num text, price numeric, currency_code text, reason text, status text, extras jsonb`;
const UPDATED = [
  'order_id',
  'order_item_id',
  'identifier',
  'sku_code',
  'fk_sku_id',
  'fk_brand_id',
  'return_date',
  'box_id',
  'quantity',
  'item_condition',
  'claim_id',
  'claim_result',
  'credit_note_num',
  'price',
  'currency_code',
  'reason',
  'status',
  'extras',
]
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** Inserts or updates returns of one client (key: marketplace + return_id) and recomputes the touched sales rollups. */
export async function writeReturns(
  ex: Executor,
  clientId: number,
  rows: readonly ReturnInput[],
): Promise<DayKey[]> {
  if (rows.length === 0) return [];
  const byKey = new Map<string, ReturnInput>();
  for (const r of rows) byKey.set(`${r.mp_id}|${r.return_id}`, r);
  return ex.transaction(async (tx) => {
    const touched: DayKey[] = [];
    for (const part of chunks([...byKey.values()], CHUNK)) {
      touched.push(
        ...(await rowsOf<DayKey>(
          tx,
          sql`with x as (select * from jsonb_to_recordset(${json(part)}) as x(${sql.raw(COLUMNS)})),
          old as (
            select r.mp_id, r.return_date from returns r
            join x on r.client_id = ${clientId} and r.mp_id = x.mp_id and r.return_id = x.return_id
          ),
          up as (
            insert into returns (client_id, mp_id, return_id, order_id, order_item_id, identifier, sku_code, fk_sku_id,
              fk_brand_id, return_date, box_id, quantity, item_condition, claim_id, claim_result, credit_note_num, price,
              currency_code, reason, status, extras)
            select ${clientId}, x.mp_id, x.return_id, x.order_id, x.order_item_id, x.identifier, x.sku_code, s.pk_sku_id,
              s.fk_brand_id, x.return_date, x.box_id, coalesce(x.quantity, 1), x.item_condition, x.claim_id, x.claim_result,
              x.credit_note_num, coalesce(x.price, 0), x.currency_code, x.reason, x.status, x.extras
            from x left join skus s on s.client_id = ${clientId} and s.sku_code = x.sku_code
            on conflict (client_id, mp_id, return_id) do update set ${sql.raw(UPDATED)}, dt_update = now()
            returning mp_id, return_date
          )
          select distinct mp_id, return_date::text as date from old
          union select distinct mp_id, return_date::text from up`,
        )),
      );
    }
    const keys = uniqueKeys(touched);
    await refreshSalesRollups(tx, clientId, { keys });
    return keys;
  });
}

export async function deleteReturns(
  ex: Executor,
  clientId: number,
  keys: readonly ReturnKey[],
): Promise<DayKey[]> {
  if (keys.length === 0) return [];
  return ex.transaction(async (tx) => {
    const touched: DayKey[] = [];
    for (const part of chunks(keys, CHUNK)) {
      touched.push(
        ...(await rowsOf<DayKey>(
          tx,
          sql`delete from returns r using jsonb_to_recordset(${json(part)}) as k(mp_id int, return_id text)
          where r.client_id = ${clientId} and r.mp_id = k.mp_id and r.return_id = k.return_id
          returning r.mp_id, r.return_date::text as date`,
        )),
      );
    }
    const out = uniqueKeys(touched);
    await refreshSalesRollups(tx, clientId, { keys: out });
    return out;
  });
}
