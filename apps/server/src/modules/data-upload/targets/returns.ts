import { type ReturnInput, writeReturns } from '../../../db/facts';
import type { ParsedValue } from '../../../platform/grid';
import {
  classifyRows,
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type UploadTarget,
} from '../../../platform/uploads';
import { fbaReturnsLayout } from '../amazon/returns-flat-file';
import { extensionsOf, marketplaceOf, type TargetContext } from './context';
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
  'return_date',
  'identifier',
  'reason',
  'status',
  'extras',
] as const;

/**
 * The file field of each column the target writes (null: no Return Data file has it): the ones a file leaves
 * out keep their stored values. The template has no date, ASIN, reason, status or extras (Amazon's returns
 * report has them) and Amazon's report no price or claim. The return's identity (order, box, SKU) is its key.
 */
const FROM: Record<string, string | null> = {
  quantity: 'quantity',
  item_condition: 'item_condition',
  claim_id: 'claim_id',
  claim_result: 'claim_result',
  credit_note_num: 'credit_note_num',
  price: 'price',
  return_date: 'return_date',
  order_item_id: null,
  identifier: 'identifier',
  reason: 'reason',
  status: 'status',
  extras: 'extras',
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
 * so uploading the same file on another day changes nothing. Amazon's FBA returns report (AZ) has its dates.
 * Amounts are in the marketplace's currency.
 */
export function returnsTarget(ctx: TargetContext): UploadTarget<ReturnInput> {
  const mp = marketplaceOf(ctx);
  // What a template row and an FBA returns report line share: the return's identity, quantity and condition.
  const returnOf = (v: Record<string, ParsedValue>) => {
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
    };
  };
  return {
    key: `data-vault:returns:${mp.pk_mp_id}`,
    extensions: extensionsOf('returns', ctx),
    layouts: [
      templateLayout('returns', mp.family, (v) => ({
        ...returnOf(v),
        claim_id: str(v.claim_id),
        claim_result: str(v.claim_result),
        credit_note_num: str(v.credit_note_num),
        price: num(v.price) ?? 0,
        currency_code: mp.currency_code,
        return_date: ctx.today,
      })),
      ...(mp.family.prefix === 'AZ'
        ? [
            fbaReturnsLayout(mp.family, (v, report) => ({
              ...returnOf(v),
              price: 0,
              currency_code: mp.currency_code,
              ...report,
            })),
          ]
        : []),
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
      // A stored return keeps its date unless the file has dates (keepStored above).
      await writeReturns(
        tx,
        ctx.clientId,
        rows.filter((_, i) => states[i] !== 'same'),
      );
      return countStates(states);
    },
  };
}
