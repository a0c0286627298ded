import type { OrderLineInput, ReturnInput } from '../../facts';
import type { Random } from '../prng';
import { addDays, daysBetween } from './calendar';
import { cents } from './draw';
import type { Market } from './setup';

/**
 * Settlement lines for the shipped regular orders (and refunds of returns) in the settlement window: periods of
 * 14 days on AZ and 7 days elsewhere, deposited 2-3 days after the period ends; the open period is not settled
 * yet. Each order line gets Principal, Tax and Commission (and the FBA fee on AZ). A few realistic
 * discrepancies: about 1 % of lines short-paid, 0.5 % charged a higher commission, 0.4 % never settled.
 */
export function buildSettlements(
  random: Random,
  clientId: number,
  markets: Market[],
  lines: OrderLineInput[],
  returns: ReturnInput[],
  settleFrom: string,
  today: string,
): Record<string, unknown>[] {
  const byMp = new Map(markets.map((m) => [m.mp_id, m]));
  const feeOf = new Map<string, { frac: number; fba: number }>();
  for (const m of markets)
    for (const l of m.listings)
      feeOf.set(`${m.mp_id}|${l.identifier}`, { frac: l.fee_frac, fba: l.is_fba ? l.fba_fee : 0 });
  type Item = { row: Record<string, unknown>; period: string };
  const groups = new Map<string, Item[]>();
  const add = (m: Market, posted: string, row: Record<string, unknown>) => {
    const length = m.family.prefix === 'AZ' ? 14 : 7;
    const index = Math.floor(daysBetween(settleFrom, posted) / length);
    const start = addDays(settleFrom, index * length);
    const end = addDays(start, length - 1);
    if (end >= today) return; // still open
    const key = `${m.mp_id}|${start}`;
    const list = groups.get(key) ?? [];
    list.push({ row: { ...row, start_date: start, end_date: end, posted_date: posted }, period: start });
    groups.set(key, list);
  };
  for (const line of lines) {
    const m = byMp.get(line.mp_id)!;
    if (random.next() < 0.004) continue;
    const posted = addDays(line.purchase_date, random.int(1, 2));
    const fee = feeOf.get(`${line.mp_id}|${line.identifier}`) ?? { frac: 0.15, fba: 0 };
    const price = Number(line.item_price);
    const short = random.next() < 0.01 ? cents(price * (0.05 + random.next() * 0.2)) : 0;
    const frac = random.next() < 0.005 ? fee.frac + 0.03 : fee.frac;
    const common = {
      client_id: clientId,
      mp_id: line.mp_id,
      order_id: line.order_id,
      order_item_id: line.order_item_id,
      sku_code: line.sku_code,
      identifier: line.identifier,
      transaction_type: 'Order',
      shipment_id: m.family.prefix === 'AZ' ? `S${random.digits(9)}` : null,
      quantity: line.quantity_ordered,
      currency_code: line.currency_code,
    };
    add(m, posted, {
      ...common,
      amount_type: 'ItemPrice',
      amount_description: 'Principal',
      amount: cents(price - short),
    });
    add(m, posted, {
      ...common,
      amount_type: 'ItemPrice',
      amount_description: 'Tax',
      amount: Number(line.amount_tax ?? 0),
    });
    add(m, posted, {
      ...common,
      amount_type: 'ItemFees',
      amount_description: 'Commission',
      amount: -cents(price * frac),
    });
    if (fee.fba > 0) {
      add(m, posted, {
        ...common,
        amount_type: 'ItemFees',
        amount_description: 'FBAPerUnitFulfillmentFee',
        amount: -cents(fee.fba * line.quantity_ordered),
      });
    }
  }
  for (const r of returns) {
    if (r.return_date < settleFrom) continue;
    const m = byMp.get(r.mp_id)!;
    add(m, r.return_date, {
      client_id: clientId,
      mp_id: r.mp_id,
      order_id: r.order_id,
      order_item_id: r.order_item_id,
      sku_code: r.sku_code,
      identifier: r.identifier,
      transaction_type: 'Refund',
      shipment_id: null,
      amount_type: 'ItemPrice',
      amount_description: 'Principal',
      amount: -Number(r.price),
      quantity: r.quantity,
      currency_code: r.currency_code,
    });
  }
  const out: Record<string, unknown>[] = [];
  for (const [, items] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const first = items[0]!.row;
    const id = `${random.digits(11)}`;
    const total = cents(items.reduce((s, i) => s + Number(i.row.amount), 0));
    const deposit = addDays(String(first.end_date), random.int(2, 3));
    for (const { row } of items) {
      out.push({ ...row, settlement_id: id, deposit_date: deposit, amount_total: total, extras: null });
    }
  }
  return out;
}
