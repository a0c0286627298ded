import {
  RECONCILIATION_STATUS_CHIP,
  type ReconciliationEntry,
  type ReconciliationStatus,
} from '@marketdesk/contracts/reconciliation';
import { reconciliationColumns } from '@marketdesk/contracts/reconciliation-columns';
import { Chip } from '@mui/material';
import { formatMoney } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/ui/PagedTable';

/**
 * The table's columns: the contract's column list (the one the server's CSV writes), amounts formatted in the
 * marketplace's currency and the status as its chip (spec 02 section 4); a header click sorts on the server.
 */
export function tableColumns(
  identifier: { field: string; label: string } | null,
  currency: string,
): PagedColumn<ReconciliationEntry>[] {
  return reconciliationColumns(identifier, currency).map((c) => ({
    header: c.header,
    align: c.money || c.count ? 'right' : undefined,
    sx: { whiteSpace: 'nowrap' },
    sortField: c.sortField,
    cell:
      c.sortField === 'reconciliation_status'
        ? (e) => (
            <Chip
              size="small"
              label={e.reconciliation_status}
              color={RECONCILIATION_STATUS_CHIP[e.reconciliation_status as ReconciliationStatus]}
            />
          )
        : c.money
          ? (e) => formatMoney(c.value(e) as number, currency)
          : (e) => c.value(e) ?? '',
  }));
}
