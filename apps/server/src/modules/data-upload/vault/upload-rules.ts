import type { DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { isBlank, type PlainRow } from '../../../platform/grid';

/**
 * Rules only an upload needs, after validateRow (grid edits cannot
 * reach these cases because the columns are not editable there).
 */

/** Order types an Orders upload may write: purchase orders have their own upload and grid. */
const ORDER_UPLOAD_TYPES = new Set(['R', 'DF']);

export function uploadRowRules(
  dataType: DataType,
  _family: MarketplaceFamily | null,
  row: PlainRow,
): string[] {
  const out: string[] = [];
  if (dataType === 'orders' && !isBlank(row.order_type)) {
    const value = String(row.order_type).trim().toUpperCase();
    if (!ORDER_UPLOAD_TYPES.has(value)) out.push('Order Type must be R or DF.');
  }
  return out;
}
