/**
 * Where a marketplace's SP-API calls go and what Amazon calls the marketplace (the Selling Partner API's
 * "Marketplace IDs" and "SP-API endpoints" tables), keyed by our marketplaces' country codes.
 */

const NA = 'https://sellingpartnerapi-na.amazon.com';
const EU = 'https://sellingpartnerapi-eu.amazon.com';
const FE = 'https://sellingpartnerapi-fe.amazon.com';

const MARKETPLACES: Record<string, { id: string; endpoint: string }> = {
  US: { id: 'ATVPDKIKX0DER', endpoint: NA },
  CA: { id: 'A2EUQ1WTGCTBG2', endpoint: NA },
  MX: { id: 'A1AM78C64UM0Y8', endpoint: NA },
  BR: { id: 'A2Q3Y263D00KWC', endpoint: NA },
  IE: { id: 'A28R8C7NBKEWEB', endpoint: EU },
  ES: { id: 'A1RKKUPIHCS9HS', endpoint: EU },
  GB: { id: 'A1F83G8C2ARO7P', endpoint: EU },
  UK: { id: 'A1F83G8C2ARO7P', endpoint: EU },
  FR: { id: 'A13V1IB3VIYZZH', endpoint: EU },
  BE: { id: 'AMEN7PMS3EDWL', endpoint: EU },
  NL: { id: 'A1805IZSGTT6HS', endpoint: EU },
  DE: { id: 'A1PA6795UKMFR9', endpoint: EU },
  IT: { id: 'APJ6JRA9NG5V4', endpoint: EU },
  SE: { id: 'A2NODRKZP88ZB9', endpoint: EU },
  ZA: { id: 'AE08WJ6YKNBMC', endpoint: EU },
  PL: { id: 'A1C3SOZRARQ6R3', endpoint: EU },
  EG: { id: 'ARBP9OOSHTCHU', endpoint: EU },
  TR: { id: 'A33AVAJ2PDY3EV', endpoint: EU },
  SA: { id: 'A17E79C6D8DWNP', endpoint: EU },
  AE: { id: 'A2VIGQ35RCS4UG', endpoint: EU },
  IN: { id: 'A21TJRUUN4KGV', endpoint: EU },
  SG: { id: 'A19VAU5U5O7RUS', endpoint: FE },
  AU: { id: 'A39IBJ37TRP1C6', endpoint: FE },
  JP: { id: 'A1VC38T7YXB528', endpoint: FE },
};

/** Amazon's marketplace id for a country; null where Amazon has no marketplace we know of. */
export const amazonMarketplaceId = (countryCode: string): string | null =>
  MARKETPLACES[countryCode.toUpperCase()]?.id ?? null;

/** The configured endpoint (SP_API_ENDPOINT) or the region's; Europe when the country is unknown. */
export const spApiEndpoint = (countryCode: string, configured?: string): string =>
  (configured ?? MARKETPLACES[countryCode.toUpperCase()]?.endpoint ?? EU).replace(/\/+$/, '');
