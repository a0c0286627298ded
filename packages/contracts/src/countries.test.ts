import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, countryDefaults, countryTimezones } from './countries';

describe('countryDefaults', () => {
  it('gives the first time zone, the currency and the language of a country', () => {
    expect(countryDefaults('DE')).toEqual({
      timezone: 'Europe/Berlin',
      currency_code: 'EUR',
      language_code: 'de',
    });
    expect(countryDefaults('IN')).toEqual({
      timezone: 'Asia/Kolkata',
      currency_code: 'INR',
      language_code: 'hi',
    });
    expect(countryDefaults('ae')).toEqual({
      timezone: 'Asia/Dubai',
      currency_code: 'AED',
      language_code: 'ar',
    });
  });

  it('answers null for an unknown code', () => {
    expect(countryDefaults('QQ')).toBeNull();
    expect(countryDefaults('')).toBeNull();
  });
});

describe('country choices', () => {
  it('come from the same data, sorted by name, with unique codes', () => {
    const codes = COUNTRY_OPTIONS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(200);
    expect(COUNTRY_OPTIONS).toContainEqual({ code: 'DE', name: 'Germany' });
    const names = COUNTRY_OPTIONS.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('list a country’s time zones with its default first', () => {
    expect(countryTimezones('DE')[0]).toBe('Europe/Berlin');
    expect(countryTimezones()).toContain('Asia/Tokyo');
  });
});
