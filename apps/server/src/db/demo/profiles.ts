import { type ClientKey, DEMO_CLIENTS } from './clients';
import type { Random } from './prng';

/**
 * Seller profiles: every client sells as a seller on each of its marketplaces, and also as a vendor (first-party
 * supplier) where that is how the brand works with the marketplace.
 */
export interface DemoProfile {
  client: ClientKey;
  profile_id: string;
  seller_name: string;
  seller_type: 'seller' | 'vendor';
  marketplace: string;
}

const VENDOR_ON: Record<ClientKey, string[]> = {
  acme: ['AZ_US', 'AZ_DE'],
  borealis: ['AZ_DE'],
  cedar: ['NN_AE'],
};

/** Amazon and Noon advertising profile ids are long numbers; other marketplaces use a prefixed seller id. */
function profileId(random: Random, marketplace: string): string {
  const prefix = marketplace.slice(0, 2);
  if (prefix === 'AZ' || prefix === 'NN') return random.digits(15);
  return `${prefix}${random.digits(8)}`;
}

export function buildProfiles(random: Random): DemoProfile[] {
  const out: DemoProfile[] = [];
  const seen = new Set<string>();
  for (const client of DEMO_CLIENTS) {
    for (const marketplace of client.marketplaces) {
      const country = marketplace.slice(3);
      const types: DemoProfile['seller_type'][] = VENDOR_ON[client.key].includes(marketplace)
        ? ['seller', 'vendor']
        : ['seller'];
      for (const seller_type of types) {
        let id = profileId(random, marketplace);
        while (seen.has(id)) id = profileId(random, marketplace);
        seen.add(id);
        out.push({
          client: client.key,
          profile_id: id,
          seller_name: `${client.name} ${country}${seller_type === 'vendor' ? ' Vendor' : ''}`,
          seller_type,
          marketplace,
        });
      }
    }
  }
  return out;
}
