import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  PRICE_CHECK_TABS,
  type PriceCheckTab,
  priceCheckFetchError,
} from '@marketdesk/contracts/price-check';
import dayjs, { type Dayjs } from 'dayjs';
import { lastDays } from '../../../shared/filters/date-ranges';
import { type FilterFields, field } from '../../../shared/filters/filter-fields';
import type { PriceCheckQuery } from '../api/get-price-check';

/** The screen's filters: the tab shown, each tab's marketplace, and the ordered tab's dates. */
export interface PriceCheckFilters {
  tab: PriceCheckTab;
  focusedMp: number | null;
  orderedMp: number | null;
  start: Dayjs;
  end: Dayjs;
}

/** Where each sits in the address (`?tab=ordered&ordered_mp=4&start=…&end=…`). */
export const PRICE_CHECK_FIELDS: FilterFields<PriceCheckFilters> = {
  tab: field.oneOf('tab', PRICE_CHECK_TABS),
  focusedMp: field.id('focused_mp'),
  orderedMp: field.id('ordered_mp'),
  start: field.day('start'),
  end: field.day('end'),
};

/** Ours: the focused tab, no marketplace, the ordered tab's window the last 30 days (the spec names none). */
export const priceCheckDefaults = (today: Dayjs = dayjs()): PriceCheckFilters => ({
  tab: 'focused',
  focusedMp: null,
  orderedMp: null,
  ...lastDays(30, today),
});

const ISO = 'YYYY-MM-DD';

/** Each tab's call (null: that tab not fetched); null when neither is. */
export type PriceCheckRequests = { [K in PriceCheckTab]: PriceCheckQuery<K> | null } | null;

/** The tab's form as Fetch Data checks it: a marketplace among the user's (not another client's), the dates. */
function formOf(tab: PriceCheckTab, f: PriceCheckFilters, mine: readonly MarketplaceUserView[]) {
  const id = tab === 'focused' ? f.focusedMp : f.orderedMp;
  const mp_id = mine.some((m) => m.pk_mp_id === id) ? id : null;
  return tab === 'focused'
    ? { mp_id }
    : { mp_id, start_date: f.start.format(ISO), end_date: f.end.format(ISO) };
}

/** Fetch Data's warning for the tab shown (spec 02 section 5), or null. */
export const priceCheckCheck = (f: PriceCheckFilters, mine: readonly MarketplaceUserView[]) =>
  priceCheckFetchError(f.tab, formOf(f.tab, f, mine));

/** Each tab's call from the applied filters: a tab whose form Fetch Data would refuse is not asked. */
export function priceCheckRequests(
  f: PriceCheckFilters,
  mine: readonly MarketplaceUserView[],
): PriceCheckRequests {
  const focused = formOf('focused', f, mine);
  const ordered = formOf('ordered', f, mine);
  const requests = {
    focused: priceCheckFetchError('focused', focused) ? null : (focused as PriceCheckQuery<'focused'>),
    ordered: priceCheckFetchError('ordered', ordered) ? null : (ordered as PriceCheckQuery<'ordered'>),
  };
  return requests.focused || requests.ordered ? requests : null;
}
