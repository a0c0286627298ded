import { adActions } from './modules/ad-actions';
import { adAnalyses } from './modules/ad-analyses';
import { adgroupMaster } from './modules/adgroup-master';
import { amazonReports } from './modules/amazon-reports';
import { amsReports } from './modules/ams-reports';
import { amsView } from './modules/ams-view';
import { auth } from './modules/auth';
import { autoOrdering } from './modules/auto-ordering';
import { brands } from './modules/brands';
import { businessReport } from './modules/business-report';
import { businessView } from './modules/business-view';
import { catalogue } from './modules/catalogue';
import { clients } from './modules/clients';
import { comparisonMetrics } from './modules/comparison-metrics';
import { dashboard } from './modules/dashboard';
import { dataUpload } from './modules/data-upload';
import { dataVault } from './modules/data-vault';
import { exchangeRates } from './modules/exchange-rates';
import { files } from './modules/files';
import { focusedSku } from './modules/focused-sku';
import { health } from './modules/health';
import { inventory } from './modules/inventory';
import { invoices } from './modules/invoices';
import { listingTracker } from './modules/listing-tracker';
import { marketplaces } from './modules/marketplaces';
import { notifications } from './modules/notifications';
import { partnerView } from './modules/partner-view';
import { paymentReconciliation } from './modules/payment-reconciliation';
import { permissions } from './modules/permissions';
import { priceCheck } from './modules/price-check';
import { reportStatus } from './modules/report-status';
import { reviewData } from './modules/review-data';
import { roles } from './modules/roles';
import { scheduledJobs } from './modules/scheduled-jobs';
import { searchTermComparisons } from './modules/search-term-comparisons';
import { skuComparisons } from './modules/sku-comparisons';
import { stores } from './modules/stores';
import { tasks } from './modules/tasks';
import { ticketFiles, tickets } from './modules/tickets';
import { users } from './modules/users';
import { vendorOrders } from './modules/vendor-orders';
import { warehouses } from './modules/warehouses';
import type { ServerModule } from './platform/module';

/**
 * Every module, in order: routes register in this order and demo parts are written in it. The app and
 * `main.ts` read this list; a new module is one line here.
 */
export const serverModules: readonly ServerModule[] = [
  health,
  auth,
  users,
  permissions,
  roles,
  warehouses,
  stores,
  clients,
  marketplaces,
  brands,
  dashboard,
  exchangeRates,
  notifications,
  files,
  tasks,
  scheduledJobs,
  dataVault,
  dataUpload,
  businessReport,
  catalogue,
  amazonReports,
  vendorOrders,
  inventory,
  tickets,
  ticketFiles,
  invoices,
  focusedSku,
  skuComparisons,
  searchTermComparisons,
  comparisonMetrics,
  listingTracker,
  priceCheck,
  businessView,
  paymentReconciliation,
  partnerView,
  reviewData,
  autoOrdering,
  amsView,
  reportStatus,
  adgroupMaster,
  amsReports,
  adAnalyses,
  adActions,
];
