import dayjs from 'dayjs';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';
import { type FilterFields, fieldsFromSearch, fieldsToSearch, shiftDays } from './filter-fields';

/**
 * The last filters a user applied on a report screen, per user, client and screen, kept in the browser
 * (localStorage), so a screen opened without filters in its address opens where the user left it.
 */
export interface LastChoiceOwner {
  screen: string;
  userId: number;
  clientId: number;
}

interface Stored {
  /** The applied filters as they stand in the address. */
  search: string;
  /** The day they were applied (YYYY-MM-DD). */
  on: string;
}

const ISO = 'YYYY-MM-DD';
const keyOf = (o: LastChoiceOwner) =>
  `${STORAGE_KEYS.reportFiltersPrefix}.${o.screen}.${o.userId}.${o.clientId}`;

export function rememberChoice(owner: LastChoiceOwner, search: string, today = dayjs()): void {
  const stored: Stored = { search, on: today.format(ISO) };
  writeStorage(keyOf(owner), JSON.stringify(stored));
}

export function forgetChoice(owner: LastChoiceOwner): void {
  writeStorage(keyOf(owner), null);
}

/**
 * The remembered filters, or null. A window that ended on the day it was chosen ("the last 7 days") ends today
 * again, the same length; any other window is restored as it was.
 */
export function lastChoice<F>(
  owner: LastChoiceOwner,
  fields: FilterFields<F>,
  defaults: F,
  today = dayjs(),
): F | null {
  const raw = readStorage(keyOf(owner));
  if (raw === null) return null;
  let stored: Stored;
  try {
    stored = JSON.parse(raw) as Stored;
  } catch {
    return null;
  }
  if (typeof stored?.search !== 'string') return null;
  const filters = fieldsFromSearch(fields, new URLSearchParams(stored.search), defaults);
  if (filters === null) return null;
  const on = dayjs(stored.on, ISO);
  const endedThatDay = (Object.keys(fields) as (keyof F)[]).some((name) => {
    const value = (filters as Record<keyof F, unknown>)[name];
    return fields[name].day && dayjs.isDayjs(value) && value.isSame(on, 'day');
  });
  const elapsed = today.startOf('day').diff(on.startOf('day'), 'day');
  return endedThatDay && elapsed > 0 ? shiftDays(fields, filters, elapsed) : filters;
}

/** The address's search text for the remembered filters (for the address to show what the screen restored). */
export const searchOf = <F>(fields: FilterFields<F>, filters: F, params: URLSearchParams) =>
  fieldsToSearch(fields, filters, params);
