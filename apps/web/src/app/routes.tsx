import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RequireAuth } from './guards/RequireAuth';
import { RequireClientAdmin, RequireSuperAdmin } from './guards/RequireRole';
import { SCREEN_ROUTES, type ScreenLoad, type ScreenRoute } from './route-table';
import { NewVersionBanner } from './shell/NewVersionBanner';

/** Each feature is its own chunk, loaded when one of its routes is first opened. */
const loaders: Record<ScreenLoad, RouteObject['lazy']> = {
  'adgroup-master': async () => ({
    Component: (await import('../features/adgroup-master/pages/AdgroupMasterPage')).AdgroupMasterPage,
  }),
  'report-status': async () => ({
    Component: (await import('../features/report-status/pages/ReportStatusPage')).ReportStatusPage,
  }),
  'ams-view': async () => ({
    Component: (await import('../features/ams-view/pages/AmsViewPage')).AmsViewPage,
  }),
  'auto-ordering': async () => ({
    Component: (await import('../features/auto-ordering/pages/AutoOrderingPage')).AutoOrderingPage,
  }),
  'review-data': async () => ({
    Component: (await import('../features/review-data/pages/ReviewDataPage')).ReviewDataPage,
  }),
  'partner-view': async () => ({
    Component: (await import('../features/partner-view/pages/PartnerViewPage')).PartnerViewPage,
  }),
  reconciliation: async () => ({
    Component: (await import('../features/reconciliation/pages/ReconciliationPage')).ReconciliationPage,
  }),
  'business-view': async () => ({
    Component: (await import('../features/business-view/pages/BusinessViewPage')).BusinessViewPage,
  }),
  'price-check': async () => ({
    Component: (await import('../features/price-check/pages/PriceCheckPage')).PriceCheckPage,
  }),
  'sku-comparison': async () => ({
    Component: (await import('../features/sku-comparison/pages/SkuComparisonPage')).SkuComparisonPage,
  }),
  'sku-history': async () => ({
    Component: (await import('../features/sku-comparison/pages/SkuHistoryPage')).SkuHistoryPage,
  }),
  dashboard: async () => ({
    Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
  }),
  profile: async () => ({
    Component: (await import('../features/profile/pages/ProfilePage')).ProfilePage,
  }),
  'coming-soon': async () => ({
    Component: (await import('../features/coming-soon/pages/ComingSoonPage')).ComingSoonPage,
  }),
  placeholder: async () => ({
    Component: (await import('../features/placeholders/pages/PlaceholderPage')).PlaceholderPage,
  }),
  users: async () => ({
    Component: (await import('../features/users/pages/UsersPage')).UsersPage,
  }),
  'permission-groups': async () => ({
    Component: (await import('../features/permission-groups/pages/PermissionGroupsPage'))
      .PermissionGroupsPage,
  }),
  'ca-warehouses': async () => ({
    Component: (await import('../features/ca-warehouses/pages/WarehousesPage')).WarehousesPage,
  }),
  'ca-marketplaces': async () => ({
    Component: (await import('../features/ca-marketplaces/pages/MarketplacesPage')).MarketplacesPage,
  }),
  'sa-clients': async () => ({
    Component: (await import('../features/sa-clients/pages/ClientsPage')).ClientsPage,
  }),
  'sa-marketplaces': async () => ({
    Component: (await import('../features/sa-marketplaces/pages/MarketplacesAdminPage'))
      .MarketplacesAdminPage,
  }),
  'sa-brands': async () => ({
    Component: (await import('../features/sa-brands/pages/BrandsPage')).BrandsPage,
  }),
  'sa-notifications': async () => ({
    Component: (await import('../features/sa-notifications/pages/SendNotificationPage')).SendNotificationPage,
  }),
  'sa-cronjobs': async () => ({
    Component: (await import('../features/sa-cronjobs/pages/CronJobsPage')).CronJobsPage,
  }),
  'cronjob-errors': async () => ({
    Component: (await import('../features/cronjob-errors/pages/ErrorLogsPage')).ErrorLogsPage,
  }),
  'data-vault': async () => ({
    Component: (await import('../features/data-vault/pages/DataVaultPage')).DataVaultPage,
  }),
  'purchase-orders': async () => ({
    Component: (await import('../features/purchase-orders/pages/PurchaseOrdersPage')).PurchaseOrdersPage,
  }),
  'df-orders': async () => ({
    Component: (await import('../features/df-orders/pages/DfOrdersPage')).DfOrdersPage,
  }),
  'inventory-upload': async () => ({
    Component: (await import('../features/inventory-upload/pages/InventoryUploadPage')).InventoryUploadPage,
  }),
  'inventory-tracking': async () => ({
    Component: (await import('../features/inventory-tracking/pages/InventoryTrackingPage'))
      .InventoryTrackingPage,
  }),
  tickets: async () => ({
    Component: (await import('../features/tickets/dashboard/TicketsPage')).TicketsPage,
  }),
  'ticket-detail': async () => ({
    Component: (await import('../features/tickets/detail/TicketDetailPage')).TicketDetailPage,
  }),
  'ticket-form': async () => ({
    Component: (await import('../features/tickets/form/TicketFormPage')).TicketFormPage,
  }),
  'invoice-uploader': async () => ({
    Component: (await import('../features/invoice-uploader/pages/InvoiceUploaderPage')).InvoiceUploaderPage,
  }),
  'listing-tracker': async () => ({
    Component: (await import('../features/listing-tracker/pages/ListingTrackerPage')).ListingTrackerPage,
  }),
  'focused-analyzer': async () => ({
    Component: (await import('../features/focused-analyzer/pages/FocusedAnalyzerPage')).FocusedAnalyzerPage,
  }),
  'focused-manage': async () => ({
    Component: (await import('../features/focused-manage/pages/ManageFocusedSkusPage')).ManageFocusedSkusPage,
  }),
  'search-term': async () => ({
    Component: (await import('../features/search-term-comparison/pages/SearchTermPage')).SearchTermPage,
  }),
  'search-term-history': async () => ({
    Component: (await import('../features/search-term-comparison/pages/SearchTermHistoryPage'))
      .SearchTermHistoryPage,
  }),
  'admin-metrics': async () => ({
    Component: (await import('../features/admin-metrics/pages/AdminMetricsPage')).AdminMetricsPage,
  }),
};

const toRoute = (r: ScreenRoute): RouteObject => ({
  path: r.path,
  lazy: loaders[r.load],
  handle: { screen: r.screen },
});

const byGuard = (guard: ScreenRoute['guard']) => SCREEN_ROUTES.filter((r) => r.guard === guard).map(toRoute);

/** Loads the shell's code: the app passes one so the sign-in page never downloads the shell (its own chunk). */
export type ShellLoader = () => Promise<ComponentType>;

/**
 * /login is public; everything else sits behind the area guard inside the shell. The shell itself is
 * passed in (an element, or a loader of its component) so tests can build the same tree with a light stand-in.
 */
export function appRoutes(shell: ReactNode | ShellLoader, login: RouteObject): RouteObject[] {
  const dashboard = SCREEN_ROUTES.find((r) => r.load === 'dashboard')!;
  const shellRoute: RouteObject =
    typeof shell === 'function' ? { lazy: async () => ({ Component: await shell() }) } : { element: shell };
  return [
    login,
    {
      element: <RequireAuth />,
      children: [
        {
          ...shellRoute,
          children: [
            { index: true, lazy: loaders.dashboard, handle: { screen: dashboard.screen } },
            ...byGuard('area'),
            { element: <RequireClientAdmin />, children: byGuard('client-admin') },
            { element: <RequireSuperAdmin />, children: byGuard('super-admin') },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The sign-in page (in the entry chunk: it is the first page most visits show) with the new-version banner (spec 03 "Global banner"), which the shell shows on every other
 * page: someone who stays on the sign-in page across a release still gets the new version.
 */
export const loginRoute: RouteObject = {
  element: (
    <>
      <Outlet />
      <NewVersionBanner />
    </>
  ),
  children: [
    {
      path: '/login',
      Component: LoginPage,
    },
  ],
};
