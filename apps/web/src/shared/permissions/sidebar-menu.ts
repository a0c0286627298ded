import { DATA_AREAS, type ResolvedPermissions } from '@marketdesk/contracts';

/** The sidebar of spec 01 section 2.3: groups, labels and paths exactly as written there. */
export interface MenuEntry {
  label: string;
  path: string;
  /** Shown with a SOON chip (placeholder screen). */
  soon?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  /** Groups under the Management heading. */
  section?: 'Management';
  entries: MenuEntry[];
}

type Rule = (p: ResolvedPermissions) => boolean;
interface GroupDef extends Omit<MenuGroup, 'entries'> {
  when?: Rule;
  entries: (MenuEntry & { when?: Rule })[];
}

const code =
  (...codes: string[]): Rule =>
  (p) =>
    codes.some((c) => p.codes.includes(c));
const always: Rule = () => true;

const MENU: GroupDef[] = [
  {
    id: 'home',
    label: 'Home',
    entries: [
      { label: 'Dashboard', path: '/dashboard', when: always },
      { label: 'Tickets', path: '/tickets', when: (p) => p.flags.ticketing },
    ],
  },
  {
    id: 'focused-skus',
    label: 'Focused SKUs',
    when: (p) => p.flags.channel_report,
    entries: [
      { label: 'Manage Focused SKUs', path: '/focused-data/manage-skus' },
      { label: 'Analysis', path: '/focused-data/analyzer' },
      { label: 'Insert SKU Data', path: '/focused-data/sku' },
    ],
  },
  {
    id: 'focused-ads',
    label: 'Focused Ads',
    when: (p) => p.flags.channel_report,
    entries: [{ label: 'Search Term Data', path: '/focused-data/search-term' }],
  },
  {
    id: 'data',
    label: 'Data',
    entries: [
      { label: 'Inventory Upload', path: '/inventory-upload', when: (p) => p.flags.inventory },
      { label: 'Data Vault', path: '/data', when: (p) => p.flags.data_view || p.flags.excel_upload },
      { label: 'Invoice Upload', path: '/invoice-uploader', when: (p) => p.flags.excel_upload },
      { label: 'Listing Tracker', path: '/listing-tracker', when: code('view:product_data') },
      { label: 'Inventory Tracking', path: '/inventory-tracking', when: code('view:tickets') },
    ],
  },
  {
    id: 'vendor',
    label: 'Vendor',
    when: (p) => p.flags.purchase_orders || p.flags.df_orders,
    entries: [
      { label: 'PO Fill Rate', path: '/purchase-orders/view', when: (p) => p.flags.purchase_orders },
      {
        label: 'DF Orders',
        path: '/df-orders',
        when: code(DATA_AREAS.DF_ORDERS.READ, DATA_AREAS.DF_ORDERS.CREATE),
      },
    ],
  },
  {
    id: 'business',
    label: 'Business',
    entries: [
      { label: 'Business View', path: '/business-view', when: (p) => p.flags.business_view },
      { label: 'Price Check', path: '/price-check', when: (p) => p.flags.price_check },
      { label: 'Payment Reconciliation', path: '/reconciliation', when: (p) => p.flags.price_reconciliation },
      { label: 'Partner View', path: '/partner-view', when: (p) => p.flags.partner_view },
      { label: 'Forecast Working', path: '/forcast-working', when: (p) => p.flags.auto_ordering },
      { label: 'Review Data', path: '/review-data', when: (p) => p.flags.review_data },
    ],
  },
  {
    id: 'client-admin',
    label: 'Client Admin',
    section: 'Management',
    // "client admins only" (spec 01 section 2.3): a super admin sees it where they hold the Client Admin role;
    // the client-admin guard still admits them to these routes.
    when: (p) => p.isClientAdmin,
    entries: [
      { label: 'Users', path: '/ca/users' },
      { label: 'Permission Groups', path: '/ca/permission-groups' },
      { label: 'Warehouses', path: '/ca/warehouses' },
      { label: 'Marketplaces', path: '/ca/marketplaces' },
    ],
  },
  {
    id: 'super-admin',
    label: 'Super Admin',
    section: 'Management',
    when: (p) => p.isSuperAdmin,
    entries: [
      { label: 'Send Notification', path: '/sa/notification/create' },
      { label: 'Clients', path: '/sa/clients' },
      { label: 'Marketplaces', path: '/sa/marketplaces' },
      { label: 'Brands', path: '/sa/brands' },
      { label: 'CronJobs', path: '/sa/cronjobs' },
      { label: 'Scheduled Job Errors', path: '/cronjob/errors' },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    entries: [
      { label: 'Campaigns', path: '/marketing/campaigns', soon: true, when: always },
      { label: 'Insights', path: '/marketing/insights', soon: true, when: always },
      { label: 'Raw Data', path: '/marketing/data', soon: true, when: always },
      {
        label: 'AMS Report Pull Status',
        path: '/marketing/report-status',
        when: code('marketing:ams_reports_status:view'),
      },
      { label: 'AMS View', path: '/marketing/ams', when: code('ams_view:view') },
      {
        label: 'AdGroupMater Upload',
        path: '/adgroup-master-uploader',
        when: code('adgroup_master:create', 'adgroup_master:view'),
      },
    ],
  },
];

/** The groups and entries this user sees in the selected client; empty groups are left out. */
export function sidebarMenu(perms: ResolvedPermissions): MenuGroup[] {
  return MENU.filter((g) => (g.when ?? always)(perms))
    .map(({ when: _when, entries, ...group }) => ({
      ...group,
      entries: entries.filter((e) => (e.when ?? always)(perms)).map(({ when: _w, ...entry }) => entry),
    }))
    .filter((g) => g.entries.length > 0);
}
