import type { DataType } from '@marketdesk/contracts/data-vault';
import type { UploadTarget } from '../../../platform/uploads';
import type { TargetContext } from './context';
import { feesTarget } from './fees';
import { ordersTarget, purchaseOrdersTarget } from './orders';
import { productsTarget } from './products';
import { returnsTarget } from './returns';
import { settlementsTarget } from './settlements';
import { skuTarget } from './sku';

export type { MarketplaceInfo, TargetContext } from './context';

/** The upload target of an uploadable Data Vault data type (sku_cost has none: costs come from invoices). */
export function vaultTarget(
  dataType: Exclude<DataType, 'sku_cost'>,
  ctx: TargetContext,
): UploadTarget<unknown> {
  const targets: Record<Exclude<DataType, 'sku_cost'>, (c: TargetContext) => UploadTarget<never>> = {
    sku: skuTarget,
    products: productsTarget,
    orders: ordersTarget,
    purchase_orders: purchaseOrdersTarget,
    fees: feesTarget,
    returns: returnsTarget,
    settlements: settlementsTarget,
  } as never;
  return targets[dataType](ctx) as UploadTarget<unknown>;
}
