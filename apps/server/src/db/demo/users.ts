import { type ClientKey, DEMO_CLIENTS, demoClient } from './clients';
import type { Random } from './prng';
import { ROLE_NAMES, type RoleName } from './roles';

/** The one password of every demo account (DESIGN section 7). */
export const DEMO_PASSWORD = 'Marketdesk#1';

/** A user's place in one client: roles there, and what of that client they may see. */
export interface DemoMembership {
  client: ClientKey;
  roles: RoleName[];
  /** Short codes; default: every marketplace of the client. */
  marketplaces?: string[];
  /** Brand codes; default: every brand of the client. */
  brands?: string[];
  /** Warehouse names; default: every warehouse serving one of the user's marketplaces. */
  warehouses?: string[];
}

export interface DemoUser {
  email: string;
  first_name: string;
  last_name: string;
  is_sa: boolean;
  is_active: boolean;
  dt_create: string;
  memberships: DemoMembership[];
  /** Set for the accounts printed at start and listed in the README. */
  login?: string;
}

const user = (
  email: string,
  first_name: string,
  last_name: string,
  dt_create: string,
  memberships: DemoMembership[],
  login: string,
  extra: Partial<Pick<DemoUser, 'is_sa' | 'is_active'>> = {},
): DemoUser => ({
  email,
  first_name,
  last_name,
  is_sa: extra.is_sa ?? false,
  is_active: extra.is_active ?? true,
  dt_create,
  memberships,
  login,
});

/**
 * The demo logins of DESIGN section 7, plus two accounts whose sign-in is refused (403): one disabled, one
 * without any client. Their sidebars (spec 01 section 2.3) are asserted in e2e/tests/sidebar.spec.ts.
 */
export const DEMO_LOGINS: readonly DemoUser[] = [
  user(
    'sa@demo.marketdesk.dev',
    'Samira',
    'Haddad',
    '2023-03-01T09:05:00Z',
    DEMO_CLIENTS.map((c) => ({ client: c.key, roles: [] })),
    'super admin (member of every client)',
    { is_sa: true },
  ),
  user(
    'admin@acme.demo.marketdesk.dev',
    'Alex',
    'Morgan',
    '2023-03-01T09:10:00Z',
    [
      { client: 'acme', roles: [ROLE_NAMES.clientAdmin] },
      { client: 'borealis', roles: [ROLE_NAMES.accountManager] },
    ],
    'client admin of Acme Home (also account manager in Borealis Sports)',
  ),
  user(
    'seller@acme.demo.marketdesk.dev',
    'Priya',
    'Nair',
    '2023-03-14T10:00:00Z',
    [
      {
        client: 'acme',
        roles: [ROLE_NAMES.seller],
        marketplaces: ['AZ_US', 'AZ_UK', 'AZ_DE', 'EB_US', 'OT_DE', 'SP_US'],
        brands: ['ACME', 'HRTH'],
      },
    ],
    'seller at Acme Home: dashboard, data vault, business modules',
  ),
  user(
    'ads@acme.demo.marketdesk.dev',
    'Daniel',
    'Brooks',
    '2023-04-03T11:30:00Z',
    [
      {
        client: 'acme',
        roles: [ROLE_NAMES.accountManager],
        marketplaces: ['AZ_US', 'AZ_UK', 'AZ_DE', 'AZ_IN', 'AZ_AE'],
      },
    ],
    'account manager at Acme Home: marketing and AMS views',
  ),
  user(
    'assigner@acme.demo.marketdesk.dev',
    'Maria',
    'Rossi',
    '2023-04-20T08:45:00Z',
    [{ client: 'acme', roles: [ROLE_NAMES.ticketAssigner] }],
    'ticket assigner at Acme Home',
  ),
  user(
    'reviewer@acme.demo.marketdesk.dev',
    'Tom',
    'Becker',
    '2023-05-02T13:15:00Z',
    [{ client: 'acme', roles: [ROLE_NAMES.ticketReviewer] }],
    'ticket reviewer at Acme Home',
  ),
  user(
    'viewer@borealis.demo.marketdesk.dev',
    'Ingrid',
    'Solberg',
    '2023-07-01T09:00:00Z',
    [
      {
        client: 'borealis',
        roles: [ROLE_NAMES.dashboardViewer],
        marketplaces: ['BO_NL', 'DT_FR', 'OT_DE'],
        brands: ['BORE', 'SMTR'],
      },
    ],
    'Borealis Sports only, dashboard only',
  ),
  user(
    'disabled@acme.demo.marketdesk.dev',
    'Derek',
    'Olsen',
    '2023-05-20T09:00:00Z',
    [{ client: 'acme', roles: [ROLE_NAMES.seller], marketplaces: ['AZ_US'] }],
    'disabled seller at Acme Home (sign-in refused, 403)',
    { is_active: false },
  ),
  user(
    'noclient@demo.marketdesk.dev',
    'Nora',
    'Quinn',
    '2023-05-21T09:00:00Z',
    [],
    'member of no client (sign-in refused, 403)',
  ),
];

const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jonas',
  'Kavya',
  'Liam',
  'Mei',
  'Nikolai',
  'Olivia',
  'Pedro',
  'Rania',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yusuf',
  'Zoe',
] as const;
const LAST_NAMES = [
  'Abbott',
  'Bauer',
  'Chen',
  'Dubois',
  'Eriksen',
  'Fernandes',
  'Gupta',
  'Hansen',
  'Ivanova',
  'Jensen',
  'Khan',
  'Larsen',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Quintero',
  'Reyes',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Vogel',
  'Weber',
  'Yildiz',
] as const;

/** Ordinary users beyond the demo logins, so lists and pickers look like a real team. */
const EXTRA_ROLES: Record<ClientKey, RoleName[]> = {
  acme: [ROLE_NAMES.ticketCreator, ROLE_NAMES.vendorManager, ROLE_NAMES.seller],
  borealis: [ROLE_NAMES.clientAdmin, ROLE_NAMES.seller, ROLE_NAMES.ticketCreator, ROLE_NAMES.vendorManager],
  cedar: [
    ROLE_NAMES.clientAdmin,
    ROLE_NAMES.seller,
    ROLE_NAMES.accountManager,
    ROLE_NAMES.ticketAssigner,
    ROLE_NAMES.ticketCreator,
  ],
};

export function buildExtraUsers(random: Random): DemoUser[] {
  const taken = new Set(DEMO_LOGINS.map((u) => `${u.first_name} ${u.last_name}`));
  const out: DemoUser[] = [];
  for (const [key, roles] of Object.entries(EXTRA_ROLES) as [ClientKey, RoleName[]][]) {
    const client = demoClient(key);
    const created = Date.parse(client.dt_create);
    for (const role of roles) {
      let first: string = random.pick(FIRST_NAMES);
      let last: string = random.pick(LAST_NAMES);
      while (taken.has(`${first} ${last}`)) {
        first = random.pick(FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      }
      taken.add(`${first} ${last}`);
      const everything = role === ROLE_NAMES.clientAdmin;
      const marketplaces = everything
        ? undefined
        : random.sample(client.marketplaces, random.int(2, client.marketplaces.length));
      const brands = everything
        ? undefined
        : random.sample(
            client.brands.map((b) => b.brand_code),
            random.int(1, client.brands.length),
          );
      out.push({
        email: `${first}.${last}@${client.domain}`.toLowerCase(),
        first_name: first,
        last_name: last,
        is_sa: false,
        is_active: true,
        dt_create: new Date(
          created + random.int(2, 300) * 86_400_000 + random.int(0, 36_000) * 1000,
        ).toISOString(),
        memberships: [{ client: key, roles: [role], marketplaces, brands }],
      });
    }
  }
  return out;
}
