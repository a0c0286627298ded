import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@marketdesk/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Every filter a report can show (DESIGN 9 "Report scope"); a report's bar shows only the parts it needs. */
export interface ReportFilters {
  start: Dayjs;
  end: Dayjs;
  currency: Currency;
  marketplaceIds: number[];
  brandIds: number[];
  skus: string[];
  warehouseIds: number[];
}

/** Month start through today, USD, no marketplace, brand, SKU or warehouse filter. */
export function defaultReportFilters(today: Dayjs = dayjs()): ReportFilters {
  return {
    start: today.startOf('month'),
    end: today.startOf('day'),
    currency: DEFAULT_CURRENCY,
    marketplaceIds: [],
    brandIds: [],
    skus: [],
    warehouseIds: [],
  };
}

/** The query-string names of the filters (a report's address holds its applied filters, so it can be linked). */
const KEYS = {
  start: 'start',
  end: 'end',
  currency: 'currency',
  marketplaceIds: 'mp',
  brandIds: 'brand',
  skus: 'sku',
  warehouseIds: 'warehouse',
} as const;

const ISO = 'YYYY-MM-DD';

/** The search params without any report filter (the other params of the address are kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEYS)) next.delete(key);
  return next;
}

/** The search params holding the filters; lists sorted, so the same choice is always the same address. */
export function filtersToSearch(f: ReportFilters, params = new URLSearchParams()): URLSearchParams {
  const next = withoutFilters(params);
  next.set(KEYS.start, f.start.format(ISO));
  next.set(KEYS.end, f.end.format(ISO));
  next.set(KEYS.currency, f.currency);
  const ids = (key: string, values: number[]) => {
    for (const v of [...values].sort((a, b) => a - b)) next.append(key, String(v));
  };
  ids(KEYS.marketplaceIds, f.marketplaceIds);
  ids(KEYS.brandIds, f.brandIds);
  ids(KEYS.warehouseIds, f.warehouseIds);
  for (const sku of [...f.skus].sort()) next.append(KEYS.skus, sku);
  return next;
}

/**
 * The filters an address holds, each missing or unreadable part taken from the defaults; null when it holds
 * none (the report then shows its defaults).
 */
export function filtersFromSearch(params: URLSearchParams, defaults: ReportFilters): ReportFilters | null {
  if (!Object.values(KEYS).some((key) => params.has(key))) return null;
  const date = (key: string, fallback: Dayjs) => {
    const text = params.get(key);
    const d = text === null ? null : dayjs(text, ISO);
    return d?.isValid() && /^\d{4}-\d{2}-\d{2}$/.test(text ?? '') ? d.startOf('day') : fallback;
  };
  const ids = (key: string) =>
    params
      .getAll(key)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const currency = params.get(KEYS.currency);
  return {
    start: date(KEYS.start, defaults.start),
    end: date(KEYS.end, defaults.end),
    currency: CURRENCIES.includes(currency as Currency) ? (currency as Currency) : defaults.currency,
    marketplaceIds: ids(KEYS.marketplaceIds),
    brandIds: ids(KEYS.brandIds),
    skus: params.getAll(KEYS.skus).filter((s) => s !== ''),
    warehouseIds: ids(KEYS.warehouseIds),
  };
}
