/**
 * The complete route table of spec 01 section 2.4 with the screen names of spec 02 and 03 section 2.
 * Screens a later issue builds show a "not available yet" page named after the screen; that issue swaps
 * `load` for its feature's page.
 */
export type Guard = 'area' | 'client-admin' | 'super-admin';
export type ScreenLoad =
  | 'sku-comparison'
  | 'sku-history'
  | 'dashboard'
  | 'profile'
  | 'coming-soon'
  | 'placeholder'
  | 'users'
  | 'permission-groups'
  | 'ca-warehouses'
  | 'ca-marketplaces'
  | 'sa-clients'
  | 'sa-marketplaces'
  | 'sa-brands'
  | 'sa-notifications'
  | 'sa-cronjobs'
  | 'cronjob-errors'
  | 'data-vault'
  | 'purchase-orders'
  | 'df-orders'
  | 'inventory-upload'
  | 'inventory-tracking'
  | 'tickets'
  | 'ticket-detail'
  | 'ticket-form'
  | 'invoice-uploader'
  | 'listing-tracker'
  | 'focused-manage'
  | 'focused-analyzer'
  | 'search-term'
  | 'search-term-history'
  | 'admin-metrics'
  | 'price-check'
  | 'business-view'
  | 'reconciliation'
  | 'partner-view'
  | 'review-data'
  | 'auto-ordering'
  | 'ams-view'
  | 'report-status'
  | 'adgroup-master';

export interface ScreenRoute {
  path: string;
  screen: string;
  guard: Guard;
  load: ScreenLoad;
}

const area = (path: string, screen: string, load: ScreenLoad = 'placeholder'): ScreenRoute => ({
  path,
  screen,
  guard: 'area',
  load,
});

export const SCREEN_ROUTES: ScreenRoute[] = [
  area('/dashboard', 'Dashboard', 'dashboard'),
  area('/profile', 'Profile', 'profile'),
  area('/tickets', 'Tickets', 'tickets'),
  area('/tickets/new', 'Create Ticket', 'ticket-form'),
  area('/tickets/edit/:ticketId', 'Edit Ticket', 'ticket-form'),
  area('/tickets/:ticketId', 'Ticket Detail', 'ticket-detail'),
  area('/price-check', 'Price Check Analysis', 'price-check'),
  area('/reconciliation', 'Payment Reconciliation', 'reconciliation'),
  area('/business-view', 'Business View', 'business-view'),
  area('/marketing/campaigns', 'Campaigns', 'coming-soon'),
  area('/marketing/insights', 'Insights', 'coming-soon'),
  area('/marketing/data', 'Raw Data', 'coming-soon'),
  area('/marketing/ams', 'AMS View', 'ams-view'),
  area('/marketing/report-status', 'AMS Reports Pull Status', 'report-status'),
  area('/partner-view', 'Partner View', 'partner-view'),
  area('/review-data', 'Review Data', 'review-data'),
  area('/focused-data/sku', 'Insert SKU Comparison Data', 'sku-comparison'),
  area('/focused-data/search-term', 'Focused Search Term Comparison', 'search-term'),
  area('/focused-data/search-term/history', 'Your Search Term History', 'search-term-history'),
  area('/focused-data/sku/history', 'SKU Data Insert History', 'sku-history'),
  // Client admins and super admins only (issue 19 item 7; the spec shows no guard).
  {
    path: '/focused-data/sku/admin-metrics',
    screen: 'Admin Metrics',
    guard: 'client-admin',
    load: 'admin-metrics',
  },
  area('/focused-data/analyzer', 'Focused SKU Analysis', 'focused-analyzer'),
  area('/focused-data/manage-skus', 'Manage Focused SKUs', 'focused-manage'),
  area('/listing-tracker', 'Listing Tracker', 'listing-tracker'),
  area('/data', 'Data Vault', 'data-vault'),
  area('/inventory-upload', 'Inventory Upload', 'inventory-upload'),
  area('/inventory-tracking', 'Inventory & Reports', 'inventory-tracking'),
  area('/cronjob/errors', 'Scheduled Job Error Logs', 'cronjob-errors'),
  area('/purchase-orders/view', 'Purchase Order Management', 'purchase-orders'),
  area('/df-orders', 'DF Orders Management', 'df-orders'),
  area('/invoice-uploader', 'Invoice Header Upload', 'invoice-uploader'),
  area('/adgroup-master-uploader', 'AdGroup Master', 'adgroup-master'),
  area('/forcast-working', 'Auto Ordering', 'auto-ordering'),
  { path: '/ca/users', screen: 'Users', guard: 'client-admin', load: 'users' },
  {
    path: '/ca/permission-groups',
    screen: 'Permission Groups',
    guard: 'client-admin',
    load: 'permission-groups',
  },
  { path: '/ca/warehouses', screen: 'Warehouse List', guard: 'client-admin', load: 'ca-warehouses' },
  {
    path: '/ca/marketplaces',
    screen: 'Marketplaces and Credentials',
    guard: 'client-admin',
    load: 'ca-marketplaces',
  },
  { path: '/sa/clients', screen: 'Client List', guard: 'super-admin', load: 'sa-clients' },
  { path: '/sa/marketplaces', screen: 'Marketplace List', guard: 'super-admin', load: 'sa-marketplaces' },
  { path: '/sa/brands', screen: 'Brand List', guard: 'super-admin', load: 'sa-brands' },
  {
    path: '/sa/notification/create',
    screen: 'Send Notification',
    guard: 'super-admin',
    load: 'sa-notifications',
  },
  { path: '/sa/cronjobs', screen: 'Scheduled Jobs', guard: 'super-admin', load: 'sa-cronjobs' },
];
