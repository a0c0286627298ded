/**
 * The permission catalogue: every permission code and module flag named in section 6 of the three spec
 * documents. The database's `permissions` table is seeded from this list, the server checks these codes,
 * and the web derives menu flags from the same functions, so a rule lives in one place.
 */

/** Modules that permissions belong to. A user holds a module flag when any of their permissions in the client has that module. */
export const MODULES = [
  'dashboard',
  'business_view',
  'partner_view',
  'auto_ordering',
  'price_check',
  'price_reconciliation',
  'data_vault',
  'data_vault_upload',
  'users',
  'inventory',
  'purchase_orders',
  'df_orders',
  'channel_report',
  'ticketing',
  'review_data',
  'listing',
  'marketing',
  'ams_view',
  'adgroup_master',
] as const;
export type Module = (typeof MODULES)[number];

export interface PermissionDef {
  code: string;
  module: Module;
  action: string;
  name: string;
}

const p = (code: string, module: Module, action: string, name: string): PermissionDef => ({
  code,
  module,
  action,
  name,
});

/** Data-area CRUD matrices (spec 01 section 6, spec 02 section 6). Delete exists only for purchase and DF orders. */
export const DATA_AREAS = {
  SKU: { READ: 'view:sku', UPDATE: 'modify:sku', CREATE: 'upload:sku' },
  PRODUCT: { READ: 'view:product', UPDATE: 'modify:product', CREATE: 'upload:product' },
  PRICE: { READ: 'view:price', UPDATE: 'modify:price', CREATE: 'upload:price' },
  ORDERS: { READ: 'view:orders', UPDATE: 'modify:orders', CREATE: 'upload:orders' },
  SETTLEMENTS: { READ: 'view:settlements', UPDATE: 'modify:settlements', CREATE: 'upload:settlement_data' },
  COMMISSIONS: { READ: 'view:commissions', UPDATE: 'modify:commissions', CREATE: 'upload:fee_data' },
  RETURNS: { READ: 'view:returns', UPDATE: 'modify:returns', CREATE: 'upload:return_data' },
  PURCHASE_ORDERS: {
    READ: 'view:purchase_orders',
    UPDATE: 'modify:purchase_orders',
    CREATE: 'create:purchase_orders',
    DELETE: 'delete:purchase_orders',
  },
  DF_ORDERS: {
    READ: 'view:df_orders',
    UPDATE: 'modify:df_orders',
    CREATE: 'create:df_orders',
    DELETE: 'delete:df_orders',
  },
} as const;
export type DataArea = keyof typeof DATA_AREAS;

/** Ticket types in use (spec 03 section 3: T1 to T12 and T14 to T16). */
export const TICKET_TYPE_IDS = [
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'T7',
  'T8',
  'T9',
  'T10',
  'T11',
  'T12',
  'T14',
  'T15',
  'T16',
] as const;

const areaModule = (area: DataArea, kind: 'READ' | 'UPDATE' | 'CREATE' | 'DELETE'): Module => {
  if (area === 'PURCHASE_ORDERS') return 'purchase_orders';
  if (area === 'DF_ORDERS') return 'df_orders';
  return kind === 'CREATE' ? 'data_vault_upload' : 'data_vault';
};

const areaPermissions: PermissionDef[] = Object.entries(DATA_AREAS).flatMap(([area, codes]) =>
  Object.entries(codes).map(([kind, code]) =>
    p(
      code,
      areaModule(area as DataArea, kind as 'READ'),
      kind.toLowerCase(),
      `${kind.charAt(0)}${kind.slice(1).toLowerCase()} ${area.toLowerCase().replace('_', ' ')} data`,
    ),
  ),
);

export const PERMISSIONS: readonly PermissionDef[] = [
  p('dashboard:view', 'dashboard', 'view', 'View dashboard'),
  p('business_view:view', 'business_view', 'view', 'View business view'),
  p('partner_view:view', 'partner_view', 'view', 'View partner view'),
  p('auto_ordering:view', 'auto_ordering', 'view', 'View auto ordering (forecast working)'),
  p('mp_func:price_check', 'price_check', 'price_check', 'Price check'),
  p('mp_func:price_recon', 'price_reconciliation', 'price_recon', 'Payment reconciliation'),
  p('view:users', 'users', 'view', 'View users'),
  p('create:users', 'users', 'create', 'Create users'),
  p('modify:users', 'users', 'modify', 'Modify users'),
  p('delete:users', 'users', 'delete', 'Delete users'),
  p('inventory:view', 'inventory', 'view', 'View inventory files'),
  p('inventory:upload', 'inventory', 'upload', 'Upload inventory files'),
  p('channel_report:view', 'channel_report', 'view', 'View focused SKU analysis'),
  p('channel_report:create', 'channel_report', 'create', 'Manage focused SKUs and comparison data'),
  p('view:tickets', 'ticketing', 'view', 'View tickets'),
  p('create:tickets', 'ticketing', 'create', 'Create tickets'),
  p('access:tickets:review', 'ticketing', 'review', 'Ticket reviewer'),
  p('access:tickets:assign', 'ticketing', 'assign', 'Ticket assigner'),
  p('edit:tickets:eta', 'ticketing', 'eta', 'Update ticket type ETA'),
  p('filter:tickets:all', 'ticketing', 'filter', 'Filter tickets of all users'),
  ...TICKET_TYPE_IDS.map((t) =>
    p(`access:tickets:type:${t}`, 'ticketing', `type:${t}`, `Access ${t} tickets`),
  ),
  p('review_data:view', 'review_data', 'view', 'View review data'),
  p('view:product_data', 'listing', 'view', 'View listing tracker'),
  p('modify:product_data', 'listing', 'modify', 'Approve listing updates'),
  p(
    'marketing:ams_reports_status:view',
    'marketing',
    'ams_reports_status:view',
    'View AMS report pull status',
  ),
  p('ams_view:view', 'ams_view', 'view', 'View AMS drill-down'),
  p('adgroup_master:view', 'adgroup_master', 'view', 'View ad-group master'),
  p('adgroup_master:create', 'adgroup_master', 'create', 'Upload ad-group master'),
  ...areaPermissions,
];

export const PERMISSION_CODES: readonly string[] = PERMISSIONS.map((x) => x.code);
const moduleOf = new Map(PERMISSIONS.map((x) => [x.code, x.module]));

/** Module flags of spec 01 section 6, keyed by the flag name the screens use. */
export const MODULE_FLAGS = {
  business_view: 'business_view',
  partner_view: 'partner_view',
  auto_ordering: 'auto_ordering',
  price_check: 'price_check',
  price_reconciliation: 'price_reconciliation',
  data_view: 'data_vault',
  excel_upload: 'data_vault_upload',
  users: 'users',
  inventory: 'inventory',
  purchase_orders: 'purchase_orders',
  channel_report: 'channel_report',
  ticketing: 'ticketing',
  review_data: 'review_data',
  df_orders: 'df_orders',
} as const satisfies Record<string, Module>;
export type ModuleFlag = keyof typeof MODULE_FLAGS;
export type ModuleFlags = Record<ModuleFlag, boolean>;

/** Code flags of spec 01 section 6 and spec 03 section 6. */
export const CODE_FLAGS = {
  price_recon: 'mp_func:price_recon',
  price_check: 'mp_func:price_check',
  business_view: 'business_view:view',
  partner_view: 'partner_view:view',
  auto_ordering: 'auto_ordering:view',
  view_purchase_orders: 'view:purchase_orders',
  channel_report_create: 'channel_report:create',
  listing_tracker: 'view:product_data',
  /** Approves or rejects others' listing updates (issue 19: approvers hold modify:product_data). */
  listing_approver: 'modify:product_data',
  view_tickets: 'view:tickets',
  ticket_reviewer: 'access:tickets:review',
  ticket_assigner: 'access:tickets:assign',
  ticket_eta_update: 'edit:tickets:eta',
} as const;

export const CLIENT_ADMIN_ROLE = 'Client Admin';
export const ROLE_LEVEL = 2;

/** What a user may do in one client: resolved once per request on the server and once per client switch on the web. */
export interface ResolvedPermissions {
  codes: string[];
  modules: Module[];
  flags: ModuleFlags;
  isClientAdmin: boolean;
  isSuperAdmin: boolean;
}

export function resolvePermissions(input: {
  codes: Iterable<string>;
  roleNames: Iterable<string>;
  isSuperAdmin: boolean;
}): ResolvedPermissions {
  // Super admins hold every permission in every client.
  const codes = input.isSuperAdmin ? [...PERMISSION_CODES] : [...new Set(input.codes)].sort();
  const modules = [...new Set(codes.map((c) => moduleOf.get(c)).filter((m): m is Module => !!m))];
  const flags = Object.fromEntries(
    Object.entries(MODULE_FLAGS).map(([flag, module]) => [flag, modules.includes(module)]),
  ) as ModuleFlags;
  const isClientAdmin = [...input.roleNames].includes(CLIENT_ADMIN_ROLE);
  return { codes, modules, flags, isClientAdmin, isSuperAdmin: input.isSuperAdmin };
}

export const hasCode = (perms: ResolvedPermissions, code: string): boolean => perms.codes.includes(code);
export const hasModule = (perms: ResolvedPermissions, module: Module): boolean =>
  perms.modules.includes(module);
