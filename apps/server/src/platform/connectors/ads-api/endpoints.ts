/**
 * Where an advertising profile's Amazon Ads API calls go (the Ads API's three regions) and where its Login with
 * Amazon refresh token is exchanged, keyed by our marketplaces' country codes.
 */

const REGIONS = {
  NA: { api: 'https://advertising-api.amazon.com', token: 'https://api.amazon.com/auth/o2/token' },
  EU: { api: 'https://advertising-api-eu.amazon.com', token: 'https://api.amazon.co.uk/auth/o2/token' },
  FE: { api: 'https://advertising-api-fe.amazon.com', token: 'https://api.amazon.co.jp/auth/o2/token' },
} as const;
type Region = keyof typeof REGIONS;

const COUNTRY_REGION: Record<string, Region> = {
  US: 'NA',
  CA: 'NA',
  MX: 'NA',
  BR: 'NA',
  GB: 'EU',
  UK: 'EU',
  DE: 'EU',
  FR: 'EU',
  IT: 'EU',
  ES: 'EU',
  NL: 'EU',
  BE: 'EU',
  SE: 'EU',
  PL: 'EU',
  TR: 'EU',
  EG: 'EU',
  SA: 'EU',
  AE: 'EU',
  IN: 'EU',
  IE: 'EU',
  ZA: 'EU',
  JP: 'FE',
  AU: 'FE',
  SG: 'FE',
};

/** The region of a country; Europe when unknown (as the SP-API endpoints do). */
const regionOf = (countryCode: string): Region => COUNTRY_REGION[countryCode.toUpperCase()] ?? 'EU';

/** The configured endpoint (ADS_API_ENDPOINT, tests: the local fake) or the region's. */
export const adsApiEndpoint = (countryCode: string, configured?: string): string =>
  (configured ?? REGIONS[regionOf(countryCode)].api).replace(/\/+$/, '');

/** The configured token URL (ADS_TOKEN_URL) or the region's Login with Amazon token endpoint. */
export const adsTokenUrl = (countryCode: string, configured?: string): string =>
  configured ?? REGIONS[regionOf(countryCode)].token;
