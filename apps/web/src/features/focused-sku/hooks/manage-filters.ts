import type { MarketplaceUserView } from '@marketdesk/contracts';
import { FOCUSED_SKU_LIMITS as LIMITS } from '@marketdesk/contracts/focused-sku';
import { type FilterField, type FilterFields, field } from '../../../shared/filters/filter-fields';

export type ManageTab = 'focused' | 'search';

/** Manage Focused SKUs as it lives in the address: marketplace, tab, the searched term, page and page size. */
export interface ManageFilters {
  mp: number | null;
  tab: ManageTab;
  search: string | null;
  page: number;
  size: number;
}

/** A page size of the screen's choices (50, 100, 200); anything else reads as the fallback. */
const pageSize: FilterField<number> = {
  key: 'size',
  write: (n) => [String(n)],
  read: ([text], fallback) => {
    const n = Number(text);
    return (LIMITS.managePageSizes as readonly number[]).includes(n) ? n : fallback;
  },
};

/** Where each sits in the address (`?mp_id=4&tab=search&search=kettle&page=2&size=50`). */
export const MANAGE_FIELDS: FilterFields<ManageFilters> = {
  mp: field.id('mp_id'),
  tab: field.oneOf('tab', ['focused', 'search'] as const),
  search: field.text('search'),
  page: field.int('page'),
  size: pageSize,
};

/** No marketplace, the Focused SKUs tab, page 1 of 100. */
export const manageDefaults = (): ManageFilters => ({
  mp: null,
  tab: 'focused',
  search: null,
  page: 1,
  size: LIMITS.manageDefaultPageSize,
});

/** The applied filters when their marketplace is one of the user's (else nothing is asked). */
export const manageRequest = (f: ManageFilters, mine: readonly MarketplaceUserView[]) =>
  f.mp !== null && mine.some((m) => m.pk_mp_id === f.mp) ? { ...f, mp: f.mp } : null;
