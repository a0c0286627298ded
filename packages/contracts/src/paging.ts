import { z } from 'zod';
import { INT4_MAX } from './primitives';

/**
 * The one page rule of every paged call: the offset of a page's first row, (page − first page) × page size,
 * stays within a PostgreSQL integer (repositories pass it as int4), so the largest page number follows from the
 * call's largest page size. A page beyond it is a 422 naming the limit, never a 500 from SQL.
 */

/** The largest page number of a call whose pages hold at most `maxSize` rows and count from `first`. */
export const maxPageNumber = (maxSize: number, first: 0 | 1 = 1): number =>
  Math.floor(INT4_MAX / maxSize) + first;

export const pageTooLarge = (max: number): string => `Must be at most ${max}`;

/** A page number in a JSON body. */
export const pageNumber = (maxSize: number, first: 0 | 1 = 1) => {
  const max = maxPageNumber(maxSize, first);
  return z.number().int().min(first).max(max, pageTooLarge(max));
};

/** A page number in a query string (arrives as text). */
export const pageParam = (maxSize: number, first: 0 | 1 = 1) => {
  const max = maxPageNumber(maxSize, first);
  return z.coerce.number().int().min(first).max(max, pageTooLarge(max));
};
