/**
 * Amazon's storefront domains by country (ISO 3166-1 alpha-2), as Amazon's reports name a marketplace: the
 * `sales-channel` of the all-orders report and the `marketplace-name` of settlements say `Amazon.co.uk`,
 * `Amazon.de`, `Amazon.com.be`, ... An AZ marketplace's domain is the one of its country_code. Multi-channel
 * fulfilment orders say `Non-Amazon`: they are not sales of any marketplace.
 */
export const AMAZON_DOMAINS: Readonly<Record<string, string>> = {
  US: 'Amazon.com',
  CA: 'Amazon.ca',
  MX: 'Amazon.com.mx',
  BR: 'Amazon.com.br',
  GB: 'Amazon.co.uk',
  IE: 'Amazon.ie',
  DE: 'Amazon.de',
  FR: 'Amazon.fr',
  IT: 'Amazon.it',
  ES: 'Amazon.es',
  NL: 'Amazon.nl',
  BE: 'Amazon.com.be',
  SE: 'Amazon.se',
  PL: 'Amazon.pl',
  TR: 'Amazon.com.tr',
  EG: 'Amazon.eg',
  SA: 'Amazon.sa',
  AE: 'Amazon.ae',
  ZA: 'Amazon.co.za',
  IN: 'Amazon.in',
  SG: 'Amazon.sg',
  AU: 'Amazon.com.au',
  JP: 'Amazon.co.jp',
};

/** The sales channel of Amazon's multi-channel fulfilment orders (not marketplace sales). */
export const NON_AMAZON_CHANNEL = 'Non-Amazon';

/** A channel as compared: 'www.Amazon.CO.UK ' and 'Amazon.co.uk' are one. */
export const channelKey = (channel: string): string =>
  channel
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');

/** The Amazon domain of a country ('UK' is taken for GB, as people write it); null when Amazon has none. */
export function amazonDomain(countryCode: string): string | null {
  const code = countryCode.trim().toUpperCase();
  return AMAZON_DOMAINS[code === 'UK' ? 'GB' : code] ?? null;
}
