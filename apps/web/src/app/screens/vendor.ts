import { DATA_AREAS } from '@marketdesk/contracts';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { area, code, flag, place, type Screen } from './screen';

/** Vendor: purchase orders and direct-fulfilment orders. */
export const VENDOR: Screen[] = [
  area(
    '/purchase-orders/view',
    'Purchase Order Management',
    'vendor-orders/pages/PurchaseOrdersPage',
    place('vendor', 1, 'PO Fill Rate', LocalShipping, flag('purchase_orders')),
  ),
  area(
    '/df-orders',
    'DF Orders Management',
    'vendor-orders/pages/DfOrdersPage',
    place(
      'vendor',
      2,
      'DF Orders',
      LocalShipping,
      code(DATA_AREAS.DF_ORDERS.READ, DATA_AREAS.DF_ORDERS.CREATE),
    ),
  ),
];
