import ct from 'countries-and-timezones';
import { countries, type TCountryCode } from 'countries-list';

/**
 * Country data for the marketplace form (spec 02 section 5: choosing a country fills in its first time zone,
 * its currency and its language). Both sources are maintained packages, not a hand-written table:
 * `countries-list` for names, currencies and languages, `countries-and-timezones` for time zones.
 */
export interface CountryOption {
  code: string;
  name: string;
}

export interface CountryDefaults {
  timezone: string | null;
  currency_code: string | null;
  language_code: string | null;
}

const lookup = (code: string) =>
  countries[code.toUpperCase() as TCountryCode] as (typeof countries)['DE'] | undefined;

/** Every ISO 3166-1 alpha-2 country that has a currency and a time zone, by English name. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = Object.entries(countries)
  .filter(([code, c]) => c.currency.length > 0 && (ct.getCountry(code)?.timezones.length ?? 0) > 0)
  .map(([code, c]) => ({ code, name: c.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The first time zone, currency and language of a country; null when the code is unknown. */
export function countryDefaults(code: string): CountryDefaults | null {
  const country = lookup(code);
  if (!country) return null;
  return {
    timezone: ct.getCountry(code.toUpperCase())?.timezones[0] ?? null,
    currency_code: country.currency[0] ?? null,
    language_code: country.languages[0] ?? null,
  };
}

/** Time zones of a country (the first one is its default), or every known zone when none is chosen. */
export function countryTimezones(code?: string | null): string[] {
  if (code) return [...(ct.getCountry(code.toUpperCase())?.timezones ?? [])];
  return Object.keys(ct.getAllTimezones()).sort();
}
