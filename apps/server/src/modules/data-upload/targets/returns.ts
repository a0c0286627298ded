import { sql } from 'drizzle-orm';
import { type ReturnInput, writeReturns } from '../../../db/facts';
import { json, rowsOf } from '../../../db/facts/executor';
import {
  classifyRows,
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type UploadTarget,
} from '../../../platform/uploads';
import { marketplaceOf, spreadsheetOnly, type TargetContext } from './context';
import { num, str, templateLayout } from './layout';

const COMPARED = [
  'order_id',
  'sku_code',
  'box_id',
  'quantity',
  'item_condition',
  'claim_id',
  'claim_result',
  'credit_note_num',
  'price',
  'currency_code',
] as const;

/**
 * The file field of each column the target writes (null: no Return Data file has it, e.g. an import's reason):
 * the ones a file leaves out keep their stored values. The return's identity (order, box, SKU) is its key.
 */
const FROM: Record<string, string | null> = {
  quantity: 'quantity',
  item_condition: 'item_condition',
  claim_id: 'claim_id',
  claim_result: 'claim_result',
  credit_note_num: 'credit_note_num',
  price: 'price',
  order_item_id: null,
  identifier: null,
  reason: null,
  status: null,
  extras: null,
};

/**
 * The return_id of a spreadsheet row (the Data Vault's return identity is order id + box id): 'order|box',
 * or 'order|sku:SKU' when the box is blank, so one row per order and box (or SKU) and a repeated file
 * names the same returns.
 */
export const returnIdOf = (orderId: string, boxId: string | null, skuCode: string | null) =>
  boxId ? `${orderId}|${boxId}` : `${orderId}|sku:${skuCode ?? ''}`;

/**
 * Return Data through db/facts' writeReturns (rollups in the same transaction). The Data Vault's return
 * columns have no date: a new return is dated the day of its upload (UTC), an existing one keeps its date,
 * so uploading the same file on another day changes nothing. Amounts are in the marketplace's currency.
 */
export function returnsTarget(ctx: TargetContext): UploadTarget<ReturnInput> {
  const mp = marketplaceOf(ctx);
  return {
    key: `data-vault:returns:${mp.pk_mp_id}`,
    extensions: spreadsheetOnly,
    layouts: [
      templateLayout('returns', mp.family, (v) => {
        const order = str(v.order_id)!;
        const box = str(v.box_id);
        const sku = str(v.sku_code);
        return {
          mp_id: mp.pk_mp_id,
          return_id: returnIdOf(order, box, sku),
          order_id: order,
          sku_code: sku,
          box_id: box,
          quantity: num(v.quantity) ?? 1,
          item_condition: str(v.item_condition),
          claim_id: str(v.claim_id),
          claim_result: str(v.claim_result),
          credit_note_num: str(v.credit_note_num),
          price: num(v.price) ?? 0,
          currency_code: mp.currency_code,
          return_date: ctx.today,
        };
      }),
    ],
    async write(tx, records, meta) {
      const rows = (await keepStored(
        tx,
        {
          table: 'returns',
          clientId: ctx.clientId,
          key: ['mp_id', 'return_id'],
          columns: columnsLeftOut(FROM, meta.fields),
        },
        lastPerKey(records, (r) => r.return_id) as unknown as Record<string, unknown>[],
      )) as unknown as ReturnInput[];
      const states = await classifyRows(
        tx,
        { table: 'returns', clientId: ctx.clientId, key: ['mp_id', 'return_id'], compare: COMPARED },
        rows as unknown as Record<string, unknown>[],
      );
      const changed = rows.filter((_, i) => states[i] !== 'same');
      const kept = await rowsOf<{ return_id: string; return_date: string }>(
        tx,
        sql`select return_id, return_date::text as return_date from returns
          where client_id = ${ctx.clientId}::int and mp_id = ${mp.pk_mp_id}::int
            and return_id in (select jsonb_array_elements_text(${json(changed.map((r) => r.return_id))}))`,
      );
      const dates = new Map(kept.map((k) => [k.return_id, k.return_date]));
      await writeReturns(
        tx,
        ctx.clientId,
        changed.map((r) => ({ ...r, return_date: dates.get(r.return_id) ?? r.return_date })),
      );
      return countStates(states);
    },
  };
}
