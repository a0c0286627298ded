import { fromCents, type ReconciliationEntry } from '@marketdesk/contracts/reconciliation';
import type { EntryRow } from './reconciliation.repository';

/**
 * An entry in the spec's fields from its row (amounts from integer cents, converted once), with the
 * marketplace's identifier field (asin, zsku, ...) when its family has one.
 */
export function toEntry(r: EntryRow, identifier: string | null): ReconciliationEntry {
  const entry: ReconciliationEntry = {
    order_date: r.purchase_date,
    order_id: r.order_id,
    sku_code: r.sku_code ?? '',
    reconciliation_status: r.status,
    original_item_price: fromCents(r.item_price),
    original_tax: fromCents(r.tax),
    original_quantity: r.quantity,
    returned_quantity: r.returned,
    settlement_id: r.settlement_id,
    settlement_date: r.settlement_date,
    received_amount: fromCents(r.received),
    received_tax: fromCents(r.received_tax),
    commission: fromCents(r.commission),
    fee: fromCents(r.fee),
    expected_net_amount: fromCents(r.expected),
    actual_net_received: fromCents(r.actual),
    discrepancy: fromCents(r.discrepancy),
    discrepancy_category: r.category,
  };
  if (identifier) (entry as Record<string, unknown>)[identifier] = r.identifier;
  return entry;
}
