/**
 * The demo's KNOWN settlement discrepancies (issue 20 item 4): which settled order lines and returns the demo's
 * settlements get wrong, and how. The choice is a pure function of the line's or the return's key (a hash, not the
 * seeded random stream), so a test holding the stored order lines and returns lists exactly what was planted, and
 * the payment reconciliation must find every one of them, with its category, and flag nothing else.
 *
 * Order-side discrepancies are planted only on lines without a return, and a return is left unrefunded only on
 * such an untouched line, so each planted line has exactly one category:
 * - missing_payment: the line is never settled (`never_settled`), or its principal is paid 5-25 % short
 *   (`short_paid`);
 * - fee_overcharge: its commission is charged at 3 points above its fee rule;
 * - lost_unit: the buyer is refunded one unit although no unit came back (a Refund without a return);
 * - unrefunded_return: a unit came back and the settlement never refunded it.
 */

export type PlantedCategory = 'missing_payment' | 'fee_overcharge' | 'unrefunded_return' | 'lost_unit';
export type PlantedHow =
  | 'never_settled'
  | 'short_paid'
  | 'commission_overcharged'
  | 'refund_without_return'
  | 'return_not_refunded';

export interface PlantedDiscrepancy {
  mp_id: number;
  order_id: string;
  order_item_id: string;
  category: PlantedCategory;
  how: PlantedHow;
}

interface LineKey {
  mp_id: number;
  order_id: string;
  order_item_id: string;
}
interface ReturnKey {
  mp_id: number;
  order_id: string;
  order_item_id?: string | null;
  return_id: string;
}

/** Order-side plants and their shares of the settled lines without a return (cumulative bands of one draw). */
const LINE_PLANTS: readonly [PlantedHow, PlantedCategory, number][] = [
  ['never_settled', 'missing_payment', 0.004],
  ['short_paid', 'missing_payment', 0.005],
  ['commission_overcharged', 'fee_overcharge', 0.006],
  ['refund_without_return', 'lost_unit', 0.005],
];
/** Share of returns (of untouched lines) the settlements never refund. */
const UNREFUNDED_SHARE = 0.05;
/** The overcharged commission: this many ten-thousandths above the rule's fraction (3 points). */
export const OVERCHARGE_FRAC_E4 = 300;

/** A uniform number in [0, 1) from a text (FNV-1a, 32 bits), with a salt per question asked. */
export function keyDraw(key: string, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}|${key}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
}

const lineKey = (l: { mp_id: number; order_id: string; order_item_id?: string | null }) =>
  `${l.mp_id}|${l.order_id}|${l.order_item_id ?? ''}`;

/** What is planted on a settled line without a return, if anything. */
export function plantOnLine(line: LineKey, hasReturn: boolean): PlantedDiscrepancy | null {
  if (hasReturn) return null;
  const u = keyDraw(lineKey(line), 'line');
  let band = 0;
  for (const [how, category, share] of LINE_PLANTS) {
    band += share;
    if (u < band) return { ...line, category, how };
  }
  return null;
}

/** Whether a return (of a line nothing else was planted on) is left unrefunded. */
export const plantOnReturn = (r: ReturnKey): boolean =>
  keyDraw(`${r.mp_id}|${r.return_id}`, 'return') < UNREFUNDED_SHARE;

/**
 * The known list: what the demo's settlements get wrong among these settled lines (shipped regular lines
 * bought on or after the settlement window's start) and their returns.
 */
export function plantedDiscrepancies(
  lines: readonly LineKey[],
  returns: readonly ReturnKey[],
): PlantedDiscrepancy[] {
  const returned = new Map<string, ReturnKey[]>();
  for (const r of returns) returned.set(lineKey(r), [...(returned.get(lineKey(r)) ?? []), r]);
  const out: PlantedDiscrepancy[] = [];
  for (const l of lines) {
    const own = returned.get(lineKey(l)) ?? [];
    const planted = plantOnLine(l, own.length > 0);
    if (planted) out.push(planted);
    else if (own.some(plantOnReturn))
      out.push({ ...l, category: 'unrefunded_return', how: 'return_not_refunded' });
  }
  return out;
}
