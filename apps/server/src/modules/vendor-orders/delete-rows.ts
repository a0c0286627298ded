import type { Db } from '../../db/client';
import { deleteOrderLines, type OrderLineKey } from '../../db/facts';
import { notFound } from '../../platform/errors';
import { decodeRowKey, encodeRowKey } from '../../platform/grid';
import type { Scoped } from './scope';
import type { VendorOrdersRepository } from './vendor-orders.repository';

/** A grid `_key` of an order line: the JSON array [order_id, order_item_id] the PO and DF grids answer. */
export function lineKey(key: string): { order_id: string; order_item_id: string } | null {
  const parts = decodeRowKey(key, ['text', 'text']);
  return parts && { order_id: parts[0], order_item_id: parts[1] };
}

/**
 * Deletes grid rows (order lines of one type) all or none: a key that is malformed, of another client,
 * marketplace or order type answers 404 and nothing is deleted. Through db/facts, so the rollups follow.
 */
export async function deleteRows(
  db: Db,
  repo: VendorOrdersRepository,
  s: Scoped,
  orderType: 'PO' | 'DF',
  keys: readonly string[],
): Promise<{ deleted: number }> {
  const parsed = keys.map((k) => ({ raw: k, key: lineKey(k) }));
  const bad = parsed.find((p) => p.key === null);
  if (bad) throw notFound(`Row not found: ${bad.raw}`);
  const wanted = new Map<string, OrderLineKey>();
  for (const p of parsed) {
    wanted.set(`${p.key!.order_id}\u0000${p.key!.order_item_id}`, { mp_id: s.mp.pk_mp_id, ...p.key! });
  }
  return db.transaction(async (tx) => {
    const found = await repo.lineKeys(tx, s.clientId, s.mp.pk_mp_id, orderType, [...wanted.values()]);
    const have = new Set(found.map((f) => `${f.order_id}\u0000${f.order_item_id}`));
    const missing = [...wanted.keys()].find((k) => !have.has(k));
    if (missing !== undefined) throw notFound(`Row not found: ${encodeRowKey(missing.split('\u0000'))}`);
    await deleteOrderLines(tx, s.clientId, [...wanted.values()]);
    return { deleted: wanted.size };
  });
}
