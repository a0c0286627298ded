import { ranksFromOrder, type Warehouse, type WarehousePriorityRow } from '@marketdesk/contracts';

export interface PriorityItem {
  id: number;
  name: string;
  /** Ranked warehouses serve the marketplace; the others are listed below them without a rank. */
  ranked: boolean;
}

/** Ranked warehouses first in rank order, then the client's other warehouses by id. */
export function initialPriorityList(
  warehouses: Warehouse[],
  priorities: WarehousePriorityRow[],
): PriorityItem[] {
  const names = new Map(warehouses.map((w) => [w.pk_warehouse_id, w.name]));
  const ranked = [...priorities]
    .sort((a, b) => a.priority - b.priority)
    .filter((p) => names.has(p.fk_warehouse_id))
    .map((p) => ({ id: p.fk_warehouse_id, name: names.get(p.fk_warehouse_id)!, ranked: true }));
  const rankedIds = new Set(ranked.map((r) => r.id));
  const rest = warehouses
    .filter((w) => !rankedIds.has(w.pk_warehouse_id))
    .map((w) => ({ id: w.pk_warehouse_id, name: w.name, ranked: false }));
  return [...ranked, ...rest];
}

/** Moves one item up (-1) or down (+1); at either end nothing moves. */
export function moveItem(list: PriorityItem[], index: number, delta: -1 | 1): PriorityItem[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Rank of each item as shown: 1.. for ranked items in list order, null for the others. */
export function shownRanks(list: PriorityItem[]): (number | null)[] {
  let rank = 0;
  return list.map((item) => (item.ranked ? ++rank : null));
}

/** The warehouse_priorities map the server expects: ranked items in list order, from 1. */
export const priorityMap = (list: PriorityItem[]): Record<string, number> =>
  ranksFromOrder(list.filter((i) => i.ranked).map((i) => i.id));
