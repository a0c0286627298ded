import { marketplace } from '../factories';

/** The marketplaces the feature's tests offer: one single-identifier (AZ) and one two-field (EB) family. */
export const MARKETPLACES = [
  marketplace(3, 'Amazon US', 'AZ_US', {
    country_code: 'US',
    currency_code: 'USD',
    website_url: 'https://amazon.com',
  }),
  marketplace(5, 'eBay UK', 'EB_UK', {
    country_code: 'GB',
    currency_code: 'GBP',
    website_url: 'https://ebay.co.uk',
  }),
];
