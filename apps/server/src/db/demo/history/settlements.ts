import { toCents as amountCents, refundDueCents } from '@marketdesk/contracts/reconciliation';
import type { OrderLineInput, ReturnInput } from '../../facts';
import type { Random } from '../prng';
import { addDays, daysBetween } from './calendar';
import { cents } from './draw';
import { priceRate } from './rates';
import { keyDraw, OVERCHARGE_FRAC_E4, plantOnLine, plantOnReturn } from './settlement-discrepancies';
import type { Market } from './setup';

/** A stored amount (number, numeric text or none) in integer cents, as the report reads it. */
const toCents = (x: number | string | null | undefined) => amountCents(Number(x ?? 0));

/**
 * Settlement lines for the shipped regular orders (and refunds of returns) in the settlement window: periods of
 * 14 days on AZ and 7 days elsewhere, deposited 2-3 days after the period ends; the open period is not settled
 * yet. Each order line is paid what its order and fee rule say, in Amazon's V2 amount types: Principal, Shipping
 * and Promotion (ItemPrice / Promotion), Tax, Commission (item price × the fee rule's fraction), the FBA fee and
 * the web shop's fixed fee per unit; a return is refunded its units' share of price and tax. Every other line is
 * correct to the cent; the known discrepancies of settlement-discrepancies.ts are planted on top.
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
  // The fee rule as the fees table holds it (setup.ts): the fraction to 4 places, the FBA fee and the web shop's
  // fixed fee per unit.
  const feeOf = new Map<string, { fracE4: number; perUnit: number }>();
  for (const m of markets) {
    const fixed = m.family.prefix === 'SP' ? toCents(cents(0.3 * priceRate(m.currency))) : 0;
    for (const l of m.listings)
      feeOf.set(`${m.mp_id}|${l.identifier}`, {
        fracE4: Math.round(Number(l.fee_frac.toFixed(4)) * 10_000),
        perUnit: fixed + (l.is_fba ? toCents(l.fba_fee) : 0),
      });
  }
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
  const lineKey = (l: { mp_id: number; order_id: string; order_item_id?: string | null }) =>
    `${l.mp_id}|${l.order_id}|${l.order_item_id ?? ''}`;
  const returnsOf = new Map<string, ReturnInput[]>();
  for (const r of returns) returnsOf.set(lineKey(r), [...(returnsOf.get(lineKey(r)) ?? []), r]);
  /** Price lines (principal, shipping, promotion) and tax of a line, in cents. */
  const partsOf = (line: OrderLineInput) => {
    const price = toCents(line.item_price);
    const shipping = toCents(line.amount_shipping);
    const discount = toCents(line.amount_discount);
    return { price, shipping, discount, gross: price + shipping - discount, tax: toCents(line.amount_tax) };
  };
  const settledLines = new Map<string, OrderLineInput>();
  /** The fields every settlement line of an order line repeats. */
  const ofLine = (line: OrderLineInput, transaction_type: string, shipment_id: string | null) => ({
    client_id: clientId,
    mp_id: line.mp_id,
    order_id: line.order_id,
    order_item_id: line.order_item_id,
    sku_code: line.sku_code,
    identifier: line.identifier,
    transaction_type,
    shipment_id,
    currency_code: line.currency_code,
  });
  const refund = (m: Market, posted: string, line: OrderLineInput, units: number, quantity: number) => {
    const p = partsOf(line);
    const due = refundDueCents(p.gross, p.tax, line.quantity_ordered, units);
    const principal = Math.round((p.gross * Math.min(units, line.quantity_ordered)) / line.quantity_ordered);
    const common = { ...ofLine(line, 'Refund', null), amount_type: 'ItemPrice' };
    add(m, posted, { ...common, amount_description: 'Principal', amount: -principal / 100, quantity });
    if (due !== principal)
      add(m, posted, {
        ...common,
        amount_description: 'Tax',
        amount: -(due - principal) / 100,
        quantity: null,
      });
  };

  for (const line of lines) {
    const m = byMp.get(line.mp_id)!;
    settledLines.set(lineKey(line), line);
    const planted = plantOnLine(line, (returnsOf.get(lineKey(line)) ?? []).length > 0);
    // Drawn for every line, planted or not, so the random stream does not depend on the plants.
    const posted = addDays(line.purchase_date, random.int(1, 2));
    const shipment = m.family.prefix === 'AZ' ? `S${random.digits(9)}` : null;
    if (planted?.how === 'never_settled') continue;
    const fee = feeOf.get(`${line.mp_id}|${line.identifier}`) ?? { fracE4: 1500, perUnit: 0 };
    const p = partsOf(line);
    const short =
      planted?.how === 'short_paid'
        ? Math.round(p.price * (0.05 + 0.2 * keyDraw(lineKey(line), 'short')))
        : 0;
    const fracE4 = fee.fracE4 + (planted?.how === 'commission_overcharged' ? OVERCHARGE_FRAC_E4 : 0);
    const common = ofLine(line, 'Order', shipment);
    const amounts: [string, string, number][] = [
      ['ItemPrice', 'Principal', p.price - short],
      ['ItemPrice', 'Tax', p.tax],
      ['ItemPrice', 'Shipping', p.shipping],
      ['Promotion', 'PrincipalPromo', -p.discount],
      ['ItemFees', 'Commission', -Math.round((p.price * fracE4) / 10_000)],
      [
        'ItemFees',
        m.family.prefix === 'AZ' ? 'FBAPerUnitFulfillmentFee' : 'FixedClosingFee',
        -fee.perUnit * line.quantity_ordered,
      ],
    ];
    let first = true;
    for (const [type, description, amount] of amounts) {
      // Principal, tax and commission always; the others only when there is an amount.
      if (amount === 0 && !['Principal', 'Tax', 'Commission'].includes(description)) continue;
      add(m, posted, {
        ...common,
        amount_type: type,
        amount_description: description,
        amount: amount / 100,
        quantity: first ? line.quantity_ordered : null,
      });
      first = false;
    }
    if (planted?.how === 'refund_without_return') {
      const days = 10 + Math.floor(keyDraw(lineKey(line), 'lost') * 20);
      refund(m, addDays(line.purchase_date, days), line, 1, 1);
    }
  }
  for (const r of returns) {
    if (r.return_date < settleFrom) continue;
    const m = byMp.get(r.mp_id)!;
    const line = settledLines.get(lineKey(r));
    if (line) {
      if (!plantOnReturn(r)) refund(m, r.return_date, line, r.quantity, r.quantity);
      continue;
    }
    // A return of a line bought before the window: refunded its price as the return names it.
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
