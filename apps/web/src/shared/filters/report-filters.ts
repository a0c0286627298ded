import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@marketdesk/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { type FilterFields, field, fieldsFromSearch, fieldsToSearch, withoutFields } from './filter-fields';

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

/** Where each filter sits in the address (a report's address holds its applied filters, so it can be linked). */
export const REPORT_FILTER_FIELDS: FilterFields<ReportFilters> = {
  start: field.day('start'),
  end: field.day('end'),
  currency: field.oneOf('currency', CURRENCIES),
  marketplaceIds: field.ids('mp'),
  brandIds: field.ids('brand'),
  warehouseIds: field.ids('warehouse'),
  skus: field.texts('sku'),
};

/** The search params without any report filter (the other params of the address are kept). */
export const withoutFilters = (params: URLSearchParams) => withoutFields(REPORT_FILTER_FIELDS, params);

/** The search params holding the filters; lists sorted, so the same choice is always the same address. */
export const filtersToSearch = (f: ReportFilters, params = new URLSearchParams()) =>
  fieldsToSearch(REPORT_FILTER_FIELDS, f, params);

/**
 * The filters an address holds, each missing or unreadable part taken from the defaults; null when it holds
 * none (the report then shows its defaults).
 */
export const filtersFromSearch = (params: URLSearchParams, defaults: ReportFilters) =>
  fieldsFromSearch(REPORT_FILTER_FIELDS, params, defaults);
