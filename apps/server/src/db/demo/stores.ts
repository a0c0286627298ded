import type { Tx } from '../facts';
import { stores, warehousePriorities } from '../schema';
import { type ClientKey, DEMO_CLIENTS, demoClient } from './clients';

/**
 * Demo stores for Marketplaces and Credentials: each client has seller and vendor accounts on some of its
 * marketplaces (so those cards show Edit) and none on the rest (Enable). Secrets stay empty: the demo is seeded
 * before the server resolves its secrets key, and made-up tokens would only pretend to work; an admin enters real
 * ones in the credentials dialog. Nothing here draws from the seeded random stream, so other demo data keep
 * their values.
 */
export interface DemoStore {
  client: ClientKey;
  marketplace: string;
  seller_id: string;
  store_name: string;
  account_type: 'seller' | 'vendor';
  api_enabled: boolean;
}

const store = (
  client: ClientKey,
  marketplace: string,
  seller_id: string,
  account_type: DemoStore['account_type'],
  api_enabled: boolean,
): DemoStore => {
  const country = marketplace.slice(3);
  const name = demoClient(client).name;
  return {
    client,
    marketplace,
    seller_id,
    store_name: `${name} ${country}${account_type === 'vendor' ? ' Vendor' : ''}`,
    account_type,
    api_enabled,
  };
};

export const DEMO_STORES: readonly DemoStore[] = [
  store('acme', 'AZ_US', 'A2ACMEHOMEUS7Q', 'seller', true),
  store('acme', 'AZ_US', 'ACMHV', 'vendor', true),
  store('acme', 'AZ_UK', 'A2ACMEHOMEUK3K', 'seller', true),
  store('acme', 'AZ_DE', 'A2ACMEHOMEDE9P', 'seller', false),
  store('acme', 'AZ_DE', 'ACMHD', 'vendor', true),
  store('acme', 'EB_US', 'acme-home-us', 'seller', false),
  store('acme', 'NN_AE', 'NAE-ACME-1042', 'seller', true),
  store('borealis', 'BO_NL', '1338471', 'seller', true),
  store('borealis', 'AZ_DE', 'A3BOREALISDE5M', 'seller', true),
  store('borealis', 'AZ_DE', 'BORSP', 'vendor', false),
  store('borealis', 'TD_TR', '884213', 'seller', false),
  store('cedar', 'NN_AE', 'NAE-CEDAR-2207', 'seller', true),
  store('cedar', 'NN_AE', 'NAE-CEDAR-V01', 'vendor', true),
  store('cedar', 'AZ_IN', 'A1CEDARBEAUTYIN', 'seller', false),
  store('cedar', 'FK_IN', 'cedarbeauty', 'seller', true),
];

/** Tokens expire a year after the client joined; only stores with the API on have a client id and expiry. */
const expiryOf = (client: ClientKey) => {
  const joined = new Date(demoClient(client).dt_create);
  joined.setUTCFullYear(joined.getUTCFullYear() + 1);
  return joined;
};

type Lookup = (kind: 'client' | 'marketplace' | 'warehouse', key: string) => number;

/**
 * Inserts the stores and, for every marketplace a client's warehouses serve, their priority in the order the
 * client lists them (ranks from 1), so priorities and warehouse_marketplaces agree.
 */
export async function insertDemoStores(tx: Tx, id: Lookup): Promise<void> {
  await tx.insert(stores).values(
    DEMO_STORES.map((s) => ({
      client_id: id('client', s.client),
      mp_id: id('marketplace', s.marketplace),
      seller_id: s.seller_id,
      store_name: s.store_name,
      account_type: s.account_type,
      api_enabled: s.api_enabled,
      token_client_id: s.api_enabled
        ? `demo-${s.marketplace.toLowerCase()}-${s.seller_id.toLowerCase()}`
        : null,
      token_expiry: s.api_enabled ? expiryOf(s.client) : null,
      dt_create: new Date(demoClient(s.client).dt_create),
    })),
  );
  for (const c of DEMO_CLIENTS) {
    const ranks = new Map<string, number>();
    const rows = c.warehouses.flatMap((w) =>
      w.marketplaces.map((code) => {
        const priority = (ranks.get(code) ?? 0) + 1;
        ranks.set(code, priority);
        return {
          client_id: id('client', c.key),
          mp_id: id('marketplace', code),
          fk_warehouse_id: id('warehouse', `${c.key}:${w.name}`),
          priority,
        };
      }),
    );
    if (rows.length > 0) await tx.insert(warehousePriorities).values(rows);
  }
}
