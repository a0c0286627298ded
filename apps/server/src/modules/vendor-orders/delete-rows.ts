import type { Db } from '../../db/client';
import { deleteOrderLines, type OrderLineKey } from '../../db/facts';
import { decodeRowKey, deleteGridRows } from '../../platform/grid';
import type { Scoped } from './scope';
import type { VendorOrdersRepository } from './vendor-orders.repository';

/** The `_key` of an order line in the PO and DF grids: [order_id, order_item_id]. */
const LINE_KEY = ['text', 'text'] as const;

export function lineKey(key: string): { order_id: string; order_item_id: string } | null {
  const parts = decodeRowKey(key, LINE_KEY);
  return parts && { order_id: parts[0], order_item_id: parts[1] };
}

/**
 * Deletes grid rows (order lines of one type) all or none (platform/grid deleteGridRows): a key that is
 * malformed, of another client, marketplace or order type answers 404 and nothing is deleted. Through
 * db/facts, so the rollups follow.
 */
export function deleteRows(
  db: Db,
  repo: VendorOrdersRepository,
  s: Scoped,
  orderType: 'PO' | 'DF',
  keys: readonly string[],
): Promise<{ deleted: number }> {
  const lines = (parts: readonly (readonly [string, string])[]): OrderLineKey[] =>
    parts.map(([order_id, order_item_id]) => ({ mp_id: s.mp.pk_mp_id, order_id, order_item_id }));
  return deleteGridRows(
    db,
    {
      keyParts: LINE_KEY,
      existing: async (tx, parts) =>
        (await repo.lineKeys(tx, s.clientId, s.mp.pk_mp_id, orderType, lines(parts))).map(
          (f) => [f.order_id, f.order_item_id] as const,
        ),
      remove: async (tx, parts) => {
        await deleteOrderLines(tx, s.clientId, lines(parts));
      },
    },
    keys,
  );
}
