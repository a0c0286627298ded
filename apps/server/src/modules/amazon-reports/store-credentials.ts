import { SP_API_TEXT } from '@marketdesk/contracts/amazon-reports';
import type { SecretBox } from '../../lib/secrets';
import { amazonMarketplaceId, type SpApiStore } from '../../platform/connectors';
import type { AmazonStore } from './amazon-reports.repository';

export type StoreAccess =
  | { ok: true; store: SpApiStore; marketplaceId: string }
  | { ok: false; reason: string };

export const STORE_REASONS = {
  disabled: 'SP-API is disabled for this store',
  vendor: 'Vendor accounts have no seller reports',
  missing: SP_API_TEXT.noCredentials,
  unreadable: 'The store’s SP-API secrets cannot be read (the secrets key has changed); enter them again',
  unknownMarketplace: 'Amazon has no marketplace id for this country',
} as const;

/**
 * Whether the connector may call Amazon for a store, with its decrypted credentials when it may. The decrypted
 * values live only in the answer: they are never logged, stored or put in an error.
 */
export function storeAccess(store: AmazonStore, secrets: SecretBox): StoreAccess {
  if (!store.api_enabled) return { ok: false, reason: STORE_REASONS.disabled };
  if (store.account_type !== 'seller') return { ok: false, reason: STORE_REASONS.vendor };
  if (!store.token_client_id || !store.token_client_secret_enc || !store.token_refresh_enc)
    return { ok: false, reason: STORE_REASONS.missing };
  const marketplaceId = amazonMarketplaceId(store.country_code);
  if (!marketplaceId) return { ok: false, reason: STORE_REASONS.unknownMarketplace };
  try {
    return {
      ok: true,
      marketplaceId,
      store: {
        countryCode: store.country_code,
        credentials: {
          clientId: store.token_client_id,
          clientSecret: secrets.decrypt(store.token_client_secret_enc),
          refreshToken: secrets.decrypt(store.token_refresh_enc),
        },
      },
    };
  } catch {
    return { ok: false, reason: STORE_REASONS.unreadable };
  }
}
