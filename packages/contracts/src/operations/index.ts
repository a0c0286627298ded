import type { Operation } from '../operation';
import { adgroupMasterOps } from './adgroup-master';
import { amazonReportOps } from './amazon-reports';
import { amsConsoleOps } from './ams-console';
import { amsViewOps } from './ams-view';
import { authOps } from './auth';
import { autoOrderingOps } from './auto-ordering';
import { brandOps } from './brands';
import { businessReportOps } from './business-report';
import { businessViewOps } from './business-view';
import { clientOps } from './clients';
import { comparisonMetricsOps } from './comparison-metrics';
import { dashboardOps } from './dashboard';
import { dataUploadOps } from './data-upload';
import { dataVaultGridOps, dataVaultOps } from './data-vault';
import { fileOps } from './files';
import { focusedSkuOps } from './focused-sku';
import { healthOps } from './health';
import { inventoryOps } from './inventory';
import { invoiceOps } from './invoices';
import { listingTrackerOps } from './listing-tracker';
import { marketplaceOps } from './marketplaces';
import { notificationOps } from './notifications';
import { partnerViewOps } from './partner-view';
import { reconciliationOps } from './payment-reconciliation';
import { permissionOps } from './permissions';
import { priceCheckOps } from './price-check';
import { reportStatusOps } from './report-status';
import { reviewDataOps } from './review-data';
import { clientRoleOps, roleOps } from './roles';
import { scheduledJobOps } from './scheduled-jobs';
import { searchTermComparisonOps } from './search-term-comparisons';
import { skuComparisonOps } from './sku-comparisons';
import { storeOps } from './stores';
import { taskOps } from './tasks';
import { ticketOps } from './tickets';
import { userOps } from './users';
import { vendorOrderOps } from './vendor-orders';
import { warehouseOps } from './warehouses';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** The operations held by a group (an area's object, a family's grid or order operations), nulls left out. */
const operationsOf = (group: object): Operation[] => Object.values(group).filter(isOperation);

/**
 * Every operation of the API, once. Screens import their area's file, never this list (it holds every schema);
 * the server's route table test reads access from it, so a route cannot drift from its description.
 */
export const ALL_OPERATIONS: readonly Operation[] = [
  healthOps,
  authOps,
  userOps,
  permissionOps,
  roleOps,
  clientRoleOps,
  warehouseOps,
  storeOps,
  clientOps,
  marketplaceOps,
  brandOps,
  dashboardOps,
  notificationOps,
  fileOps,
  taskOps,
  dataVaultOps,
  ...dataVaultGridOps,
  dataUploadOps,
  businessReportOps,
  amazonReportOps,
  ...Object.values(vendorOrderOps).flatMap((v) => [v.purchaseOrders ?? {}, v.dfOrders ?? {}]),
  inventoryOps,
  ticketOps,
  invoiceOps,
  scheduledJobOps,
  focusedSkuOps,
  skuComparisonOps,
  searchTermComparisonOps,
  comparisonMetricsOps,
  listingTrackerOps,
  priceCheckOps,
  businessViewOps,
  reconciliationOps,
  partnerViewOps,
  reviewDataOps,
  autoOrderingOps,
  amsViewOps,
  amsConsoleOps,
  reportStatusOps,
  adgroupMasterOps,
].flatMap(operationsOf);
