import {
  CLIENT_ADMIN_ROLE,
  DATA_AREAS,
  PERMISSION_CODES,
  TICKET_TYPE_IDS,
} from '@marketdesk/contracts/permissions';

/**
 * Demo roles (permission groups, level 2). Every client gets the same set of roles, each its own rows.
 * The sets are deliberate: the sidebar of each demo login follows from them (spec 01 section 2.3), and the
 * end-to-end tests assert those sidebars entry by entry (see e2e/tests/sidebar.spec.ts).
 */
export interface DemoRole {
  name: string;
  description: string;
  permissions: readonly string[];
}

const ticketTypes = (ids: readonly string[]): string[] => ids.map((t) => `access:tickets:type:${t}`);

/** Data vault areas a seller maintains: read, edit inline and upload. */
const DATA_VAULT_AREAS = [
  'SKU',
  'PRODUCT',
  'PRICE',
  'ORDERS',
  'SETTLEMENTS',
  'COMMISSIONS',
  'RETURNS',
] as const;
const dataVault = DATA_VAULT_AREAS.flatMap((area) => [
  DATA_AREAS[area].READ,
  DATA_AREAS[area].UPDATE,
  DATA_AREAS[area].CREATE,
]);

export const ROLE_NAMES = {
  clientAdmin: CLIENT_ADMIN_ROLE,
  seller: 'Seller',
  accountManager: 'Account Manager',
  ticketAssigner: 'Ticket Assigner',
  ticketReviewer: 'Ticket Reviewer',
  ticketCreator: 'Ticket Creator',
  vendorManager: 'Vendor Manager',
  dashboardViewer: 'Dashboard Viewer',
} as const;
export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    name: ROLE_NAMES.clientAdmin,
    description:
      'Administers the client: users, permission groups, warehouses and marketplaces. Holds every permission.',
    permissions: PERMISSION_CODES,
  },
  {
    name: ROLE_NAMES.seller,
    description:
      'Runs the marketplace accounts: dashboard, data vault (view, edit, upload) and the business modules.',
    permissions: [
      'dashboard:view',
      ...dataVault,
      'business_view:view',
      'partner_view:view',
      'auto_ordering:view',
      'mp_func:price_check',
      'mp_func:price_recon',
      'review_data:view',
      // Sellers keep the listings: they submit listing updates and approve each other's (never their own).
      'view:product_data',
      'modify:product_data',
      // Sellers raise the everyday tickets (listing content, bugs, SKU analyses, content, general) and invoices.
      'view:tickets',
      'create:tickets',
      ...ticketTypes(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T15', 'T16']),
    ],
  },
  {
    name: ROLE_NAMES.accountManager,
    description:
      'Runs advertising: AMS views, report pull status, ad-group master, focused SKUs and search terms.',
    permissions: [
      'dashboard:view',
      'ams_view:view',
      'marketing:ams_reports_status:view',
      'adgroup_master:view',
      'adgroup_master:create',
      'channel_report:view',
      'channel_report:create',
      // Account managers work the advertising analyses' tickets (T11, T12, T14) and raise general ones.
      'view:tickets',
      'create:tickets',
      ...ticketTypes(['T1', 'T8', 'T11', 'T12', 'T14', 'T15']),
    ],
  },
  {
    name: ROLE_NAMES.ticketAssigner,
    description: 'Sees all tickets and assigns them to owners.',
    permissions: [
      'dashboard:view',
      'view:tickets',
      'create:tickets',
      'access:tickets:assign',
      'filter:tickets:all',
      ...ticketTypes(TICKET_TYPE_IDS),
    ],
  },
  {
    name: ROLE_NAMES.ticketReviewer,
    description: 'Reviews resolved tickets, reopens them and updates ticket type ETAs.',
    permissions: [
      'dashboard:view',
      'view:tickets',
      'access:tickets:review',
      'edit:tickets:eta',
      'filter:tickets:all',
      ...ticketTypes(TICKET_TYPE_IDS),
    ],
  },
  {
    name: ROLE_NAMES.ticketCreator,
    description: 'Raises and works on tickets of the everyday types.',
    permissions: [
      'dashboard:view',
      'view:tickets',
      'create:tickets',
      ...ticketTypes(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']),
    ],
  },
  {
    name: ROLE_NAMES.vendorManager,
    description: 'Handles purchase orders, direct-fulfilment orders and stock files.',
    permissions: [
      'dashboard:view',
      ...Object.values(DATA_AREAS.PURCHASE_ORDERS),
      ...Object.values(DATA_AREAS.DF_ORDERS),
      'inventory:view',
      'inventory:upload',
    ],
  },
  {
    name: ROLE_NAMES.dashboardViewer,
    description: 'Reads the dashboard only.',
    permissions: ['dashboard:view'],
  },
];

export function demoRole(name: RoleName): DemoRole {
  const role = DEMO_ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`unknown demo role ${name}`);
  return role;
}
