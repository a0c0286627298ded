/**
 * Demo marketplaces: every family of the spec (short-code prefixes AZ, BO, DT, EB, FK, NN, OT, TD, FL, SP),
 * several Amazon countries, and the settings a marketplace carries (site, country, currency, language,
 * time zone, standard VAT rate). Short codes are the prefix, an underscore and the country.
 */
export interface DemoMarketplace {
  short_code: string;
  name: string;
  website_url: string;
  country_code: string;
  currency_code: string;
  language_code: string;
  timezone: string;
  /** Standard VAT / sales-tax rate as a fraction. */
  vat_rate: string;
}

const mp = (
  short_code: string,
  name: string,
  website_url: string,
  country_code: string,
  currency_code: string,
  language_code: string,
  timezone: string,
  vat_rate: string,
): DemoMarketplace => ({
  short_code,
  name,
  website_url,
  country_code,
  currency_code,
  language_code,
  timezone,
  vat_rate,
});

export const DEMO_MARKETPLACES: readonly DemoMarketplace[] = [
  mp('AZ_US', 'Amazon US', 'https://www.amazon.com', 'US', 'USD', 'en-US', 'America/Los_Angeles', '0'),
  mp('AZ_UK', 'Amazon UK', 'https://www.amazon.co.uk', 'GB', 'GBP', 'en-GB', 'Europe/London', '0.2'),
  mp('AZ_DE', 'Amazon Germany', 'https://www.amazon.de', 'DE', 'EUR', 'de-DE', 'Europe/Berlin', '0.19'),
  mp('AZ_IN', 'Amazon India', 'https://www.amazon.in', 'IN', 'INR', 'en-IN', 'Asia/Kolkata', '0.18'),
  mp('AZ_AE', 'Amazon UAE', 'https://www.amazon.ae', 'AE', 'AED', 'en-AE', 'Asia/Dubai', '0.05'),
  mp(
    'BO_NL',
    'Bol Netherlands',
    'https://www.bol.com/nl/nl/',
    'NL',
    'EUR',
    'nl-NL',
    'Europe/Amsterdam',
    '0.21',
  ),
  mp('DT_FR', 'Decathlon France', 'https://www.decathlon.fr', 'FR', 'EUR', 'fr-FR', 'Europe/Paris', '0.2'),
  mp('EB_US', 'eBay US', 'https://www.ebay.com', 'US', 'USD', 'en-US', 'America/Los_Angeles', '0'),
  mp('EB_DE', 'eBay Germany', 'https://www.ebay.de', 'DE', 'EUR', 'de-DE', 'Europe/Berlin', '0.19'),
  mp('FK_IN', 'Flipkart India', 'https://www.flipkart.com', 'IN', 'INR', 'en-IN', 'Asia/Kolkata', '0.18'),
  mp('NN_AE', 'Noon UAE', 'https://www.noon.com/uae-en/', 'AE', 'AED', 'en-AE', 'Asia/Dubai', '0.05'),
  mp(
    'NN_SA',
    'Noon Saudi Arabia',
    'https://www.noon.com/saudi-en/',
    'SA',
    'SAR',
    'ar-SA',
    'Asia/Riyadh',
    '0.15',
  ),
  mp('OT_DE', 'Otto Germany', 'https://www.otto.de', 'DE', 'EUR', 'de-DE', 'Europe/Berlin', '0.19'),
  mp('TD_TR', 'Trendyol Turkey', 'https://www.trendyol.com', 'TR', 'TRY', 'tr-TR', 'Europe/Istanbul', '0.2'),
  mp(
    'FL_CL',
    'Falabella Chile',
    'https://www.falabella.com/falabella-cl',
    'CL',
    'CLP',
    'es-CL',
    'America/Santiago',
    '0.19',
  ),
  mp('SP_US', 'Shopify US', 'https://www.shopify.com', 'US', 'USD', 'en-US', 'America/New_York', '0'),
];

export const MARKETPLACE_CODES = DEMO_MARKETPLACES.map((m) => m.short_code);
