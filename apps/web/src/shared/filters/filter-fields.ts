import dayjs, { type Dayjs } from 'dayjs';

/**
 * One filter of a report screen as it travels in the address's query string: its name there, how its value is
 * written (no text: the name is left out) and read back (an unreadable or missing text gives the fallback).
 * A screen describes its filters as a record of fields; `filtersToSearch` and `filtersFromSearch` turn any such
 * record into an address and back, so every report keeps its filters in the address the same way.
 */
export interface FilterField<V> {
  key: string;
  write(value: V): string[];
  read(texts: string[], fallback: V): V;
  /** A calendar day: a remembered choice whose window ended on the day it was made rolls forward with time. */
  day?: true;
}

export type FilterFields<F> = { [K in keyof F]: FilterField<F[K]> };

const ISO = 'YYYY-MM-DD';
const isIsoDay = (text: string | undefined) => text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text);
const positiveInt = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const sortedIds = (values: number[]) => [...values].sort((a, b) => a - b).map(String);

/** The kinds of filter the reports have. */
export const field = {
  /** A calendar day (YYYY-MM-DD). */
  day(key: string): FilterField<Dayjs> {
    return {
      key,
      day: true,
      write: (d) => [d.format(ISO)],
      read: ([text], fallback) => {
        const d = isIsoDay(text) ? dayjs(text, ISO) : null;
        return d?.isValid() ? d.startOf('day') : fallback;
      },
    };
  },
  /** One id, or none (null). */
  id(key: string): FilterField<number | null> {
    return {
      key,
      write: (id) => (id === null ? [] : [String(id)]),
      read: ([text]) => (text === undefined ? null : positiveInt(text)),
    };
  },
  /** Several ids (sorted, so the same choice is always the same address). */
  ids(key: string): FilterField<number[]> {
    return {
      key,
      write: sortedIds,
      read: (texts) => texts.map(positiveInt).filter((n): n is number => n !== null),
    };
  },
  /** Several ids where "all" (null, no text) differs from "none" (the text `none`). */
  idsOrAll(key: string): FilterField<number[] | null> {
    return {
      key,
      write: (ids) => (ids === null ? [] : ids.length === 0 ? ['none'] : sortedIds(ids)),
      read: (texts) =>
        texts.length === 0 ? null : texts.map(positiveInt).filter((n): n is number => n !== null),
    };
  },
  /** A free text, or none (null). */
  text(key: string): FilterField<string | null> {
    return {
      key,
      write: (t) => (t === null || t === '' ? [] : [t]),
      read: ([text]) => (text === undefined || text === '' ? null : text),
    };
  },
  /** Several texts (sorted). */
  texts(key: string): FilterField<string[]> {
    return {
      key,
      write: (values) => [...values].sort(),
      read: (texts) => texts.filter((t) => t !== ''),
    };
  },
  /** One of a fixed list (a currency, a tab, a page size); anything else reads as the fallback. */
  oneOf<T extends string>(key: string, values: readonly T[]): FilterField<T> {
    return {
      key,
      write: (v) => [v],
      read: ([text], fallback) => (values.includes(text as T) ? (text as T) : fallback),
    };
  },
  /** A whole number from `min` (a page, a number of days); anything else reads as the fallback. */
  int(key: string, min = 1, max = Number.MAX_SAFE_INTEGER): FilterField<number> {
    return {
      key,
      write: (n) => [String(n)],
      read: ([text], fallback) => {
        const n = Number(text);
        return text !== undefined && text !== '' && Number.isInteger(n) && n >= min && n <= max
          ? n
          : fallback;
      },
    };
  },
};

const keysOf = <F>(fields: FilterFields<F>) =>
  Object.values(fields).map((f) => (f as FilterField<unknown>).key);

/** The search params without any of the report's filters (the address's other params are kept). */
export function withoutFields<F>(fields: FilterFields<F>, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keysOf(fields)) next.delete(key);
  return next;
}

/** The search params holding the filters, in the fields' order. */
export function fieldsToSearch<F>(
  fields: FilterFields<F>,
  filters: F,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = withoutFields(fields, params);
  for (const name of Object.keys(fields) as (keyof F)[]) {
    const f = fields[name];
    for (const text of f.write(filters[name])) next.append(f.key, text);
  }
  return next;
}

/**
 * The filters an address holds, each missing or unreadable part taken from the defaults; null when it holds
 * none of the report's filters (the report then shows its defaults, or the last choice).
 */
export function fieldsFromSearch<F>(fields: FilterFields<F>, params: URLSearchParams, defaults: F): F | null {
  if (!keysOf(fields).some((key) => params.has(key))) return null;
  const out = {} as F;
  for (const name of Object.keys(fields) as (keyof F)[]) {
    const f = fields[name];
    out[name] = f.read(params.getAll(f.key), defaults[name]);
  }
  return out;
}

/**
 * The filters moved forward by `days` in every calendar-day field: a window chosen as "the last 30 days" a week
 * ago is the last 30 days today.
 */
export function shiftDays<F>(fields: FilterFields<F>, filters: F, days: number): F {
  const out = { ...filters };
  for (const name of Object.keys(fields) as (keyof F)[]) {
    if (fields[name].day) out[name] = (filters[name] as Dayjs).add(days, 'day') as F[keyof F];
  }
  return out;
}
