/** The marketplaces the feature's tests offer: one single-identifier (AZ) and one two-field (EB) family. */
export const MARKETPLACES = [
  {
    pk_mp_id: 3,
    name: 'Amazon US',
    short_code: 'AZ_US',
    country_code: 'US',
    currency_code: 'USD',
    website_url: 'https://amazon.com',
  },
  {
    pk_mp_id: 5,
    name: 'eBay UK',
    short_code: 'EB_UK',
    country_code: 'GB',
    currency_code: 'GBP',
    website_url: 'https://ebay.co.uk',
  },
];
