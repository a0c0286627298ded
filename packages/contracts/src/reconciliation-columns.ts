import {
  DISCREPANCY_CATEGORY_LABELS,
  type ReconciliationEntry,
  type ReconciliationSortField,
} from './reconciliation';

/** A cell of the table and of its CSV: the raw value (amounts as plain numbers). */
export type ReconciliationCell = string | number | null | undefined;

/**
 * One column of Payment Reconciliation's table and of its CSV (the server's export writes it; the web's table
 * shows it): the same header and the same value in both.
 */
export interface ReconciliationColumn {
  header: string;
  /** The CSV's header where it differs: an amount's names its currency ('Item Price (EUR)'). */
  csvHeader?: string;
  value(e: ReconciliationEntry): ReconciliationCell;
  /** An amount in the marketplace's currency (shown formatted, right-aligned). */
  money?: true;
  /** A count (right-aligned). */
  count?: true;
  /** The field the server sorts by when this column's header is clicked. */
  sortField?: ReconciliationSortField;
}

const money = (
  field: ReconciliationSortField & keyof ReconciliationEntry,
  header: string,
  currency: string,
): ReconciliationColumn => ({
  header,
  csvHeader: `${header} (${currency})`,
  value: (e) => e[field] as number,
  money: true,
  sortField: field,
});

/**
 * The entry's fields (spec 02 section 3) in the table's order, with the marketplace's identifier column (ASIN,
 * ZSKU, Barcode...) after the SKU and the discrepancy category (issue 20) last.
 */
export function reconciliationColumns(
  identifier: { field: string; label: string } | null,
  currency: string,
): ReconciliationColumn[] {
  return [
    { header: 'Order Date', value: (e) => e.order_date, sortField: 'order_date' },
    { header: 'Order ID', value: (e) => e.order_id, sortField: 'order_id' },
    { header: 'SKU Code', value: (e) => e.sku_code, sortField: 'sku_code' },
    ...(identifier
      ? [
          {
            header: identifier.label,
            value: (e: ReconciliationEntry) =>
              (e as Record<string, unknown>)[identifier.field] as string | null | undefined,
          },
        ]
      : []),
    { header: 'Status', value: (e) => e.reconciliation_status, sortField: 'reconciliation_status' },
    money('original_item_price', 'Item Price', currency),
    money('original_tax', 'Tax', currency),
    { header: 'Quantity', value: (e) => e.original_quantity, count: true, sortField: 'original_quantity' },
    { header: 'Returned', value: (e) => e.returned_quantity, count: true, sortField: 'returned_quantity' },
    { header: 'Settlement ID', value: (e) => e.settlement_id, sortField: 'settlement_id' },
    { header: 'Settlement Date', value: (e) => e.settlement_date, sortField: 'settlement_date' },
    money('received_amount', 'Received Amount', currency),
    money('received_tax', 'Received Tax', currency),
    money('commission', 'Commission', currency),
    money('fee', 'Fee', currency),
    money('expected_net_amount', 'Expected Net', currency),
    money('actual_net_received', 'Actual Net Received', currency),
    money('discrepancy', 'Discrepancy', currency),
    {
      header: 'Discrepancy Category',
      value: (e) => (e.discrepancy_category ? DISCREPANCY_CATEGORY_LABELS[e.discrepancy_category] : ''),
      sortField: 'discrepancy_category',
    },
  ];
}
