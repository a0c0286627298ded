import {
  DISCREPANCY_CATEGORY_LABELS,
  RECONCILIATION_STATUS_CHIP,
  type ReconciliationEntry,
} from '@marketdesk/contracts/reconciliation';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import type { CsvCell } from '../../../shared/csv/csv';
import { formatMoney } from '../../../shared/format/format';

/** One column of the table and of its CSV: the same header and the same value. */
export interface ReconciliationColumn {
  header: string;
  /** The CSV's header where it differs: an amount's names its currency ('Item Price (EUR)'). */
  csvHeader?: string;
  value(e: ReconciliationEntry): CsvCell;
  cell?(e: ReconciliationEntry): ReactNode;
  align?: 'right';
}

const money = (field: keyof ReconciliationEntry, header: string, currency: string): ReconciliationColumn => ({
  header,
  csvHeader: `${header} (${currency})`,
  value: (e) => e[field] as number,
  cell: (e) => formatMoney(e[field] as number, currency),
  align: 'right',
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
    { header: 'Order Date', value: (e) => e.order_date },
    { header: 'Order ID', value: (e) => e.order_id },
    { header: 'SKU Code', value: (e) => e.sku_code },
    ...(identifier
      ? [
          {
            header: identifier.label,
            value: (e: ReconciliationEntry) =>
              (e as Record<string, unknown>)[identifier.field] as string | null | undefined,
          },
        ]
      : []),
    {
      header: 'Status',
      value: (e) => e.reconciliation_status,
      cell: (e) => (
        <Chip
          size="small"
          label={e.reconciliation_status}
          color={RECONCILIATION_STATUS_CHIP[e.reconciliation_status]}
        />
      ),
    },
    money('original_item_price', 'Item Price', currency),
    money('original_tax', 'Tax', currency),
    { header: 'Quantity', value: (e) => e.original_quantity, align: 'right' },
    { header: 'Returned', value: (e) => e.returned_quantity, align: 'right' },
    { header: 'Settlement ID', value: (e) => e.settlement_id },
    { header: 'Settlement Date', value: (e) => e.settlement_date },
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
    },
  ];
}
