/** What a marketplace picker needs of a marketplace (the current user's list and GET /marketplaces both fit). */
export interface MarketplaceOption {
  pk_mp_id: number;
  name: string;
  short_code?: string;
  /** No flag when absent (e.g. GET /users/form-options answers only id and name). */
  country_code?: string;
}

export interface BrandOption {
  pk_brand_id: number;
  brand_name: string;
}

export interface WarehouseOption {
  pk_warehouse_id: number;
  name: string;
}

/** A copy sorted by name, as every picker lists its options (spec 02 section 2: "sorted by name"). */
export function byName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => name(a).localeCompare(name(b)));
}

/**
 * The flag of an ISO 3166 alpha-2 country code as an emoji (regional indicator letters); empty for anything
 * else. Text, not an image: no asset to bundle, and a system without flag glyphs shows the two letters.
 */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  const A = 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - A));
}
