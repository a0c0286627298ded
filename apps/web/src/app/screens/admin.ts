import Business from '@mui/icons-material/Business';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Group from '@mui/icons-material/Group';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Schedule from '@mui/icons-material/Schedule';
import Security from '@mui/icons-material/Security';
import Sell from '@mui/icons-material/Sell';
import Store from '@mui/icons-material/Store';
import Warehouse from '@mui/icons-material/Warehouse';
import { area, place, type Screen, screen } from './screen';

/** Management: the Client Admin and Super Admin sections (their sections' rules say who sees them). */
export const ADMIN: Screen[] = [
  screen(
    'client-admin',
    '/ca/users',
    'Users',
    'users/pages/UsersPage',
    place('client-admin', 1, 'Users', Group),
  ),
  screen(
    'client-admin',
    '/ca/permission-groups',
    'Permission Groups',
    'roles/pages/PermissionGroupsPage',
    place('client-admin', 2, 'Permission Groups', Security),
  ),
  screen(
    'client-admin',
    '/ca/warehouses',
    'Warehouse List',
    'warehouses/pages/WarehousesPage',
    place('client-admin', 3, 'Warehouses', Warehouse),
  ),
  screen(
    'client-admin',
    '/ca/marketplaces',
    'Marketplaces and Credentials',
    'stores/pages/MarketplacesPage',
    place('client-admin', 4, 'Marketplaces', Store),
  ),
  screen(
    'super-admin',
    '/sa/notification/create',
    'Send Notification',
    'notifications/pages/SendNotificationPage',
    place('super-admin', 1, 'Send Notification', NotificationsActive),
  ),
  screen(
    'super-admin',
    '/sa/clients',
    'Client List',
    'clients/pages/ClientsPage',
    place('super-admin', 2, 'Clients', Business),
  ),
  screen(
    'super-admin',
    '/sa/marketplaces',
    'Marketplace List',
    'marketplaces/pages/MarketplacesAdminPage',
    place('super-admin', 3, 'Marketplaces', Store),
  ),
  screen(
    'super-admin',
    '/sa/brands',
    'Brand List',
    'brands/pages/BrandsPage',
    place('super-admin', 4, 'Brands', Sell),
  ),
  screen(
    'super-admin',
    '/sa/cronjobs',
    'Scheduled Jobs',
    'scheduled-jobs/pages/CronJobsPage',
    place('super-admin', 5, 'CronJobs', Schedule),
  ),
  // In the Super Admin section, behind the area guard (as the spec's route table has it).
  area(
    '/cronjob/errors',
    'Scheduled Job Error Logs',
    'scheduled-jobs/pages/ErrorLogsPage',
    place('super-admin', 6, 'Scheduled Job Errors', ErrorOutline),
  ),
];
