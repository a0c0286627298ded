import type { OrderLineRow, SettlementGroupRow } from './reconciliation.repository';

/** The settlement groups of each order line (by its position in `lines`). */
export type Matches = Map<number, SettlementGroupRow[]>;

/**
 * Settlement lines find their order line by order id and SKU, then by order item id: among the order's lines of
 * the group's SKU the one of its order item id (else the first of them); a group whose SKU names none of the
 * order's lines (a settlement without SKU, or another spelling) goes to the line of its order item id. A group
 * that finds no line (a cancelled line, an order outside the window) is not part of the report.
 */
export function matchSettlements(
  lines: readonly OrderLineRow[],
  groups: readonly SettlementGroupRow[],
): Matches {
  const byOrder = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const list = byOrder.get(l.order_id);
    if (list) list.push(i);
    else byOrder.set(l.order_id, [i]);
  });
  const matches: Matches = new Map();
  for (const g of groups) {
    const candidates = byOrder.get(g.order_id) ?? [];
    const sameSku = candidates.filter((i) => g.sku_code !== null && lines[i]!.sku_code === g.sku_code);
    const sameItem = (list: number[]) => list.find((i) => lines[i]!.order_item_id === g.order_item_id);
    const target = sameSku.length > 0 ? (sameItem(sameSku) ?? sameSku[0]) : sameItem(candidates);
    if (target === undefined) continue;
    const list = matches.get(target);
    if (list) list.push(g);
    else matches.set(target, [g]);
  }
  return matches;
}
